/**
 * From a stored customer message to a proposition, over the durable queue. The hook and the
 * queue are described by their shape only: the channels module provides them
 * (`app.inboxEvents`, `app.queue`); wiring is one call of `startAgentJobs` in the agent plugin.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@vitrina/shared/contracts';
import { AppError } from '../../lib/errors';
import { FairSlots, FairSlotsRefused, type FairSlotLimits } from '../../lib/fair-slots';
import { PropositionBusy, type AgentService, type CustomerMessageJob } from './service';

/** What the channels module emits for a customer's new message or comment (never the shop's own). */
export interface CustomerMessageEvent {
  userId: string;
  channelId: string;
  conversationId: string;
  kind: 'DIRECT' | 'COMMENT';
  /** The owner's assistant switch, when the emitter read it with the channel (webhooks do). */
  assistantOn?: boolean;
  message: {
    id: string;
    message: string;
    code: string | null;
    /** The platform's id of the message or comment (a comment's draft names it). */
    platform_id?: string;
    /** The post a comment is on. */
    post_id: string | null;
    attachments: Array<{
      type: string;
      code: string | null;
      asset_id: string;
      url?: string | null;
      /** A shared post's media id (Instagram's `ig_post`), where the inbound parser gives it. */
      ig_post_media_id?: string | null;
      media_id?: string | null;
      payload?: { url?: string | null; title?: string | null; ig_post_media_id?: string | null };
    }>;
  };
}

export interface CustomerMessageHook {
  onCustomerMessage(listener: (event: CustomerMessageEvent) => void | Promise<void>): () => void;
}

export interface DurableQueue {
  /** `startAfter`: seconds before the job may run. */
  send(name: string, data: object, options?: { startAfter?: number }): Promise<void>;
  work<T extends object>(name: string, handler: (data: T) => Promise<void>): Promise<void>;
}

export const PROPOSE_QUEUE = 'agent.propose';

/**
 * Drafts made at once by one instance (issue 54): a burst's drafts take turns instead of all
 * sharing the CPU and the pool's connections (each then finishing last); one shop may hold six of
 * the eight, so another shop's message starts at once, and waiting shops take turns (lib/fair-slots.ts).
 * Past the waiting caps a message is left to its queued job (the safety net).
 */
export const DRAFT_SLOTS: FairSlotLimits = { slots: 8, perAccount: 6, queue: 5000, perAccountQueue: 2000 };
/** When no delay is configured: the webhook's default (config WEBHOOK_RETRY_DELAY). */
const SAFETY_NET_DELAY_SECONDS = 30;

const isSharedPost = (type: string) => type === 'share' || type === 'ig_post' || type === 'story_mention';

/** The job for one message: its text, the article code it carries, the post a comment is on. */
export function jobFromMessage(event: CustomerMessageEvent): CustomerMessageJob {
  const { message } = event;
  const attachmentCode = message.attachments.find((a) => a.code)?.code ?? null;
  const code = message.code ?? attachmentCode;
  // A shared post names its post by media id (matched to the shop's publication).
  const shared = message.attachments
    .map((a) => a.ig_post_media_id ?? a.payload?.ig_post_media_id ?? (isSharedPost(a.type) ? a.media_id : null))
    .find((id): id is string => typeof id === 'string' && id !== '');
  const mediaId = message.post_id ?? shared ?? null;
  // A customer's picture (or a shared post's picture) is recognised only when nothing else says
  // what the message is about.
  const image =
    message.attachments
      .filter((a) => a.type === 'image' || isSharedPost(a.type))
      .map((a) => a.payload?.url ?? a.url ?? null)
      .find((url): url is string => typeof url === 'string' && url !== '') ?? null;
  // A shared post's caption and picture stand in for its publication until the channel's posts are
  // read (the first seconds after it connects): the retriever uses them only then.
  const post = message.attachments.find((a) => isSharedPost(a.type));
  const caption = post?.payload?.title ?? null;
  return {
    userId: event.userId,
    channelId: event.channelId,
    conversationId: event.conversationId,
    messageId: message.id,
    kind: event.kind,
    text: message.message,
    code,
    mediaId,
    imageUrl: code || (mediaId && !post) ? null : image,
    ...(caption && { caption }),
    commentId: event.kind === 'COMMENT' ? (message.platform_id ?? null) : null,
  };
}

