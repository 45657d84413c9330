// What a visitor did on a prerendered page before the JavaScript arrived, carried into the live
// app's copy of it when the shell takes over (docs/architecture.md §3, prerendered pages): typed
// values, ticked boxes, chosen options, and where the caret was.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const FIELDS = 'input, textarea, select';
/** Kinds of input a visitor cannot change by typing or ticking: nothing to carry. */
const NOT_CARRIED = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file']);

function isToggle(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

/** Whether the visitor changed a field: its state differs from the one the markup gave it. */
export function wasEdited(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return Array.from(field.options).some((o) => o.selected !== o.defaultSelected);
  if (isToggle(field)) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/** An attribute selector's quoted value (CSS.escape is not in every DOM this runs in, e.g. jsdom). */
const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/** Same element kind: tag and, for inputs, type. */
function sameKind(a: Element, b: Element): boolean {
  return a.tagName === b.tagName && (a.getAttribute('type') ?? '') === (b.getAttribute('type') ?? '');
}

/**
 * The live field standing for a prerendered one. Both trees come from the same components, so:
 * the same name (and value, for a radio button); else the same id; else the field at the same
 * place among the page's fields (a field without a name whose id React numbered differently).
 */
export function counterpartOf(field: Element, prerendered: ParentNode, live: ParentNode): Field | null {
  const name = field.getAttribute('name');
  if (name) {
    const byName = `[name=${quoted(name)}]`;
    const match =
      field instanceof HTMLInputElement && field.type === 'radio'
        ? live.querySelector(`${byName}[value=${quoted(field.value)}]`)
        : live.querySelector(byName);
    if (match && sameKind(match, field)) return match as Field;
  }
  if (field.id) {
    const match = live.querySelector(`[id=${quoted(field.id)}]`);
    if (match && sameKind(match, field)) return match as Field;
  }
  const index = Array.from(prerendered.querySelectorAll(FIELDS)).indexOf(field);
  const match = index >= 0 ? live.querySelectorAll(FIELDS)[index] : undefined;
  return match && sameKind(match, field) ? (match as Field) : null;
}

/**
 * Sets a value as typing does: through the element's own (prototype) setter, then an `input`
 * event, so a React-controlled field's onChange sees the change and its state follows.
 */
function typeInto(target: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const proto = target instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(target, value);
  target.dispatchEvent(new Event('input', { bubbles: true }));
}

function carryOne(from: Field, to: Field): void {
  if (from instanceof HTMLSelectElement && to instanceof HTMLSelectElement) {
    const chosen = new Set(Array.from(from.selectedOptions, (o) => o.value));
    for (const option of Array.from(to.options)) option.selected = chosen.has(option.value);
    to.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (isToggle(from) && to instanceof HTMLInputElement) {
    // A click is how React hears a checkbox or radio change.
    if (to.checked !== from.checked) to.click();
  } else if (!(from instanceof HTMLSelectElement) && !(to instanceof HTMLSelectElement)) {
    if (to.value !== from.value) typeInto(to, from.value);
  }
}

/**
 * What the visitor edited inside an island's markup before it hydrated, as a function that makes
 * each edit again once the island's component is live (a value typed, a box ticked, an option
 * chosen), so the component's state follows what the visitor sees. Hydration keeps the elements,
 * not the component's idea of their values.
 */
export function editsToReplay(root: ParentNode): () => void {
  const edits = Array.from(root.querySelectorAll<Field>(FIELDS))
    .filter((field) => !(field instanceof HTMLInputElement && NOT_CARRIED.has(field.type)) && wasEdited(field))
    .map((field) => ({ field, value: field.value, checked: isToggle(field) && field.checked }));
  return () => {
    for (const { field, value, checked } of edits) {
      if (field instanceof HTMLSelectElement) {
        field.value = value;
        field.dispatchEvent(new Event('change', { bubbles: true }));
      } else if (isToggle(field)) {
        // A click is how the component hears it: from the other state, so it lands on the visitor's.
        field.checked = !checked;
        field.click();
      } else typeInto(field, value);
    }
  };
}

/** Carries every field the visitor edited on `prerendered` into its counterpart in `live`; returns how many. */
export function carryFormState(prerendered: ParentNode, live: ParentNode): number {
  let carried = 0;
  for (const field of Array.from(prerendered.querySelectorAll<Field>(FIELDS))) {
    if (field instanceof HTMLInputElement && NOT_CARRIED.has(field.type)) continue;
    if (!wasEdited(field)) continue;
    const target = counterpartOf(field, prerendered, live);
    if (!target) continue;
    carryOne(field, target);
    carried += 1;
  }
  return carried;
}

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';

/**
 * The element at the same place as `element` among the elements matching `selector` in the other
 * tree (a link, a button, a form): both trees come from the same components.
 */
export function samePlace(
  element: Element,
  prerendered: ParentNode,
  live: ParentNode,
  selector = FOCUSABLE,
): HTMLElement | null {
  const index = Array.from(prerendered.querySelectorAll(selector)).indexOf(element);
  const match = index >= 0 ? live.querySelectorAll<HTMLElement>(selector)[index] : undefined;
  return match && match.tagName === element.tagName ? match : null;
}

/** Where the focus is on the prerendered page (its live counterpart and the caret), to restore after the swap. */
export function focusToCarry(prerendered: Element, live: ParentNode, doc: Document): (() => void) | null {
  const active = doc.activeElement;
  if (!active || !prerendered.contains(active)) return null;
  const target = active.matches(FIELDS)
    ? counterpartOf(active, prerendered, live)
    : samePlace(active, prerendered, live);
  if (!target) return null;
  const caret =
    active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement
      ? { start: safeSelection(active, 'selectionStart'), end: safeSelection(active, 'selectionEnd') }
      : null;
  return () => {
    target.focus({ preventScroll: true });
    if (caret && caret.start !== null && caret.end !== null && 'setSelectionRange' in target) {
      try {
        (target as HTMLInputElement).setSelectionRange(caret.start, caret.end);
      } catch {
        // Inputs without a caret (email, number) refuse a selection range: the focus is enough.
      }
    }
  };
}

/** selectionStart/End, which throw or are null on inputs without a caret (email, number). */
function safeSelection(field: HTMLInputElement | HTMLTextAreaElement, key: 'selectionStart' | 'selectionEnd') {
  try {
    return field[key];
  } catch {
    return null;
  }
}
