import { detectLanguage, languageStore, normalizeLanguage, withLanguage } from '../src';

function setBrowserLanguages(languages: string[], language = languages[0] ?? '') {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  jest.spyOn(navigator, 'language', 'get').mockReturnValue(language);
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = '';
  setBrowserLanguages([]);
});

afterEach(() => jest.restoreAllMocks());

describe('detectLanguage (docs/product.md §2: path, storage, browser, html; fallback ua)', () => {
  it('takes the first path segment first', () => {
    localStorage.setItem('i18nextLng', 'ua');
    setBrowserLanguages(['uk-UA']);
    expect(detectLanguage('/en/pricing')).toBe('en');
    localStorage.setItem('i18nextLng', 'en');
    expect(detectLanguage('/ua')).toBe('ua');
  });

  it('then local storage, when the path has no language', () => {
    localStorage.setItem('i18nextLng', 'en');
    setBrowserLanguages(['uk-UA']);
    document.documentElement.lang = 'uk';
    expect(detectLanguage('/pricing')).toBe('en');
  });

  it('then the browser languages, in order, mapping uk to ua', () => {
    document.documentElement.lang = 'en';
    setBrowserLanguages(['de-DE', 'uk-UA', 'en-US']);
    expect(detectLanguage('/')).toBe('ua');
    setBrowserLanguages(['fr', 'en-GB']);
    expect(detectLanguage('/')).toBe('en');
  });

  it('uses navigator.language when the languages list is empty', () => {
    setBrowserLanguages([], 'uk');
    document.documentElement.lang = 'en';
    expect(detectLanguage('/')).toBe('ua');
  });

  it('then the html tag', () => {
    setBrowserLanguages(['de-DE'], 'de-DE');
    document.documentElement.lang = 'en';
    expect(detectLanguage('/')).toBe('en');
    document.documentElement.lang = 'uk';
    expect(detectLanguage('/')).toBe('ua');
  });

  it('falls back to ua', () => {
    setBrowserLanguages(['de-DE'], 'de-DE');
    localStorage.setItem('i18nextLng', 'pl');
    expect(detectLanguage('/xx/chats')).toBe('ua');
  });
});

describe('normalizeLanguage', () => {
  it.each([
    ['uk', 'ua'],
    ['uk-UA', 'ua'],
    ['UA', 'ua'],
    ['en', 'en'],
    ['en_GB', 'en'],
    ['ru', null],
    ['', null],
    [null, null],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeLanguage(input)).toBe(expected);
  });
});

describe('withLanguage', () => {
  it.each([
    ['/ua/chats', 'en', '/en/chats'],
    ['/en/chat_gpt/upload', 'ua', '/ua/chat_gpt/upload'],
    ['/ua', 'en', '/en'],
    ['/ua/', 'en', '/en'],
    ['/', 'ua', '/ua'],
    ['', 'en', '/en'],
    ['/pricing', 'ua', '/ua/pricing'],
    ['/de/pricing', 'en', '/en/de/pricing'],
    ['/ua/pricing?plan=pro#faq', 'en', '/en/pricing?plan=pro#faq'],
    ['/ua?x=1', 'en', '/en?x=1'],
    ['/ua#top', 'en', '/en#top'],
  ] as const)('%s with %s -> %s', (path, lng, expected) => {
    expect(withLanguage(path, lng)).toBe(expected);
  });
});

describe('languageStore', () => {
  it('emits changes once each, caches the choice and sets the html tag', () => {
    languageStore.set('ua');
    const seen: string[] = [];
    const sub = languageStore.language$.subscribe((lng) => seen.push(lng));
    languageStore.set('en');
    languageStore.set('en');
    languageStore.set('ua');
    sub.unsubscribe();
    expect(seen).toEqual(['ua', 'en', 'ua']);
    expect(localStorage.getItem('i18nextLng')).toBe('ua');
    expect(document.documentElement.lang).toBe('uk');
    languageStore.set('en');
    expect(document.documentElement.lang).toBe('en');
    expect(languageStore.get()).toBe('en');
  });
});
