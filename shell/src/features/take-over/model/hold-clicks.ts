import { pageSlot } from './page-slot';
import { ISLAND_LIVE } from '@vitrina/shared/islands/contract';
import { PRERENDERED } from './prerendered-attribute';

/** A button (or what stands for one) of a prerendered page clicked before the live app took over. */
const held = pageSlot<HTMLElement | null>('heldClick');
const holding = pageSlot<boolean>('clicksHeld');

/** What a click on a prerendered page is held for: buttons without a native action of their own. */
const HELD = 'button, [role="button"], summary';

/**
 * A prerendered page's buttons have no handlers until the live app takes over: a click on the
 * demo button or the menu before it would do nothing. From the moment the page's loader runs, the
 * last such click is held, and the take-over clicks the live counterpart (model/take-over.ts).
 * A submit button of a form is left to the form's guard (guard-prerendered-forms.ts), which holds
 * the submit itself; links keep their native navigation.
 */
export function holdPrerenderedClicks(doc: Document = document): void {
  if (holding.get(doc)) return;
  holding.set(true, doc);
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>(HELD) : null;
      // A live island's buttons work: nothing to hold there.
      if (!target || !target.closest(`[${PRERENDERED}]`) || target.closest(`[${ISLAND_LIVE}]`)) return;
      if (target instanceof HTMLButtonElement && target.type !== 'button' && target.form) return;
      held.set(target);
    },
    { capture: true },
  );
}

/** The click held since the page loaded, if any; taking it clears it. */
export function takeHeldClick(): HTMLElement | null {
  const click = held.get() ?? null;
  held.set(null);
  return click;
}

/** The held click, if it was made inside `root` (an island that just hydrated); taking it clears it. */
export function takeHeldClickWithin(root: Element): HTMLElement | null {
  const click = held.get();
  if (!click || !root.contains(click)) return null;
  held.set(null);
  return click;
}
