// Every route of the signed-in app and the public site (docs/product.md §1): its path pattern,
// the remote that renders it and who may see it. The shell decides redirects from this table,
// each remote matches its own routes with `ROUTES.<id>.path`, and everything that links or
// navigates (the remotes, the shell's menus, the API's mailed links) builds the address with
// `paths.<id>(lng, ...params)`. No other file writes a route's path. Zod-free and JSON-free, so
// the API can use it too.
import type { Language } from '../contracts/constants/languages';
import type { RemoteName } from './remotes';

/** public: everyone; guest: signed-out only (else chats); private: signed-in only (else login). */
export type Access = 'public' | 'guest' | 'private';

export interface RouteEntry {
  /** react-router pattern; the first segment is always the language. */
  path: string;
  remote: RemoteName;
  access: Access;
}

export const ROUTES = {
  home: { path: '/:lng', remote: 'mf_marketing', access: 'public' },
  pricing: { path: '/:lng/pricing', remote: 'mf_marketing', access: 'public' },
  privacyPolicy: { path: '/:lng/privacy_policy', remote: 'mf_marketing', access: 'public' },
  /** The last segment is the reset token the mail carries. */
  resetPassword: { path: '/:lng/reset_pass/:slug', remote: 'mf_auth', access: 'public' },
  /** An invitation to a shop's team (docs/product.md §9.15): the last segment is the mail's token. */
  joinTeam: { path: '/:lng/join/:slug', remote: 'mf_auth', access: 'public' },
  login: { path: '/:lng/login', remote: 'mf_auth', access: 'guest' },
  registration: { path: '/:lng/registration', remote: 'mf_auth', access: 'guest' },
  forgotPassword: { path: '/:lng/forgot_pass', remote: 'mf_auth', access: 'guest' },
  /** Also where the platform's authorisation returns (`?code=`), docs/product.md §9.2. */
  chats: { path: '/:lng/chats', remote: 'mf_inbox', access: 'private' },
  channels: { path: '/:lng/channels', remote: 'mf_inbox', access: 'private' },
  knowledge: { path: '/:lng/chat_gpt', remote: 'mf_knowledge', access: 'private' },
  /** The last segment picks the knowledge-base tab. */
  knowledgeTab: { path: '/:lng/chat_gpt/:tab', remote: 'mf_knowledge', access: 'private' },
  settings: { path: '/:lng/settings', remote: 'mf_settings', access: 'private' },
  aiAgent: { path: '/:lng/ai_agent', remote: 'mf_debug', access: 'private' },
  pipelines: { path: '/:lng/pipelines', remote: 'mf_debug', access: 'private' },
  analytics: { path: '/:lng/analytics', remote: 'mf_analytics', access: 'private' },
  // Orders taken from the chat (issue 31): in mf-inbox, beside the chats whose data they share.
  orders: { path: '/:lng/orders', remote: 'mf_inbox', access: 'private' },
  order: { path: '/:lng/orders/:id', remote: 'mf_inbox', access: 'private' },
} as const satisfies Record<string, RouteEntry>;

export type RouteId = keyof typeof ROUTES;

/** Where a guest-only route sends a signed-in user, and a private route a signed-out one. */
export const SIGNED_IN_HOME = 'chats' satisfies RouteId;
export const SIGN_IN = 'login' satisfies RouteId;

/** The values of a pattern's parameters, in order: '/:lng/reset_pass/:slug' -> [string, string]. */
type ParamList<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [string, ...ParamList<Rest>]
  : P extends `${string}:${string}`
    ? [string]
    : [];

/** A path builder: the language first, then the route's other parameters in order. */
type PathBuilder<P extends string> =
  ParamList<P> extends [string, ...infer Rest extends string[]] ? (lng: Language, ...params: Rest) => string : never;

/** Fills a pattern's parameters in order; every parameter but the language is URI-encoded. */
export function fillPath(pattern: string, values: readonly string[]): string {
  let index = 0;
  return pattern.replace(/:[A-Za-z_]+/g, () => {
    const value = values[index] ?? '';
    index += 1;
    return index === 1 ? value : encodeURIComponent(value);
  });
}

/** `paths.login('ua')` -> '/ua/login'; `paths.resetPassword('en', token)` -> '/en/reset_pass/<token>'. */
export const paths = Object.fromEntries(
  Object.entries(ROUTES).map(([id, route]) => [id, (...values: string[]) => fillPath(route.path, values)]),
) as { [Id in RouteId]: PathBuilder<(typeof ROUTES)[Id]['path']> };
