// The shell's route table (spec §2 'Route access'): every route, the remote that renders it
// and who may see it. resolveRoute() is the one place that decides redirects and 404.
import { matchPath } from 'react-router-dom';
import { isLanguage, withLanguage, DEFAULT_LANGUAGE, type Language } from '@vitrina/shared';

/** Federation names of the remotes (CONTRIBUTING.md 'Layout and ownership'). */
export const REMOTE_NAMES = ['mf_marketing', 'mf_auth', 'mf_inbox', 'mf_knowledge', 'mf_settings', 'mf_debug'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** public: everyone; guest: signed-out only (else /{lng}/chats); private: signed-in only (else /{lng}/login). */
export type Access = 'public' | 'guest' | 'private';

export interface RouteEntry {
  path: string;
  remote: RemoteName;
  access: Access;
}

export const ROUTES: readonly RouteEntry[] = [
  { path: '/:lng', remote: 'mf_marketing', access: 'public' },
  { path: '/:lng/pricing', remote: 'mf_marketing', access: 'public' },
  { path: '/:lng/privacy_policy', remote: 'mf_marketing', access: 'public' },
  { path: '/:lng/reset_pass/:slug', remote: 'mf_auth', access: 'public' },
  { path: '/:lng/login', remote: 'mf_auth', access: 'guest' },
  { path: '/:lng/registration', remote: 'mf_auth', access: 'guest' },
  { path: '/:lng/forgot_pass', remote: 'mf_auth', access: 'guest' },
  { path: '/:lng/chats', remote: 'mf_inbox', access: 'private' },
  { path: '/:lng/channels', remote: 'mf_inbox', access: 'private' },
  { path: '/:lng/chat_gpt', remote: 'mf_knowledge', access: 'private' },
  { path: '/:lng/chat_gpt/:tab', remote: 'mf_knowledge', access: 'private' },
  { path: '/:lng/settings', remote: 'mf_settings', access: 'private' },
  { path: '/:lng/ai_agent', remote: 'mf_debug', access: 'private' },
  { path: '/:lng/pipelines', remote: 'mf_debug', access: 'private' },
];

export const GUEST_HOME = 'chats';
export const SIGN_IN = 'login';

export type Resolution =
  /** Go elsewhere first (language prefix or access rule); the target keeps no search/hash of its own. */
  | { kind: 'redirect'; to: string }
  | { kind: 'page'; lng: Language; remote: RemoteName; access: Access }
  | { kind: 'not-found'; lng: Language };

/**
 * Where a path leads for a signed-in or signed-out user.
 * `currentLng` prefixes paths whose first segment is not a language (spec §2 'Language handling').
 * `authOnArrival` is whether the user was signed in when this path was entered: the guest-only
 * rule uses it, so a sign-in made on the login page lets that page show its success message and
 * navigate on its own after 3 s (spec §4 'Login'); the private rule always uses the live state.
 */
export function resolveRoute(
  pathname: string,
  isAuth: boolean,
  currentLng: Language = DEFAULT_LANGUAGE,
  authOnArrival: boolean = isAuth,
): Resolution {
  // The root always goes to /ua (spec: "The root redirects to /ua").
  if (pathname === '' || pathname === '/') return { kind: 'redirect', to: `/${DEFAULT_LANGUAGE}` };
  const first = pathname.split('/')[1];
  if (!isLanguage(first)) return { kind: 'redirect', to: withLanguage(pathname, currentLng) };
  const lng = first;

  const route = ROUTES.find((entry) => matchPath({ path: entry.path, end: true }, pathname));
  if (!route) return { kind: 'not-found', lng };
  if (route.access === 'guest' && authOnArrival) return { kind: 'redirect', to: `/${lng}/${GUEST_HOME}` };
  if (route.access === 'private' && !isAuth) return { kind: 'redirect', to: `/${lng}/${SIGN_IN}` };
  return { kind: 'page', lng, remote: route.remote, access: route.access };
}
