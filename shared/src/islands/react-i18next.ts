// react-i18next as an island sees it (the islands build aliases `react-i18next` here): the few
// calls the public pages' components make (`useTranslation().t` with a key and `{{value}}`
// interpolation), over the remote's texts in the page's language. i18next and react-i18next
// (~18 KB gzip) stay out of the islands; the live app has the real ones.
import type { ReactNode } from 'react';

type Texts = { [key: string]: unknown };

let texts: Texts = {};
let language = 'ua';

/** The texts islands read: the remote's, in the page's language (set before the first island hydrates). */
export function setIslandTexts(lng: string, resources: object): void {
  language = lng;
  texts = resources as Texts;
}

function nodeAt(key: string): unknown {
  let node: unknown = texts;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Texts)[part] : undefined;
  return node;
}

function lookup(key: string): string | undefined {
  const node = nodeAt(key);
  return typeof node === 'string' ? node : undefined;
}

/**
 * i18next's `t` for a key and its `{{name}}` values (no escaping: React escapes, as the app's i18next
 * is set); with `returnObjects`, the list or object at the key as it is (the FAQ's items), which the
 * caller casts, as it does with i18next's.
 */
export function t(key: string, values: Record<string, unknown> = {}): string {
  const node = values.returnObjects ? nodeAt(key) : undefined;
  if (node && typeof node === 'object') return node as unknown as string;
  const text = lookup(key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export function useTranslation() {
  return { t, i18n: { language } };
}

/** The provider is the module itself: its children render as they are. */
export function I18nextProvider({ children }: { children: ReactNode; i18n?: unknown }) {
  return children;
}
