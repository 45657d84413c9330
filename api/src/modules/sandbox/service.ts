import { timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { MetaConfig } from '../../config';
import type { DB, SandboxAttachment } from '../../db/schema';
import type { ImageLoader } from '../../lib/image-fetch';
import { ConversationsRateLimit, SandboxFaults } from './faults';
import { graphErrors } from './graph-error';
import { ids } from './ids';
import {
  commentWebhook,
  customerEventWebhook,
  echo,
  fromCustomer,
  igPostAttachment,
  type CustomerEventKind,
} from './payloads';
import {
  SandboxRepository,
  type AccountRow,
  type CommentRow,
  type ConversationRow,
  type CustomerRow,
  type MediaRow,
  type MessageRow,
  type Platform,
} from './repository';
import { CUSTOMER_PHOTOS, SEED_CUSTOMERS, SEED_POSTS } from './seed';
import type { WebhookSender } from './webhooks';
import { MediaOrigins } from './origins';

/** What the shop sends: a text, or one attachment (Meta's `message`). */
interface ShopContent {
  text: string | null;
  attachments: SandboxAttachment[];
}

/** The attachment types of Messenger's Send API (`template` is not emulated). */
const ATTACHMENT_TYPES = ['image', 'video', 'audio', 'file'];

/** A refused simulator action: answered `{error_message}` with this status. */
export class SandboxError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'SandboxError';
  }
}

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const CODE_TTL = 10 * 60_000;
const SHORT_TOKEN_TTL = 2 * HOUR;
const LONG_TOKEN_TTL = 60 * DAY;
const MAX_TEXT = 1000;
/** Meta's limits of a direct message's text: Instagram counts UTF-8 bytes, Messenger characters. */
const INSTAGRAM_TEXT_BYTES = 1000;
const MESSENGER_TEXT_CHARACTERS = 2000;

/** Refuses a text longer than the platform takes, as Meta does (`(#100) Length of param message[text]…`). */
function checkTextLength(platform: Platform, text: string | null): void {
  if (text === null) return;
  const [length, max] =
    platform === 'instagram'
      ? [Buffer.byteLength(text, 'utf8'), INSTAGRAM_TEXT_BYTES]
      : [[...text].length, MESSENGER_TEXT_CHARACTERS];
  if (length > max)
    throw graphErrors.invalidParam(`Length of param message[text] must be less than or equal to ${max}`);
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Graph sends recipient and message as objects in JSON bodies, as JSON strings in form bodies. */
function objectParam(v: unknown, name: string): Record<string, unknown> | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  let o = v;
  if (typeof v === 'string') {
    try {
      o = JSON.parse(v);
    } catch {
      throw graphErrors.invalidParam(`param ${name} must be a JSON object`);
    }
  }
  if (typeof o !== 'object' || o === null || Array.isArray(o)) {
    throw graphErrors.invalidParam(`param ${name} must be a JSON object`);
  }
  return o as Record<string, unknown>;
}

function text(v: unknown, field: string, required: boolean): string | undefined {
  if (v === undefined || v === null) {
    if (required) throw new SandboxError(400, `${field}: required`);
    return undefined;
  }
  if (typeof v !== 'string' || v.trim() === '' || v.length > MAX_TEXT || v.includes('\0')) {
    throw new SandboxError(400, `${field}: text of 1 to ${MAX_TEXT} characters`);
  }
  return v;
}

export interface CustomerMessageInput {
  platform?: Platform;
  text?: string;
  /** One of the sandbox's pictures (a post's image or a customer photo). */
  image?: string;
  /** A post of the account to share. */
  share_media_id?: string;
  reply_to?: string;
}

/**
 * The Meta sandbox: accounts with their customers and posts, OAuth codes and tokens, the shop's
 * sends through the Graph, and the customers' actions, each delivered as a signed webhook.
 */
export class SandboxService {
  readonly repo: SandboxRepository;
  /** Throttling and outages on demand (faults.ts). */
  readonly faults = new SandboxFaults();
  readonly conversationsLimit = new ConversationsRateLimit();
  /** Webhook fields each Page (by id) subscribed the app to (`POST /{page-id}/subscribed_apps`). */
  readonly subscriptions = new Map<string, string[]>();
  /** The origin its media URLs are built on, per account (origins.ts). */
  readonly origins: MediaOrigins;

