import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/errors';
import { prepareDummyHash } from '../lib/passwords';
import { MemoryRevokedSessions, RedisRevokedSessions, type RevokedSessions } from '../lib/revoked-sessions';
import { resolveJwtSecrets, TokenService, type AccessClaims } from '../modules/auth/tokens';
import { IdentityResolver } from '../modules/team';

function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const m = /^Bearer +([A-Za-z0-9._~+/-]+=*)$/i.exec(header.trim());
  return m ? m[1] : '';
}

/**
 * Access tokens: the token service, the set of ended sessions, `verifySession` (a valid token of a
 * live session; used by HTTP and the websocket), request.user and the two hooks that set it.
 */
export const authenticationPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    await prepareDummyHash();
    const tokens = await TokenService.create(
      await resolveJwtSecrets(app.db, config.jwtSecret, config.jwtPreviousSecret),
      config.accessTokenTtl,
    );
    // An entry outlives every access token of its session (plus a minute of clock skew).
    const ttlMs = (config.accessTokenTtl + 60) * 1000;
    const revokedSessions: RevokedSessions = app.redis
      ? new RedisRevokedSessions(app.redis, `${config.redisPrefix}revoked-sid:`, ttlMs, app.log)
      : new MemoryRevokedSessions(ttlMs);
    app.addHook('onClose', async () => revokedSessions.close());

    const verifySession = async (token: string): Promise<AccessClaims | null> => {
      const claims = await tokens.verifyAccess(token);
      if (!claims || (await revokedSessions.has(claims.sid))) return null;
      return claims;
    };
    const identities = new IdentityResolver(app.db);
    app.decorate('identities', identities);
    app.decorate('tokens', tokens);
    app.decorate('revokedSessions', revokedSessions);
    app.decorate('verifySession', verifySession);
    app.decorateRequest('user', null);

    const authenticateWith = async (req: FastifyRequest, reply: FastifyReply, token: string | null) => {
      if (!token) throw unauthorized();
      const claims = await verifySession(token);
      if (!claims) throw unauthorized();
      // A teammate acts on the owner's shop (docs/product.md §9.15); a removed one is refused.
      const identity = await identities.resolve(claims.userId, claims.sid, claims.exp);
      if (!identity) throw unauthorized();
      req.user = { id: identity.shopId, sid: claims.sid, actorId: identity.actorId, role: identity.role };
      // An answer for a signed-in user is theirs alone: never kept by a browser or proxy cache.
      reply.header('cache-control', 'no-store');
    };
    app.decorate('authenticate', async (req: FastifyRequest, reply: FastifyReply) =>
      authenticateWith(req, reply, bearerToken(req)),
    );
    app.decorate('authenticateOptional', async (req: FastifyRequest, reply: FastifyReply) => {
      if (req.headers.authorization !== undefined) await authenticateWith(req, reply, bearerToken(req));
    });
  },
  { name: 'authentication', dependencies: ['storage'] },
);
