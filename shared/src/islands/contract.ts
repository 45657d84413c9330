// Islands (README "Public pages", issue 53): the interactive parts of a prerendered public page
// hydrate one by one with only their own code, with no shell, router or federation runtime. This
// file is what the page's loader (the shell's public-page.js) and a remote's islands script agree
// on; nothing here imports anything, so the loader stays small.

/** Marks an island's root in the markup: `<owner>:<name>`, e.g. `mf_marketing:pricing-calculator`. */
export const ISLAND = 'data-island';

/** Set on an island's root once it has hydrated: its fields, buttons and forms are its own from then. */
export const ISLAND_LIVE = 'data-island-live';

/** What a remote's islands script (`<remote dist>/islands.js`) registers on the page's window. */
export interface IslandRegistry {
  /**
   * Loads the island `name` (its texts too); resolves to the function that hydrates it on its
   * prerendered markup, synchronously, so the loader can replay what the visitor did just around it.
   */
  load(name: string): Promise<(element: HTMLElement) => void>;
}

/** `window[ISLANDS_GLOBAL][remote]`: the registries of the remotes whose islands script has run. */
export const ISLANDS_GLOBAL = '__vitrinaIslands';

export type IslandsWindow = Window & { [ISLANDS_GLOBAL]?: Record<string, IslandRegistry> };

/** The owner (a remote's federation name, or `shell`) and the island's name, from its id. */
export function parseIslandId(id: string): { owner: string; name: string } | null {
  const at = id.indexOf(':');
  return at > 0 && at < id.length - 1 ? { owner: id.slice(0, at), name: id.slice(at + 1) } : null;
}
