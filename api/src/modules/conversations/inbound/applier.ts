import type { Transaction } from 'kysely';
import type { ConversationRow, DB, MessageRow, StoredAttachment, StoredReaction } from '../../../db/schema';
import type { InboundAttachment, InboundComment, InboundEvent, MessagingEvent, ParsedDelivery } from '../../meta';
import { toMessageDto } from '../dto';
import type { CustomerMessageStored } from '../events';
import { InboxPublisher } from '../publisher';
import type { ConversationsRepository, MessageInput } from '../repository';
import {
  addPost,
  addUnnamed,
  newEffects,
  type AccountChannel,
  type ApplyOutcome,
  type InboundEffects,
} from './effects';

/** A parsed delivery to apply, with the outcome it fills in. */
export interface InboundDelivery {
  parsed: ParsedDelivery | null;
  outcome: ApplyOutcome;
}

/** Reads the channels of the accounts a batch names, with each owner's assistant switch (one statement). */
export type AccountsReader = (accountIds: string[], trx: Transaction<DB>) => Promise<AccountChannel[]>;

interface Ctx {
  trx: Transaction<DB>;
  channel: AccountChannel;
  outcome: ApplyOutcome;
  effects: InboundEffects;
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

const shopIdsOf = (channel: AccountChannel) => [channel.profile_id, channel.page_id];

/**
 * Stores typed inbound events (modules/meta's parsers make them) inside the webhook's
 * transaction: conversations and messages, idempotent by platform id (a replay stores and
 * publishes nothing). What is for after the commit — the owners' events, the AI hook, names and
 * permalinks to read — is collected in the returned effects (inbound/after-commit.ts runs them).
 * A batch costs one read of its accounts and two writes for its direct messages, whatever its size.
 */

/** A reaction is one emoji (a few code points with modifiers); anything longer is not stored. */
const REACTION_MAX_CHARS = 16;
export class InboundApplier {
  constructor(
    private readonly repo: ConversationsRepository,
    private readonly accounts: AccountsReader,
    /** Attachment links the inbox may show and the assistant may fetch (lib/media-hosts.ts). */
    private readonly mediaAllowed: (url: string) => boolean,
  ) {}

  /** The attachments as stored: a link to anything but the platform's media hosts is dropped. */
  private storedAttachments(attachments: InboundAttachment[]): StoredAttachment[] {
    return attachments.map((a) => ({ ...a, url: a.url && this.mediaAllowed(a.url) ? a.url : null, code: null }));
  }

  async apply(trx: Transaction<DB>, deliveries: InboundDelivery[]): Promise<InboundEffects> {
    const effects = newEffects();
    const accountIds = new Set<string>();
    for (const { parsed } of deliveries)
      for (const entry of parsed?.entries ?? []) if (entry.accountId) accountIds.add(entry.accountId);
    const channels = await this.accounts([...accountIds], trx);
    const pending: PendingMessage[] = [];
    for (const { parsed, outcome } of deliveries) {
      if (!parsed) continue;
      outcome.unknown.push(...parsed.unknown);
      for (const entry of parsed.entries) {
        const mine = channels.filter((c) => c.profile_id === entry.accountId && c.platform === parsed.platform);
        if (mine.length === 0) outcome.skipped.push(`account:${entry.accountId}`);
        for (const channel of mine)
          for (const event of entry.events) await this.event({ trx, channel, outcome, effects }, event, pending);
      }
    }
    await this.storePending(pending);
    return effects;
  }

  private async event(ctx: Ctx, event: InboundEvent, pending: PendingMessage[]): Promise<void> {
    if (event.kind === 'comment') {
      await this.storePending(pending);
      return this.comment(ctx, event);
    }
    if (!('at' in event)) return void ctx.outcome[event.kind].push(event.note);
    return this.messaging(ctx, event, pending);
  }

  // ---- messaging (DMs, echoes, edits, unsends, reactions, reads, postbacks) ----