  constructor(
    db: Kysely<DB>,
    /** The Meta app the sandbox stands in for (its secret signs webhooks and checks code exchanges). */
    private readonly meta: Pick<MetaConfig, 'appId' | 'appSecret'>,
    publicUrl: string,
    readonly webhooks: WebhookSender,
    /** Loads a picture as Meta would fetch it (null: attachments are not fetched). */
    private readonly loadImage: ImageLoader | null = null,
  ) {
    this.repo = new SandboxRepository(db);
    this.origins = new MediaOrigins(publicUrl.replace(/\/+$/, ''));
  }

  /** `at`: an origin (`browserOrigin` of the request), or an account whose shop's browser decides it. */
  private base(at: string | Pick<AccountRow, 'page_id'>): string {
    return typeof at === 'string' ? at : this.origins.of(at.page_id);
  }

  mediaUrl(image: string, at: string | Pick<AccountRow, 'page_id'>): string {
    return `${this.base(at)}/sandbox/media/${image}.svg`;
  }

  avatarUrl(id: string, at: string | Pick<AccountRow, 'page_id'>): string {
    return `${this.base(at)}/sandbox/avatars/${id}.svg`;
  }

  permalink(account: AccountRow, mediaId: string): string {
    return `${this.base(account)}/sandbox?account=${account.ig_id}#media-${mediaId}`;
  }

  // ---- accounts ----

