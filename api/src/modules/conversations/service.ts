import type { FastifyBaseLogger } from 'fastify';
import type { InboxEvents } from './events';
import type { InboxPublisher } from './publisher';
import type {
  Conversation,
  ConversationsQuery,
  Message,
  PostCommentRequest,
  PostedComment,
  ReplyToCommentRequest,
  SendMessageRequest,
  User,
} from '@vitrina/shared/contracts';
import type { ChannelRow, ConversationRow, MessageRow, StoredAttachment } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { ChannelsRepository, ChannelsService } from '../channels';
import { assetId, type MetaGateway, type SendOptions } from '../meta';
import {
  decodeCursor,
  encodeCursor,
  HUMAN_AGENT_WINDOW_MS,
  messagingWindow,
  toConversationDto,
  toMessageDto,
} from './dto';
import type { ConversationsRepository, MessageInput } from './repository';
import { SendKeys, type SendClaim } from './send-keys';

/** Meta allows one private reply per comment, within 7 days of the comment. */
export const PRIVATE_REPLY_WINDOW_MS = HUMAN_AGENT_WINDOW_MS;

/** The account's comment settings (users.comment_response_scenario, users.private_reply_message). */
export type CommentSettings = Pick<User, 'comment_response_scenario' | 'private_reply_message'>;

/** How the shop may answer a customer's comment: in public, or with a private reply (direct message). */
export type CommentAnswer = 'COMMENT' | 'PRIVATE_REPLY';

const isComment = (row: MessageRow) => row.type !== 'STANDARD';

/** What the article-code form asks of the assistant (the agent plugin provides it). */
export interface ArticleCodeHooks {
  isKnown(userId: string, channelId: string, code: string): Promise<boolean>;
  /** A customer's message now carries a code: draft its answer again. */
  attached(message: {
    userId: string;
    channelId: string;
    conversationId: string;
    kind: 'DIRECT' | 'COMMENT';
    message: Message;
  }): Promise<void>;
}

export interface PageResult<T> {
  data: T[];
  paging: { next_cursor: string | null };
}

function cursorOf(cursor: string | undefined) {
  if (cursor === undefined) return undefined;
  const parsed = decodeCursor(cursor);
  if (!parsed) throw new AppError(400, 'conversations.bad_cursor');
  return parsed;
}

/** Conversations of the current channel: reading, marking read, article codes, and the shop's replies. */
export class ConversationsService {
  /** The send keys (issue 28); the plugin purges them hourly. */
  readonly sendKeys: SendKeys;

  constructor(
    private readonly repo: ConversationsRepository,
    private readonly channels: ChannelsService,
    private readonly channelsRepo: ChannelsRepository,
    private readonly meta: MetaGateway,
    private readonly publisher: InboxPublisher,
    private readonly events: InboxEvents,
    private readonly commentSettings: (userId: string) => Promise<CommentSettings>,
    private readonly log: FastifyBaseLogger,
  ) {
    this.sendKeys = new SendKeys(repo.db, (id, messageId) => this.sentMessage(id, messageId));
  }

  /** `actorId`: the caller in a team (the filter "мої"; docs/product.md §9.15). */
  async list(
    userId: string,
    q: ConversationsQuery,
    actorId: string = userId,
    now = new Date(),
  ): Promise<PageResult<Conversation>> {
    const channel = await this.channels.requireCurrent(userId);
    const rows = await this.repo.page(channel.id, {
      limit: q.limit + 1,
      after: cursorOf(q.cursor),
      q: q.q || undefined,
      oldestFirst: q.sort === 'old',
      team: {
        assignee: q.assignee === 'me' ? actorId : q.assignee === 'unassigned' ? null : q.assignee,
        status: q.status,
        attention: q.attention === 'true',
        label: q.label,
        now,
      },
    });
    const page = rows.slice(0, q.limit);
    const ids = page.map((r) => r.id);
    const last = await this.repo.lastMessages(ids);
    const facts = await this.repo.teamFacts(ids);
    const more = rows.length > q.limit;
    const tail = page[page.length - 1];
    return {
      data: page.map((r) => ({
        ...toConversationDto(r, channel, last.get(r.id) ?? null, now),
        assignee: facts.assignees.get(r.id) ?? null,
        labels: facts.labels.get(r.id) ?? [],
      })),
      paging: { next_cursor: more && tail ? encodeCursor(tail.updated_time, tail.id) : null },
    };
  }

  private async conversation(userId: string, conversationId: string) {
    const row = await this.repo.findForUser(userId, conversationId);
    if (!row) throw notFound();
    return { row, owner: { name: row.owner_name, picture: row.owner_picture } };
  }

