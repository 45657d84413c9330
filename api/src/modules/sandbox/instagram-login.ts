import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { InstagramLoginConfig } from '../../config';
import { GraphError, graphErrors, sendGraphError } from './graph-error';
import { ids } from './ids';
import { paramsOf } from './params';
import type { SandboxService } from './service';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const CODE_TTL = 10 * 60_000;
const SHORT_TOKEN_TTL = HOUR;
const LONG_TOKEN_TTL = 60 * DAY;
/** Meta refreshes a long-lived Instagram token only once it is at least this old. */
const REFRESH_MIN_AGE = DAY;
const PERMISSIONS = 'instagram_business_basic,instagram_business_manage_messages,instagram_business_manage_comments';

/** api.instagram.com's error shape: `{error_type, code, error_message}` (not Graph's). */
class InstagramApiError extends Error {
  constructor(message: string) {
    super(message);
  }
}

/**
 * Instagram Login's token endpoints, as Meta serves them: the code exchange at api.instagram.com
 * (`POST /oauth/access_token`, a form, answered `{data: [{access_token, user_id, permissions}]}`),
 * and at graph.instagram.com the long-lived token (`GET /access_token?grant_type=ig_exchange_token`,
 * 60 days) and its refresh (`GET /refresh_access_token?grant_type=ig_refresh_token`, for a token at
 * least 24 hours old and not expired). The Graph calls of an Instagram Login token are served by
 * graph-routes.ts under /sandbox/instagram-graph/v{N}.0/.
 */
export async function instagramLoginRoutes(
  app: FastifyInstance,
  service: SandboxService,
  login: Pick<InstagramLoginConfig, 'appId' | 'appSecret'>,
): Promise<void> {
  const opts = { schema: { hide: true } };

  app.post('/sandbox/instagram-api/oauth/access_token', opts, async (req: FastifyRequest, reply: FastifyReply) => {
    const b = paramsOf(req.body);
    try {
      if (b.client_id !== login.appId) throw new InstagramApiError('Invalid platform app');
      if (b.client_secret !== login.appSecret) throw new InstagramApiError('Error validating client secret.');
      if (b.grant_type !== 'authorization_code') throw new InstagramApiError('Invalid grant_type');
      // Instagram's redirect leaves `#_` on the code when copied by hand; Meta strips it too.
      const code = typeof b.code === 'string' ? b.code.replace(/#_$/, '').slice(0, 200) : '';
      const row = code ? await service.repo.findCode(code) : undefined;
      if (!row || row.login !== 'instagram' || row.used_at || Date.now() - row.created_at.getTime() > CODE_TTL) {
        throw new InstagramApiError('Invalid authorization code');
      }
      if (b.redirect_uri !== row.redirect_uri)
        throw new InstagramApiError(
          'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
        );
      if (!(await service.repo.useCode(row.code))) throw new InstagramApiError('Invalid authorization code');
      const account = (await service.repo.findAccount(row.page_id))!;
      const token = ids.token();
      await service.repo.insertToken(token, row.page_id, 'instagram', new Date(Date.now() + SHORT_TOKEN_TTL));
      return { data: [{ access_token: token, user_id: account.ig_id, permissions: PERMISSIONS }] };
    } catch (err) {
      if (err instanceof InstagramApiError) {
        return reply.code(400).send({ error_type: 'OAuthException', code: 400, error_message: err.message });
      }
      throw err;
    }
  });

  const instagramToken = async (token: unknown) => {
    const { token: row } = await service.authenticate(typeof token === 'string' ? token : undefined);
    if (row.kind !== 'instagram') throw graphErrors.badToken();
    return row;
  };
  const issue = async (pageId: string) => {
    const token = ids.token();
    await service.repo.insertToken(token, pageId, 'instagram', new Date(Date.now() + LONG_TOKEN_TTL));
    return { access_token: token, token_type: 'bearer', expires_in: Math.floor(LONG_TOKEN_TTL / 1000) };
  };

  app.get('/sandbox/instagram-graph/access_token', opts, async (req, reply) => {
    const q = paramsOf(req.query);
    try {
      if (q.grant_type !== 'ig_exchange_token') throw graphErrors.invalidParam('grant_type must be ig_exchange_token');
      if (q.client_secret !== login.appSecret) throw graphErrors.badSecret();
      const row = await instagramToken(q.access_token);
      return await issue(row.page_id);
    } catch (err) {
      if (err instanceof GraphError) return sendGraphError(reply, err);
      throw err;
    }
  });

  app.get('/sandbox/instagram-graph/refresh_access_token', opts, async (req, reply) => {
    const q = paramsOf(req.query);
    try {
      if (q.grant_type !== 'ig_refresh_token') throw graphErrors.invalidParam('grant_type must be ig_refresh_token');
      const row = await instagramToken(q.access_token);
      const lifetime = (row.expires_at?.getTime() ?? 0) - row.created_at.getTime();
      if (lifetime <= SHORT_TOKEN_TTL) {
        throw graphErrors.invalidParam('Only long-lived access tokens can be refreshed');
      }
      if (Date.now() - row.created_at.getTime() < REFRESH_MIN_AGE) {
        throw graphErrors.invalidParam('The access token must be at least 24 hours old to be refreshed');
      }
      return await issue(row.page_id);
    } catch (err) {
      if (err instanceof GraphError) return sendGraphError(reply, err);
      throw err;
    }
  });
}
