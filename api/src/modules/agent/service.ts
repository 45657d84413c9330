/**
 * The agent domain's rules: pipeline settings, the step log, the test call, propositions for
 * customer messages (idempotent per message, pushed over the live connection) and corrections.
 */
import type { DirectPlatform } from './answer/fit';
import { holdsPersonalData } from './check/personal-data';
import {
  AGENT_ROLES,
  type AgentLogsResponse,
  type AgentRole,
  type AgentTestResponse,
  type Language,
  type OrderDraft,
  type PipelineConfiguration,
} from '@vitrina/shared/contracts';
import type { EventTransport } from '../conversations';
import { withDraftMemo } from '../../lib/draft-memo';
import type { Communicator } from './communicator';
import type { KnowledgeSource, QuestionsSink } from './retrieve/knowledge';
import { Pipeline, type PipelineResult } from './pipeline';
import type { AgentRepository, NewCorrection } from './repository';
import { Retriever, type ContextItem } from './retrieve/retriever';
import type { DialogueState } from './state/dialogue-state';

const LOG_WINDOW_MS = 7 * 24 * 3600 * 1000;

/** A stored customer message to draft an answer for (the channels module's queue job carries it). */
export interface CustomerMessageJob {
  userId: string;
  channelId: string | null;
  conversationId: string;
  /** The stored message's id: at most one proposition per message. */
  messageId: string;
  kind: 'DIRECT' | 'COMMENT';
  text: string;
  mediaId?: string | null;
  code?: string | null;
  /** The first picture of a message with no code or post of its own (photo recognition). */
  imageUrl?: string | null;
  /** A shared post's caption as the platform sent it (read while its publication is not stored yet). */
  caption?: string | null;
  /** A comment's platform id (kind COMMENT): the draft names it, for a public or a private reply. */
  commentId?: string | null;
  /** Language of error messages shown to the owner. */
  ownerLanguage?: Language;
  /** Drafted because the owner asked (request-AI-answer, an article code attached): never sent alone. */
  byOwner?: boolean;
}

export type PropositionOutcome = 'proposed' | 'error' | 'duplicate';

/** Another worker holds the message's lease: retry later. */
export class PropositionBusy extends Error {
  constructor(messageId: string) {
    super(`message ${messageId} is being answered by another worker`);
    this.name = 'PropositionBusy';
  }
}

export interface AgentServiceDeps {
  repo: AgentRepository;
  knowledge: KnowledgeSource;
  questions: QuestionsSink;
  communicator: Communicator;
  /** Where drafts are published: the conversations module's typed publisher (`app.inboxPublisher`). */
  realtime: EventTransport;
  /**
   * How a comment's draft is to be sent, by the account's comment scenario (the conversations
   * module decides); in public when not given.
   */
  commentAnswer?: (job: CustomerMessageJob) => Promise<'COMMENT' | 'PRIVATE_REPLY'>;
  /**
   * The account's current channel (the one the knowledge base and the inbox show), null without
   * one: the test call answers from its knowledge.
   */
  currentChannel?: (userId: string) => Promise<string | null>;
  /** The conversation before a message, newest first: what a follow-up refers to. */
  context?: (job: CustomerMessageJob) => Promise<ContextItem[]>;
  /** The conversation's dialogue state before a message (agent/state/). */
  dialogue?: (job: CustomerMessageJob) => Promise<DialogueState>;
  /** The platform of a channel of the account (its direct-message limit bounds every draft), null when unknown. */
  channelPlatform?: (userId: string, channelId: string) => Promise<DirectPlatform | null>;
  /** The order forming in the job's conversation (the orders module); absent: no order collection. */
  orderDraft?: (job: CustomerMessageJob) => Promise<OrderDraft | null>;
  /** Told how long each draft took, from its claim to the event pushed (the metrics). */
  observeDraft?: (outcome: 'proposed' | 'error', seconds: number) => void;
}

/**
 * What becomes of a finished draft besides the composer (full trust, modules/autopilot): 'sent'
 * when it goes out alone (no draft is pushed to the owner), 'draft' to push it as today.
 */
export type DraftHook = (
  job: CustomerMessageJob,
  result: PipelineResult,
  options: { again: boolean },
) => Promise<'sent' | 'draft'>;

export class AgentService {
  private pipeline: Pipeline;
  private draftHook: DraftHook | null = null;

  constructor(private readonly deps: AgentServiceDeps) {
    this.pipeline = this.buildPipeline();
  }

  /** Full trust (modules/autopilot) sees every finished draft first. */
  useDraftHook(hook: DraftHook): void {
    this.draftHook = hook;
  }