/** Answers a queued job at once on this instance; a failure leaves it to the queue's retries. */
async function answerNow(agent: Pick<AgentService, 'propose'>, job: CustomerMessageJob, log: FastifyBaseLogger) {
  try {
    await agent.propose(job);
  } catch (err) {
    // The queued job retries it; a busy message is being answered by another worker.
    if (!(err instanceof PropositionBusy))
      log.warn({ err, messageId: job.messageId }, 'agent: answer deferred to the queue');
  }
}

/** What the request-AI-answer call needs from the conversations and users modules and the queue. */
export interface RequestAnswerDeps {
  conversations: {
    /** The customer's latest message of a conversation of the current channel (404, 409 when none). */
    latestCustomerMessage(
      userId: string,
      conversationId: string,
    ): Promise<{ channel: { id: string }; kind: 'DIRECT' | 'COMMENT'; message: CustomerMessageEvent['message'] }>;
  };
  botIsOn: (userId: string) => Promise<boolean>;
  queue: Pick<DurableQueue, 'send'>;
  agent: Pick<AgentService, 'propose' | 'reopen'>;
  /** Runs work after the answer (app.background). */
  run: (name: string, task: () => Promise<unknown>) => void;
  log: FastifyBaseLogger;
  /** Seconds before the safety-net job may run (the inline draft is done by then). */
  retryDelay?: number;
}

/**
 * The owner's request-AI-answer call for a conversation: its customer's latest message becomes
 * answerable again (a new draft even if it had one), is queued durably, and is answered at once
 * in the background, so the call returns before the draft is ready and nothing is lost if this
 * instance dies. Refused (409) while the assistant is OFF.
 */
export async function requestAnswer(
  deps: RequestAnswerDeps,
  input: { userId: string; conversationId: string; ownerLanguage: Language },
): Promise<{ conversation_id: string; message_id: string }> {
  const { userId, conversationId } = input;
  const target = await deps.conversations.latestCustomerMessage(userId, conversationId);
  if (!(await deps.botIsOn(userId))) throw new AppError(409, 'conversations.assistant_off');
  const job: CustomerMessageJob = {
    ...jobFromMessage({
      userId,
      channelId: target.channel.id,
      conversationId,
      kind: target.kind,
      message: target.message,
    }),
    ownerLanguage: input.ownerLanguage,
    byOwner: true,
  };
  await deps.agent.reopen(job);
  await deps.queue.send(PROPOSE_QUEUE, job, { startAfter: deps.retryDelay ?? SAFETY_NET_DELAY_SECONDS });
  deps.run('agent.request-answer', () => answerNow(deps.agent, job, deps.log));
  return { conversation_id: conversationId, message_id: target.message.id };
}

/**
 * Each customer message of an account whose assistant is ON is queued durably, then answered
 * at once on this instance. The queued job is the safety net: it starts `retryDelay` seconds later
 * (as the webhook's does), so it finds the message drafted and does nothing (`duplicate`) unless
 * the inline draft failed or the instance died; one being answered elsewhere is retried later.
 * A burst's drafts take turns per account (DRAFT_SLOTS): one shop's burst never holds up another's.
 */
export async function startAgentJobs(deps: {
  hook: CustomerMessageHook;
  queue: DurableQueue;
  agent: Pick<AgentService, 'propose'>;
  botIsOn: (userId: string) => Promise<boolean>;
  log: FastifyBaseLogger;
  /** Seconds before the safety-net job may run. */
  retryDelay?: number;
  /** Turns at drafting on this instance (DRAFT_SLOTS when not given). */
  slots?: FairSlots;
}): Promise<() => void> {
  const { hook, queue, agent, botIsOn, log } = deps;
  const startAfter = deps.retryDelay ?? SAFETY_NET_DELAY_SECONDS;
  const slots = deps.slots ?? new FairSlots(DRAFT_SLOTS);
  await queue.work<CustomerMessageJob>(PROPOSE_QUEUE, async (job) => {
    await agent.propose(job);
  });
  return hook.onCustomerMessage(async (event) => {
    if (!(event.assistantOn ?? (await botIsOn(event.userId)))) return;
    const job = jobFromMessage(event);
    await queue.send(PROPOSE_QUEUE, job, { startAfter });
    let release: () => void;
    try {
      release = await slots.acquire(event.userId);
    } catch (err) {
      if (!(err instanceof FairSlotsRefused)) throw err;
      log.warn({ messageId: job.messageId, reason: err.reason }, 'agent: too many drafts waiting, left to the queue');
      return;
    }
    try {
      await answerNow(agent, job, log);
    } finally {
      release();
    }
  });
}
