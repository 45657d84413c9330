import { createHmac } from 'node:crypto';
import type { InstagramLoginConfig, MetaConfig } from '../../config';
import type {
  AccountProfile,
  FacebookUser,
  ManagedPage,
  MetaAccount,
  MetaAdapter,
  InstagramToken,
  InstagramUser,
  Page,
  PageOptions,
  PlatformComment,
  PlatformConversation,
  PlatformMedia,
  PlatformMessage,
  SendOptions,
  SendResult,
  UserToken,
} from './adapter';
import { DIRECT_TEXT_LIMITS, directTextLength } from '@vitrina/shared/contracts/constants';
import { GraphError, GraphUnavailableError, MessageTooLongError } from './errors';
import { GraphUsage } from './usage';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Meta's JSON, read defensively field by field
type Json = Record<string, any>;
type Query = Record<string, string | number | undefined>;

const TIMEOUT_MS = 10_000;
/** Pages of /me/accounts read at most (100 Pages each). */
const MAX_ACCOUNT_PAGES = 5;

function str(v: unknown): string | null {
  return typeof v === 'string' && v !== '' ? v : null;
}

function toPage<T>(body: Json, map: (item: Json) => T): Page<T> {
  const data = Array.isArray(body.data) ? (body.data as Json[]).map(map) : [];
  const after = body.paging?.next ? str(body.paging?.cursors?.after) : null;
  return { data, after };
}

/**
 * MetaAdapter over the Graph API: `{graphUrl}/{version}/...` with the documented paths, fields,
 * cursor paging and error bodies. Every call with a token also sends `appsecret_proof`
 * (HMAC-SHA256 of the token with the app secret), which Meta can require for server calls.
 */
export class GraphMetaAdapter implements MetaAdapter {
  constructor(
    private readonly config: Pick<MetaConfig, 'appId' | 'appSecret' | 'graphUrl' | 'graphVersion'> & {
      instagramLogin?: InstagramLoginConfig | null;
    },
    /** Where Meta's usage headers are kept (usage.ts): every answer's are recorded. */
    readonly usage = new GraphUsage(),
  ) {}

  /**
   * `{graphUrl}/{version}/{path}`; an account connected with Instagram Login is served by
   * graph.instagram.com (and sends no `appsecret_proof`, which is Facebook Login's).
   */
  private url(path: string, query: Query, auth?: string | MetaAccount): string {
    const instagram = typeof auth === 'object' && auth.login === 'INSTAGRAM';
    const base = instagram ? this.instagram().graphUrl : this.config.graphUrl;
    const u = new URL(`${base}/${this.config.graphVersion}/${path.replace(/^\//, '')}`);
    for (const [k, v] of Object.entries(query)) if (v !== undefined) u.searchParams.set(k, String(v));
    const token = typeof auth === 'object' ? auth.accessToken : auth;
    if (token) {
      u.searchParams.set('access_token', token);
      if (!instagram) {
        u.searchParams.set('appsecret_proof', createHmac('sha256', this.config.appSecret).update(token).digest('hex'));
      }
    }
    return u.toString();
  }

  private instagram(): InstagramLoginConfig {
    if (!this.config.instagramLogin) throw new GraphUnavailableError('Instagram Login is not configured');
    return this.config.instagramLogin;
  }

  private call(method: 'GET' | 'POST', path: string, query: Query, auth?: string | MetaAccount, body?: Json) {
    return this.request(method, this.url(path, query, auth), body);
  }

