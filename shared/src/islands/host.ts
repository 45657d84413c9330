// What an island uses of the page's host (contract.ts, IslandHost): the islands build has no shell,
// so the API's address and the navigation the live app's shell provides come from the page's loader.
import { configure } from '@vitrina/shared';
import type { IslandHost } from './contract';

let navigateTo: (path: string) => void = (path) => window.location.assign(path);

/** Points the island's API client and navigation at what the loader lent (none: the defaults). */
export function setIslandHost(host: IslandHost | undefined): void {
  if (!host) return;
  configure({ apiUrl: host.apiUrl });
  navigateTo = host.navigate;
}

/** Goes to `path` as the live app would (IslandHost.navigate), or loads it as a new page. */
export function navigateFromIsland(path: string): void {
  navigateTo(path);
}
