// Islands (README "Public pages", issue 53): the interactive parts of a prerendered public page
// hydrate one by one with only their own code, with no shell, router or federation runtime. This
// file is what the page's loader (the shell's public-page.js) and a remote's islands script agree
// on; nothing here imports anything, so the loader stays small.

/** Marks an island's root in the markup: `<owner>:<name>`, e.g. `mf_marketing:pricing-calculator`. */
export const ISLAND = 'data-island';

/**
 * Set on an island's root that hydrates only when reached for (a pointer, focus or key on it), not
 * when it comes near the viewport: a form, which does nothing until it is used and whose typing,
 * focus and submit before it hydrated are kept anyway (the login form: its code is not part of
 * the page's load).
 */
export const ISLAND_ON_REACH = 'data-island-on-reach';

/**
 * The props an island's root was drawn with (JSON), for its islands build to hydrate it with the
 * same ones: one island used in several places (the demo's start button in the hero and in the
 * solutions) draws itself as each place asked.
 */
export const ISLAND_PROPS = 'data-island-props';

/**
 * Set on an island's root that the URL's hash asks for (`#consultation`: the header's 'book a demo'
 * link): the loader hydrates it at once when the page opens with that hash or the hash changes to it,
 * wherever it is on the page; the island then answers the hash itself.
 */
export const ISLAND_ON_HASH = 'data-island-hash';

/** Set on an island's root once it has hydrated: its fields, buttons and forms are its own from then. */
export const ISLAND_LIVE = 'data-island-live';

/**
 * What the page's loader lends an island of the shell's: what the live app's shell would give a
 * remote (the API's address from the runtime config, the router's navigation).
 */
export interface IslandHost {
  /** The API's base URL from `/runtime-config.json` ('' : the page's own origin). */
  apiUrl: string;
  /**
   * Goes to `path` in this document as the live app's router would: the app (shell, router,
   * federation runtime) starts there and replaces the prerendered page once it has drawn it
   * (after a sign-in: `/ua/chats` in one step, no reload).
   */
  navigate(path: string): void;
}

/** What a remote's islands script (`<remote dist>/islands.js`) registers on the page's window. */
export interface IslandRegistry {
  /**
   * Loads the island `name` (its texts too); resolves to the function that hydrates it on its
   * prerendered markup, synchronously, so the loader can replay what the visitor did just around it;
   * it may return a promise that resolves once the parts hydrated in tasks of their own (inTurn)
   * have too: only then does the island answer clicks (an older script returns nothing).
   * `host` is absent when an older loader calls: the island then talks to its own origin's API and
   * its navigation loads the address as a new page.
   */
  load(name: string, host?: IslandHost): Promise<(element: HTMLElement) => void | Promise<void>>;
}

/** `window[ISLANDS_GLOBAL][remote]`: the registries of the remotes whose islands script has run. */
export const ISLANDS_GLOBAL = '__vitrinaIslands';

export type IslandsWindow = Window & { [ISLANDS_GLOBAL]?: Record<string, IslandRegistry> };

/** The props an island's root was drawn with (ISLAND_PROPS), or none. */
export function islandProps<T extends object>(element: Element): Partial<T> {
  try {
    return JSON.parse(element.getAttribute(ISLAND_PROPS) ?? '{}') as Partial<T>;
  } catch {
    return {};
  }
}

/** The owner (a remote's federation name, or `shell`) and the island's name, from its id. */
export function parseIslandId(id: string): { owner: string; name: string } | null {
  const at = id.indexOf(':');
  return at > 0 && at < id.length - 1 ? { owner: id.slice(0, at), name: id.slice(at + 1) } : null;
}
