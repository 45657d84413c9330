import { ISLANDS_GLOBAL, type IslandsWindow } from './contract';
import { setIslandHost } from './host';
import { hydrateInTurns, partsHydrated } from './hydrating';

/** An island module: hydrates its component on the island's element. */
export interface IslandModule {
  default: (element: HTMLElement) => void;
}

export interface RegisterOptions {
  /** The remote's federation name (the owner part of its islands' ids). */
  remote: string;
  /** Each island's module, loaded when the page first needs it (a chunk of its own). */
  islands: Record<string, () => Promise<IslandModule>>;
  /** Runs once before the first island hydrates (the page's texts). */
  setUp?: () => Promise<void>;
}

/**
 * A remote's islands script (`src/islands/index.ts`, built to `dist/islands.js` beside its
 * remoteEntry.js): registers how each of its islands hydrates, for the page's loader to call.
 */
export function registerIslands({ remote, islands, setUp }: RegisterOptions, win: IslandsWindow = window): void {
  let ready: Promise<void> | null = null;
  const registries = (win[ISLANDS_GLOBAL] ??= {});
  registries[remote] = {
    async load(name, host) {
      const load = islands[name];
      if (!load) throw new Error(`${remote} has no island '${name}'`);
      setIslandHost(host);
      ready ??= setUp ? setUp() : Promise.resolve();
      const [island] = await Promise.all([load(), ready]);
      // Its inTurn() parts hydrate a task after the rest, one per task; resolved once they have.
      return (element) => {
        hydrateInTurns(() => island.default(element));
        return partsHydrated();
      };
    },
  };
}