  /** A new Facebook Page with its Instagram business account, five customers and six posts. */
  async createAccount(name?: string): Promise<AccountRow> {
    const n = (await this.repo.listAccounts()).length + 1;
    const given = name
      ?.replace(/\p{Cc}/gu, '')
      .trim()
      .slice(0, 60);
    const title = given || `Sandbox Shop ${n}`;
    const slug = title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 20);
    const account = {
      page_id: ids.page(),
      ig_id: ids.instagramAccount(),
      fb_user_id: ids.facebookUser(),
      name: title,
      username: given ? `${slug || 'shop'}_${n}` : slug,
    };
    const now = Date.now();
    await this.repo.createAccount(
      account,
      SEED_CUSTOMERS.map((c, i) => ({
        id: ids.igsid(),
        psid: ids.psid(),
        name: c.name,
        username: c.username,
        avatar: i,
      })),
      SEED_POSTS.map((p, i) => ({
        id: ids.media(),
        caption: p.caption,
        image: p.image,
        created_at: new Date(now - (i + 1) * 5 * HOUR),
      })),
    );
    return (await this.repo.findAccount(account.page_id))!;
  }

  async account(id: string): Promise<AccountRow> {
    const account = await this.repo.findAccount(id);
    if (!account) throw new SandboxError(404, 'account: no such sandbox account');
    return account;
  }

  async customer(account: AccountRow, id: string): Promise<CustomerRow> {
    const customer = await this.repo.findCustomer(id);
    if (!customer || customer.page_id !== account.page_id) throw new SandboxError(404, 'customer: not found');
    return customer;
  }

  // ---- OAuth ----

  get appId(): string {
    return this.meta.appId;
  }

  isAppId(clientId: unknown): boolean {
    return clientId === this.meta.appId;
  }

  async issueCode(
    account: AccountRow,
    redirectUri: string,
    login: 'facebook' | 'instagram' = 'facebook',
  ): Promise<string> {
    const code = ids.code();
    await this.repo.insertCode(code, account.page_id, redirectUri, login);
    return code;
  }

  private checkClient(q: Record<string, unknown>): void {
    if (typeof q.client_id !== 'string' || !q.client_id) throw graphErrors.missingParam('client_id');
    if (!this.isAppId(q.client_id)) throw graphErrors.badClient();
    if (typeof q.client_secret !== 'string' || !sameSecret(q.client_secret, this.meta.appSecret)) {
      throw graphErrors.badSecret();
    }
  }

  /** GET /oauth/access_token: a code for a short-lived user token, or (fb_exchange_token) a long-lived one. */
  async accessToken(q: Record<string, unknown>) {
    this.checkClient(q);
    if (q.grant_type === 'fb_exchange_token') {
      if (typeof q.fb_exchange_token !== 'string' || !q.fb_exchange_token) {
        throw graphErrors.missingParam('fb_exchange_token');
      }
      const { token } = await this.authenticate(q.fb_exchange_token);
      if (token.kind !== 'user') throw graphErrors.invalidParam('fb_exchange_token must be a user access token');
      return this.newUserToken(token.page_id, LONG_TOKEN_TTL);
    }
    if (typeof q.code !== 'string' || !q.code) throw graphErrors.missingParam('code');
    const row = await this.repo.findCode(q.code.slice(0, 200));
    // An Instagram Login code is exchanged at api.instagram.com only (instagram-login.ts).
    if (!row || row.login !== 'facebook') throw graphErrors.badCode();
    if (row.used_at) throw graphErrors.usedCode();
    if (Date.now() - row.created_at.getTime() > CODE_TTL) throw graphErrors.expiredCode();
    if (q.redirect_uri !== row.redirect_uri) throw graphErrors.redirectMismatch();
    if (!(await this.repo.useCode(row.code))) throw graphErrors.usedCode();
    return this.newUserToken(row.page_id, SHORT_TOKEN_TTL);
  }

  private async newUserToken(pageId: string, ttl: number) {
    const token = ids.token();
    await this.repo.insertToken(token, pageId, 'user', new Date(Date.now() + ttl));
    return { access_token: token, token_type: 'bearer', expires_in: Math.floor(ttl / 1000) };
  }

  /** The Page access token /me/accounts hands out (no expiry of its own; expires with the account's). */
  async pageToken(account: AccountRow): Promise<string> {
    const token = ids.token();
    await this.repo.insertToken(token, account.page_id, 'page', null);
    return token;
  }

  async authenticate(token: string | undefined) {
    if (!token) throw graphErrors.noToken();
    const row = token.length <= 200 ? await this.repo.findToken(token) : undefined;
    if (!row) throw graphErrors.badToken();
    if (row.invalidated_at) throw graphErrors.invalidatedToken();
    if (row.expires_at && row.expires_at.getTime() <= Date.now()) throw graphErrors.expiredToken(row.expires_at);
    const account = (await this.repo.findAccount(row.page_id))!;
    return { token: row, account };
  }

  /** Expires every token of the account now: the next Graph call answers OAuthException 190. */
  expireTokens(account: AccountRow): Promise<number> {
    return this.repo.expireTokens(account.page_id, new Date(Date.now() - 1000));
  }

  // ---- the shop, through the Graph ----

  /**
   * POST /{ig-id|page-id|me}/messages: a DM to `recipient.id`, or a private reply to
   * `recipient.comment_id`, with Meta's rules (24-hour window, HUMAN_AGENT tag up to 7 days,
   * one private reply per comment within 7 days, blocked customers).
   */
  async shopSend(account: AccountRow, onlyInstagram: boolean, body: Record<string, unknown>) {
    const recipient = objectParam(body.recipient, 'recipient');
    if (!recipient) throw graphErrors.missingParam('recipient');
    const senderAction = body.sender_action;
    const message = objectParam(body.message, 'message');
    if (!message && senderAction === undefined) throw graphErrors.missingParam('message');
    const content = message ? this.shopContent(message) : undefined;
    const tag = typeof body.tag === 'string' ? body.tag : null;

    if (typeof recipient.comment_id === 'string' && recipient.comment_id) {
      if (!content) throw graphErrors.missingParam('message');
      return this.privateReply(account, recipient.comment_id, content);
    }
    const recipientId =
      typeof recipient.id === 'string' || typeof recipient.id === 'number' ? String(recipient.id) : '';
    if (!recipientId) throw graphErrors.missingParam('recipient[id]');
    const customer = await this.repo.findCustomer(recipientId.slice(0, 40));
    if (!customer || customer.page_id !== account.page_id) throw graphErrors.noUser();
    const platform: Platform = recipientId === customer.id ? 'instagram' : 'messenger';
    if (onlyInstagram && platform !== 'instagram') throw graphErrors.noUser();
    if (!content) return { recipient_id: recipientId };
    checkTextLength(platform, content.text);
    if (customer.blocked) throw graphErrors.unavailable();

    const conversation = await this.repo.findConversation(customer.id, platform);
    const last = conversation && (await this.repo.lastCustomerMessageAt(conversation.id));
    if (!conversation || !last) throw graphErrors.outsideWindow(platform);
    const age = Date.now() - last.getTime();
    if (age > DAY && !(tag === 'HUMAN_AGENT' && age <= 7 * DAY)) throw graphErrors.outsideWindow(platform);

    await this.fetchable(content);
    const row = await this.storeShopMessage(account, customer, conversation, content, tag);
    return { recipient_id: recipientId, message_id: row.id };
  }

  /**
   * A message's content as Meta checks it: text, or one attachment `{type, payload: {url,
   * is_reusable?}}` (developers.facebook.com/docs/messenger-platform/send-messages/saving-assets).
   */
  private shopContent(message: Record<string, unknown>): ShopContent {
    const attachment = objectParam(message.attachment, 'message[attachment]');
    if (typeof message.text === 'string' && message.text.length > 0) {
      if (message.text.includes('\0')) throw graphErrors.invalidParam('Message text has a NUL character');
      return { text: message.text, attachments: [] };
    }
    if (attachment) {
      const type = attachment.type;
      if (type === undefined) throw graphErrors.missingParam('message[attachment][type]');
      if (!ATTACHMENT_TYPES.includes(String(type))) {
        throw graphErrors.invalidParam(
          `param message[attachment][type] must be one of {${ATTACHMENT_TYPES.join(', ')}}`,
        );
      }
      const payload = objectParam(attachment.payload, 'message[attachment][payload]');
      if (!payload) throw graphErrors.missingParam('message[attachment][payload]');
      if (payload.is_reusable !== undefined && typeof payload.is_reusable !== 'boolean') {
        throw graphErrors.invalidParam('param message[attachment][payload][is_reusable] must be a boolean');
      }
      const url = payload.url;
      if (url === undefined) throw graphErrors.missingParam('message[attachment][payload][url]');
      // Meta fetches the URL (shopSend, `fetchable`): one it cannot parse is no file it can fetch.
      if (typeof url !== 'string' || !/^https?:\/\/[^\s\0/]+\S*$/.test(url) || url.length > 2000) {
        throw graphErrors.unfetchable();
      }
      return { text: null, attachments: [{ type: type as SandboxAttachment['type'], url }] };
    }
    throw graphErrors.invalidParam('param message must be non-empty');
  }

  /**
   * Meta fetches an attachment's URL before it sends: a picture it cannot load (no public address,
   * not answering, not found, not an image, over 8 MB) is refused with `(#100) Failed to fetch the
   * file from the url` (code 100, subcode 2018008). The sandbox loads it as the app loads pictures:
   * public addresses over the network, its own pictures in-process.
   */
  private async fetchable(content: ShopContent): Promise<void> {
    for (const a of content.attachments) {
      if (a.type !== 'image' || !this.loadImage) continue;
      const body = await this.loadImage(a.url).catch(() => {
        throw graphErrors.unfetchable();
      });
      if (!isSendableImage(body)) throw graphErrors.unfetchable();
    }
  }

  private async privateReply(account: AccountRow, commentId: string, content: ShopContent) {
    const comment = await this.repo.getComment(commentId.slice(0, 40));
    const media = comment && (await this.repo.getMedia(comment.media_id));
    if (!comment || !media || media.page_id !== account.page_id || comment.from_shop) throw graphErrors.noUser();
    checkTextLength('instagram', content.text);
    const customer = (await this.repo.findCustomer(comment.from_id))!;
    if (customer.blocked) throw graphErrors.unavailable();
    if (Date.now() - comment.created_at.getTime() > 7 * DAY) throw graphErrors.outsideWindow('instagram');
    await this.fetchable(content);
    const mid = ids.message('instagram');
    if (!(await this.repo.claimPrivateReply(comment.id, mid))) throw graphErrors.privateReplyUsed();
    try {
      const conversation = await this.openConversation(account, customer, 'instagram');
      await this.storeShopMessage(account, customer, conversation, content, null, mid);
    } catch (err) {
      await this.repo.releasePrivateReply(comment.id);
      throw err;
    }
    return { recipient_id: customer.id, message_id: mid };
  }

  private async storeShopMessage(
    account: AccountRow,
    customer: CustomerRow,
    conversation: ConversationRow,
    content: ShopContent,
    tag: string | null,
    mid = ids.message(conversation.platform),
  ): Promise<MessageRow> {
    const row = await this.repo.insertMessage({
      id: mid,
      conversation_id: conversation.id,
      from_shop: true,
      text: content.text,
      attachments: content.attachments,
      reply_to: null,
      tag,
    });
    this.webhooks.send(echo(account, customer, conversation.platform, this.meta.appId, messageBody(row)));
    return row;
  }

  /** Meta's checks of a comment's `message` (Instagram takes up to 2,200 characters). */
  private commentText(message: unknown): string {
    if (typeof message !== 'string' || message.trim() === '') throw graphErrors.missingParam('message');
    if (message.includes('\0')) throw graphErrors.invalidParam('message has a NUL character');
    if (message.length > 2200) throw graphErrors.invalidParam('message is longer than 2200 characters');
    return message;
  }

  /** Stores the account's comment and notifies it as a comment webhook, as Instagram does. */
  private async shopCommentRow(account: AccountRow, media: MediaRow, parentId: string | null, text: string) {
    const row = await this.repo.insertComment({
      id: ids.comment(),
      media_id: media.id,
      parent_id: parentId,
      from_id: account.ig_id,
      from_username: account.username,
      from_shop: true,
      text,
    });
    this.webhooks.send(commentWebhook(account, media, row));
    return { id: row.id };
  }

  /** POST /{comment-id}/replies: the account's public answer (Instagram also notifies it as a comment). */
  async shopReply(account: AccountRow, comment: CommentRow, message: unknown): Promise<{ id: string }> {
    const text = this.commentText(message);
    const media = (await this.repo.getMedia(comment.media_id))!;
    return this.shopCommentRow(account, media, comment.parent_id ?? comment.id, text);
  }

  /** POST /{media-id}/comments: the account's own top-level comment under its post. */
  async shopComment(account: AccountRow, media: MediaRow, message: unknown): Promise<{ id: string }> {
    return this.shopCommentRow(account, media, null, this.commentText(message));
  }

  // ---- customers ----

  private openConversation(account: AccountRow, customer: CustomerRow, platform: Platform) {
    return this.repo.openConversation({
      id: ids.conversation(platform),
      page_id: account.page_id,
      customer_id: customer.id,
      platform,
    });
  }

  private async customerMessage(
    customer: CustomerRow,
    mid: unknown,
  ): Promise<{ message: MessageRow; platform: Platform }> {
    const message = typeof mid === 'string' && mid.length <= 100 ? await this.repo.getMessage(mid) : undefined;
    const conversation = message && (await this.repo.getConversation(message.conversation_id));
    if (!message || !conversation || conversation.customer_id !== customer.id || message.deleted) {
      throw new SandboxError(404, 'mid: no such message in this customer’s conversations');
    }
    return { message, platform: conversation.platform };
  }

  private attachment(
    account: AccountRow,
    input: CustomerMessageInput,
  ): Promise<SandboxAttachment[]> | SandboxAttachment[] {
    if (input.image !== undefined) {
      const known = CUSTOMER_PHOTOS.includes(input.image) || SEED_POSTS.some((p) => p.image === input.image);
      if (!known)
        throw new SandboxError(
          400,
          `image: one of ${[...CUSTOMER_PHOTOS, ...SEED_POSTS.map((p) => p.image)].join(', ')}`,
        );
      return [{ type: 'image', url: this.mediaUrl(input.image, account) }];
    }
    if (input.share_media_id !== undefined) {
      return this.repo.getMedia(String(input.share_media_id).slice(0, 40)).then((media) => {
        if (!media || media.page_id !== account.page_id) throw new SandboxError(404, 'share_media_id: no such post');
        // Kept with the post's id and caption: Instagram delivers it as `ig_post` (messageBody).
        return [
          {
            type: 'share' as const,
            url: this.mediaUrl(media.image, account),
            media_id: media.id,
            title: media.caption,
          },
        ];
      });
    }
    return [];
  }

  /** The customer writes a DM (text, a picture, a shared post; optionally replying to a message). */
  async customerSend(account: AccountRow, customer: CustomerRow, input: CustomerMessageInput): Promise<MessageRow> {
    const platform: Platform = input.platform ?? 'instagram';
    if (platform !== 'instagram' && platform !== 'messenger')
      throw new SandboxError(400, 'platform: instagram or messenger');
    if (customer.blocked) throw new SandboxError(409, 'This customer has blocked the shop: unblock it first');
    const body = text(input.text, 'text', false);
    const attachments = await this.attachment(account, input);
    if (!body && attachments.length === 0) throw new SandboxError(400, 'text: required (or image, or share_media_id)');
    const conversation = await this.openConversation(account, customer, platform);
    let replyTo: string | null = null;
    if (input.reply_to !== undefined) {
      const target =
        typeof input.reply_to === 'string' ? await this.repo.getMessage(input.reply_to.slice(0, 100)) : undefined;
      if (!target || target.conversation_id !== conversation.id)
        throw new SandboxError(404, 'reply_to: no such message');
      replyTo = target.id;
    }
    const row = await this.repo.insertMessage({
      id: ids.message(platform),
      conversation_id: conversation.id,
      from_shop: false,
      text: body ?? null,
      attachments,
      reply_to: replyTo,
      tag: null,
    });
    this.webhooks.send(fromCustomer(account, customer, platform, { message: messageBody(row, platform) }));
    return row;
  }

  /**
   * A burst of `count` text messages from the account's customers in turn, stored in one go and
   * delivered as `count` webhooks (load and durability tests).
   */
  async customerBurst(account: AccountRow, count: unknown, prefix: unknown, platform: Platform = 'instagram') {
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 5000) {
      throw new SandboxError(400, 'count: 1 to 5000');
    }
    const label = text(prefix ?? 'Burst message', 'text', true)!.slice(0, 200);
    const customers = (await this.repo.listCustomers(account.page_id)).filter((c) => !c.blocked);
    if (customers.length === 0) throw new SandboxError(409, 'Every customer of this account blocked the shop');
    const conversations = await Promise.all(customers.map((c) => this.openConversation(account, c, platform)));
    const mids: string[] = [];
    for (let start = 0; start < count; start += 500) {
      const batch = Array.from({ length: Math.min(500, count - start) }, (_, k) => {
        const i = start + k;
        return {
          id: ids.message(platform),
          conversation_id: conversations[i % customers.length].id,
          from_shop: false,
          text: `${label} ${i + 1}`,
          attachments: [],
          reply_to: null,
          tag: null,
        };
      });
      const rows = await this.repo.insertMessages(batch);
      rows.forEach((row, k) => {
        const customer = customers[(start + k) % customers.length];
        this.webhooks.send(fromCustomer(account, customer, platform, { message: messageBody(row) }));
        mids.push(row.id);
      });
    }
    return { mids };
  }

  async customerEdit(account: AccountRow, customer: CustomerRow, mid: unknown, newText: unknown): Promise<MessageRow> {
    const body = text(newText, 'text', true)!;
    const { message, platform } = await this.customerMessage(customer, mid);
    if (message.from_shop) throw new SandboxError(403, 'mid: a customer edits only their own messages');
    const numEdit = message.num_edit + 1;
    await this.repo.updateMessage(message.id, { text: body, num_edit: numEdit });
    this.webhooks.send(
      fromCustomer(account, customer, platform, { message_edit: { mid: message.id, text: body, num_edit: numEdit } }),
    );
    return { ...message, text: body, num_edit: numEdit };
  }

  async customerUnsend(account: AccountRow, customer: CustomerRow, mid: unknown): Promise<void> {
    const { message, platform } = await this.customerMessage(customer, mid);
    if (message.from_shop) throw new SandboxError(403, 'mid: a customer unsends only their own messages');
    await this.repo.updateMessage(message.id, { deleted: true });
    this.webhooks.send(fromCustomer(account, customer, platform, { message: { mid: message.id, is_deleted: true } }));
  }

  /** A reaction (an emoji) to any message of the conversation, or its removal (emoji null). */
  async customerReact(account: AccountRow, customer: CustomerRow, mid: unknown, emoji: unknown): Promise<void> {
    const { message, platform } = await this.customerMessage(customer, mid);
    if (emoji !== null && (typeof emoji !== 'string' || emoji.length === 0 || emoji.length > 16)) {
      throw new SandboxError(400, 'emoji: one emoji, or null to remove the reaction');
    }
    await this.repo.updateMessage(message.id, { reaction: emoji });
    const reaction =
      emoji === null
        ? { mid: message.id, action: 'unreact' }
        : { mid: message.id, action: 'react', reaction: emoji === '❤️' ? 'love' : 'other', emoji };
    this.webhooks.send(fromCustomer(account, customer, platform, { reaction }));
  }

  /** The customer has seen the conversation: a read receipt for the shop's last message. */
  async customerRead(
    account: AccountRow,
    customer: CustomerRow,
    platform: Platform = 'instagram',
  ): Promise<string | null> {
    const conversation = await this.repo.findConversation(customer.id, platform);
    const last = conversation && (await this.repo.listMessages(conversation.id)).find((m) => m.from_shop);
    if (!last) return null;
    await this.repo.updateMessage(last.id, { read_at: new Date() });
    this.webhooks.send(fromCustomer(account, customer, platform, { read: { mid: last.id } }));
    return last.id;
  }

  /** A comment on one of the account's posts, or a reply in a comment's thread (parent_id). */
  async customerComment(
    account: AccountRow,
    customer: CustomerRow,
    mediaId: string,
    input: { text?: unknown; parent_id?: unknown },
  ): Promise<CommentRow> {
    const body = text(input.text, 'text', true)!;
    const media = await this.repo.getMedia(mediaId.slice(0, 40));
    if (!media || media.page_id !== account.page_id) throw new SandboxError(404, 'media: no such post');
    let parentId: string | null = null;
    if (input.parent_id !== undefined && input.parent_id !== null) {
      const parent =
        typeof input.parent_id === 'string' ? await this.repo.getComment(input.parent_id.slice(0, 40)) : undefined;
      if (!parent || parent.media_id !== media.id)
        throw new SandboxError(404, 'parent_id: no such comment on this post');
      parentId = parent.parent_id ?? parent.id;
    }
    const comment = await this.repo.insertComment({
      id: ids.comment(),
      media_id: media.id,
      parent_id: parentId,
      from_id: customer.id,
      from_username: customer.username,
      from_shop: false,
      text: body,
    });
    this.webhooks.send(commentWebhook(account, media, comment));
    return comment;
  }

  /**
   * Emits one of the shapes Meta sends today (payloads.ts, `customerEventWebhook`) as a signed
   * webhook, without storing a message: for the inbound parser's tests and the simulator.
   */
  async customerEvent(
    account: AccountRow,
    customer: CustomerRow,
    kind: CustomerEventKind,
    input: { text?: unknown; media_id?: unknown; watermark?: unknown },
  ): Promise<{ mid: string }> {
    const mid = ids.message('instagram');
    const body = text(input.text ?? 'Привіт', 'text', true)!;
    let media: { id: string; caption: string; url: string } | undefined;
    if (kind === 'ig_post') {
      const row =
        typeof input.media_id === 'string' ? await this.repo.getMedia(input.media_id.slice(0, 40)) : undefined;
      if (!row || row.page_id !== account.page_id) throw new SandboxError(404, 'media_id: no such post');
      media = { id: row.id, caption: row.caption, url: this.mediaUrl(row.image, account) };
    }
    const watermark = typeof input.watermark === 'number' ? input.watermark : undefined;
    const storyUrl = this.mediaUrl(CUSTOMER_PHOTOS[0], account);
    this.webhooks.send(customerEventWebhook(account, customer, kind, { mid, text: body, media, storyUrl, watermark }));
    return { mid };
  }

  async setBlocked(customer: CustomerRow, blocked: boolean): Promise<void> {
    await this.repo.setBlocked(customer.id, blocked);
  }
}

