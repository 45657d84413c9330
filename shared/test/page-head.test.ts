import { LANGUAGES } from '../src/contracts/constants/languages';
import {
  DEFAULT_SITE_URL,
  PUBLIC_PAGES,
  pageHead,
  prerenderedFile,
  prerenderedPages,
  robotsTxt,
  routeOf,
  siteOrigin,
  sitemapXml,
} from '../src/address-book/page-head';
import { paths } from '../src/address-book/routes';

const SITE = 'https://shop.example';

/** What the issue names: [path after the language, title ua, title en]. */
const PAGES: [string, string, string][] = [
  [
    '',
    'Vitrina — AI-асистент, який продає у вашому Instagram',
    'Vitrina — an AI assistant that sells in your Instagram',
  ],
  ['/pricing', 'Тарифи — Vitrina', 'Pricing — Vitrina'],
  ['/privacy_policy', 'Політика конфіденційності — Vitrina', 'Privacy policy — Vitrina'],
  ['/login', 'Вхід — Vitrina', 'Sign in — Vitrina'],
  ['/registration', 'Реєстрація — Vitrina', 'Sign up — Vitrina'],
  ['/forgot_pass', 'Відновлення пароля — Vitrina', 'Password recovery — Vitrina'],
];

describe('page heads', () => {
  it.each(PAGES)('%s: own title, description, canonical, alternates and Open Graph in ua and en', (rest, ua, en) => {
    const titles = { ua, en };
    const descriptions = new Set<string>();
    for (const lng of LANGUAGES) {
      const head = pageHead(`/${lng}${rest}`, SITE);
      expect(head.htmlLang).toBe(lng === 'ua' ? 'uk' : 'en');
      expect(head.title).toBe(titles[lng]);
      expect(head.description!.length).toBeGreaterThan(50);
      expect(head.description!.length).toBeLessThanOrEqual(170);
      descriptions.add(head.description!);
      expect(head.canonical).toBe(`${SITE}/${lng}${rest}`);
      expect(head.robots).toBeUndefined();
      expect(head.alternates).toEqual([
        { hreflang: 'uk', href: `${SITE}/ua${rest}` },
        { hreflang: 'en', href: `${SITE}/en${rest}` },
        { hreflang: 'x-default', href: `${SITE}/ua${rest}` },
      ]);
      expect(head.openGraph).toEqual([
        { property: 'og:type', content: 'website' },
        { property: 'og:site_name', content: 'Vitrina' },
        { property: 'og:title', content: titles[lng] },
        { property: 'og:description', content: head.description },
        { property: 'og:url', content: head.canonical },
        { property: 'og:locale', content: lng === 'ua' ? 'uk_UA' : 'en_US' },
        { property: 'og:locale:alternate', content: lng === 'ua' ? 'en_US' : 'uk_UA' },
      ]);
    }
    expect(descriptions.size).toBe(2);
  });

  it('gives every public page a title and a description of its own', () => {
    const heads = PUBLIC_PAGES.flatMap((id) => LANGUAGES.map((lng) => pageHead(paths[id](lng))));
    expect(new Set(heads.map((h) => h.title)).size).toBe(heads.length);
    expect(new Set(heads.map((h) => h.description)).size).toBe(heads.length);
  });

  it('a trailing slash is the same page', () => {
    expect(pageHead('/en/pricing/', SITE).canonical).toBe(`${SITE}/en/pricing`);
    expect(routeOf('/ua/')).toEqual({ id: 'home', lng: 'ua' });
  });

  it.each([
    ['/ua/chats', 'uk'],
    ['/en/settings', 'en'],
    ['/ua/chat_gpt/content', 'uk'],
    ['/en/reset_pass/secret-token', 'en'],
    ['/ua/no-such-page', 'uk'],
  ])('%s (signed-in, the reset link, not found): noindex, no canonical or alternates', (path, htmlLang) => {
    const head = pageHead(path, SITE);
    expect(head).toEqual({ htmlLang, title: 'Vitrina', alternates: [], openGraph: [], robots: 'noindex' });
  });

  it('a path without a language takes the fallback language', () => {
    expect(pageHead('/settings', SITE, 'en')).toMatchObject({ htmlLang: 'en', robots: 'noindex' });
  });

  it('site origin: default, trailing slash dropped, only http(s)', () => {
    expect(siteOrigin(undefined)).toBe(DEFAULT_SITE_URL);
    expect(siteOrigin('')).toBe(DEFAULT_SITE_URL);
    expect(siteOrigin('http://localhost:8080/')).toBe('http://localhost:8080');
    expect(pageHead('/ua').canonical).toBe(`${DEFAULT_SITE_URL}/ua`);
    expect(() => siteOrigin('ftp://x')).toThrow(/http/);
    expect(() => siteOrigin('not a url')).toThrow();
  });

  it('robots.txt allows the public pages, keeps crawlers off the API and names the sitemap', () => {
    const text = robotsTxt(SITE);
    expect(text).toMatch(/^User-agent: \*$/m);
    for (const [rest] of PAGES) for (const lng of LANGUAGES) expect(text).toContain(`Allow: /${lng}${rest}$\n`);
    expect(text).toContain('Disallow: /api/\n');
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml\n`);
  });

  it('sitemap.xml lists every public page in both languages with its alternates', () => {
    const xml = sitemapXml(SITE);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(PAGES.flatMap(([rest]) => [`${SITE}/ua${rest}`, `${SITE}/en${rest}`]));
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/ua/pricing"/>`);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
  });

  it("prerendered pages: the issue's seven paths in both languages, each a file under its own folder and its remote", () => {
    const pages = prerenderedPages();
    expect(pages.map((p) => p.path).sort()).toEqual(PAGES.flatMap(([rest]) => [`/ua${rest}`, `/en${rest}`]).sort());
    expect(pages).toContainEqual({ path: '/ua', file: 'ua/index.html', remote: 'mf_marketing' });
    expect(pages).toContainEqual({ path: '/en/pricing', file: 'en/pricing/index.html', remote: 'mf_marketing' });
    expect(pages).toContainEqual({ path: '/ua/login', file: 'ua/login/index.html', remote: 'mf_auth' });
    // Not prerendered: the reset link (its token is per user) and every signed-in page.
    expect(pages.some((p) => p.path.includes('reset_pass') || p.path.endsWith('/chats'))).toBe(false);
    for (const page of pages) expect(pageHead(page.path).robots).toBeUndefined();
  });

  it("prerendered file: the path's folder and index.html, whatever slashes it carries", () => {
    expect(prerenderedFile('/ua')).toBe('ua/index.html');
    expect(prerenderedFile('/ua/pricing/')).toBe('ua/pricing/index.html');
  });
});
