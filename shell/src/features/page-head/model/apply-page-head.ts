import type { PageHead } from '@vitrina/shared/page-head';

/** Marks the head elements this module owns, so the next page's head replaces them. */
const OWNED = 'data-page-head';

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  attributes: Record<string, string>,
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.setAttribute(OWNED, '');
  return node;
}

/**
 * Writes a page's head into the document: `<html lang>`, the title, and in place of the previous
 * page's (or the static index.html's) description, canonical, hreflang alternates, Open Graph and
 * robots tags. The order in <head> is fixed, so a prerendered page and the live app write the same.
 */
export function applyPageHead(head: PageHead, doc: Document = document): void {
  doc.documentElement.lang = head.htmlLang;
  if (doc.title !== head.title) doc.title = head.title;
  const stale = doc.head.querySelectorAll(
    `[${OWNED}], meta[name="description"], meta[name="robots"], link[rel="canonical"], link[rel="alternate"][hreflang], meta[property^="og:"]`,
  );
  for (const node of Array.from(stale)) node.remove();

  const nodes: HTMLElement[] = [];
  if (head.robots) nodes.push(element(doc, 'meta', { name: 'robots', content: head.robots }));
  if (head.description) nodes.push(element(doc, 'meta', { name: 'description', content: head.description }));
  if (head.canonical) nodes.push(element(doc, 'link', { rel: 'canonical', href: head.canonical }));
  for (const { hreflang, href } of head.alternates)
    nodes.push(element(doc, 'link', { rel: 'alternate', hreflang, href }));
  for (const { property, content } of head.openGraph) nodes.push(element(doc, 'meta', { property, content }));
  doc.head.append(...nodes);
}
