// The head of every page (docs/architecture.md §2): title, description, canonical
// URL, hreflang alternates, Open Graph tags, `<html lang>` and robots, per route and language, in
// one place. The shell applies it on every navigation, the prerendered pages carry it, and the
// shell's build writes /robots.txt and /sitemap.xml from it. Zod-, JSON- and router-free (like
// routes.ts), so the build can load it in Node.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../contracts/constants/languages';
import { paths, ROUTES, type RouteId } from './routes';
import type { RemoteName } from './remotes';

/** The site's public origin when the build names none (`SITE_URL`, README "Configuration"). */
export const DEFAULT_SITE_URL = 'https://vitrina.app';

export const SITE_NAME = 'Vitrina';

/** The pages a search engine should index: prerendered, listed in the sitemap, no `noindex`. */
export const PUBLIC_PAGES = [
  'home',
  'pricing',
  'privacyPolicy',
  'login',
  'registration',
  'forgotPassword',
] as const satisfies readonly RouteId[];
export type PublicPageId = (typeof PUBLIC_PAGES)[number];

interface PageText {
  title: string;
  description: string;
}

/**
 * Titles and descriptions of the public pages; the wording of the pages themselves (the remotes'
 * locale files: mf-marketing's hero, pricing and policy, mf-auth's screens).
 */
const TEXTS: Record<PublicPageId, Record<Language, PageText>> = {
  home: {
    ua: {
      title: 'Vitrina — AI-асистент, який продає у вашому Instagram',
      description:
        'Vitrina — AI-асистент продажів і CRM для магазинів одягу в Instagram та Messenger: відповіді клієнтам у Direct і в коментарях менш ніж за хвилину, 24/7.',
    },
    en: {
      title: 'Vitrina — an AI assistant that sells in your Instagram',
      description:
        'Vitrina is an AI sales assistant and CRM for fashion shops on Instagram and Messenger: it answers customers in Direct and in comments in under a minute, 24/7.',
    },
  },
  pricing: {
    ua: {
      title: 'Тарифи — Vitrina',
      description:
        'Платіть лише за кількість діалогів на місяць — без прихованих платежів. Перші 2 місяці безкоштовно на будь-якому тарифі, а перші 50 чатів — без картки.',
    },
    en: {
      title: 'Pricing — Vitrina',
      description:
        'Pay only for the number of conversations a month, with no hidden fees. The first 2 months are free on any plan, and the first 50 chats need no card.',
    },
  },
  privacyPolicy: {
    ua: {
      title: 'Політика конфіденційності — Vitrina',
      description:
        'Які дані збирає сервіс Vitrina, навіщо їх використовує, коли може їх розкрити, як їх захищає і які права мають люди, чиї дані ми обробляємо.',
    },
    en: {
      title: 'Privacy policy — Vitrina',
      description:
        'What data the Vitrina service collects, why we use it, when we may disclose it, how we protect it and what rights the people whose data we process have.',
    },
  },
  login: {
    ua: {
      title: 'Вхід — Vitrina',
      description: 'Увійдіть у Vitrina — AI-асистент продажів для вашого Instagram і Messenger.',
    },
    en: {
      title: 'Sign in — Vitrina',
      description: 'Sign in to Vitrina, an AI sales assistant for your Instagram and Messenger.',
    },
  },
  registration: {
    ua: {
      title: 'Реєстрація — Vitrina',
      description: 'Зареєструйтеся у Vitrina: перші 50 чатів безкоштовно, без картки.',
    },
    en: {
      title: 'Sign up — Vitrina',
      description: 'Sign up for Vitrina: the first 50 chats are free, no card needed.',
    },
  },
  forgotPassword: {
    ua: {
      title: 'Відновлення пароля — Vitrina',
      description: 'Вкажіть email, і ми надішлемо інструкції для зміни пароля до Vitrina.',
    },
    en: {
      title: 'Password recovery — Vitrina',
      description: 'Enter your email and we will send instructions to change your Vitrina password.',
    },
  },
};

/** `<html lang>` and `hreflang` speak ISO 639-1: Ukrainian is `uk` (`ua` is the country). */
export const HTML_LANG: Record<Language, string> = { ua: 'uk', en: 'en' };
const OG_LOCALE: Record<Language, string> = { ua: 'uk_UA', en: 'en_US' };

export interface PageHead {
  /** `<html lang>`. */
  htmlLang: string;
  title: string;
  /** `<meta name="description">` (public pages only). */
  description?: string;
  /** `<link rel="canonical">`, absolute (public pages only). */
  canonical?: string;
  /** `<link rel="alternate" hreflang>`: the page in every language, then `x-default`. */
  alternates: { hreflang: string; href: string }[];
  /** `<meta property="og:…">`, in order. */
  openGraph: { property: string; content: string }[];
  /** `<meta name="robots">`: `noindex` on every page that is not public. */
  robots?: 'noindex';
}

