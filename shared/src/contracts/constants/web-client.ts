/**
 * The public first-party OAuth client. The front end sends it as HTTP Basic on /oauth/token
 * and /oauth/revoke (spec §7 'Auth calls carry a fixed Basic client-credential header').
 * It is not a secret: it only names the client.
 *
 * Kept apart from the zod schemas of ./auth (which re-exports it) so the API client can use it
 * without loading zod on every page.
 */
export const WEB_CLIENT = { id: 'vitrina-web', secret: 'vitrina-web-public' } as const;
