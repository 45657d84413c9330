/**
 * Full trust (issue 48, docs/product.md §9.10): a channel's reply mode, the account's switch, and
 * what becomes of each finished draft in full trust. A draft the gate passes waits out its undo
 * window as a SCHEDULED reply (the inbox counts it down and may cancel it: it becomes a draft),
 * then goes out through the owner's idempotent send, keyed by the reply, so it is never sent twice
 * whatever retries or instances run it. A draft the gate refuses goes to the owner as today, and
 * the conversation is marked "Потрібна ваша відповідь" with the reason.
 *
 * Time is this service's clock (`useClock`): the tests hold it still and move it.
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  AUTOPILOT_TOPICS,
  DIRECT_TEXT_LIMITS,
  directTextLength,
  type HandoverReason,
  type ServerEvent,
} from '@vitrina/shared/contracts/constants';
import {
  orderCreateRequestSchema,
  type AutopilotSettings,
  type AutopilotUpdate,
  type AutoReply,
  type Message,
  type OrderCreateRequest,
  type OrderDraft,
} from '@vitrina/shared/contracts';
import { AppError, notFound } from '../../lib/errors';
import type { CustomerMessageJob, PipelineResult } from '../agent';
import { readDraft } from './draft-reading';
import { capWindowStart, decide, learned, topicsOf, WINDOW_MS, type DirectPlatform } from './gate';
import { toReplyDto, type AutopilotRepository, type ReplyRow } from './repository';

/** A reply still waiting this long after its time is given up (a draft again), not sent late. */
const EXPIRE_MS = 10 * 60_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AutopilotDeps {
  repo: AutopilotRepository;
  /** The account's channel (its platform bounds a reply), or undefined when not the account's. */
  channel(userId: string, channelId: string): Promise<{ id: string; platform: DirectPlatform } | undefined>;
  /** The owner's idempotent send, as the assistant (conversations module `sendAsAssistant`). */
  send(
    userId: string,
    input: { channelId: string; conversationId: string; message: string; lastUserMessage: string; key: string },
  ): Promise<Message>;
  publish(userId: string, event: ServerEvent): Promise<void>;
  /** The orders module: the conversation's order as read so far, and its own create (priced from the stock file). */
  orders: {
    draft(userId: string, conversationId: string): Promise<OrderDraft>;
    create(userId: string, body: OrderCreateRequest): Promise<{ id: string }>;
  };
  /** Runs work in the background (app.background). */
  run(name: string, task: () => Promise<unknown>): void;
  log: FastifyBaseLogger;
}

