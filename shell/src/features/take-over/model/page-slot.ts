/**
 * A value kept on the page's window. A prerendered page runs two bundles of the shell: the public
 * page's loader (src/public-page.ts) from the start, and main.js once the visitor reaches for the
 * app. Each has its own copy of this code, so what the loader held (a submit, a click) must live
 * where main.js's take-over finds it.
 */
export function pageSlot<T>(name: string) {
  const key = `__vitrina_${name}`;
  const slots = (holder: object) => holder as Record<string, T | undefined>;
  return {
    /** `holder`: the page's window, or its document for what belongs to one document. */
    get: (holder: object = window): T | undefined => slots(holder)[key],
    set: (value: T | undefined, holder: object = window) => {
      slots(holder)[key] = value;
    },
  };
}
