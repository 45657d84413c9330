// Which remotes this deployment serves. Every remote in the address book, unless
// /runtime-config.json says `"onlyListedRemotes": true`: then only the ones it lists, and the
// routes of the others show 'not deployed here' (docs/deploy.md, 'A shell with only some remotes').
import { ROUTES, type RouteId } from '@vitrina/shared/routes';

/** null: every remote is deployed. */
let deployed: ReadonlySet<string> | null = null;

export function setDeployedRemotes(names: Iterable<string> | null): void {
  deployed = names === null ? null : new Set(names);
}

export function isRemoteDeployed(name: string): boolean {
  return deployed === null || deployed.has(name);
}

/**
 * Routes a user can open here: their remote is deployed, their only parameter is the language,
 * and the user may see them (signed in: public and private; signed out: public and guest).
 */
export function reachableRoutes(isAuth: boolean): RouteId[] {
  return (Object.keys(ROUTES) as RouteId[]).filter((id) => {
    const route = ROUTES[id];
    if (!isRemoteDeployed(route.remote) || route.path.split(':').length > 2) return false;
    return route.access === 'public' || route.access === (isAuth ? 'private' : 'guest');
  });
}