  /** Older messages page by page: each page oldest first, `next_cursor` points further back. */
  async messages(
    userId: string,
    conversationId: string,
    q: { limit: number; cursor?: string },
  ): Promise<PageResult<Message>> {
    const { row, owner } = await this.conversation(userId, conversationId);
    const rows = await this.repo.messages(row.id, { limit: q.limit + 1, before: cursorOf(q.cursor) });
    const page = rows.slice(0, q.limit);
    const oldest = page[page.length - 1];
    return {
      data: page.reverse().map((m) => toMessageDto(m, row, owner)),
      paging: { next_cursor: rows.length > q.limit && oldest ? encodeCursor(oldest.created_time, oldest.id) : null },
    };
  }

  async markRead(userId: string, conversationId: string): Promise<void> {
    const { row } = await this.conversation(userId, conversationId);
    await this.repo.markRead(row.id);
  }

  /**
   * The customer's latest message or comment in a conversation of the current channel (what a
   * requested AI answer answers): 404 for an unknown or foreign conversation or one of another
   * channel, 409 when the customer has written nothing.
   */
  async latestCustomerMessage(
    userId: string,
    conversationId: string,
  ): Promise<{ channel: ChannelRow; kind: 'DIRECT' | 'COMMENT'; message: Message }> {
    const { row, owner } = await this.conversation(userId, conversationId);
    const channel = await this.channels.requireCurrent(userId);
    if (row.channel_id !== channel.id) throw notFound();
    const message = await this.repo.latestCustomerMessage(row.id);
    if (!message) throw new AppError(409, 'conversations.no_customer_message');
    return { channel, kind: isComment(message) ? 'COMMENT' : 'DIRECT', message: toMessageDto(message, row, owner) };
  }

  /**
   * How the assistant's draft for a customer's comment is to be sent, by the account's scenario:
   * `COMMENT_ONLY` answers in public; the private-reply scenarios answer with a private reply while
   * the comment can still take one (none sent yet, within 7 days), else in public.
   */
  async commentAnswer(userId: string, channelId: string | null, commentId: string | null): Promise<CommentAnswer> {
    const { comment_response_scenario: scenario } = await this.commentSettings(userId);
    if (scenario === 'COMMENT_ONLY' || !channelId || !commentId) return 'COMMENT';
    const comment = await this.repo.findByPlatformId(channelId, commentId);
    if (!comment || comment.from_shop || !isComment(comment)) return 'COMMENT';
    if (Date.now() - comment.created_time.getTime() > PRIVATE_REPLY_WINDOW_MS) return 'COMMENT';
    return (await this.repo.privateReplySent(channelId, commentId)) ? 'COMMENT' : 'PRIVATE_REPLY';
  }

  private codeHooks: ArticleCodeHooks | null = null;

  /** The assistant's part of the article-code form (agent plugin): which codes exist, the new draft. */
  useArticleCodeHooks(hooks: ArticleCodeHooks): void {
    this.codeHooks = hooks;
  }

  /**
   * Stores an article code on one attachment of a message (and as the message's code); a code the
   * shop's stock does not have is refused; a customer's message gets a new draft with it.
   */
  async setCode(userId: string, conversationId: string, messageId: string, input: { code: string; asset_id: string }) {
    const { row, owner } = await this.conversation(userId, conversationId);
    const message = await this.repo.findMessage(row.id, messageId);
    if (!message) throw notFound();
    if (!message.attachments.some((a) => a.asset_id === input.asset_id))
      throw new AppError(404, 'conversations.asset_not_found');
    if (this.codeHooks && !(await this.codeHooks.isKnown(userId, row.channel_id, input.code))) {
      throw new AppError(422, 'conversations.unknown_code');
    }
    const attachments = message.attachments.map((a) =>
      a.asset_id === input.asset_id ? { ...a, code: input.code } : a,
    );
    const updated = await this.repo.setAttachmentCode(message.id, attachments, input.code);
    const dto = toMessageDto(updated, row, owner);
    await this.publisher.message(userId, 'UPDATE_MESSAGE', dto, row.channel_id);
    if (this.codeHooks && !updated.from_shop) {
      await this.codeHooks.attached({
        userId,
        channelId: row.channel_id,
        conversationId: row.id,
        kind: isComment(updated) ? 'COMMENT' : 'DIRECT',
        message: dto,
      });
    }
    return { response_code: 200 as const, message: dto };
  }

  private sendHooks(channel: ChannelRow, conversation?: ConversationRow) {
    return {
      onTokenExpired: () => this.channelsRepo.markTokenExpired(channel.id),
      onRecipientUnavailable: async () => {
        if (conversation) await this.repo.markBlocked(conversation.id);
      },
    };
  }

