import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  analyticsQuerySchema,
  autopilotSettingsSchema,
  autopilotStatsSchema,
  autopilotSwitchRequestSchema,
  autopilotSwitchSchema,
  autopilotUpdateSchema,
  autoRepliesQuerySchema,
  autoReplySchema,
  dataEnvelope,
  errorResponseSchema,
} from '@vitrina/shared/contracts';
import { signedInRoutes } from '../../lib/route-options';
import { scopeOf } from '../../lib/scope';
import type { AutopilotService } from './service';

const uuid = z.string().uuid({ error: 'validation.invalid' });

/** Full trust's calls (docs/product.md §9.10): every one the signed-in owner's, on their own channels and replies. */
export function autopilotRoutes(service: AutopilotService) {
  return async (app: FastifyInstance): Promise<void> => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const signedIn = signedInRoutes(app, 'autopilot');
    const userId = (req: { user: { id: string } | null }) => req.user!.id;

    r.get(
      '/api/v1/channels/:id/autopilot',
      signedIn("A channel's reply mode and full-trust settings (the defaults until saved)", {
        params: z.object({ id: uuid }),
        response: { 200: dataEnvelope(autopilotSettingsSchema) },
      }),
      async (req) => ({ data: await service.settings(userId(req), req.params.id) }),
    );

    r.put(
      '/api/v1/channels/:id/autopilot',
      signedIn(
        "Change a channel's reply mode or full-trust settings; leaving full trust cancels the replies in their undo window",
        {
          ownerOnly: true,
          params: z.object({ id: uuid }),
          body: autopilotUpdateSchema,
          response: { 200: dataEnvelope(autopilotSettingsSchema) },
        },
      ),
      async (req) => ({ data: await service.update(userId(req), req.params.id, req.body) }),
    );

    r.get(
      '/api/v1/autopilot/switch',
      signedIn("The account's switch of automatic sending (stopped: nothing goes out alone)", {
        response: { 200: dataEnvelope(autopilotSwitchSchema) },
      }),
      async (req) => ({ data: await service.switchState(userId(req)) }),
    );

    r.put(
      '/api/v1/autopilot/switch',
      signedIn('Stop (or resume) every automatic send of the account at once, including replies in their undo window', {
        body: autopilotSwitchRequestSchema,
        response: { 200: dataEnvelope(autopilotSwitchSchema) },
      }),
      async (req) => ({ data: await service.setSwitch(userId(req), req.body.stopped) }),
    );

    r.get(
      '/api/v1/autopilot/replies',
      signedIn('Automatic replies still in their undo window (of one conversation with conversation_id)', {
        querystring: autoRepliesQuerySchema,
        response: { 200: dataEnvelope(z.array(autoReplySchema)) },
      }),
      async (req) => ({ data: await service.pending(userId(req), req.query.conversation_id) }),
    );

    r.get(
      '/api/v1/autopilot/stats',
      signedIn(
        'What full trust did in a period: automatic replies sent, cancelled in the undo window, failed; hand-overs by reason',
        { querystring: analyticsQuerySchema, response: { 200: dataEnvelope(autopilotStatsSchema) } },
      ),
      async (req) => {
        const scope = scopeOf(req);
        return { data: await service.stats(scope.userId, scope.channelId, req.query) };
      },
    );

    r.post(
      '/api/v1/autopilot/replies/:id/cancel',
      signedIn('Cancel an automatic reply in its undo window: it becomes a draft (409 once it went out)', {
        params: z.object({ id: uuid }),
        response: { 200: dataEnvelope(autoReplySchema), 409: errorResponseSchema },
      }),
      async (req) => ({ data: await service.cancelByOwner(userId(req), req.params.id) }),
    );
  };
}
