// resolveRoute() is the one place that decides redirects and 404 (docs/product.md §1), from the
// route table of the address book (@vitrina/shared/routes).
import { matchPath } from 'react-router-dom';
import { isLanguage, withLanguage, DEFAULT_LANGUAGE, type Language } from '@vitrina/shared';
import { paths, ROUTES, SIGN_IN, SIGNED_IN_HOME, type Access } from '@vitrina/shared/routes';
import type { RemoteName } from '@vitrina/shared/remotes';

const ROUTE_LIST = Object.values(ROUTES);

export type Resolution =
  /** Go elsewhere first (language prefix or access rule); the target keeps no search/hash of its own. */
  | { kind: 'redirect'; to: string }
  | { kind: 'page'; lng: Language; remote: RemoteName; access: Access }
  | { kind: 'not-found'; lng: Language };

/**
 * Where a path leads for a signed-in or signed-out user.
 * `currentLng` prefixes paths whose first segment is not a language (docs/product.md §2).
 * `authOnArrival` is whether the user was signed in when this path was entered: the guest-only
 * rule uses it, so a sign-in made on the login page lets that page show its success message and
 * navigate on its own after 3 s (docs/product.md §4.3); the private rule always uses the live state.
 */
export function resolveRoute(
  pathname: string,
  isAuth: boolean,
  currentLng: Language = DEFAULT_LANGUAGE,
  authOnArrival: boolean = isAuth,
): Resolution {
  // The root always goes to /ua, whatever the current language.
  if (pathname === '' || pathname === '/') return { kind: 'redirect', to: paths.home(DEFAULT_LANGUAGE) };
  const first = pathname.split('/')[1];
  if (!isLanguage(first)) return { kind: 'redirect', to: withLanguage(pathname, currentLng) };
  const lng = first;

  const route = ROUTE_LIST.find((entry) => matchPath({ path: entry.path, end: true }, pathname));
  if (!route) return { kind: 'not-found', lng };
  if (route.access === 'guest' && authOnArrival) return { kind: 'redirect', to: paths[SIGNED_IN_HOME](lng) };
  if (route.access === 'private' && !isAuth) return { kind: 'redirect', to: paths[SIGN_IN](lng) };
  return { kind: 'page', lng, remote: route.remote, access: route.access };
}
