import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  errorResponseSchema,
  pushDeviceSchema,
  pushKeySchema,
  pushPreferencesSchema,
  pushSubscribeRequestSchema,
  pushTestResultSchema,
} from '@vitrina/shared/contracts';
import { signedInRoutes } from '../../lib/route-options';
import type { PushService } from './service';

/** /api/v1/push/*: the caller's devices and notification preferences (docs/product.md §9.13). */
export async function pushRoutes(app: FastifyInstance, opts: { service: PushService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = signedInRoutes(app, 'push');
  const { service } = opts;
  const params = z.object({ id: z.uuid('push.not_found') });

  r.get(
    '/api/v1/push/key',
    signedIn("The server's VAPID public key, the browser's applicationServerKey", {
      response: { 200: dataEnvelope(pushKeySchema) },
    }),
    async () => ({ data: { public_key: service.publicKey } }),
  );

  r.get(
    '/api/v1/push/subscriptions',
    signedIn('The devices that receive notifications, newest first', {
      response: { 200: dataEnvelope(z.array(pushDeviceSchema)) },
    }),
    async (req) => ({ data: await service.devices(req.user!.id) }),
  );

  r.post(
    '/api/v1/push/subscriptions',
    signedIn("Add this device (the browser's PushSubscription); the same endpoint again replaces it", {
      body: pushSubscribeRequestSchema,
      response: { 201: dataEnvelope(pushDeviceSchema), 422: errorResponseSchema },
    }),
    async (req, reply) => reply.code(201).send({ data: await service.subscribe(req.user!.id, req.body) }),
  );

  r.delete(
    '/api/v1/push/subscriptions/:id',
    signedIn('Remove a device: it gets no more notifications', {
      params,
      response: { 200: dataEnvelope(z.object({ id: z.string() })) },
    }),
    async (req) => {
      await service.remove(req.user!.id, req.params.id);
      return { data: { id: req.params.id } };
    },
  );

  r.get(
    '/api/v1/push/preferences',
    signedIn('Which events notify, and the quiet hours', { response: { 200: dataEnvelope(pushPreferencesSchema) } }),
    async (req) => ({ data: await service.preferences(req.user!.id) }),
  );

  r.put(
    '/api/v1/push/preferences',
    signedIn('Save which events notify and the quiet hours', {
      body: pushPreferencesSchema,
      response: { 200: dataEnvelope(pushPreferencesSchema) },
    }),
    async (req) => ({ data: await service.savePreferences(req.user!.id, req.body) }),
  );

  r.post(
    '/api/v1/push/test',
    signedIn('Send a test notification to every device of the caller', {
      response: { 200: dataEnvelope(pushTestResultSchema) },
      perAccount: { max: 10, window: 60 },
    }),
    async (req) => ({ data: await service.test(req.user!.id) }),
  );
}
