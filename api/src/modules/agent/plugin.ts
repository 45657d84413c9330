import fp from 'fastify-plugin';
import { imageLoader } from '../../lib/image-fetch';
import type { Config } from '../../config';
import { BudgetCommunicator, FallbackCommunicator, type Communicator, type LlmUsage } from './communicator';
import { jobFromMessage, PROPOSE_QUEUE, startAgentJobs } from './jobs';
import { knowledgeFromModules } from './retrieve/knowledge-adapter';
import { OfflineCommunicator } from './offline-communicator';
import { orderItems } from './retrieve/order-items';
import { OpenAiCommunicator } from './openai-communicator';
import { AgentRepository } from './repository';
import { agentRoutes } from './routes';
import { AgentService } from './service';
import { DialogueStateStore } from './state/state-store';
import { named } from '../../lib/plugin-name';

/** The provider chosen by configuration; a language model always falls back to the offline one. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createCommunicator(llm: Config['llm'], usage?: LlmUsage, now?: () => Date): Communicator {
  const offline = new OfflineCommunicator();
  if (llm.provider === 'offline' || !llm.baseUrl || !llm.model) return offline;
  const openai = new OpenAiCommunicator({
    baseUrl: llm.baseUrl,
    apiKey: llm.apiKey,
    model: llm.model,
    timeoutMs: llm.timeoutMs,
  });
  const fallback = new FallbackCommunicator(openai, offline);
  return usage ? new BudgetCommunicator(fallback, offline, usage, llm.dailyTokensPerAccount, now) : fallback;
}

/**
 * The AI assistant: `app.agent` (pipeline, propositions, corrections) and the agent and pipeline
 * calls, answering from the knowledge and publications modules (knowledge-adapter.ts).
 */
export const agentModule = fp(
  async (app) => {
    const { source, questions } = knowledgeFromModules(
      app.knowledgeService,
      app.publicationsService,
      imageLoader(app),
      (userId) => app.ordersService.reservations(userId),
      // The team's saved replies (the teamwork module registers after this one; read per draft).
      async (userId) => (app.hasDecorator('teamwork') ? app.teamwork.savedReplyTexts(userId) : []),
    );
    const repo = new AgentRepository(app.db);
    // The dialogue state per conversation (issue 46): folded from every message of the thread.
    const dialogue = new DialogueStateStore(app.db, {
      catalogue: (userId, channelId) => source.catalogue!(userId, channelId),
      postCode: async (userId, channelId, mediaId) =>
        (await source.publicationByMediaId(userId, channelId, mediaId))?.code ?? null,
    });
    // The order's items named by words or by the conversation read with this module's catalogue
    // search (docs/product.md §9.8; order-items.ts).
    app.ordersService.useItems(
      orderItems(source, (conversationId, messageId) => repo.conversationContext(conversationId, messageId), dialogue),
    );
    const service = new AgentService({
      repo,
      context: (job) => repo.conversationContext(job.conversationId, job.messageId),
      dialogue: (job) => dialogue.before(job.userId, job.channelId, job.conversationId, job.messageId),
      // The order forming in a direct conversation (orders module, docs/product.md §9.8).
      orderDraft: (job) => app.ordersService.draftIfOrdering(job.userId, job.conversationId),
      knowledge: source,
      questions,
      communicator: createCommunicator(app.config.llm, {
        reserve: (userId, day, tokens, budget) => repo.reserveLlmTokens(userId, day, tokens, budget),
        add: (userId, day, tokens) => repo.addLlmTokens(userId, day, tokens),
      }),
      realtime: app.inboxPublisher,
      // A comment's draft goes out in public or as a private reply, by the account's scenario.
      commentAnswer: (job) => app.conversationsService.commentAnswer(job.userId, job.channelId, job.commentId ?? null),
      currentChannel: async (userId) => (await app.channelsService.current(userId))?.id ?? null,
      // Not a channel's id (a job made by hand): no platform, no limit beyond the send path's.
      channelPlatform: async (userId, channelId) =>
        UUID.test(channelId) ? ((await app.channelsRepository.find(userId, channelId))?.platform ?? null) : null,
      observeDraft: (outcome, seconds) => app.metrics.aiDraftDuration.observe({ outcome }, seconds),
    });
    app.decorate('agent', service);
    // Every customer message stored from a webhook gets a draft while the owner's assistant is ON:
    // at once in this instance, and through the durable queue (a job that starts `webhookRetryDelay`
    // seconds later and skips a message drafted already) if that fails or the instance dies.
    const botIsOn = async (userId: string) => (await app.usersService.get(userId)).bot_status === 'ON';
    const stop = await startAgentJobs({
      hook: app.inboxEvents,
      queue: app.queue,
      agent: service,
      botIsOn,
      log: app.log,
      retryDelay: app.config.webhookRetryDelay,
    });
    // The article-code form: a code the shop's stock does not have is refused; a customer's message with
    // a code attached gets a new draft with it (while the assistant is ON).
    app.conversationsService.useArticleCodeHooks({
      // A shop with no stock uploaded yet has nothing to check a code against: it is taken as written.
      isKnown: async (userId, channelId, code) => {
        const catalogue = await source.catalogue!(userId, channelId);
        return catalogue.size === 0 || catalogue.byCodeText(code) !== null;
      },
      attached: async (event) => {
        if (!(await botIsOn(event.userId))) return;
        const job = { ...jobFromMessage(event), byOwner: true };
        await service.reopen(job);
        await app.queue.send(PROPOSE_QUEUE, job);
        app.background.run('agent.article-code', () => service.propose(job).catch(() => undefined));
      },
    });
    // A sent reply that replaced an edited draft becomes a correction the retriever prefers next time.
    const stopLearning = app.inboxEvents.onEditedDraftSent(async (e) => {
      await service.recordCorrection({
        userId: e.userId,
        channelId: e.channelId,
        conversationId: e.conversationId,
        customerMessage: e.lastUserMessage,
        rejectedProposition: e.rejectedAiProposition,
        sentText: e.sentText,
        madeBy: e.sentBy ?? null,
      });
    });
    app.addHook('onClose', async () => {
      stop();
      stopLearning();
    });
    await app.register(
      named(
        agentRoutes(service, {
          conversations: app.conversationsService,
          botIsOn,
          queue: app.queue,
          agent: service,
          run: (name, task) => app.background.run(name, task),
          log: app.log,
          retryDelay: app.config.webhookRetryDelay,
        }),
        'agentRoutes',
      ),
    );
  },
  {
    name: 'agent-module',
    dependencies: ['knowledge-module', 'publications-module', 'orders-module', 'queue', 'channels', 'conversations'],
  },
);
