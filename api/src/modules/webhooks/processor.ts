import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { ChannelRow, ConversationRow, DB, MessageRow, StoredAttachment, StoredReaction } from '../../db/schema';
import type { ChannelsRepository } from '../channels/repository';
import { toMessageDto } from '../conversations/dto';
import type { CustomerMessageStored, InboxEvents } from '../conversations/events';
import type { ConversationsRepository, MessageInput } from '../conversations/repository';
import type { MetaGateway } from '../meta/gateway';
import type { RealtimeEvent, RealtimeHub } from '../realtime/hub';
import type { WebhookDeliveriesRepository } from './repository';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Meta's JSON, read defensively field by field
type Json = Record<string, any>;

/** What processing one delivery found, kept on the delivery row. */
export interface Outcome {
  stored: number;
  updated: number;
  duplicates: number;
  skipped: string[];
  unknown: string[];
  error?: string;
}

/** Everything to do after the transaction commits. */
interface Effects {
  events: Array<{ userId: string; event: RealtimeEvent }>;
  customer: CustomerMessageStored[];
  newConversations: Array<{ channel: ChannelRow; conversation: ConversationRow }>;
  /** Posts whose permalink is not known yet, per channel id. */
  posts: Map<string, { channel: ChannelRow; ids: Set<string> }>;
  /** Posts commented under, per channel id (the publications' background sync, `onCommentedPosts`). */
  commented: Map<string, { channel: ChannelRow; ids: Set<string> }>;
}

/** A channel a delivery names, with its owner's assistant switch. */
type AccountChannel = ChannelRow & { bot_status: 'ON' | 'OFF' };

const newEffects = (): Effects => ({
  events: [],
  customer: [],
  newConversations: [],
  posts: new Map(),
  commented: new Map(),
});

interface Ctx {
  trx: Transaction<DB>;
  channel: AccountChannel;
  entryTime: Date;
  /** When the delivery arrived: the time of events that carry none of their own (Instagram comments). */
  receivedAt: Date;
  outcome: Outcome;
  effects: Effects;
}

/**
 * A direct message or postback waiting to be stored with the others of its batch (two statements
 * for the lot). Anything whose result depends on what came before it stores the waiting ones first.
 */
interface PendingMessage {
  ctx: Ctx;
  customerId: string;
  at: Date;
  inboundAt: Date | null;
  input: Omit<MessageInput, 'conversationId'>;
}

interface CommentInput {
  id: string;
  fromId: string | null;
  fromName: string | null;
  text: string;
  postId: string | null;
  postUrl: string | null;
  parentId: string | null;
  isLive: boolean;
  verb: 'add' | 'edited' | 'remove';
  at: Date;
  attachments: StoredAttachment[];
}

const ENRICH_TIMEOUT_MS = 2000;

/** A non-empty string (numbers as text); NUL characters dropped, as PostgreSQL text cannot hold them. */
const str = (v: unknown): string | null =>
  typeof v === 'string' && v !== '' ? v.replaceAll('\u0000', '') : typeof v === 'number' ? String(v) : null;

/** Meta times are epoch milliseconds (messaging), epoch seconds (entry.time, feed) or ISO strings. */
function timeOf(v: unknown, fallback: Date): Date {
  if (typeof v === 'number' && Number.isFinite(v)) return new Date(v < 1e12 ? v * 1000 : v);
  if (typeof v === 'string') {
    const d = new Date(v);
    if (!Number.isNaN(d.getTime())) return d;
  }
  return fallback;
}

/** A stable id for the i-th attachment of a message (the article-code call names it). */
function assetId(platformId: string, index: number): string {
  return createHash('sha1').update(`${platformId}#${index}`).digest('hex').slice(0, 16);
}

function attachmentsOf(platformId: string, list: unknown): StoredAttachment[] {
  if (!Array.isArray(list)) return [];
  return (list as Json[]).map((a, i) => ({
    type: str(a?.type) ?? 'file',
    url: str(a?.payload?.url),
    title: str(a?.payload?.title),
    asset_id: assetId(platformId, i),
    code: null,
  }));
}

/** A delivery as it arrived: its id is chosen by the receiver, its body is the raw text Meta signed. */
export interface NewDelivery {
  id: string;
  body: string;
}

/** The body as JSON; null when it is not JSON (stored all the same, with that as its outcome). */
export function parseBody(text: string): Json | null {
  try {
    return JSON.parse(text) as Json;
  } catch {
    return null;
  }
}

