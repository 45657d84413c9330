import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/errors';
import { resolveJwtSecret, TokenService } from '../modules/auth/tokens';

function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const m = /^Bearer +([A-Za-z0-9._~+/-]+=*)$/i.exec(header.trim());
  return m ? m[1] : '';
}

/** The access-token service, request.user and the two hooks that set it (see types.ts). */
export const authenticationPlugin = fp(
  async (app: FastifyInstance) => {
    const tokens = await TokenService.create(
      await resolveJwtSecret(app.db, app.config.jwtSecret),
      app.config.accessTokenTtl,
    );
    app.decorate('tokens', tokens);
    app.decorateRequest('user', null);

    app.decorate('authenticate', async (req: FastifyRequest) => {
      const token = bearerToken(req);
      if (!token) throw unauthorized();
      const claims = await app.tokens.verifyAccess(token);
      if (!claims) throw unauthorized();
      req.user = { id: claims.userId, sid: claims.sid };
    });

    app.decorate('authenticateOptional', async (req: FastifyRequest) => {
      if (req.headers.authorization === undefined) return;
      const token = bearerToken(req);
      if (!token) throw unauthorized();
      const claims = await app.tokens.verifyAccess(token);
      if (!claims) throw unauthorized();
      req.user = { id: claims.userId, sid: claims.sid };
    });
  },
  { name: 'authentication', dependencies: ['storage'] },
);
