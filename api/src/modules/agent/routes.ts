import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agentLogsQuerySchema,
  agentLogsResponseSchema,
  agentTestRequestSchema,
  agentTestResponseSchema,
  dataEnvelope,
  errorResponseSchema,
  pipelineConfigurationSchema,
  requestAiAnswerResultSchema,
  updateInstructionsRequestSchema,
} from '@vitrina/shared/contracts';
import { languageOf } from '../../lib/i18n';
import { channelErrors } from '../channels/routes';
import { requestAnswer, type RequestAnswerDeps } from './jobs';
import type { AgentService } from './service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema };
const pipelineEnvelope = dataEnvelope(pipelineConfigurationSchema);

/** Agent and pipelines calls (docs/product.md §7.2), every one scoped to the caller. */
export function agentRoutes(service: AgentService, requestDeps: RequestAnswerDeps) {
  return async (app: FastifyInstance): Promise<void> => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const security = [{ bearerAuth: [] }];
    app.addHook('onRequest', app.authenticate);
    const userId = (req: { user: { id: string } | null }) => req.user!.id;

    r.get(
      '/api/v1/pipelines',
      {
        schema: {
          tags: ['agent'],
          summary: 'Assistant ids and instructions of the three roles (defaults on first use)',
          security,
          response: { 200: pipelineEnvelope, ...errors },
        },
      },
      async (req) => ({ data: await service.configuration(userId(req)) }),
    );

    r.put(
      '/api/v1/pipelines/instructions',
      {
        schema: {
          tags: ['agent'],
          summary: 'Replace the instructions of any of the roles (at most 4000 characters each)',
          security,
          body: updateInstructionsRequestSchema,
          response: { 200: pipelineEnvelope, ...errors },
        },
      },
      async (req) => ({ data: await service.updateInstructions(userId(req), req.body.instructions) }),
    );

    r.get(
      '/api/v1/agent/logs/time',
      {
        schema: {
          tags: ['agent'],
          summary: 'Pipeline steps by request id in a time range (default: the last 7 days), newest first, paged',
          security,
          querystring: agentLogsQuerySchema,
          response: { 200: dataEnvelope(agentLogsResponseSchema), ...errors },
        },
      },
      async (req) => ({ data: await service.logs(userId(req), req.query) }),
    );

    r.post(
      '/api/v1/agent/test',
      {
        schema: {
          tags: ['agent'],
          summary: "Answer a text from the caller's knowledge, with no customer or platform",
          security,
          body: agentTestRequestSchema,
          response: { 200: dataEnvelope(agentTestResponseSchema), ...errors },
        },
      },
      async (req) => ({ data: await service.test(userId(req), req.body.text, req.body.lng ?? languageOf(req)) }),
    );

    r.put(
      '/api/v1/channels/current/conversations/:id',
      {
        schema: {
          tags: ['conversations'],
          summary:
            "Request an AI answer to the customer's latest message (assistant ON): 202, then NEW_AI_PROPOSITION, " +
            'NEW_AI_PROPOSITION_COMMENT or PROCESSING_ERROR on the live connection',
          security,
          params: z.object({ id: z.string().uuid({ error: 'validation.invalid' }) }),
          response: {
            202: dataEnvelope(requestAiAnswerResultSchema),
            ...channelErrors,
            409: errorResponseSchema,
          },
        },
      },
      async (req, reply) => {
        const data = await requestAnswer(requestDeps, {
          userId: userId(req),
          conversationId: req.params.id,
          ownerLanguage: languageOf(req),
        });
        return reply.code(202).send({ data });
      },
    );
  };
}