  /** The hook's verdict; a failing hook leaves the draft to the owner. */
  private async afterDraft(job: CustomerMessageJob, result: PipelineResult, again: boolean) {
    if (!this.draftHook) return 'draft';
    try {
      return await this.draftHook(job, result, { again });
    } catch {
      return 'draft';
    }
  }

  /** Wires another knowledge source (the knowledge module at merge; tests). */
  useKnowledge(knowledge: KnowledgeSource, questions: QuestionsSink = this.deps.questions): void {
    Object.assign(this.deps, { knowledge, questions });
    this.pipeline = this.buildPipeline();
  }

  private buildPipeline(): Pipeline {
    const { repo, knowledge, questions, communicator } = this.deps;
    return new Pipeline({
      retriever: new Retriever(knowledge, repo),
      communicator,
      questions,
      log: (steps) => repo.logSteps(steps),
    });
  }

  async configuration(userId: string): Promise<PipelineConfiguration> {
    const settings = await this.deps.repo.settings(userId);
    const pick = <K extends 'assistantId' | 'instructions'>(key: K) =>
      Object.fromEntries(AGENT_ROLES.map((role) => [role, settings[role][key]])) as Record<AgentRole, string>;
    return { pipeline_info: { assistant_ids: pick('assistantId'), instructions: pick('instructions') } };
  }

  async updateInstructions(
    userId: string,
    instructions: Partial<Record<AgentRole, string>>,
  ): Promise<PipelineConfiguration> {
    await this.deps.repo.updateInstructions(userId, instructions);
    return this.configuration(userId);
  }

  async logs(
    userId: string,
    query: { startDate?: string; endDate?: string; page: number; size: number },
  ): Promise<AgentLogsResponse> {
    const to = query.endDate ? new Date(query.endDate) : new Date();
    const from = query.startDate ? new Date(query.startDate) : new Date(to.getTime() - LOG_WINDOW_MS);
    const { total, ids, steps } = await this.deps.repo.logsPage(userId, from, to, query.page, query.size);
    const logs: AgentLogsResponse['logs_by_request_id'] = Object.fromEntries(ids.map((id) => [id, []]));
    for (const s of steps) {
      logs[s.request_id].push({
        type: s.role,
        user_input: s.user_input,
        output: s.output,
        duration_ms: s.duration_ms,
        created_at: s.created_at.toISOString(),
      });
    }
    return {
      logs_by_request_id: logs,
      page: query.page,
      size: query.size,
      total_elements: total,
      total_pages: Math.ceil(total / query.size),
    };
  }

  /** Runs the pipeline for one text of the owner's account, with no customer or platform. */
  async run(
    userId: string,
    input: {
      text: string;
      lng: Language;
      channelId?: string | null;
      conversationId?: string | null;
      mediaId?: string | null;
      code?: string | null;
      imageUrl?: string | null;
      caption?: string | null;
      context?: () => Promise<ContextItem[]>;
      order?: () => Promise<OrderDraft | null>;
      state?: DialogueState;
    },
  ): Promise<PipelineResult> {
    return withDraftMemo(() => this.runPipeline(userId, input));
  }

  private async runPipeline(userId: string, input: Parameters<AgentService['run']>[1]): Promise<PipelineResult> {
    const settings = await this.deps.repo.settings(userId);
    const instructions = Object.fromEntries(AGENT_ROLES.map((r) => [r, settings[r].instructions])) as Record<
      AgentRole,
      string
    >;
    // A draft is one message the channel's platform accepts (fit.ts): never longer than its limit.
    const platform = input.channelId ? ((await this.deps.channelPlatform?.(userId, input.channelId)) ?? null) : null;
    return this.pipeline.run({
      userId,
      platform,
      channelId: input.channelId ?? null,
      conversationId: input.conversationId ?? null,
      text: input.text,
      fallbackLanguage: input.lng,
      mediaId: input.mediaId,
      code: input.code,
      imageUrl: input.imageUrl,
      caption: input.caption,
      context: input.context,
      order: input.order,
      state: input.state,
      instructions,
    });
  }

  /**
   * The knowledge base's Test tab (docs/product.md §9.4): the current channel's knowledge, as a
   * customer of that channel would get it; with no channel, what the knowledge base shows then
   * (everything the account uploaded).
   */
  async test(userId: string, text: string, lng: Language): Promise<AgentTestResponse> {
    const channelId = (await this.deps.currentChannel?.(userId)) ?? null;
    const result = await this.run(userId, { text, lng, channelId });
    return {
      answer: result.ok ? result.answer : null,
      error: result.ok ? null : result.error,
      request_id: result.requestId,
      steps: result.steps,
      ...(result.ok && result.note && { note: result.note }),
    };
  }

