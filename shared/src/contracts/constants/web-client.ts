/**
 * The public first-party OAuth client. The front end sends it as HTTP Basic on /oauth/token
 * and /oauth/revoke (docs/product.md §7.2).
 * It is not a secret: it only names the client.
 *
 * Kept apart from the zod schemas of ./auth (which re-exports it) so the API client can use it
 * without loading zod on every page.
 */
export const WEB_CLIENT = { id: 'vitrina-web', secret: 'vitrina-web-public' } as const;