/** The origin without a trailing slash; a malformed value is refused (it would end up in every canonical URL). */
export function siteOrigin(siteUrl: string | undefined): string {
  const value = siteUrl?.trim() || DEFAULT_SITE_URL;
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`SITE_URL must be http(s): ${value}`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** The route a pathname belongs to, by its pattern's segments (`:x` matches one non-empty segment). */
export function routeOf(pathname: string): { id: RouteId; lng: Language } | null {
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1);
  const lng = LANGUAGES.find((code) => code === segments[0]);
  if (!lng) return null;
  for (const [id, route] of Object.entries(ROUTES) as [RouteId, (typeof ROUTES)[RouteId]][]) {
    const pattern = route.path.split('/').slice(1);
    if (pattern.length !== segments.length) continue;
    if (pattern.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i])))
      return { id, lng };
  }
  return null;
}

export function isPublicPage(id: RouteId): id is PublicPageId {
  return (PUBLIC_PAGES as readonly RouteId[]).includes(id);
}

/** The absolute address of a public page in a language. */
export function pageUrl(id: PublicPageId, lng: Language, siteUrl?: string): string {
  return `${siteOrigin(siteUrl)}${paths[id](lng)}`;
}

/** The page in every language and `x-default` (the default language's). */
function alternatesOf(id: PublicPageId, siteUrl?: string): PageHead['alternates'] {
  return [
    ...LANGUAGES.map((lng) => ({ hreflang: HTML_LANG[lng], href: pageUrl(id, lng, siteUrl) })),
    { hreflang: 'x-default', href: pageUrl(id, DEFAULT_LANGUAGE, siteUrl) },
  ];
}

/** The head of a public page in a language. */
export function publicPageHead(id: PublicPageId, lng: Language, siteUrl?: string): PageHead {
  const { title, description } = TEXTS[id][lng];
  const canonical = pageUrl(id, lng, siteUrl);
  return {
    htmlLang: HTML_LANG[lng],
    title,
    description,
    canonical,
    alternates: alternatesOf(id, siteUrl),
    openGraph: [
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: SITE_NAME },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: canonical },
      { property: 'og:locale', content: OG_LOCALE[lng] },
      ...LANGUAGES.filter((other) => other !== lng).map((other) => ({
        property: 'og:locale:alternate',
        content: OG_LOCALE[other],
      })),
    ],
  };
}

/**
 * The head of any path: a public page's own; everything else (signed-in pages, the reset link with
 * its token, not-found) only the site name and `noindex`. `fallbackLng` is the language of a path
 * without one.
 */
export function pageHead(pathname: string, siteUrl?: string, fallbackLng: Language = DEFAULT_LANGUAGE): PageHead {
  const route = routeOf(pathname);
  if (route && isPublicPage(route.id)) return publicPageHead(route.id, route.lng, siteUrl);
  const first = pathname.split('/')[1];
  const lng = LANGUAGES.find((code) => code === first) ?? fallbackLng;
  return { htmlLang: HTML_LANG[lng], title: SITE_NAME, alternates: [], openGraph: [], robots: 'noindex' };
}

/** /robots.txt: every crawler may read the public pages; the API is off limits; where the sitemap is. */
export function robotsTxt(siteUrl?: string): string {
  const allow = PUBLIC_PAGES.flatMap((id) => LANGUAGES.map((lng) => `Allow: ${paths[id](lng)}$`));
  return [
    'User-agent: *',
    ...allow,
    'Disallow: /api/',
    'Disallow: /oauth/',
    '',
    `Sitemap: ${siteOrigin(siteUrl)}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** /sitemap.xml: every public page in every language, each with its hreflang alternates. */
export function sitemapXml(siteUrl?: string): string {
  const urls = PUBLIC_PAGES.flatMap((id) =>
    LANGUAGES.map((lng) => {
      const links = alternatesOf(id, siteUrl).map(
        (alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(alt.href)}"/>`,
      );
      return ['  <url>', `    <loc>${escapeXml(pageUrl(id, lng, siteUrl))}</loc>`, ...links, '  </url>'].join('\n');
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** A page the build prerenders: its path, the file under the shell's dist, the remote that draws it. */
export interface PrerenderedPage {
  path: string;
  /** Relative to the shell's dist: `/ua` -> `ua/index.html`, `/en/pricing` -> `en/pricing/index.html`. */
  file: string;
  remote: RemoteName;
}

/** Where a page's prerendered HTML lives under the shell's dist (what nginx's `$uri/index.html` finds). */
export function prerenderedFile(pathname: string): string {
  return `${pathname.replace(/^\/+|\/+$/g, '')}/index.html`;
}

/**
 * The pages written as static HTML at build time (README "Public pages", docs/architecture.md §3):
 * every public page in every language. Their own markup paints before any JavaScript; the shell
 * takes over when the page's remote has drawn the same (shell/src/features/take-over).
 */
export function prerenderedPages(): PrerenderedPage[] {
  return PUBLIC_PAGES.flatMap((id) =>
    LANGUAGES.map((lng) => {
      const pathname = paths[id](lng);
      return { path: pathname, file: prerenderedFile(pathname), remote: ROUTES[id].remote };
    }),
  );
}
