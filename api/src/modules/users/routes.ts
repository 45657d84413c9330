import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordRequestSchema,
  commentSettingsRequestSchema,
  dataEnvelope,
  errorResponseSchema,
  forgotPasswordRequestSchema,
  messageResultSchema,
  planUsageSchema,
  registrationRequestSchema,
  resetPasswordRequestSchema,
  updateUserRequestSchema,
  userSchema,
} from '@vitrina/shared/contracts';
import { languageOf, t } from '../../lib/i18n';
import { signedInRoutes } from '../../lib/route-options';

const userEnvelope = dataEnvelope(userSchema);
const messageEnvelope = dataEnvelope(messageResultSchema);
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
};

export async function usersRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = signedInRoutes(app, 'users', { 429: errorResponseSchema });
  const limits = app.config.rateLimits;
  const perIp = (rule: { max: number; window: number }) => ({
    rateLimit: { max: rule.max, timeWindow: rule.window * 1000 },
  });

  r.post(
    '/api/v1/users/registration',
    {
      schema: {
        tags: ['users'],
        summary: 'Create an account (email, password, optional name)',
        body: registrationRequestSchema,
        response: { 201: userEnvelope, 409: errorResponseSchema, ...errors },
      },
      config: perIp(limits.registrationPerIp),
    },
    async (req, reply) => {
      const user = await app.usersService.register({ ...req.body, lng: req.body.lng ?? languageOf(req) });
      reply.code(201);
      return { data: user };
    },
  );

  r.post(
    '/api/v1/users/resetPasswordRequest',
    {
      schema: {
        tags: ['users'],
        summary: 'Mail a password-reset link (same answer whether or not the email has an account)',
        body: forgotPasswordRequestSchema,
        response: { 200: messageEnvelope, ...errors },
      },
      config: perIp(limits.resetRequestPerIp),
    },
    async (req) => {
      const lng = req.body.lng ?? languageOf(req);
      await app.usersService.requestReset(req.body.email, lng);
      return { data: { message: t(languageOf(req), 'users.reset_requested') } };
    },
  );

  r.post(
    '/api/v1/users/resetPassword/:slug',
    {
      schema: {
        tags: ['users'],
        summary: 'Set a new password with a reset token (single use, 1 hour)',
        params: z.object({ slug: z.string().min(1).max(256) }),
        body: resetPasswordRequestSchema,
        response: { 200: messageEnvelope, ...errors },
      },
      config: perIp(limits.resetSubmitPerIp),
    },
    async (req) => {
      await app.usersService.resetPassword(req.params.slug, req.body.password);
      return { data: { message: t(languageOf(req), 'users.password_changed') } };
    },
  );

  // ---- signed-in ----

  /**
   * The shop's settings and plan with the caller's own id, name and email and role: a teammate
   * sees and edits their own name and password (docs/product.md §9.15).
   */
  const profile = async (req: FastifyRequest) => {
    const { id, actorId, role } = req.user!;
    const shop = await app.usersService.get(id);
    if (actorId === id) return { ...shop, role };
    const own = await app.usersService.get(actorId);
    return { ...shop, id: own.id, name: own.name, email: own.email, role };
  };

  r.get('/api/v1/users', signedIn('The current user', { response: { 200: userEnvelope } }), async (req) => ({
    data: await profile(req),
  }));

  r.get(
    '/api/v1/users/usage',
    signedIn('Chats used this month (UTC) against the free chats (a chat ends after 24 h without messages)', {
      response: { 200: dataEnvelope(planUsageSchema) },
    }),
    async (req) => ({ data: await app.usersService.usage(req.user!.id) }),
  );

  r.put(
    '/api/v1/users',
    signedIn('Change name and/or bot_status', { body: updateUserRequestSchema, response: { 200: userEnvelope } }),
    async (req) => {
      const { id, actorId } = req.user!;
      const { name, bot_status } = req.body;
      // The name is the caller's own; the assistant's switch is the shop's.
      if (name !== undefined) await app.usersService.update(actorId, { name });
      if (bot_status !== undefined) await app.usersService.update(id, { bot_status });
      return { data: await profile(req) };
    },
  );

  r.put(
    '/api/v1/users/comment-settings',
    signedIn('Comment response scenario and auto-comment text', {
      ownerOnly: true,
      body: commentSettingsRequestSchema,
      response: { 200: userEnvelope },
    }),
    async (req) => ({ data: { ...(await app.usersService.update(req.user!.id, req.body)), role: req.user!.role } }),
  );

  r.post(
    '/api/v1/users/changePassword',
    signedIn('Change the password (checks old_password; ends the other sessions)', {
      body: changePasswordRequestSchema,
      response: { 200: messageEnvelope },
    }),
    async (req) => {
      await app.usersService.changePassword(
        req.user!.actorId,
        req.user!.sid,
        req.body.old_password,
        req.body.new_password,
      );
      return { data: { message: t(languageOf(req), 'users.password_changed') } };
    },
  );
}