  private async messaging(ctx: Ctx, ev: MessagingEvent, pending: PendingMessage[]): Promise<void> {
    const fromShop = ev.echo || (ev.sender !== null && shopIdsOf(ctx.channel).includes(ev.sender));
    const customerId = fromShop ? ev.recipient : ev.sender;
    if (!customerId) return void ctx.outcome.skipped.push('messaging:no-customer');
    const base = {
      senderId: ev.sender,
      fromShop,
      createdTime: ev.at,
      channelId: ctx.channel.id,
      type: 'STANDARD' as const,
    };
    // Direct messages and postbacks wait to be written with the rest of the batch.
    const wait = (input: Omit<MessageInput, 'conversationId' | keyof typeof base>) =>
      void pending.push({
        ctx,
        customerId,
        at: ev.at,
        inboundAt: fromShop ? null : ev.at,
        input: { ...base, ...input },
      });
    switch (ev.kind) {
      case 'message':
        // A post a customer shares that the channel may not know yet: the publications' sync hears of it.
        if (ev.postId && !fromShop) addPost(ctx.effects.commented, ctx.channel, ev.postId);
        return wait({
          platformId: ev.mid,
          text: ev.text,
          attachments: this.storedAttachments(ev.attachments),
          replyTo: ev.replyTo,
          payload: ev.payload,
          postId: ev.postId,
        });
      case 'postback':
        return wait({
          platformId: ev.mid ?? `postback:${customerId}:${ev.at.getTime()}`,
          text: ev.title,
          payload: ev.payload,
        });
      case 'skipped':
      case 'unknown':
        return void ctx.outcome[ev.kind].push(ev.note);
    }
    // Edits, unsends, reactions and reads find what came before them: store the waiting messages first.
    await this.storePending(pending);
    if (ev.kind === 'unsend') {
      const conversation = await this.conversation(ctx, customerId, ev.at);
      const row = await this.repo.markDeleted(
        ctx.trx,
        { ...base, conversationId: conversation.id, platformId: ev.mid },
        true,
      );
      return this.removed(ctx, row);
    }
    if (ev.kind === 'edit') {
      const conversation = await this.conversation(ctx, customerId, ev.at);
      const row = await this.repo.applyEdit(ctx.trx, {
        ...base,
        conversationId: conversation.id,
        platformId: ev.mid,
        text: ev.text,
        editCount: ev.editCount,
      });
      return this.updated(ctx, conversation, row);
    }
    if (ev.kind === 'reaction') return this.reaction(ctx, ev, fromShop, customerId);
    const conversation = await this.repo.findByParticipant(ctx.channel.id, customerId, ctx.trx);
    if (conversation) await this.repo.markCustomerRead(ctx.trx, conversation.id, ev.at);
  }

  private async reaction(
    ctx: Ctx,
    r: Extract<MessagingEvent, { kind: 'reaction' }>,
    byShop: boolean,
    customerId: string,
  ) {
    if ([...r.emoji].length > REACTION_MAX_CHARS) return void ctx.outcome.skipped.push('reaction:too-long');
    const message = r.mid ? await this.repo.findByPlatformId(ctx.channel.id, r.mid, ctx.trx) : undefined;
    if (!message) return void ctx.outcome.skipped.push('reaction:unknown-message');
    // Only the two sides of the message's conversation react to it (a message id is no secret).
    const conversation = await this.repo.findConversation(ctx.trx, message.conversation_id);
    if (conversation?.participant_id !== customerId) return void ctx.outcome.skipped.push('reaction:not-a-party');
    const others = message.reactions.filter((x) => x.by_shop !== byShop);
    const next: StoredReaction[] = r.removed ? others : [...others, { emoji: r.emoji, by_shop: byShop }];
    if (JSON.stringify(next) === JSON.stringify(message.reactions)) return void ctx.outcome.duplicates++;
    const row = await this.repo.setReactions(ctx.trx, message.id, next);
    this.updated(ctx, conversation, row);
  }

  // ---- comments (Instagram comments and live comments, Page feed) ----