export class AutopilotService {
  private now: () => Date = () => new Date();
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly deps: AutopilotDeps) {}

  /** Sets the clock every decision and send reads (tests hold it still). */
  useClock(now: () => Date): void {
    this.now = now;
  }

  private async ownChannel(userId: string, channelId: string) {
    const channel = await this.deps.channel(userId, channelId);
    if (!channel) throw notFound();
    return channel;
  }

  async settings(userId: string, channelId: string): Promise<AutopilotSettings> {
    await this.ownChannel(userId, channelId);
    return this.withRecord(userId, await this.deps.repo.settings(channelId));
  }

  /** The settings with each topic's track record with the owner, as the gate weighs it (the dialog shows it). */
  private async withRecord(userId: string, settings: AutopilotSettings): Promise<AutopilotSettings> {
    const record = await this.deps.repo.trackRecord(userId, AUTOPILOT_TOPICS);
    const track_record: NonNullable<AutopilotSettings['track_record']> = {};
    for (const topic of AUTOPILOT_TOPICS) {
      const r = record[topic];
      if (r) track_record[topic] = { ...r, learned: learned([topic], settings.learning_drafts, record) };
    }
    return { ...settings, track_record };
  }

  /** Saves the settings; leaving full trust cancels the channel's replies still in their undo window (drafts again). */
  async update(userId: string, channelId: string, update: AutopilotUpdate): Promise<AutopilotSettings> {
    await this.ownChannel(userId, channelId);
    const saved = await this.deps.repo.saveSettings(userId, channelId, update);
    if (saved.mode !== 'FULL_TRUST') {
      await this.cancelled(userId, await this.deps.repo.cancel({ userId, channelId }, 'MODE_OFF'), true);
    }
    return this.withRecord(userId, saved);
  }

  async switchState(userId: string): Promise<{ stopped: boolean }> {
    return { stopped: await this.deps.repo.stopped(userId) };
  }

  /**
   * The header's switch. Stopping is at once: the flag is stored before anything else, so no reply
   * can be claimed for sending after it (the claim reads it in the same statement), and every reply
   * in its undo window is cancelled and comes back to the owner as a draft.
   */
  async setSwitch(userId: string, stopped: boolean): Promise<{ stopped: boolean }> {
    await this.deps.repo.setStopped(userId, stopped);
    if (stopped) await this.cancelled(userId, await this.deps.repo.cancel({ userId }, 'STOPPED'), true);
    return { stopped };
  }

  /** What full trust did over the shop's days `from`–`to` (`tz_offset` minutes east of UTC). */
  stats(userId: string, channelId: string | null, query: { from: string; to: string; tz_offset: number }) {
    const offset = query.tz_offset * 60_000;
    const from = new Date(Date.parse(`${query.from}T00:00:00Z`) - offset);
    const to = new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000 - offset);
    return this.deps.repo.stats(userId, channelId, from, to);
  }

  async pending(userId: string, conversationId?: string): Promise<AutoReply[]> {
    return (await this.deps.repo.pending(userId, conversationId)).map(toReplyDto);
  }

  /** The owner's cancel in the undo window: the reply becomes a draft. 409 once it went (or is going) out. */
  async cancelByOwner(userId: string, id: string): Promise<AutoReply> {
    if (!UUID.test(id)) throw new AppError(404, 'autopilot.reply_not_found');
    const [row] = await this.deps.repo.cancel({ userId, id }, 'OWNER');
    if (row) {
      await this.cancelled(userId, [row], true);
      return toReplyDto(row);
    }
    const existing = await this.deps.repo.find(userId, id);
    if (!existing) throw new AppError(404, 'autopilot.reply_not_found');
    if (existing.status === 'CANCELLED') return toReplyDto(existing);
    throw new AppError(409, 'autopilot.too_late');
  }

  /** Tells the inbox which replies did not go out; those cancelled for the owner come back as drafts. */
  private async cancelled(userId: string, rows: ReplyRow[], asDrafts: boolean): Promise<void> {
    for (const row of rows) {
      await this.deps.publish(userId, {
        type: 'AUTO_REPLY_CANCELLED',
        data: { conversation_id: row.conversation_id, reply_id: row.id, reason: row.cancel_reason ?? 'OWNER' },
      });
      if (asDrafts) {
        await this.deps.publish(userId, {
          type: 'NEW_AI_PROPOSITION',
          data: { conversation_id: row.conversation_id, ai_proposition: row.text },
        });
      }
    }
  }

  /**
   * Marks the conversation for the owner, with the reason, and cancels what the assistant still
   * had waiting in it (the owner answers now; the new draft is theirs).
   */
  private async handOver(userId: string, conversation: { id: string; channel_id: string }, reason: HandoverReason) {
    const cancelled = await this.deps.repo.cancel({ userId, conversationId: conversation.id }, 'HANDED_OVER');
    await this.cancelled(userId, cancelled, false);
    await this.mark(userId, conversation, reason);
  }

  /** The mark and its live event (an earlier mark stays), and the hand-over in the analytics' log. */
  private async mark(userId: string, conversation: { id: string; channel_id: string }, reason: HandoverReason) {
    const at = this.now();
    await this.deps.repo.logHandover({
      userId,
      channelId: conversation.channel_id,
      conversationId: conversation.id,
      reason,
      at,
    });
    const marked = await this.deps.repo.markAttention(conversation.id, reason, at);
    if (marked) {
      // To the assignee when there is one, else to everyone (docs/product.md §9.15).
      await this.deps.publish(userId, {
        type: 'CONVERSATION_ATTENTION',
        data: {
          conversation_id: conversation.id,
          channel_id: conversation.channel_id,
          reason,
          assignee_id: marked.assignee_id,
        },
      });
    }
  }

  /**
   * Full trust's part in every finished draft (AgentService's draft hook): 'sent' when the reply
   * was scheduled to go out alone (no draft for the composer), 'draft' otherwise. A draft the
   * owner asked for again is always theirs.
   */
  async onDraft(
    job: CustomerMessageJob,
    result: PipelineResult,
    options: { again: boolean },
  ): Promise<'sent' | 'draft'> {
    // A draft the owner asked for (the request-AI-answer call, an article code attached) is theirs.
    if (options.again || job.byOwner || !job.channelId || !UUID.test(job.channelId)) return 'draft';
    const { repo } = this.deps;
    const reading = readDraft(result, job.text);
    const { topics } = topicsOf(reading);
    // In every mode: the owner's next answer judges what the draft was about (the gate's record).
    if (result.ok && job.kind === 'DIRECT') await repo.recordTopics(job.userId, job.messageId, topics);
    const settings = await repo.settings(job.channelId);
    if (settings.mode !== 'FULL_TRUST') return 'draft';
    const [channel, conversation, stopped] = await Promise.all([
      this.deps.channel(job.userId, job.channelId),
      repo.conversation(job.conversationId),
      repo.stopped(job.userId),
    ]);
    if (!channel || !conversation || conversation.channel_id !== channel.id) return 'draft';
    const now = this.now();
    const text = result.ok
      ? await this.withAssistantLine(result.answer, settings, conversation.id, channel.platform)
      : null;
    const verdict = decide({
      settings,
      stopped,
      now,
      kind: job.kind,
      customerText: job.text,
      text,
      reading,
      platform: channel.platform,
      conversation: {
        lastInboundAt: conversation.last_inbound_at,
        blocked: conversation.blocked_at !== null,
        attention: conversation.attention_reason,
      },
      repliesLastHour: await repo.repliesSince(conversation.id, capWindowStart(now)),
      record: settings.learning_drafts > 0 ? await repo.trackRecord(job.userId, topics) : {},
    });
    if (!verdict.send || text === null) {
      if (verdict.send === false && verdict.mark) {
        await this.handOver(job.userId, conversation, verdict.reason as HandoverReason);
      }
      this.deps.log.info(
        { conversationId: job.conversationId, reason: verdict.send ? 'no_text' : verdict.reason },
        'autopilot: draft left to the owner',
      );
      return 'draft';
    }
    const reply = await repo.schedule({
      userId: job.userId,
      channelId: channel.id,
      conversationId: conversation.id,
      customerMessageId: job.messageId,
      recipientId: conversation.participant_id,
      text,
      lastUserMessage: job.text,
      sendAt: new Date(now.getTime() + settings.undo_seconds * 1000),
      createdAt: now,
      confirmsOrder: verdict.mark === 'order_ready',
    });
    // The message has its reply already (a retried draft job): nothing more to do.
    if (!reply) return 'sent';
    // The switch or the mode changed while the draft was weighed: a stop cancels what it finds
    // after storing its flag, so a reply stored after that cancel is cancelled here.
    const stillOn = !(await repo.stopped(job.userId)) && (await repo.settings(channel.id)).mode === 'FULL_TRUST';
    if (!stillOn) {
      await repo.cancel({ userId: job.userId, id: reply.id }, 'STOPPED');
      return 'draft';
    }
    // With "create confirmed orders automatically" the order is made once the reply went out;
    // the owner is asked only if that fails (createOrder).
    const orderLeftToOwner = !(verdict.mark === 'order_ready' && settings.auto_orders);
    if (verdict.mark && orderLeftToOwner) await this.mark(job.userId, conversation, verdict.mark);
    await this.deps.publish(job.userId, {
      type: 'AUTO_REPLY_SCHEDULED',
      data: {
        conversation_id: conversation.id,
        reply_id: reply.id,
        text: reply.text,
        send_at: reply.send_at.toISOString(),
        undo_seconds: settings.undo_seconds,
      },
    });
    this.arm(reply);
    return 'sent';
  }

  /** The owner's line about the assistant, at the start of a conversation's first automatic reply, when it fits. */
  private async withAssistantLine(
    draft: string,
    settings: AutopilotSettings,
    conversationId: string,
    platform: DirectPlatform,
  ): Promise<string> {
    if (!settings.assistant_line || (await this.deps.repo.hadReply(conversationId))) return draft;
    const text = `${settings.assistant_line}\n${draft}`;
    return directTextLength(platform, text) <= DIRECT_TEXT_LIMITS[platform].max ? text : draft;
  }

  /** Sends the reply when its undo window ends, on this instance (the sweep is the safety net). */
  private arm(reply: ReplyRow): void {
    const delay = Math.max(0, reply.send_at.getTime() - this.now().getTime());
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.deps.run('autopilot.send', () => this.sendDue(reply.id));
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }

  /**
   * Sends one reply whose undo window is over, if it may still go: claimed in one statement (not
   * stopped, still full trust, the assistant ON), not answered by the owner meanwhile, the window
   * still open. A failed send is a draft for the owner again, and the conversation is marked.
   * Answers whether it went out.
   */
  async sendDue(id: string): Promise<boolean> {
    const { repo } = this.deps;
    const now = this.now();
    const row = await repo.claim(id, now);
    if (!row) return false;
    if (await repo.ownerAnsweredAfter(row.customer_message_id)) {
      await this.cancelled(
        row.user_id,
        await repo.cancel({ userId: row.user_id, id: row.id }, 'OWNER_REPLIED', true),
        false,
      );
      return false;
    }
    const conversation = await repo.conversation(row.conversation_id);
    try {
      const last = conversation?.last_inbound_at?.getTime();
      if (!conversation || last === undefined || now.getTime() - last > WINDOW_MS) {
        throw new AppError(403, 'autopilot.window_closed');
      }
      const message = await this.deps.send(row.user_id, {
        channelId: row.channel_id,
        conversationId: row.conversation_id,
        message: row.text,
        lastUserMessage: row.last_user_message,
        key: `autopilot:${row.id}`,
      });
      const sent = await repo.sent(row.id, message.id);
      if (sent.confirms_order) await this.createOrder(sent);
      return true;
    } catch (err) {
      this.deps.log.warn({ err, replyId: row.id }, 'autopilot: the automatic reply was not sent');
      await repo.failed(row.id, err instanceof Error ? err.message : String(err));
      const reason: HandoverReason =
        err instanceof AppError && err.key === 'autopilot.window_closed' ? 'window_closed' : 'send_failed';
      if (conversation) await this.handOver(row.user_id, conversation, reason);
      await this.deps.publish(row.user_id, {
        type: 'NEW_AI_PROPOSITION',
        data: { conversation_id: row.conversation_id, ai_proposition: row.text },
      });
      return false;
    }
  }

  /**
   * "Create confirmed orders automatically" (issue 48 item 4, off by default): once the reply to the
   * customer's confirmation of the summary went out, the order is made through the orders module's
   * own create (priced from the stock file, refused for what is not there), at most once per
   * confirmation (claimed in one statement), and not when the owner made it first. Whatever stops
   * it (the setting off, the order incomplete, out of stock) leaves it to the owner: the
   * conversation is marked `order_ready`, as without the setting.
   */
  private async createOrder(row: ReplyRow): Promise<void> {
    const { repo } = this.deps;
    if (!(await repo.claimOrder(row.id))) return;
    const conversation = { id: row.conversation_id, channel_id: row.channel_id };
    const toOwner = async (error: string) => {
      await repo.orderDone(row.id, { state: 'FAILED', error });
      await this.mark(row.user_id, conversation, 'order_ready');
    };
    try {
      if (!(await repo.settings(row.channel_id)).auto_orders) {
        await repo.orderDone(row.id, { state: 'SKIPPED', error: 'auto_orders off' });
        await this.mark(row.user_id, conversation, 'order_ready');
        return;
      }
      if (await repo.orderSince(row.conversation_id, row.created_at)) {
        await repo.orderDone(row.id, { state: 'SKIPPED', error: "the owner's order came first" });
        return;
      }
      const body = orderOf(await this.deps.orders.draft(row.user_id, row.conversation_id));
      if (!body) return await toOwner('the order is incomplete');
      const order = await this.deps.orders.create(row.user_id, body);
      await repo.orderDone(row.id, { state: 'CREATED', orderId: order.id });
    } catch (err) {
      this.deps.log.warn({ err, replyId: row.id }, 'autopilot: the confirmed order was not created');
      await toOwner(err instanceof Error ? err.message : String(err));
    }
  }

  /** Sends every reply due now (and any stuck mid-send): the periodic safety net of every instance. */
  async sweep(): Promise<number> {
    const expired = await this.deps.repo.expire(new Date(this.now().getTime() - EXPIRE_MS));
    for (const row of expired) await this.cancelled(row.user_id, [row], true);
    let sent = 0;
    for (const id of await this.deps.repo.due(this.now())) if (await this.sendDue(id)) sent += 1;
    return sent;
  }

  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}

/**
 * The create call for the order the conversation confirmed, or null when something the summary
 * needs is missing (an unsaid payment is cash on delivery, as the summary says: docs/product.md §9.8).
 */
export function orderOf(draft: OrderDraft): OrderCreateRequest | null {
  if (draft.lines.length === 0 || draft.missing.some((field) => field !== 'payment')) return null;
  if (!draft.customer_name || !draft.phone || !draft.delivery.type || !draft.delivery.city) return null;
  const parsed = orderCreateRequestSchema.safeParse({
    conversation_id: draft.conversation_id,
    customer_name: draft.customer_name,
    phone: draft.phone,
    delivery: draft.delivery,
    payment: draft.payment ?? 'COD',
    lines: draft.lines.map((l) => ({ code: l.code, size: l.size, color: l.color || undefined, quantity: l.quantity })),
  });
  return parsed.success ? parsed.data : null;
}
