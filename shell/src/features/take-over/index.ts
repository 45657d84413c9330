// Prerendered pages (README "Public pages", docs/architecture.md §3): the static HTML the build
// wrote for a public page paints first; the live app renders hidden beside it and takes its place
// once it has drawn the same page.
import { mark, TAKE_OVER_DONE } from './model/marks';
import { PRERENDERED } from './model/prerendered-attribute';
import { takeOver } from './model/take-over';
import { atPrerenderedPath, whenSettled } from './model/when-settled';

export { guardPrerenderedForms } from './model/guard-prerendered-forms';

/**
 * When the document is a prerendered page, hides `live` (the element the app renders into) and
 * swaps it in for the prerendered markup once it has settled; returns true. Any other document:
 * nothing to do, false.
 */
export function takeOverPrerenderedPage(live: HTMLElement, doc: Document = document): boolean {
  const prerendered = doc.body.querySelector<HTMLElement>(`[${PRERENDERED}]`);
  if (!prerendered) return false;
  live.hidden = true;
  const path = prerendered.getAttribute(PRERENDERED) ?? '';
  whenSettled(live, path, () => {
    // At another address the live page is another page: nothing the visitor did carries over.
    takeOver(prerendered, live, doc, { carry: atPrerenderedPath(path, doc.defaultView?.location.pathname ?? '') });
    mark(TAKE_OVER_DONE);
  });
  return true;
}