/**
 * A stored message as the webhook's `message` object. A shared post is Instagram's `ig_post` with
 * its media id (since 2025-11; `share` was removed on 2026-02-01), Messenger's `share` elsewhere.
 */
export function messageBody(row: MessageRow, platform: Platform = 'instagram'): Record<string, unknown> {
  const attachment = (a: SandboxAttachment) =>
    a.type === 'share' && a.media_id && platform === 'instagram'
      ? igPostAttachment({ id: a.media_id, caption: a.title ?? '', url: a.url })
      : { type: a.type, payload: { url: a.url } };
  return {
    mid: row.id,
    ...(row.text !== null ? { text: row.text } : {}),
    ...(row.attachments.length > 0 ? { attachments: row.attachments.map(attachment) } : {}),
    ...(row.reply_to ? { reply_to: { mid: row.reply_to } } : {}),
  };
}

/**
 * The image formats Meta sends as a message's picture: png and jpeg (Instagram's "Send a Message"),
 * and gif (its "Upload Media for Instagram Messaging" and Messenger's): anything else (svg, webp)
 * is refused like a file it cannot fetch. By the file's first bytes, as a server sniffing it would.
 * https://developers.facebook.com/docs/messenger-platform/instagram/features/send-message
 * https://developers.facebook.com/docs/messenger-platform/instagram/features/attachment-upload
 */
export function isSendableImage(body: Buffer): boolean {
  const png = body.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const jpeg = body[0] === 0xff && body[1] === 0xd8 && body[2] === 0xff;
  const gif = /^GIF8[79]a/.test(body.subarray(0, 6).toString('latin1'));
  return png || jpeg || gif;
}