  /** Stores what the shop sent (Meta accepted it) and publishes it. */
  private async storeSent(
    userId: string,
    channel: ChannelRow,
    conversation: ConversationRow,
    input: MessageInput,
    type: 'NEW_MESSAGE' | 'NEW_COMMENT',
    claim: SendClaim | null,
  ): Promise<Message> {
    // The message and its send key (when the client gave one) are stored together.
    const row = await this.repo.db.transaction().execute(async (trx) => {
      // The platform's echo of this message may have been stored first: it is the same message.
      const inserted = await this.repo.insertMessage(trx, input);
      const echoed =
        inserted ??
        (await this.repo.completeEcho(
          channel.id,
          input.platformId,
          input.lastUserMessage,
          input.rejectedAiProposition,
          input.parentId,
          trx,
          input.attachments,
        ));
      // The assistant's reply whose echo came first is the assistant's all the same.
      const stored =
        input.byAssistant && !echoed.by_assistant ? await this.repo.markByAssistant(trx, echoed.id) : echoed;
      await this.repo.upsertConversation(trx, channel.id, { id: conversation.participant_id }, input.createdTime, null);
      await claim?.keep(trx, stored.id);
      return stored;
    });
    const dto = toMessageDto(row, conversation, channel);
    await this.publisher.message(userId, type, dto, channel.id);
    return dto;
  }

  /**
   * A direct message from the shop: inside 24 hours a standard reply, up to 7 days with the
   * HUMAN_AGENT tag, refused after that or when the customer blocked the shop. With `comment_id`
   * a private reply to that comment of the customer instead (`privateReply`). Nothing is stored
   * unless Meta accepted the message.
   */
  async send(userId: string, input: SendMessageRequest, sentBy: string | null = null): Promise<Message> {
    const { idempotency_key: key, ...request } = input;
    if (request.image_url && request.comment_id) throw new AppError(400, 'conversations.private_reply_picture');
    // `sentBy`: the teammate who sends (docs/product.md §9.15), kept on the stored message.
    const text = await this.sendKeys.once(userId, key, { route: 'messages', request }, (claim) =>
      this.sendDirect(userId, { ...request, sent_by: sentBy }, claim),
    );
    const picture = request.image_url;
    if (!picture) return text;
    // The picture goes after the text as a message of its own, under a key of its own: a retry
    // after the text went (the picture refused, a timeout) sends only the picture, never the text again.
    await this.sendKeys.once(userId, key && `${key}:image`, { route: 'messages-image', request }, (claim) =>
      this.sendPicture(userId, request.recipient_id, picture, sentBy, claim),
    );
    return text;
  }

  /**
   * The assistant's own reply (full trust, modules/autopilot): the owner's idempotent send, keyed
   * by the automatic reply, on the conversation's own channel (not only the current one), only
   * inside the 24-hour window: never with the HUMAN_AGENT tag, which is for a person. Stored
   * marked as the assistant's.
   */
  async sendAsAssistant(
    userId: string,
    input: { channelId: string; conversationId: string; message: string; lastUserMessage: string; key: string },
  ): Promise<Message> {
    return this.sendKeys.once(userId, input.key, { route: 'assistant', input }, async (claim) => {
      const channel = await this.channelsRepo.find(userId, input.channelId);
      const { row: conversation } = await this.conversation(userId, input.conversationId);
      if (!channel || conversation.channel_id !== channel.id) throw notFound();
      if (conversation.blocked_at) throw new AppError(403, 'conversations.recipient_unavailable');
      if (!messagingWindow(conversation).standard) throw new AppError(403, 'autopilot.window_closed');
      const sent = await this.meta.call(
        (a) => a.sendMessage(this.meta.account(channel), conversation.participant_id, input.message, {}),
        this.sendHooks(channel, conversation),
      );
      return this.storeDirect(
        userId,
        channel,
        conversation,
        sent.messageId,
        { message: input.message, last_user_message: input.lastUserMessage, by_assistant: true },
        null,
        claim,
      );
    });
  }

  /** The message a send key stored (a repeated send answers it). */
  private async sentMessage(userId: string, messageId: string): Promise<Message> {
    const row = await this.repo.messageById(messageId);
    const { row: conversation, owner } = await this.conversation(userId, row.conversation_id);
    return toMessageDto(row, conversation, owner);
  }

