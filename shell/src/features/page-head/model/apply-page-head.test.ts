import { pageHead } from '@vitrina/shared/page-head';
import { applyPageHead } from './apply-page-head';

const tags = () =>
  Array.from(document.head.children).map((node) => {
    const attrs = ['name', 'property', 'rel', 'hreflang', 'content', 'href']
      .map((name) => node.getAttribute(name))
      .filter((value) => value !== null);
    return [node.tagName.toLowerCase(), ...attrs].join(' ');
  });

describe('applyPageHead', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta charset="utf-8"><meta name="description" content="static"><title>Vitrina</title>';
  });

  it('writes a public page: lang, title, description, canonical, alternates, Open Graph', () => {
    applyPageHead(pageHead('/en/pricing', 'https://vitrina.app'));
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Pricing — Vitrina');
    expect(tags()).toEqual([
      'meta',
      'title',
      expect.stringMatching(/^meta description Pay only for the number of conversations/),
      'link canonical https://vitrina.app/en/pricing',
      'link alternate uk https://vitrina.app/ua/pricing',
      'link alternate en https://vitrina.app/en/pricing',
      'link alternate x-default https://vitrina.app/ua/pricing',
      'meta og:type website',
      'meta og:site_name Vitrina',
      'meta og:title Pricing — Vitrina',
      expect.stringMatching(/^meta og:description Pay only/),
      'meta og:url https://vitrina.app/en/pricing',
      'meta og:locale en_US',
      'meta og:locale:alternate uk_UA',
    ]);
  });

  it('the next page replaces the previous one’s tags; a private page is noindex and nothing else', () => {
    applyPageHead(pageHead('/ua', 'https://vitrina.app'));
    applyPageHead(pageHead('/ua/login', 'https://vitrina.app'));
    expect(document.title).toBe('Вхід — Vitrina');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[hreflang]')).toHaveLength(3);

    applyPageHead(pageHead('/ua/chats', 'https://vitrina.app'));
    expect(document.documentElement.lang).toBe('uk');
    expect(document.title).toBe('Vitrina');
    expect(tags()).toEqual(['meta', 'title', 'meta robots noindex']);
  });
});
