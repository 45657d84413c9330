import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  channelPlatformsSchema,
  channelSchema,
  createChannelRequestSchema,
  currentChannelQuerySchema,
  dataEnvelope,
  errorResponseSchema,
  facebookPageSchema,
  fbLoginRequestSchema,
  fbLoginResultSchema,
  fbLoginUrlQuerySchema,
  oauthUrlQuerySchema,
  oauthUrlSchema,
  registerTokenRequestSchema,
} from '@vitrina/shared/contracts';
import { PLATFORM_ERRORS, signedInRoutes } from '../../lib/route-options';
import { toChannelDto } from './service';

const idParams = z.object({ id: z.string().uuid({ error: 'validation.invalid' }) });

export async function channelsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = app.channelsService;
  const signedIn = signedInRoutes(app, 'channels', PLATFORM_ERRORS);

  r.get(
    '/api/v1/channels',
    signedIn('Channels of the user', { response: { 200: dataEnvelope(z.array(channelSchema)) } }),
    async (req) => ({ data: await svc.list(req.user!.id) }),
  );

  r.post(
    '/api/v1/channels',
    signedIn('Connect one of the authorised Pages (or its Instagram account); becomes current', {
      ownerOnly: true,
      body: createChannelRequestSchema,
      response: { 201: dataEnvelope(channelSchema), 409: errorResponseSchema },
    }),
    async (req, reply) => {
      reply.code(201);
      return { data: await svc.create(req.user!.id, req.body) };
    },
  );

  r.get(
    '/api/v1/channels/platforms',
    signedIn('Platforms the add-channel modal offers (a Facebook page only when available), sandbox or not', {
      response: { 200: dataEnvelope(channelPlatformsSchema) },
    }),
    async () => ({ data: svc.platforms() }),
  );

  r.get(
    '/api/v1/channels/oauth-url',
    signedIn('The consent dialog URL for the add-channel popup (Meta, or the sandbox)', {
      ownerOnly: true,
      querystring: oauthUrlQuerySchema,
      response: { 200: dataEnvelope(oauthUrlSchema) },
    }),
    async (req) => ({
      data: await svc.oauthUrl(req.user!.id, req.query.platform, req.query.lng, {
        login: req.query.login,
        asked: req.query.origin,
        own: `${req.protocol}://${req.host}`,
      }),
    }),
  );

  r.get(
    '/api/v1/channels/current/pages',
    signedIn('Facebook Pages of the user’s Meta authorisation (Page tokens stay on the server)', {
      ownerOnly: true,
      response: { 200: dataEnvelope(z.array(facebookPageSchema)) },
    }),
    async (req) => ({ data: await svc.pages(req.user!.id) }),
  );

  r.get(
    '/api/v1/channels/currentChannel',
    signedIn('The current channel (null when none)', { response: { 200: dataEnvelope(channelSchema.nullable()) } }),
    async (req) => ({ data: await svc.current(req.user!.id) }),
  );

  r.put(
    '/api/v1/channels/currentChannel',
    signedIn('Set the current channel', {
      querystring: currentChannelQuerySchema,
      response: { 200: dataEnvelope(channelSchema) },
    }),
    async (req) => ({ data: await svc.setCurrent(req.user!.id, req.query.channelId) }),
  );

  r.get(
    '/api/v1/channels/:id',
    signedIn('One channel', { params: idParams, response: { 200: dataEnvelope(channelSchema) } }),
    async (req) => ({ data: toChannelDto(await svc.own(req.user!.id, req.params.id)) }),
  );

  r.delete(
    '/api/v1/channels/:id',
    signedIn('Delete a channel with its conversations', {
      ownerOnly: true,
      params: idParams,
      response: { 200: dataEnvelope(z.object({ id: z.string() })) },
    }),
    async (req) => {
      await svc.remove(req.user!.id, req.params.id);
      return { data: { id: req.params.id } };
    },
  );

  r.post(
    '/api/v1/users/fb/token/register',
    signedIn('Exchange the consent dialog’s code on the server; connects the channel and makes it current', {
      ownerOnly: true,
      body: registerTokenRequestSchema,
      response: { 200: dataEnvelope(channelSchema), 409: errorResponseSchema },
    }),
    async (req) => ({ data: await svc.registerCode(req.user!.id, req.body) }),
  );

  // ---- signing in with Facebook (guests; docs/product.md §4.3) ----
  const perIp = app.config.rateLimits.loginPerIp;
  const guestErrors = { 400: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema };

  r.get(
    '/api/v1/users/fbLogin/url',
    {
      schema: {
        tags: ['users'],
        summary: 'Facebook Login’s sign-in dialog URL (Meta’s, or the sandbox’s); returns to /{lng}/login',
        querystring: fbLoginUrlQuerySchema,
        response: { 200: dataEnvelope(oauthUrlSchema), ...guestErrors },
      },
      config: { rateLimit: { max: perIp.max, timeWindow: perIp.window * 1000 } },
    },
    async (req) => ({ data: await app.facebookSignIn.url(req.query, `${req.protocol}://${req.host}`) }),
  );

  r.post(
    '/api/v1/users/fbLogin',
    {
      schema: {
        tags: ['users'],
        summary:
          'Sign in with Facebook: the dialog’s code and state for a session (the linked account, or a new one with Facebook’s email)',
        body: fbLoginRequestSchema,
        response: { 200: dataEnvelope(fbLoginResultSchema), ...guestErrors },
      },
      config: { rateLimit: { max: perIp.max, timeWindow: perIp.window * 1000 } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await app.facebookSignIn.signIn(req.body) };
    },
  );
}