  /** The conversation a direct message goes to, and how (the 24-hour window, or HUMAN_AGENT up to 7 days). */
  private async directTarget(userId: string, recipientId: string, forComment = false) {
    const channel = await this.channels.requireCurrent(userId);
    const conversation = await this.repo.findByParticipant(channel.id, recipientId);
    if (!conversation) throw notFound();
    if (conversation.blocked_at) throw new AppError(403, 'conversations.recipient_unavailable');
    const window = messagingWindow(conversation);
    if (!forComment && !window.standard && !window.humanAgentUntil) {
      // A customer who only commented never opened a direct conversation: no window to speak of.
      throw new AppError(
        403,
        conversation.last_inbound_at ? 'conversations.window_closed' : 'conversations.comment_only',
      );
    }
    const options: SendOptions = window.standard ? {} : { tag: 'HUMAN_AGENT' };
    return { channel, conversation, options };
  }

  private async sendDirect(
    userId: string,
    input: Omit<SendMessageRequest, 'idempotency_key'> & { sent_by: string | null },
    claim: SendClaim | null,
  ): Promise<Message> {
    const { channel, conversation, options } = await this.directTarget(
      userId,
      input.recipient_id,
      Boolean(input.comment_id),
    );
    if (input.comment_id) return this.privateReply(userId, channel, conversation, input.comment_id, input, claim);
    const sent = await this.meta.call(
      (a) => a.sendMessage(this.meta.account(channel), input.recipient_id, input.message, options),
      this.sendHooks(channel, conversation),
    );
    return this.storeDirect(userId, channel, conversation, sent.messageId, input, null, claim);
  }

  /** A picture as an image attachment of its own message (Meta fetches it), stored with it. */
  private async sendPicture(
    userId: string,
    recipientId: string,
    url: string,
    sentBy: string | null,
    claim: SendClaim | null,
  ): Promise<Message> {
    const { channel, conversation, options } = await this.directTarget(userId, recipientId);
    const sent = await this.meta.call(
      (a) => a.sendImage(this.meta.account(channel), recipientId, url, options),
      this.sendHooks(channel, conversation),
    );
    const attachments = [{ type: 'image', url, title: null, asset_id: assetId(sent.messageId, 0), code: null }];
    return this.storeDirect(
      userId,
      channel,
      conversation,
      sent.messageId,
      { message: '', attachments, sent_by: sentBy },
      null,
      claim,
    );
  }

  /** Stores a direct message the shop sent, and lets the assistant learn from an edited draft. */
  private async storeDirect(
    userId: string,
    channel: ChannelRow,
    conversation: ConversationRow,
    platformId: string,
    input: {
      message: string;
      attachments?: StoredAttachment[];
      last_user_message?: string;
      rejected_ai_proposition?: string;
      by_assistant?: boolean;
      sent_by?: string | null;
    },
    parentId: string | null,
    claim: SendClaim | null,
  ): Promise<Message> {
    const stored = await this.storeSent(
      userId,
      channel,
      conversation,
      {
        conversationId: conversation.id,
        channelId: channel.id,
        platformId,
        type: 'STANDARD',
        fromShop: true,
        senderId: channel.profile_id,
        senderName: channel.name,
        text: input.message,
        attachments: input.attachments,
        parentId,
        createdTime: new Date(),
        lastUserMessage: input.last_user_message ?? null,
        rejectedAiProposition: input.rejected_ai_proposition ?? null,
        byAssistant: input.by_assistant ?? false,
        sentBy: input.sent_by ?? null,
      },
      'NEW_MESSAGE',
      claim,
    );
    if (input.rejected_ai_proposition && input.last_user_message) {
      await this.events.emitEditedDraftSent({
        userId,
        channelId: channel.id,
        conversationId: conversation.id,
        lastUserMessage: input.last_user_message,
        rejectedAiProposition: input.rejected_ai_proposition,
        sentText: input.message,
        sentBy: input.sent_by ?? null,
      });
    }
    return stored;
  }

