/**
 * From a stored customer message to a proposition, over the durable queue. The hook and the
 * queue are described by their shape only: the channels module provides them
 * (`app.inboxEvents`, `app.queue`); wiring is one call of `startAgentJobs` in the agent plugin.
 */
import type { FastifyBaseLogger } from 'fastify';
import { PropositionBusy, type AgentService, type CustomerMessageJob } from './service';

/** What the channels module emits for a customer's new message or comment (never the shop's own). */
export interface CustomerMessageEvent {
  userId: string;
  channelId: string;
  conversationId: string;
  kind: 'DIRECT' | 'COMMENT';
  message: {
    id: string;
    message: string;
    code: string | null;
    /** The post a comment is on. */
    post_id: string | null;
    attachments: Array<{ type: string; code: string | null; asset_id: string }>;
  };
}

export interface CustomerMessageHook {
  onCustomerMessage(listener: (event: CustomerMessageEvent) => void | Promise<void>): () => void;
}

export interface DurableQueue {
  send(name: string, data: object): Promise<void>;
  work<T extends object>(name: string, handler: (data: T) => Promise<void>): Promise<void>;
}

export const PROPOSE_QUEUE = 'agent.propose';

/** The job for one message: its text, the article code it carries, the post a comment is on. */
export function jobFromMessage(event: CustomerMessageEvent): CustomerMessageJob {
  const { message } = event;
  const attachmentCode = message.attachments.find((a) => a.code)?.code ?? null;
  return {
    userId: event.userId,
    channelId: event.channelId,
    conversationId: event.conversationId,
    messageId: message.id,
    kind: event.kind,
    text: message.message,
    code: message.code ?? attachmentCode,
    mediaId: message.post_id,
  };
}

/**
 * Each customer message of an account whose assistant is ON is queued durably, then answered
 * at once on this instance; the queue's worker takes over whatever a crash left (a finished
 * message is never answered twice, one being answered elsewhere is retried later).
 */
export async function startAgentJobs(deps: {
  hook: CustomerMessageHook;
  queue: DurableQueue;
  agent: Pick<AgentService, 'propose'>;
  botIsOn: (userId: string) => Promise<boolean>;
  log: FastifyBaseLogger;
}): Promise<() => void> {
  const { hook, queue, agent, botIsOn, log } = deps;
  await queue.work<CustomerMessageJob>(PROPOSE_QUEUE, async (job) => {
    await agent.propose(job);
  });
  return hook.onCustomerMessage(async (event) => {
    if (!(await botIsOn(event.userId))) return;
    const job = jobFromMessage(event);
    await queue.send(PROPOSE_QUEUE, job);
    try {
      await agent.propose(job);
    } catch (err) {
      // The queued job retries it; a busy message is being answered by another worker.
      if (!(err instanceof PropositionBusy))
        log.warn({ err, messageId: job.messageId }, 'agent: answer deferred to the queue');
    }
  });
}
