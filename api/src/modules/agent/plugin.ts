import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { FallbackCommunicator, type Communicator } from './communicator';
import { EMPTY_KNOWLEDGE, type QuestionsSink } from './knowledge';
import { OfflineCommunicator } from './offline-communicator';
import { OpenAiCommunicator } from './openai-communicator';
import { AgentRepository } from './repository';
import { agentRoutes } from './routes';
import { AgentService } from './service';

/** The provider chosen by configuration; a language model always falls back to the offline one. */
export function createCommunicator(llm: Config['llm']): Communicator {
  const offline = new OfflineCommunicator();
  if (llm.provider === 'offline' || !llm.baseUrl || !llm.model) return offline;
  const openai = new OpenAiCommunicator({
    baseUrl: llm.baseUrl,
    apiKey: llm.apiKey,
    model: llm.model,
    timeoutMs: llm.timeoutMs,
  });
  return new FallbackCommunicator(openai, offline);
}

/**
 * The AI assistant: `app.agent` (pipeline, propositions, corrections) and the agent and pipeline
 * calls. Until the knowledge module is wired (`app.agent.useKnowledge`), the shop knows nothing
 * and unanswered questions are only logged.
 */
export const agentModule = fp(
  async (app) => {
    const questions: QuestionsSink = {
      record: async (q) => app.log.info({ question: q }, 'agent: question the data cannot answer'),
    };
    const service = new AgentService({
      repo: new AgentRepository(app.db),
      knowledge: EMPTY_KNOWLEDGE,
      questions,
      communicator: createCommunicator(app.config.llm),
      realtime: app.realtime,
    });
    app.decorate('agent', service);
    await app.register(agentRoutes(service));
  },
  { name: 'agent-module' },
);