  /**
   * A private reply: a direct message to the author of a comment (Instagram's
   * `recipient.comment_id`), whatever the 24-hour window, at most one per comment and within
   * 7 days of it. It is stored as a direct message whose parent is the comment. Under
   * PRIVATE_REPLY_WITH_COMMENT the account's auto-comment then goes under the comment, once (the
   * private reply is once per comment); its failure is logged and does not undo the reply.
   */
  private async privateReply(
    userId: string,
    channel: ChannelRow,
    conversation: ConversationRow,
    commentId: string,
    input: { message: string; last_user_message?: string; rejected_ai_proposition?: string; sent_by?: string | null },
    claim: SendClaim | null,
  ): Promise<Message> {
    const comment = await this.repo.findByPlatformId(channel.id, commentId);
    if (!comment || comment.conversation_id !== conversation.id || comment.from_shop || !isComment(comment)) {
      throw new AppError(404, 'conversations.no_comment');
    }
    if (Date.now() - comment.created_time.getTime() > PRIVATE_REPLY_WINDOW_MS) {
      throw new AppError(403, 'conversations.private_reply_expired');
    }
    if (await this.repo.privateReplySent(channel.id, comment.platform_id)) {
      throw new AppError(409, 'conversations.private_reply_used');
    }
    const sent = await this.meta.call(
      (a) => a.privateReply(this.meta.account(channel), comment.platform_id, input.message),
      this.sendHooks(channel, conversation),
    );
    const stored = await this.storeDirect(
      userId,
      channel,
      conversation,
      sent.messageId,
      input,
      comment.platform_id,
      claim,
    );
    const settings = await this.commentSettings(userId);
    if (settings.comment_response_scenario === 'PRIVATE_REPLY_WITH_COMMENT') {
      try {
        // The auto-comment has a key of its own, made from the private reply's.
        const text = settings.private_reply_message;
        await this.sendKeys.once(
          userId,
          claim ? `${claim.key}:auto-comment` : undefined,
          { route: 'auto-comment', comment: comment.platform_id, text },
          (own) => this.commentReply(userId, channel, conversation, comment, text, own),
        );
      } catch (err) {
        this.log.warn({ err, conversationId: conversation.id }, 'auto-comment after a private reply failed');
      }
    }
    return stored;
  }

  /**
   * The owner's own comment under a post of the current channel (Meta's `POST /{media-id}/comments`,
   * `message`): 404 for a post the channel does not have, 400 for a live video (Meta does not take
   * comments on one through the API); the channel's token refused -> 409 CHANNEL_TOKEN_EXPIRED. Not
   * a message of a conversation (no customer is answered): its webhook echo is not stored either.
   */
  async commentOnPost(userId: string, input: PostCommentRequest): Promise<PostedComment> {
    const channel = await this.channels.requireCurrent(userId);
    const post = await this.repo.findPost(channel.id, input.post_id);
    if (!post) throw new AppError(404, 'conversations.no_post');
    if (/^LIVE/i.test(post.publication_type)) throw new AppError(400, 'conversations.live_comment');
    const created = await this.meta.call(
      (a) => a.commentOnPost(this.meta.account(channel), post.media_id, input.text),
      this.sendHooks(channel),
    );
    return {
      id: created.id,
      post_id: post.media_id,
      post_url: post.permalink || null,
      text: input.text,
      created_time: new Date().toISOString(),
    };
  }

  /** A public reply under the customer's comment (the given one, or their latest in the conversation). */
  async replyToComment(userId: string, input: ReplyToCommentRequest): Promise<Message> {
    const { idempotency_key: key, ...request } = input;
    return this.sendKeys.once(userId, key, { route: 'reply-to-comment', request }, (claim) =>
      this.replyToCommentNow(userId, request, claim),
    );
  }

  private async replyToCommentNow(
    userId: string,
    input: Omit<ReplyToCommentRequest, 'idempotency_key'>,
    claim: SendClaim | null,
  ): Promise<Message> {
    const channel = await this.channels.requireCurrent(userId);
    const { row: conversation } = await this.conversation(userId, input.conversation_id);
    if (conversation.channel_id !== channel.id) throw notFound();
    const comment = input.comment_id
      ? await this.repo.findByPlatformId(channel.id, input.comment_id)
      : await this.repo.latestCustomerComment(conversation.id);
    if (!comment || comment.conversation_id !== conversation.id || comment.type === 'STANDARD') {
      throw new AppError(404, 'conversations.no_comment');
    }
    return this.commentReply(userId, channel, conversation, comment, input.text, claim);
  }

  private async commentReply(
    userId: string,
    channel: ChannelRow,
    conversation: ConversationRow,
    comment: MessageRow,
    text: string,
    claim: SendClaim | null,
  ): Promise<Message> {
    const reply = await this.meta.call(
      (a) => a.replyToComment(this.meta.account(channel), comment.platform_id, text),
      this.sendHooks(channel),
    );
    return this.storeSent(
      userId,
      channel,
      conversation,
      {
        conversationId: conversation.id,
        channelId: channel.id,
        platformId: reply.id,
        type: 'COMMENT_REPLY',
        fromShop: true,
        senderId: channel.profile_id,
        senderName: channel.name,
        text,
        postId: comment.post_id,
        postUrl: comment.post_url,
        parentId: comment.platform_id,
        createdTime: new Date(),
      },
      'NEW_COMMENT',
      claim,
    );
  }
}
