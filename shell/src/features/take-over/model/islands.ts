// A prerendered page's islands (README "Public pages", issue 53; @vitrina/shared/islands): each
// interactive part hydrates on its own, with its remote's islands script and its own chunk, when it
// comes near the viewport or when the visitor reaches for it, whichever is first (a form marked
// ISLAND_ON_REACH: only when reached for). What the visitor did before (typing, a click, a submit)
// is made again on the live island. One the URL's hash names (ISLAND_ON_HASH) hydrates at once.
import {
  ISLAND,
  ISLAND_LIVE,
  ISLAND_ON_HASH,
  ISLAND_ON_REACH,
  ISLANDS_GLOBAL,
  parseIslandId,
  type IslandHost,
  type IslandsWindow,
} from '@vitrina/shared/islands/contract';
import { editsToReplay } from './carry-form-state';
import { takeHeldSubmitWithin } from './guard-prerendered-forms';
import { takeHeldClickWithin } from './hold-clicks';
import { PRERENDERED } from './prerendered-attribute';
import { yieldToMain } from './start-when-needed';

/** The interactions that show the visitor reaching for an island (as for the app: start-when-needed.ts). */
const REACHED = ['pointerdown', 'focusin', 'keydown'] as const;

/** How near the viewport an island starts loading, so it is live by the time it scrolls in. */
const NEAR = '200px 0px';

export interface IslandsOptions {
  /** The islands script of an owner (a remote's federation name), or null: that owner has none here. */
  scriptOf: (owner: string) => string | null;
  /**
   * Whether those scripts may be fetched: false when the runtime config no longer serves the
   * page's remote where the page was drawn from (the loader then takes the page over instead).
   * No island hydrates before it resolves. Default: at once.
   */
  servedHere?: Promise<boolean>;
  /** What the islands are lent (the API's address, the navigation to the live app); none: their defaults. */
  host?: Promise<IslandHost>;
  /**
   * An island's script or chunk did not load (or its hydration threw): the page's loader then
   * takes the page over, which makes a held submit or click again on the live app's copy. From
   * then no element counts as an island's.
   */
  onFailure?: (error: unknown) => void;
}

/** Loads each script once; resolves when it has run. */
function scriptLoader(doc: Document) {
  const loaded = new Map<string, Promise<void>>();
  return (src: string) => {
    let done = loaded.get(src);
    if (!done) {
      done = new Promise<void>((resolve, reject) => {
        const script = doc.createElement('script');
        script.src = src;
        script.onload = () => resolve();
        script.onerror = () => reject(new Error(`${src} did not load`));
        doc.head.append(script);
      });
      loaded.set(src, done);
    }
    return done;
  };
}

/** Makes again, on the island now live, a submit or a click the visitor made on it before. */
function replayHeld(island: HTMLElement) {
  const submit = takeHeldSubmitWithin(island);
  const click = takeHeldClickWithin(island);
  // A task later, as the take-over does: the component has taken the replayed values by then.
  setTimeout(() => {
    if (submit?.form.isConnected)
      submit.form.requestSubmit(submit.submitter instanceof HTMLButtonElement ? submit.submitter : undefined);
    else if (click?.isConnected) click.click();
  }, 0);
}

/**
 * Hydrates the islands of `doc` (elements with `data-island="<owner>:<name>"` whose owner has an
 * islands script) when needed. Returns whether an element belongs to such an island: what the
 * page's loader then leaves to the island instead of starting the whole app.
 */
export function hydrateIslandsWhenNeeded(
  doc: Document,
  win: IslandsWindow & typeof globalThis,
  { scriptOf, servedHere = Promise.resolve(true), host, onFailure }: IslandsOptions,
): (element: Element) => boolean {
  const load = scriptLoader(doc);
  let notServed = false;
  let failed = false;
  void servedHere.then((served) => (notServed = !served));
  const started = new WeakSet<Element>();
  // An island's root has `display: contents` (no box of its own to intersect): its children are watched.
  const watched = (island: Element) => Array.from(island.children);
  const ownScript = (island: Element) => {
    const id = parseIslandId(island.getAttribute(ISLAND) ?? '');
    const src = id && scriptOf(id.owner);
    return id && src ? { ...id, src } : null;
  };
  const hydrate = (island: HTMLElement) => {
    const own = ownScript(island);
    if (!own || started.has(island)) return;
    started.add(island);
    for (const child of watched(island)) observer?.unobserve(child);
    hydrateOne(island, own).catch((error: unknown) => {
      failed = true;
      onFailure?.(error);
    });
  };
  const hydrateOne = async (island: HTMLElement, own: { owner: string; name: string; src: string }) => {
    if (!(await servedHere)) return;
    await load(own.src);
    const registry = win[ISLANDS_GLOBAL]?.[own.owner];
    if (!registry) throw new Error(`${own.src} registered no islands for ${own.owner}`);
    const mount = await registry.load(own.name, await host);
    // The island's chunk was evaluated in this task: the hydration gets a task of its own.
    await yieldToMain(win);
    const replayEdits = editsToReplay(island);
    const parts = mount(island);
    replayEdits();
    // Live (its clicks no longer held) once its inTurn() parts have hydrated too: a click between
    // the two would reach a part with no handlers yet. The click held meanwhile is made again then.
    await parts;
    island.setAttribute(ISLAND_LIVE, '');
    replayHeld(island);
  };
  // Only the prerendered page's: once the live app took over, its own copies of the islands are React's.
  const islandOf = (target: EventTarget | null) =>
    target instanceof Element && target.closest(`[${PRERENDERED}]`) ? target.closest<HTMLElement>(`[${ISLAND}]`) : null;

  const observer =
    typeof win.IntersectionObserver === 'function'
      ? new win.IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              const island = entry.isIntersecting ? islandOf(entry.target) : null;
              if (island) hydrate(island);
            }
          },
          { rootMargin: NEAR },
        )
      : null;
  // Watched from the frame after the first paint: the islands' requests never compete with it.
  win.requestAnimationFrame(() =>
    win.setTimeout(() => {
      for (const island of Array.from(doc.querySelectorAll<HTMLElement>(`[${ISLAND}]`))) {
        if (!ownScript(island) || started.has(island) || island.hasAttribute(ISLAND_ON_REACH)) continue;
        for (const child of watched(island)) observer?.observe(child);
      }
    }, 0),
  );
  // An island the URL's hash asks for (the header's 'book a demo' link: #consultation) hydrates at
  // once, wherever it is on the page; it then answers the hash itself.
  const onHash = () => {
    const hash = win.location.hash;
    if (!hash) return;
    for (const island of Array.from(doc.querySelectorAll<HTMLElement>(`[${ISLAND_ON_HASH}]`))) {
      if (island.getAttribute(ISLAND_ON_HASH) === hash && island.closest(`[${PRERENDERED}]`)) hydrate(island);
    }
  };
  win.addEventListener('hashchange', onHash);
  win.requestAnimationFrame(() => win.setTimeout(onHash, 0));
  const onReach = (event: Event) => {
    const island = islandOf(event.target);
    if (island) hydrate(island);
  };
  for (const type of REACHED) doc.addEventListener(type, onReach, { capture: true, passive: true });
  return (element) => {
    const island = islandOf(element);
    return island !== null && !notServed && !failed && ownScript(island) !== null;
  };
}