/** The delivery's `object` (instagram, page, …), kept in its own column. */
export function objectOf(body: Json | null): string | null {
  return body && typeof body === 'object' ? String(body.object ?? '') || null : null;
}

/** A delivery being applied: its parsed body and what applying it found. */
interface Applying {
  id: string;
  receivedAt: Date;
  body: Json | null;
  outcome: Outcome;
}

function parsed(id: string, text: string, receivedAt: Date): Applying {
  const body = parseBody(text);
  const outcome: Outcome = { stored: 0, updated: 0, duplicates: 0, skipped: [], unknown: [] };
  return { id, receivedAt, body, outcome: body === null ? { ...outcome, error: 'body is not JSON' } : outcome };
}

/**
 * Applies webhook deliveries: Instagram (`object: instagram`) and Messenger (`object: page`)
 * messaging events and comment changes become conversations and messages, idempotent by platform
 * id. Two ways in: `receive` applies new deliveries and stores them, processed, in one transaction
 * (the instance that took them; api/README.md "Webhooks"), `process` applies stored ones (the
 * queue's safety net). After the commit it publishes the realtime events, fills in new customers'
 * names, and tells the AI hook about new customer messages.
 */
export class WebhookProcessor {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly deliveries: WebhookDeliveriesRepository,
    private readonly channels: ChannelsRepository,
    private readonly conversations: ConversationsRepository,
    private readonly meta: MetaGateway,
    private readonly realtime: RealtimeHub,
    private readonly inbox: InboxEvents,
    private readonly log: FastifyBaseLogger,
    /** Told the seconds from a delivery received to its content stored (the metrics). */
    private readonly observeLag: (seconds: number) => void = () => undefined,
    /** Told, after the commit, the posts that comments arrived under (a sync when one is new; never throws). */
    private readonly onCommentedPosts: (channel: ChannelRow, mediaIds: Set<string>) => Promise<void> = async () =>
      undefined,
  ) {}

  /**
   * Applies new deliveries and stores them, marked processed, in one transaction: once it
   * resolves they are durable and applied together (a burst costs six statements per batch).
   * Resolves to the after-commit work (events, names, the AI hook), for the caller to run
   * without holding the answer. Throws when the transaction fails: nothing of the batch is kept.
   */
  async receive(batch: NewDelivery[]): Promise<() => Promise<void>> {
    const receivedAt = new Date();
    const applying = batch.map((d) => parsed(d.id, d.body, receivedAt));
    const effects = newEffects();
    await this.db.transaction().execute(async (trx) => {
      await this.applyAll(trx, applying, effects);
      await this.deliveries.insertMany(
        batch.map((d, i) => ({
          ...d,
          object: objectOf(applying[i].body),
          processed: { outcome: applying[i].outcome },
        })),
        trx,
        receivedAt,
      );
    });
    return () => this.afterCommit(applying, effects);
  }

  /** Processes a stored delivery unless it is done or being processed by another worker. Throws to be retried. */
  async process(deliveryId: string): Promise<Outcome | null> {
    try {
      const [outcome] = await this.apply([deliveryId]);
      return outcome;
    } catch (err) {
      await this.deliveries.markFailed(deliveryId, (err as Error).message).catch(() => undefined);
      throw err;
    }
  }

  /**
   * Processes stored deliveries in one transaction. When the batch fails, each is applied on its
   * own, so one bad delivery holds back no other. Returns each delivery's error, undefined when it
   * is done.
   */
  async processMany(ids: string[]): Promise<Array<unknown>> {
    if (ids.length > 1) {
      try {
        await this.apply(ids);
        return ids.map(() => undefined);
      } catch (err) {
        this.log.warn({ err, deliveries: ids.length }, 'webhook: batch failed, applying each on its own');
      }
    }
    const errors: unknown[] = [];
    for (const id of ids)
      errors.push(
        await this.process(id).then(
          () => undefined,
          (err: unknown) => err,
        ),
      );
    return errors;
  }

  private async apply(ids: string[]): Promise<Array<Outcome | null>> {
    const effects = newEffects();
    const applied = await this.db.transaction().execute(async (trx) => {
      const claimed = (await this.deliveries.claim(trx, ids)).map((d) => parsed(d.id, d.body, d.received_at));
      await this.applyAll(trx, claimed, effects);
      await this.deliveries.markProcessed(trx, claimed);
      return claimed;
    });
    await this.afterCommit(applied, effects);
    return ids.map((id) => applied.find((a) => a.id === id)?.outcome ?? null);
  }

  /** Applies parsed deliveries in order within `trx`; what is for after the commit goes to `effects`. */
  private async applyAll(trx: Transaction<DB>, applying: Applying[], effects: Effects): Promise<void> {
    // Every account the batch names, read at once.
    const accountIds = new Set<string>();
    for (const { body } of applying)
      for (const entry of Array.isArray(body?.entry) ? (body.entry as Json[]) : []) {
        const id = str(entry?.id);
        if (id) accountIds.add(id);
      }
    const channels = await this.channels.findByAccounts([...accountIds], trx);
    const pending: PendingMessage[] = [];
    for (const { body, receivedAt, outcome } of applying)
      if (body) await this.applyBody(trx, body, receivedAt, outcome, effects, channels, pending);
    await this.storePending(pending);
  }

  private async applyBody(
    trx: Transaction<DB>,
    body: Json,
    receivedAt: Date,
    outcome: Outcome,
    effects: Effects,
    known: AccountChannel[],
    pending: PendingMessage[],
  ): Promise<void> {
    const platform = body.object === 'instagram' ? 'INSTAGRAM' : body.object === 'page' ? 'FACEBOOK' : null;
    if (!platform) {
      outcome.unknown.push(`object:${String(body.object)}`);
      return;
    }
    for (const entry of Array.isArray(body.entry) ? (body.entry as Json[]) : []) {
      const accountId = str(entry?.id);
      const channels = known.filter((c) => c.profile_id === accountId && c.platform === platform);
      if (channels.length === 0) {
        outcome.skipped.push(`account:${accountId}`);
        continue;
      }
      for (const channel of channels) {
        const ctx: Ctx = { trx, channel, entryTime: timeOf(entry.time, receivedAt), receivedAt, outcome, effects };
        for (const ev of Array.isArray(entry.messaging) ? (entry.messaging as Json[]) : [])
          await this.messaging(ctx, ev, pending);
        for (const change of Array.isArray(entry.changes) ? (entry.changes as Json[]) : [])
          await this.change(ctx, change, pending);
        if (Array.isArray(entry.standby)) outcome.unknown.push('standby');
      }
    }
  }

  // ---- messaging (DMs, echoes, edits, unsends, reactions, reads, postbacks) ----

  private async messaging(ctx: Ctx, ev: Json, pending: PendingMessage[]): Promise<void> {
    const shopIds = [ctx.channel.profile_id, ctx.channel.page_id];
    const senderId = str(ev.sender?.id);
    const recipientId = str(ev.recipient?.id);
    const fromShop = ev.message?.is_echo === true || (senderId !== null && shopIds.includes(senderId));
    const customerId = fromShop ? recipientId : senderId;
    const at = timeOf(ev.timestamp, ctx.entryTime);
    if (!customerId) {
      ctx.outcome.skipped.push('messaging:no-customer');
      return;
    }
    const base = { senderId, fromShop, createdTime: at, channelId: ctx.channel.id, type: 'STANDARD' as const };

    // Direct messages and postbacks wait to be written with the rest of the batch.
    const wait = (input: Omit<MessageInput, 'conversationId' | keyof typeof base>) =>
      void pending.push({ ctx, customerId, at, inboundAt: fromShop ? null : at, input: { ...base, ...input } });
    if (ev.message && !ev.message.is_deleted) {
      const m = ev.message as Json;
      const mid = str(m.mid);
      if (!mid) return void ctx.outcome.skipped.push('message:no-mid');
      return wait({
        platformId: mid,
        text: str(m.text) ?? '',
        attachments: attachmentsOf(mid, m.attachments),
        replyTo: m.reply_to ? { mid: str(m.reply_to.mid), story_url: str(m.reply_to.story?.url) } : null,
        payload: str(m.quick_reply?.payload),
      });
    }
    if (ev.postback) {
      const p = ev.postback as Json;
      return wait({
        platformId: str(p.mid) ?? `postback:${customerId}:${at.getTime()}`,
        text: str(p.title) ?? '',
        payload: str(p.payload),
      });
    }
    // Edits, unsends, reactions and reads find what came before them: store the waiting messages first.
    await this.storePending(pending);
    if (ev.message) {
      const mid = str(ev.message.mid);
      if (!mid) return void ctx.outcome.skipped.push('message:no-mid');
      const conversation = await this.conversation(ctx, customerId, at, null);
      return this.removed(
        ctx,
        await this.conversations.markDeleted(ctx.trx, { ...base, conversationId: conversation.id, platformId: mid }),
      );
    }
    if (ev.message_edit) {
      const e = ev.message_edit as Json;
      const mid = str(e.mid);
      if (!mid) return void ctx.outcome.skipped.push('message_edit:no-mid');
      const conversation = await this.conversation(ctx, customerId, at, null);
      const row = await this.conversations.applyEdit(ctx.trx, {
        ...base,
        conversationId: conversation.id,
        platformId: mid,
        text: str(e.text) ?? '',
        editCount: Math.max(1, Number(e.num_edit) || 1),
      });
      return this.updated(ctx, conversation, row);
    }
    if (ev.reaction) return this.reaction(ctx, ev.reaction as Json, fromShop);
    if (ev.read) {
      const conversation = await this.conversations.findByParticipant(ctx.channel.id, customerId, ctx.trx);
      if (conversation) await this.conversations.markCustomerRead(ctx.trx, conversation.id, at);
      return;
    }
    if (ev.delivery) return;
    ctx.outcome.unknown.push(
      `messaging:${Object.keys(ev)
        .filter((k) => !['sender', 'recipient', 'timestamp'].includes(k))
        .join('+')}`,
    );
  }

  private async reaction(ctx: Ctx, r: Json, byShop: boolean): Promise<void> {
    const mid = str(r.mid);
    const message = mid ? await this.conversations.findByPlatformId(ctx.channel.id, mid, ctx.trx) : undefined;
    if (!message) return void ctx.outcome.skipped.push('reaction:unknown-message');
    const emoji = str(r.emoji) ?? str(r.reaction) ?? '';
    const others = message.reactions.filter((x) => x.by_shop !== byShop);
    const next: StoredReaction[] = r.action === 'unreact' ? others : [...others, { emoji, by_shop: byShop }];
    if (JSON.stringify(next) === JSON.stringify(message.reactions)) return void ctx.outcome.duplicates++;
    const row = await this.conversations.setReactions(ctx.trx, message.id, next);
    const conversation = await ctx.trx
      .selectFrom('conversations')
      .selectAll()
      .where('id', '=', row.conversation_id)
      .executeTakeFirstOrThrow();
    this.updated(ctx, conversation, row);
  }

  // ---- changes (comments, live comments, Page feed) ----

  private async change(ctx: Ctx, change: Json, pending: PendingMessage[]): Promise<void> {
    await this.storePending(pending);
    const field = str(change.field) ?? '?';
    const v = (change.value ?? {}) as Json;
    if (field === 'comments' || field === 'live_comments') {
      const id = str(v.id);
      if (!id) return void ctx.outcome.skipped.push(`${field}:no-id`);
      return this.comment(ctx, {
        id,
        fromId: str(v.from?.id),
        fromName: str(v.from?.username),
        text: str(v.text) ?? '',
        postId: str(v.media?.id),
        postUrl: null,
        parentId: str(v.parent_id),
        isLive: field === 'live_comments',
        verb: 'add',
        at: timeOf(v.timestamp ?? v.created_time, ctx.receivedAt),
        attachments: [],
      });
    }
    if (field === 'feed' && v.item === 'comment') {
      const id = str(v.comment_id);
      if (!id) return void ctx.outcome.skipped.push('feed:no-comment-id');
      const parent = str(v.parent_id);
      const postId = str(v.post_id);
      const verb = v.verb === 'remove' || v.verb === 'edited' ? v.verb : 'add';
      return this.comment(ctx, {
        id,
        fromId: str(v.from?.id),
        fromName: str(v.from?.name),
        text: str(v.message) ?? '',
        postId,
        postUrl: str(v.post?.permalink_url),
        parentId: parent && parent !== postId ? parent : null,
        isLive: false,
        verb,
        at: timeOf(v.created_time, ctx.entryTime),
        attachments: v.photo ? [{ type: 'image', url: str(v.photo), asset_id: assetId(id, 0), code: null }] : [],
      });
    }
    ctx.outcome.unknown.push(field === 'feed' ? `feed:${String(v.item)}` : field);
  }

  private async comment(ctx: Ctx, c: CommentInput): Promise<void> {
    if (c.postId) this.addPost(ctx.effects.commented, ctx.channel, c.postId);
    const fromShop = c.fromId !== null && [ctx.channel.profile_id, ctx.channel.page_id].includes(c.fromId);
    const existing = await this.conversations.findByPlatformId(ctx.channel.id, c.id, ctx.trx);
    // The shop's own comment belongs to the conversation of the comment it answers.
    const parent = c.parentId
      ? await this.conversations.findByPlatformId(ctx.channel.id, c.parentId, ctx.trx)
      : undefined;
    let conversation: ConversationRow | undefined;
    if (existing || (fromShop && parent)) {
      const id = existing?.conversation_id ?? parent!.conversation_id;
      conversation = await ctx.trx.selectFrom('conversations').selectAll().where('id', '=', id).executeTakeFirst();
    } else if (!fromShop && c.fromId) {
      conversation = await this.conversation(ctx, c.fromId, c.at, null, c.fromName);
    }
    if (!conversation) return void ctx.outcome.skipped.push('comment:no-conversation');
    const input: MessageInput = {
      conversationId: conversation.id,
      channelId: ctx.channel.id,
      platformId: c.id,
      type: c.parentId ? 'COMMENT_REPLY' : 'REPLY_TO_POST',
      fromShop,
      senderId: c.fromId,
      senderName: c.fromName,
      text: c.text,
      attachments: c.attachments,
      postId: c.postId ?? parent?.post_id ?? null,
      postUrl: c.postUrl ?? parent?.post_url ?? null,
      parentId: c.parentId,
      isLive: c.isLive,
      createdTime: c.at,
    };
    if (!input.postUrl && input.postId) {
      input.postUrl = await this.conversations.knownPostUrl(ctx.trx, ctx.channel.id, input.postId);
      if (!input.postUrl) this.postToResolve(ctx, input.postId);
    }
    if (c.verb === 'remove') return this.removed(ctx, await this.conversations.markDeleted(ctx.trx, input));
    if (c.verb === 'edited') {
      // Page comment edits carry no edit counter: the delivery time orders them.
      const row = await this.conversations.applyEdit(ctx.trx, {
        ...input,
        editCount: Math.floor(ctx.entryTime.getTime() / 1000),
      });
      return this.updated(ctx, conversation, row);
    }
    const stored = await this.conversations.insertMessage(ctx.trx, input);
    return this.stored(ctx, conversation, stored, 'NEW_COMMENT', 'COMMENT');
  }

  // ---- shared steps ----

  /** Stores the waiting direct messages: one statement for their conversations, one for the messages. */
  private async storePending(pending: PendingMessage[]): Promise<void> {
    if (pending.length === 0) return;
    const batch = pending.splice(0);
    const trx = batch[0].ctx.trx;
    const conversations = await this.conversations.upsertConversations(
      trx,
      batch.map((p) => ({
        channelId: p.ctx.channel.id,
        participant: { id: p.customerId, username: null },
        at: p.at,
        inboundAt: p.inboundAt,
      })),
    );
    conversations.forEach(({ row, created }, i) => {
      if (created) batch[i].ctx.effects.newConversations.push({ channel: batch[i].ctx.channel, conversation: row });
    });
    const rows = await this.conversations.insertMessages(
      trx,
      batch.map((p, i) => ({ ...p.input, conversationId: conversations[i].row.id })),
    );
    rows.forEach((row, i) => this.stored(batch[i].ctx, conversations[i].row, row, 'NEW_MESSAGE', 'DIRECT'));
  }

  private postToResolve(ctx: Ctx, postId: string): void {
    this.addPost(ctx.effects.posts, ctx.channel, postId);
  }

  private addPost(posts: Effects['posts'], channel: ChannelRow, postId: string): void {
    const entry = posts.get(channel.id) ?? { channel, ids: new Set<string>() };
    entry.ids.add(postId);
    posts.set(channel.id, entry);
  }

  private async conversation(ctx: Ctx, customerId: string, at: Date, inboundAt: Date | null, name?: string | null) {
    const { row, created } = await this.conversations.upsertConversation(
      ctx.trx,
      ctx.channel.id,
      { id: customerId, username: name ?? null },
      at,
      inboundAt,
    );
    if (created) ctx.effects.newConversations.push({ channel: ctx.channel, conversation: row });
    return row;
  }

  private publish(ctx: Ctx, type: string, data: object): void {
    ctx.effects.events.push({
      userId: ctx.channel.user_id,
      event: { type, data: { ...data, channel_id: ctx.channel.id } },
    });
  }

  private stored(
    ctx: Ctx,
    conversation: ConversationRow,
    row: MessageRow | undefined,
    type: 'NEW_MESSAGE' | 'NEW_COMMENT',
    kind: CustomerMessageStored['kind'],
  ): void {
    if (!row || row.deleted_at) return void ctx.outcome.duplicates++;
    ctx.outcome.stored++;
    const dto = toMessageDto(row, conversation, ctx.channel);
    this.publish(ctx, type, dto);
    if (!row.from_shop) {
      ctx.effects.customer.push({
        userId: ctx.channel.user_id,
        channelId: ctx.channel.id,
        conversationId: conversation.id,
        kind,
        message: dto,
        assistantOn: ctx.channel.bot_status === 'ON',
      });
    }
  }

  private updated(ctx: Ctx, conversation: ConversationRow, row: MessageRow | undefined): void {
    if (!row || row.deleted_at) return void ctx.outcome.duplicates++;
    ctx.outcome.updated++;
    this.publish(ctx, 'UPDATE_MESSAGE', toMessageDto(row, conversation, ctx.channel));
  }

  private removed(ctx: Ctx, row: MessageRow | undefined): void {
    if (!row) return void ctx.outcome.duplicates++;
    ctx.outcome.updated++;
    this.publish(ctx, 'MESSAGE_REMOVED', { conversation_id: row.conversation_id, message_id: row.id });
  }

  private async afterCommit(applied: Applying[], effects: Effects): Promise<void> {
    for (const { id, receivedAt, outcome } of applied) {
      this.observeLag((Date.now() - receivedAt.getTime()) / 1000);
      if (outcome.unknown.length > 0 || outcome.error) {
        this.log.warn(
          { deliveryId: id, unknown: outcome.unknown, error: outcome.error },
          'webhook: stored without a known meaning',
        );
      }
    }
    // A post's permalink is read once from Graph (bounded wait) and kept on its comments.
    const resolved = new Map<string, string>();
    await Promise.all(
      [...effects.posts.values()].flatMap(({ channel, ids }) =>
        [...ids].map((postId) =>
          Promise.race([
            this.resolvePost(channel, postId, resolved),
            new Promise((r) => setTimeout(r, ENRICH_TIMEOUT_MS).unref()),
          ]),
        ),
      ),
    );
    const withPostUrl = (data: { post_id?: string | null; post_url?: string | null }) => {
      if (data.post_id && !data.post_url && resolved.has(data.post_id)) data.post_url = resolved.get(data.post_id)!;
    };
    for (const { event } of effects.events) withPostUrl(event.data as Parameters<typeof withPostUrl>[0]);
    for (const { message } of effects.customer) withPostUrl(message);
    // New customers: their name and picture come from Graph (best effort, bounded wait), then the list refetch.
    await Promise.all(
      effects.newConversations.map(async ({ channel, conversation }) => {
        await Promise.race([
          this.enrich(channel, conversation),
          new Promise((r) => setTimeout(r, ENRICH_TIMEOUT_MS).unref()),
        ]);
        await this.realtime.publish(channel.user_id, {
          type: 'NEW_CONVERSATION',
          data: { conversation_id: conversation.id, channel_id: channel.id },
        });
      }),
    );
    for (const { userId, event } of effects.events) await this.realtime.publish(userId, event);
    for (const event of effects.customer) await this.inbox.emitCustomerMessage(event);
    for (const { channel, ids } of effects.commented.values()) {
      await this.onCommentedPosts(channel, ids).catch((err: unknown) =>
        this.log.warn({ err, channelId: channel.id }, 'webhook: publications sync not queued'),
      );
    }
  }

  private async resolvePost(channel: ChannelRow, postId: string, resolved: Map<string, string>): Promise<void> {
    try {
      const media = await this.meta.call((a) => a.getMedia(this.meta.account(channel), postId), {
        onTokenExpired: () => this.channels.markTokenExpired(channel.id),
      });
      if (!media.permalink) return;
      await this.conversations.setPostUrl(channel.id, postId, media.permalink);
      resolved.set(postId, media.permalink);
    } catch (err) {
      this.log.warn({ err, postId }, 'webhook: post permalink not available');
    }
  }

  private async enrich(channel: ChannelRow, conversation: ConversationRow): Promise<void> {
    try {
      const profile = await this.meta.call(
        (a) => a.getCustomerProfile(this.meta.account(channel), conversation.participant_id),
        { onTokenExpired: () => this.channels.markTokenExpired(channel.id) },
      );
      await this.conversations.updateParticipant(conversation.id, {
        name: profile.name || conversation.participant_name,
        username: profile.username ?? conversation.participant_username,
        picture: profile.picture,
      });
    } catch (err) {
      this.log.warn({ err, conversationId: conversation.id }, 'webhook: customer profile not available');
    }
  }
}
