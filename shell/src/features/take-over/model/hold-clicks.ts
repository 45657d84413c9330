import { PRERENDERED } from './prerendered-attribute';

/** A button (or what stands for one) of a prerendered page clicked before the live app took over. */
let held: HTMLElement | null = null;

/** What a click on a prerendered page is held for: buttons without a native action of their own. */
const HELD = 'button, [role="button"], summary';

/**
 * A prerendered page's buttons have no handlers until the live app takes over: a click on the
 * demo button or the menu before it would do nothing. From the moment the shell's entry runs, the
 * last such click is held, and the take-over clicks the live counterpart (model/take-over.ts).
 * A submit button of a form is left to the form's guard (guard-prerendered-forms.ts), which holds
 * the submit itself; links keep their native navigation.
 */
export function holdPrerenderedClicks(doc: Document = document): void {
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>(HELD) : null;
      if (!target || !target.closest(`[${PRERENDERED}]`)) return;
      if (target instanceof HTMLButtonElement && target.type !== 'button' && target.form) return;
      held = target;
    },
    { capture: true },
  );
}

/** The click held since the page loaded, if any; taking it clears it. */
export function takeHeldClick(): HTMLElement | null {
  const click = held;
  held = null;
  return click;
}