  /** Makes a message answered before answerable again (the owner's request-AI-answer call). */
  async reopen(job: Pick<CustomerMessageJob, 'userId' | 'messageId'>): Promise<void> {
    await this.deps.repo.reopenProposition(job.userId, job.messageId);
  }

  /**
   * Drafts the answer to a stored customer message and pushes it to the owner: NEW_AI_PROPOSITION
   * (NEW_AI_PROPOSITION_COMMENT for a comment answered in public; NEW_AI_PROPOSITION with the
   * `comment_id` for a comment answered with a private reply) or PROCESSING_ERROR. At most one per message: a
   * message answered already is `duplicate`; one another worker is drafting throws
   * `PropositionBusy`, so a queue retries it later (it does nothing if the other one finished).
   * Infrastructure errors throw too: the queue retries them with backoff. `again` (the owner's
   * request-AI-answer call) drafts a new answer for a message answered before.
   */
  propose(job: CustomerMessageJob, options: { again?: boolean } = {}): Promise<PropositionOutcome> {
    // The draft's stages read the shop's catalogue and stamps once between them (lib/draft-memo.ts).
    return withDraftMemo(() => this.draft(job, options));
  }

  private async draft(job: CustomerMessageJob, options: { again?: boolean }): Promise<PropositionOutcome> {
    const { repo, realtime } = this.deps;
    if (options.again) await repo.reopenProposition(job.userId, job.messageId);
    const claim = await repo.claimProposition(job);
    if (claim.state !== 'claimed') {
      if (claim.state === 'finished') return 'duplicate';
      throw new PropositionBusy(job.messageId);
    }
    const started = performance.now();
    const state = await this.deps.dialogue?.(job);
    const result = await this.run(job.userId, {
      state,
      text: job.text,
      lng: job.ownerLanguage ?? 'ua',
      channelId: job.channelId,
      conversationId: job.conversationId,
      mediaId: job.mediaId,
      code: job.code,
      imageUrl: job.imageUrl,
      caption: job.caption,
      // Read only when the message needs it (a follow-up that names nothing itself).
      context: async () => (await this.deps.context?.(job)) ?? [],
      // A direct conversation's order (docs/product.md §9.8); comments are answered in public.
      order: job.kind === 'DIRECT' && this.deps.orderDraft ? () => this.deps.orderDraft!(job) : undefined,
    });
    // Decided before the row is finished: a failure here leaves the message to a retry.
    const answer = job.kind === 'COMMENT' && result.ok ? ((await this.deps.commentAnswer?.(job)) ?? 'COMMENT') : null;
    await repo.finishProposition(claim.row.id, {
      status: result.ok ? 'DONE' : 'ERROR',
      requestId: result.requestId,
      text: result.ok ? result.answer : null,
      error: result.ok ? null : result.error,
      insight: result.ok ? result.insight : undefined,
    });
    const outcome = await this.afterDraft(job, result, options.again ?? false);
    if (result.ok && outcome === 'sent') {
      this.deps.observeDraft?.('proposed', (performance.now() - started) / 1000);
      return 'proposed';
    }
    if (result.ok) {
      const data = {
        conversation_id: job.conversationId,
        ai_proposition: result.answer,
        ...(result.note && { note: result.note }),
      };
      await realtime.publish(job.userId, {
        type: answer === 'COMMENT' ? 'NEW_AI_PROPOSITION_COMMENT' : 'NEW_AI_PROPOSITION',
        data: job.kind === 'COMMENT' && job.commentId ? { ...data, comment_id: job.commentId } : data,
      });
      this.deps.observeDraft?.('proposed', (performance.now() - started) / 1000);
      return 'proposed';
    }
    await realtime.publish(job.userId, {
      type: 'PROCESSING_ERROR',
      data: { conversation_id: job.conversationId, message: result.error },
    });
    this.deps.observeDraft?.('error', (performance.now() - started) / 1000);
    return 'error';
  }

  /** A sent reply that differs from the draft: kept so similar questions get the human's answer. */
  async recordCorrection(correction: NewCorrection): Promise<boolean> {
    const sent = correction.sentText.trim();
    const rejected = correction.rejectedProposition.trim();
    if (!sent || !rejected || sent === rejected || !correction.customerMessage.trim()) return false;
    // A reply with a customer's details is never kept for reuse (it could reach another customer).
    if (holdsPersonalData(sent, await this.deps.repo.customerName(correction.conversationId))) return false;
    await this.deps.repo.addCorrection({ ...correction, sentText: sent, rejectedProposition: rejected });
    return true;
  }
}
