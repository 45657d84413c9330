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
import { PLATFORM_ERRORS, signedInRoutes } from '../../lib/route-options';
import { requestAnswer, type RequestAnswerDeps } from './jobs';
import type { AgentService } from './service';

const pipelineEnvelope = dataEnvelope(pipelineConfigurationSchema);

/** Agent and pipelines calls (docs/product.md §7.2), every one scoped to the caller. */
export function agentRoutes(service: AgentService, requestDeps: RequestAnswerDeps) {
  return async (app: FastifyInstance): Promise<void> => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const signedIn = signedInRoutes(app, 'agent');
    const conversationCall = signedInRoutes(app, 'conversations', PLATFORM_ERRORS);
    const userId = (req: { user: { id: string } | null }) => req.user!.id;

    r.get(
      '/api/v1/pipelines',
      signedIn('Assistant ids and instructions of the three roles (defaults on first use)', {
        response: { 200: pipelineEnvelope },
      }),
      async (req) => ({ data: await service.configuration(userId(req)) }),
    );

    r.put(
      '/api/v1/pipelines/instructions',
      signedIn('Replace the instructions of any of the roles (at most 4000 characters each)', {
        body: updateInstructionsRequestSchema,
        response: { 200: pipelineEnvelope },
      }),
      async (req) => ({ data: await service.updateInstructions(userId(req), req.body.instructions) }),
    );

    r.get(
      '/api/v1/agent/logs/time',
      signedIn('Pipeline steps by request id in a time range (default: the last 7 days), newest first, paged', {
        querystring: agentLogsQuerySchema,
        response: { 200: dataEnvelope(agentLogsResponseSchema) },
      }),
      async (req) => ({ data: await service.logs(userId(req), req.query) }),
    );

    r.post(
      '/api/v1/agent/test',
      signedIn("Answer a text from the caller's knowledge, with no customer or platform", {
        body: agentTestRequestSchema,
        response: { 200: dataEnvelope(agentTestResponseSchema) },
        perAccount: app.config.rateLimits.agentTestPerAccount,
      }),
      async (req) => ({ data: await service.test(userId(req), req.body.text, req.body.lng ?? languageOf(req)) }),
    );

    r.put(
      '/api/v1/channels/current/conversations/:id',
      conversationCall(
        "Request an AI answer to the customer's latest message (assistant ON): 202, then NEW_AI_PROPOSITION, " +
          'NEW_AI_PROPOSITION_COMMENT or PROCESSING_ERROR on the live connection',
        {
          params: z.object({ id: z.string().uuid({ error: 'validation.invalid' }) }),
          response: { 202: dataEnvelope(requestAiAnswerResultSchema), 409: errorResponseSchema },
          perAccount: app.config.rateLimits.aiAnswerPerAccount,
        },
      ),
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