  private async comment(ctx: Ctx, c: InboundComment): Promise<void> {
    if (c.postId) addPost(ctx.effects.commented, ctx.channel, c.postId);
    const fromShop = c.fromId !== null && shopIdsOf(ctx.channel).includes(c.fromId);
    const existing = await this.repo.findByPlatformId(ctx.channel.id, c.id, ctx.trx);
    // The shop's own comment belongs to the conversation of the comment it answers.
    const parent = c.parentId ? await this.repo.findByPlatformId(ctx.channel.id, c.parentId, ctx.trx) : undefined;
    let conversation: ConversationRow | undefined;
    if (existing || (fromShop && parent)) {
      conversation = await this.repo.findConversation(ctx.trx, existing?.conversation_id ?? parent!.conversation_id);
    } else if (!fromShop && c.fromId) {
      conversation = await this.conversation(ctx, c.fromId, c.at, c.fromName);
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
      attachments: this.storedAttachments(c.attachments),
      postId: c.postId ?? parent?.post_id ?? null,
      postUrl: c.postUrl ?? parent?.post_url ?? null,
      parentId: c.parentId,
      isLive: c.isLive,
      createdTime: c.at,
    };
    if (!input.postUrl && input.postId) {
      input.postUrl = await this.repo.knownPostUrl(ctx.trx, ctx.channel.id, input.postId);
      if (!input.postUrl) addPost(ctx.effects.posts, ctx.channel, input.postId);
    }
    if (c.verb === 'remove') return this.removed(ctx, await this.repo.markDeleted(ctx.trx, input));
    if (c.verb === 'edited') {
      return this.updated(ctx, conversation, await this.repo.applyEdit(ctx.trx, { ...input, editCount: c.editCount }));
    }
    const stored = await this.repo.insertMessage(ctx.trx, input);
    return this.stored(ctx, conversation, stored, 'NEW_COMMENT', 'COMMENT');
  }

  // ---- shared steps ----

  /** Stores the waiting direct messages: one statement for their conversations, one for the messages. */
  private async storePending(pending: PendingMessage[]): Promise<void> {
    if (pending.length === 0) return;
    const batch = pending.splice(0);
    const trx = batch[0].ctx.trx;
    const conversations = await this.repo.upsertConversations(
      trx,
      batch.map((p) => ({
        channelId: p.ctx.channel.id,
        participant: { id: p.customerId, username: null },
        at: p.at,
        inboundAt: p.inboundAt,
      })),
    );
    conversations.forEach(({ row, created }, i) => {
      addUnnamed(batch[i].ctx.effects, batch[i].ctx.channel, row, created);
    });
    const rows = await this.repo.insertMessages(
      trx,
      batch.map((p, i) => ({ ...p.input, conversationId: conversations[i].row.id })),
    );
    rows.forEach((row, i) => this.stored(batch[i].ctx, conversations[i].row, row, 'NEW_MESSAGE', 'DIRECT'));
  }

  private async conversation(ctx: Ctx, customerId: string, at: Date, name?: string | null) {
    const { row, created } = await this.repo.upsertConversation(
      ctx.trx,
      ctx.channel.id,
      { id: customerId, username: name ?? null },
      at,
      null,
    );
    addUnnamed(ctx.effects, ctx.channel, row, created);
    return row;
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
    const message = toMessageDto(row, conversation, ctx.channel);
    const { user_id: userId, id: channelId } = ctx.channel;
    ctx.effects.events.push({ userId, event: InboxPublisher.messageEvent(type, message, channelId) });
    if (!row.from_shop) {
      const assistantOn = ctx.channel.bot_status === 'ON';
      ctx.effects.customer.push({ userId, channelId, conversationId: conversation.id, kind, message, assistantOn });
    }
  }

  private updated(ctx: Ctx, conversation: ConversationRow, row: MessageRow | undefined): void {
    if (!row || row.deleted_at) return void ctx.outcome.duplicates++;
    ctx.outcome.updated++;
    const event = InboxPublisher.rowEvent('UPDATE_MESSAGE', row, conversation, ctx.channel);
    ctx.effects.events.push({ userId: ctx.channel.user_id, event });
  }

  private removed(ctx: Ctx, row: MessageRow | undefined): void {
    if (!row) return void ctx.outcome.duplicates++;
    ctx.outcome.updated++;
    ctx.effects.events.push({ userId: ctx.channel.user_id, event: InboxPublisher.removedEvent(row, ctx.channel.id) });
  }
}