  /** One HTTP call; Graph's error body (or api.instagram.com's `{error_type, code, error_message}`) as GraphError. */
  private async request(method: 'GET' | 'POST', url: string, body?: Json | URLSearchParams): Promise<Json> {
    const path = new URL(url).pathname;
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers: body instanceof URLSearchParams ? {} : body ? { 'content-type': 'application/json' } : {},
        body: body instanceof URLSearchParams ? body : body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new GraphUnavailableError(`Graph ${method} ${path}: ${(err as Error).message}`);
    }
    const counted = this.usage.record(res.headers);
    const text = await res.text();
    let json: Json;
    try {
      json = text ? (JSON.parse(text) as Json) : {};
    } catch {
      throw new GraphUnavailableError(`Graph ${method} ${path}: HTTP ${res.status}, not JSON`);
    }
    if (!res.ok || json.error || json.error_type) {
      const e = (json.error ?? { message: json.error_message, type: json.error_type, code: json.code }) as Json;
      const retryAfter = Number(res.headers.get('retry-after'));
      const regain = this.usage.regainSeconds(counted);
      throw new GraphError(
        res.status,
        typeof e.code === 'number' ? e.code : null,
        typeof e.error_subcode === 'number' ? e.error_subcode : null,
        str(e.message) ?? `HTTP ${res.status}`,
        str(e.type),
        e.is_transient === true,
        regain || (Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null),
      );
    }
    return json;
  }

  private get = (path: string, query: Query, auth?: string | MetaAccount) => this.call('GET', path, query, auth);
  private post = (path: string, body: Json, auth: string | MetaAccount) => this.call('POST', path, {}, auth, body);

  async exchangeCode(code: string, redirectUri: string): Promise<UserToken> {
    const { appId, appSecret } = this.config;
    const short = await this.get('oauth/access_token', {
      client_id: appId,
      client_secret: appSecret,
      redirect_uri: redirectUri,
      code,
    });
    const shortToken = str(short.access_token);
    if (!shortToken) throw new GraphUnavailableError('Graph oauth/access_token: no access_token');
    const long = await this.get('oauth/access_token', {
      grant_type: 'fb_exchange_token',
      client_id: appId,
      client_secret: appSecret,
      fb_exchange_token: shortToken,
    });
    const accessToken = str(long.access_token) ?? shortToken;
    const expiresIn = Number(long.expires_in);
    return { accessToken, expiresAt: expiresIn > 0 ? new Date(Date.now() + expiresIn * 1000) : null };
  }

  private instagramAccount(accessToken: string): MetaAccount {
    return { platform: 'INSTAGRAM', login: 'INSTAGRAM', profileId: 'me', pageId: 'me', accessToken };
  }

  private toInstagramToken(body: Json): InstagramToken {
    const accessToken = str(body.access_token);
    if (!accessToken) throw new GraphUnavailableError('Instagram token: no access_token');
    const expiresIn = Number(body.expires_in);
    return { accessToken, expiresAt: expiresIn > 0 ? new Date(Date.now() + expiresIn * 1000) : null };
  }

  async exchangeInstagramCode(code: string, redirectUri: string): Promise<InstagramToken> {
    const ig = this.instagram();
    const form = new URLSearchParams({
      client_id: ig.appId,
      client_secret: ig.appSecret,
      grant_type: 'authorization_code',
      redirect_uri: redirectUri,
      code,
    });
    const short = await this.request('POST', `${ig.apiUrl}/oauth/access_token`, form);
    // Meta answers `{data: [{access_token, user_id, permissions}]}` (older apps: the object itself).
    const first = (Array.isArray(short.data) ? short.data[0] : short) as Json | undefined;
    const shortToken = str(first?.access_token);
    if (!shortToken) throw new GraphUnavailableError('Instagram oauth/access_token: no access_token');
    const long = new URL(`${ig.graphUrl}/access_token`);
    long.search = new URLSearchParams({
      grant_type: 'ig_exchange_token',
      client_secret: ig.appSecret,
      access_token: shortToken,
    }).toString();
    return this.toInstagramToken(await this.request('GET', long.toString()));
  }

  async refreshInstagramToken(accessToken: string): Promise<InstagramToken> {
    const url = new URL(`${this.instagram().graphUrl}/refresh_access_token`);
    url.search = new URLSearchParams({ grant_type: 'ig_refresh_token', access_token: accessToken }).toString();
    return this.toInstagramToken(await this.request('GET', url.toString()));
  }

  async getInstagramUser(accessToken: string): Promise<InstagramUser> {
    const me = await this.get(
      'me',
      { fields: 'user_id,username,name,profile_picture_url' },
      this.instagramAccount(accessToken),
    );
    const userId = str(me.user_id) ?? str(me.id);
    if (!userId) throw new GraphUnavailableError('Instagram /me: no user_id');
    return { userId, username: str(me.username) ?? '', name: str(me.name), picture: str(me.profile_picture_url) };
  }

  async subscribeInstagram(accessToken: string, fields: string): Promise<void> {
    await this.call('POST', 'me/subscribed_apps', { subscribed_fields: fields }, this.instagramAccount(accessToken));
  }

  async getFacebookUser(userToken: string): Promise<FacebookUser> {
    const me = await this.get('me', { fields: 'id,name,email' }, userToken);
    const id = str(me.id);
    if (!id) throw new GraphUnavailableError('Graph /me: no id');
    return { id, name: str(me.name), email: str(me.email) };
  }

  async listPages(userToken: string): Promise<ManagedPage[]> {
    const pages: ManagedPage[] = [];
    let after: string | undefined;
    for (let i = 0; i < MAX_ACCOUNT_PAGES; i += 1) {
      const body = await this.get(
        'me/accounts',
        {
          fields: 'id,name,access_token,picture{url},instagram_business_account{id,username,profile_picture_url}',
          limit: 100,
          after,
        },
        userToken,
      );
      const page = toPage(body, (p): ManagedPage => {
        const ig = p.instagram_business_account as Json | undefined;
        return {
          id: String(p.id),
          name: str(p.name) ?? '',
          accessToken: String(p.access_token ?? ''),
          picture: str(p.picture?.data?.url),
          instagram: ig?.id
            ? { id: String(ig.id), username: str(ig.username) ?? '', profilePictureUrl: str(ig.profile_picture_url) }
            : null,
        };
      });
      pages.push(...page.data);
      if (!page.after) break;
      after = page.after;
    }
    return pages;
  }

  async getAccountProfile(account: MetaAccount): Promise<AccountProfile> {
    if (account.platform === 'INSTAGRAM') {
      const p = await this.get(account.profileId, { fields: 'id,username,name,profile_picture_url' }, account);
      return {
        id: String(p.id),
        name: str(p.name) ?? str(p.username) ?? '',
        username: str(p.username),
        picture: str(p.profile_picture_url),
      };
    }
    const p = await this.get(account.pageId, { fields: 'id,name,picture{url}' }, account);
    return { id: String(p.id), name: str(p.name) ?? '', username: null, picture: str(p.picture?.data?.url) };
  }

  async getCustomerProfile(account: MetaAccount, customerId: string): Promise<AccountProfile> {
    const fields =
      account.platform === 'INSTAGRAM' ? 'name,username,profile_pic' : 'name,first_name,last_name,profile_pic';
    const p = await this.get(customerId, { fields }, account);
    const fullName = [str(p.first_name), str(p.last_name)].filter(Boolean).join(' ');
    return {
      id: customerId,
      name: str(p.name) ?? (fullName || str(p.username) || ''),
      username: str(p.username),
      picture: str(p.profile_pic),
    };
  }

  async listConversations(account: MetaAccount, page: PageOptions = {}): Promise<Page<PlatformConversation>> {
    // Instagram Login: graph.instagram.com/me/conversations (developers.facebook.com/docs/instagram-
    // platform/instagram-api-with-instagram-login/conversations-api); Facebook Login: the Page's
    // /{page-id}/conversations with platform=instagram or messenger (docs/messenger-platform/conversations).
    const ig = account.platform === 'INSTAGRAM';
    const body = await this.get(
      account.login === 'INSTAGRAM' ? 'me/conversations' : `${account.pageId}/conversations`,
      {
        platform: ig ? 'instagram' : 'messenger',
        fields: 'id,updated_time,participants',
        limit: page.limit,
        after: page.after,
      },
      account,
    );
    return toPage(body, (c) => ({
      id: String(c.id),
      updatedTime: String(c.updated_time ?? ''),
      participants: ((c.participants?.data ?? []) as Json[]).map((p) => ({
        id: String(p.id),
        name: str(p.name),
        username: str(p.username),
      })),
    }));
  }

  async listMessages(
    account: MetaAccount,
    conversationId: string,
    page: PageOptions = {},
  ): Promise<Page<PlatformMessage>> {
    const body = await this.get(
      `${conversationId}/messages`,
      { fields: 'id,created_time,from,to,message,attachments', limit: page.limit, after: page.after },
      account,
    );
    return toPage(body, (m) => ({
      id: String(m.id),
      createdTime: String(m.created_time ?? ''),
      text: str(m.message) ?? '',
      from: { id: String(m.from?.id ?? ''), name: str(m.from?.name), username: str(m.from?.username) },
      attachments: ((m.attachments?.data ?? []) as Json[]).map((a) => ({
        type: str(a.type) ?? (a.image_data ? 'image' : a.video_data ? 'video' : 'file'),
        url: str(a.image_data?.url) ?? str(a.video_data?.url) ?? str(a.file_url) ?? str(a.payload?.url),
      })),
    }));
  }

  async listMedia(account: MetaAccount, page: PageOptions = {}): Promise<Page<PlatformMedia>> {
    if (account.platform === 'INSTAGRAM') {
      const body = await this.get(
        `${account.profileId}/media`,
        { fields: 'id,caption,media_type,media_url,permalink,timestamp', limit: page.limit, after: page.after },
        account,
      );
      return toPage(body, (m) => ({
        id: String(m.id),
        caption: str(m.caption),
        mediaType: str(m.media_type),
        mediaUrl: str(m.media_url),
        permalink: str(m.permalink),
        timestamp: str(m.timestamp),
      }));
    }
    const body = await this.get(
      `${account.pageId}/posts`,
      { fields: 'id,message,created_time,permalink_url,full_picture', limit: page.limit, after: page.after },
      account,
    );
    return toPage(body, (m) => ({
      id: String(m.id),
      caption: str(m.message),
      mediaType: m.full_picture ? 'IMAGE' : null,
      mediaUrl: str(m.full_picture),
      permalink: str(m.permalink_url),
      timestamp: str(m.created_time),
    }));
  }

  async getMedia(account: MetaAccount, mediaId: string): Promise<PlatformMedia> {
    const ig = account.platform === 'INSTAGRAM';
    const m = await this.get(
      mediaId,
      {
        fields: ig
          ? 'id,caption,media_type,media_url,permalink,timestamp'
          : 'id,message,created_time,permalink_url,full_picture',
      },
      account,
    );
    return {
      id: String(m.id ?? mediaId),
      caption: str(m.caption) ?? str(m.message),
      mediaType: str(m.media_type) ?? (m.full_picture ? 'IMAGE' : null),
      mediaUrl: str(m.media_url) ?? str(m.full_picture),
      permalink: str(m.permalink) ?? str(m.permalink_url),
      timestamp: str(m.timestamp) ?? str(m.created_time),
    };
  }

  async listComments(account: MetaAccount, mediaId: string, page: PageOptions = {}): Promise<Page<PlatformComment>> {
    const ig = account.platform === 'INSTAGRAM';
    const body = await this.get(
      `${mediaId}/comments`,
      {
        fields: ig ? 'id,text,timestamp,from,username,parent_id' : 'id,message,created_time,from,parent{id}',
        limit: page.limit,
        after: page.after,
      },
      account,
    );
    return toPage(body, (c) => ({
      id: String(c.id),
      text: str(c.text) ?? str(c.message) ?? '',
      timestamp: str(c.timestamp) ?? str(c.created_time),
      from: c.from?.id
        ? { id: String(c.from.id), username: str(c.from.username) ?? str(c.username) ?? str(c.from.name) }
        : null,
      parentId: str(c.parent_id) ?? str(c.parent?.id),
    }));
  }

  /** Instagram: `POST /{ig-id}/messages`; Messenger: the Page's `POST /me/messages`. */
  private messagesPath(account: MetaAccount): string {
    return account.platform === 'INSTAGRAM' ? `${account.profileId}/messages` : 'me/messages';
  }

  /** Meta's length limit of a direct message, checked before the call (errors.ts, MessageTooLongError). */
  private checkLength(account: MetaAccount, text: string): void {
    const length = directTextLength(account.platform, text);
    const { max } = DIRECT_TEXT_LIMITS[account.platform];
    if (length > max) throw new MessageTooLongError(account.platform, length, max);
  }

  private toSendResult(body: Json): SendResult {
    const messageId = str(body.message_id);
    if (!messageId) throw new GraphUnavailableError('Graph send: no message_id');
    return { recipientId: str(body.recipient_id), messageId };
  }

  async sendMessage(
    account: MetaAccount,
    recipientId: string,
    text: string,
    options: SendOptions = {},
  ): Promise<SendResult> {
    this.checkLength(account, text);
    return this.sendDirect(account, recipientId, { text }, options);
  }

  /**
   * An image attachment by URL, one message of its own: Messenger's Send API
   * (developers.facebook.com/docs/messenger-platform/send-messages/saving-assets: `message.attachment`
   * `{type: 'image', payload: {url, is_reusable}}`, images up to 8 MB) and Instagram's, the same
   * shape (developers.facebook.com/documentation/business-messaging/instagram-messaging/features/send-message;
   * png or jpeg). `is_reusable`: Meta keeps the asset, so the same saved reply's picture is not
   * fetched again for every customer.
   */
  async sendImage(
    account: MetaAccount,
    recipientId: string,
    url: string,
    options: SendOptions = {},
  ): Promise<SendResult> {
    return this.sendDirect(
      account,
      recipientId,
      { attachment: { type: 'image', payload: { url, is_reusable: true } } },
      options,
    );
  }

  private async sendDirect(
    account: MetaAccount,
    recipientId: string,
    message: Record<string, unknown>,
    options: SendOptions,
  ): Promise<SendResult> {
    const body = await this.post(
      this.messagesPath(account),
      {
        recipient: { id: recipientId },
        message,
        ...(options.tag ? { messaging_type: 'MESSAGE_TAG', tag: options.tag } : { messaging_type: 'RESPONSE' }),
      },
      account,
    );
    return this.toSendResult(body);
  }

  async commentOnPost(account: MetaAccount, mediaId: string, text: string): Promise<{ id: string }> {
    // Instagram: POST /{ig-media-id}/comments; a Page post: POST /{page-post-id}/comments; both with `message`.
    const body = await this.post(`${mediaId}/comments`, { message: text }, account);
    const id = str(body.id);
    if (!id) throw new GraphUnavailableError('Graph comment: no id');
    return { id };
  }

  async replyToComment(account: MetaAccount, commentId: string, text: string): Promise<{ id: string }> {
    // Instagram answers under /replies; a Page comment is answered with a comment on the comment.
    const edge = account.platform === 'INSTAGRAM' ? 'replies' : 'comments';
    const body = await this.post(`${commentId}/${edge}`, { message: text }, account);
    const id = str(body.id);
    if (!id) throw new GraphUnavailableError('Graph comment reply: no id');
    return { id };
  }

  async subscribeApp(account: MetaAccount, fields: string): Promise<void> {
    await this.call('POST', `${account.pageId}/subscribed_apps`, { subscribed_fields: fields }, account);
  }

  async privateReply(account: MetaAccount, commentId: string, text: string): Promise<SendResult> {
    this.checkLength(account, text);
    const body = await this.post(
      this.messagesPath(account),
      { recipient: { comment_id: commentId }, message: { text } },
      account,
    );
    return this.toSendResult(body);
  }
}
