import { carryFormState, focusToCarry, samePlace } from './carry-form-state';
import { takeHeldSubmit } from './guard-prerendered-forms';
import { takeHeldClick } from './hold-clicks';
import { PENDING_STYLE, PRERENDERED } from './prerendered-attribute';

/**
 * Replaces a prerendered page with the live app in one synchronous step, so the browser paints
 * the swap as one frame (docs/architecture.md §3): the visitor's input goes over first (while the
 * live tree is still hidden), then the live tree shows, the prerendered markup and its inlined CSS
 * go (the live app's own styles are in by now), and the focus and caret move to the live field.
 * Both trees come from the same components and CSS, so nothing moves or flashes. A submit the
 * visitor made before is made again on the live form, once React has taken the carried values, and
 * so is a click on a button (the demo button, the menu) made before (model/hold-clicks.ts).
 */
export function takeOver(
  prerendered: HTMLElement,
  live: HTMLElement,
  doc: Document = document,
  { carry = true }: { carry?: boolean } = {},
): void {
  // carry false: the live app is at another address (a redirect, an island's sign-in): its fields
  // and buttons are another page's, so no typing (a password), focus, submit or click goes over.
  const restoreFocus = carry ? focusToCarry(prerendered, live, doc) : null;
  const held = takeHeldSubmit();
  const form = carry && held && samePlace(held.form, prerendered, live, 'form');
  const submitter = carry && held?.submitter ? samePlace(held.submitter, prerendered, live) : null;
  const heldClick = takeHeldClick();
  const clicked = carry && heldClick ? samePlace(heldClick, prerendered, live) : null;
  if (carry) carryFormState(prerendered, live);
  // The live app's styles, held off while the prerendered block styled the page, go on with the swap.
  for (const style of Array.from(doc.head.querySelectorAll(`style[${PENDING_STYLE}]`))) {
    style.removeAttribute('media');
    style.removeAttribute(PENDING_STYLE);
  }
  live.hidden = false;
  prerendered.remove();
  for (const style of Array.from(doc.head.querySelectorAll(`style[${PRERENDERED}]`))) style.remove();
  restoreFocus?.();
  if (form instanceof HTMLFormElement) {
    // A task later: React has rendered the carried values by then.
    setTimeout(() => {
      if (form.isConnected) form.requestSubmit(submitter instanceof HTMLButtonElement ? submitter : undefined);
    }, 0);
  } else if (clicked) {
    setTimeout(() => {
      if (clicked.isConnected) clicked.click();
    }, 0);
  }
}
