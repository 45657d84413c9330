import { pageSlot } from './page-slot';
import { ISLAND_LIVE } from '@vitrina/shared/islands/contract';
import { PRERENDERED } from './prerendered-attribute';

/** A submit stopped on a prerendered page, to be made again on the live form after the take-over. */
export interface HeldSubmit {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

const held = pageSlot<HeldSubmit | null>('heldSubmit');
const guarded = pageSlot<boolean>('formsGuarded');

/**
 * A form on a prerendered page has no handler until the live app takes over; submitted natively
 * it would reload the page with what was typed. From the moment the shell's entry runs, such a
 * submit is stopped and held: the take-over carries the typing into the live form and submits
 * that (model/take-over.ts), so a click on 'Sign in' before the JavaScript arrived still counts.
 * Without JavaScript the prerendered forms post (shell/scripts/snapshot-page.mjs), so a password
 * never lands in an address. Once per page: the loader and main.js both call it.
 */
export function guardPrerenderedForms(doc: Document = document): void {
  if (guarded.get(doc)) return;
  guarded.set(true, doc);
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.closest(`[${PRERENDERED}]`)) return;
      // A live island's form submits through its own handler.
      if (form.closest(`[${ISLAND_LIVE}]`)) return;
      event.preventDefault();
      held.set({ form, submitter: event.submitter instanceof HTMLElement ? event.submitter : null });
    },
    { capture: true },
  );
}

/** The submit held since the page loaded, if any; taking it clears it. */
export function takeHeldSubmit(): HeldSubmit | null {
  const submit = held.get() ?? null;
  held.set(null);
  return submit;
}

/** The held submit, if its form is inside `root` (an island that just hydrated); taking it clears it. */
export function takeHeldSubmitWithin(root: Element): HeldSubmit | null {
  const submit = held.get();
  if (!submit || !root.contains(submit.form)) return null;
  held.set(null);
  return submit;
}
