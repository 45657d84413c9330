import type { Channel, ChannelPlatforms, FacebookPage, Language, OAuthUrl, Platform } from '@vitrina/shared/contracts';
import type { Config } from '../../config';
import type { ChannelRow, MetaLoginCode } from '../../db/schema';
import { AppError, channelTokenExpired, notFound } from '../../lib/errors';
import { GraphError, INSTAGRAM_WEBHOOK_FIELDS, PAGE_WEBHOOK_FIELDS, type ManagedPage, type MetaGateway } from '../meta';
import type { OAuthStates } from './oauth-state';
import type { ChannelsRepository } from './repository';

/** Permissions Instagram Login's window asks for (api/README.md, "Connecting a real Meta app"). */
export const INSTAGRAM_LOGIN_SCOPES = [
  'instagram_business_basic',
  'instagram_business_manage_messages',
  'instagram_business_manage_comments',
];

/**
 * Permissions the Facebook Login dialog asks for (see api/README.md, "Connecting a real Meta app"):
 * Instagram accounts linked to a Page, Messenger, Page comments (`pages_manage_engagement` to
 * answer them), and for Pages a person reaches through a Business Manager `business_management`
 * and `ads_read` (Meta requires one of the ads permissions for such Page roles). With Facebook Login
 * for Business configured (META_LOGIN_CONFIG_ID), the configuration holds them instead.
 */
export const META_SCOPES = [
  'instagram_basic',
  'instagram_manage_messages',
  'instagram_manage_comments',
  'pages_show_list',
  'pages_messaging',
  'pages_manage_metadata',
  'pages_read_engagement',
  'pages_manage_engagement',
  'business_management',
  'ads_read',
];

/** What signing in with Facebook asks for: the person's id and name, and their email. */
export const SIGN_IN_SCOPES = ['public_profile', 'email'];

export function toChannelDto(row: ChannelRow): Channel {
  return {
    id: row.id,
    channel_name: row.channel_name,
    platform: row.platform,
    platform_type: row.platform,
    type: row.type,
    name: row.name,
    picture: row.picture,
    profile_id: row.profile_id,
    page_id: row.page_id,
    token_status: row.token_status,
    created_at: row.created_at.toISOString(),
    history: row.history_status ? { status: row.history_status, conversations: row.history_conversations } : null,
  };
}

export class ChannelsService {
  private readonly connectedListeners: Array<(channel: ChannelRow) => Promise<void>> = [];

  /**
   * Listens for a channel connected (or registered again): the publications module syncs its posts
   * in the background (publications/jobs.ts), the conversations module imports its recent
   * conversations (conversations/inbound/history.ts). Each runs in turn, awaited by the connection.
   */
  onConnected(listener: (channel: ChannelRow) => Promise<void>): void {
    this.connectedListeners.push(listener);
  }

  private readonly facebookListeners: Array<(userId: string, userToken: string) => Promise<void>> = [];

  /** Listens for a user token of Facebook Login a signed-in owner authorised (facebook-sign-in.ts links the person). */
  onFacebookAuthorised(listener: (userId: string, userToken: string) => Promise<void>): void {
    this.facebookListeners.push(listener);
  }

  private async connected(channel: ChannelRow): Promise<void> {
    for (const listener of this.connectedListeners) await listener(channel);
  }

  constructor(
    private readonly repo: ChannelsRepository,
    private readonly meta: MetaGateway,
    private readonly config: Pick<Config, 'publicUrl' | 'corsOrigins'>,
    private readonly states: OAuthStates,
  ) {}

  async list(userId: string): Promise<Channel[]> {
    return (await this.repo.list(userId)).map(toChannelDto);
  }

  async own(userId: string, id: string): Promise<ChannelRow> {
    const row = await this.repo.find(userId, id);
    if (!row) throw notFound();
    return row;
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!(await this.repo.remove(userId, id))) throw notFound();
  }

  async current(userId: string): Promise<Channel | null> {
    const row = await this.repo.current(userId);
    return row ? toChannelDto(row) : null;
  }

  /**
   * The current channel for the /current calls: 404 without one, 409 CHANNEL_TOKEN_EXPIRED when Meta revoked its token
   * (the client then runs the Facebook re-login, which registers a fresh token).
   */
  async requireCurrent(userId: string): Promise<ChannelRow> {
    const row = await this.repo.current(userId);
    if (!row) throw new AppError(404, 'channels.no_current');
    if (row.token_status === 'EXPIRED') throw channelTokenExpired();
    return row;
  }

  async setCurrent(userId: string, channelId: string): Promise<Channel> {
    const row = await this.own(userId, channelId);
    await this.repo.setCurrent(userId, row.id);
    return toChannelDto(row);
  }

  /**
   * GET /channels/platforms (docs/product.md §9.3): Instagram always, a Facebook page only when the
   * Meta app can connect one (`META_FACEBOOK_PAGES`; on with the sandbox).
   */
  platforms(): ChannelPlatforms {
    const app = this.meta.app;
    return { platforms: app.facebookPages ? ['INSTAGRAM', 'FACEBOOK'] : ['INSTAGRAM'], sandbox: app.usesSandbox };
  }

  /** A platform the server cannot connect is refused before anything is asked of Meta. */
  private checkPlatform(platform: Platform): void {
    if (!this.platforms().platforms.includes(platform)) throw new AppError(400, 'channels.facebook_unavailable');
  }

  /**
   * The page the dialog returns to: /{lng}/chats (a channel's consent) or /{lng}/login (signing in
   * with Facebook) at PUBLIC_URL, or at another allowed origin of the app.
   */
  redirectUri(lng: Language, origin?: string, page: 'chats' | 'login' = 'chats'): string {
    const base = !origin || origin === new URL(this.config.publicUrl).origin ? this.config.publicUrl : origin;
    return `${base}/${lng}/${page}`;
  }

  /** A dialog's URL; the sandbox's dialogs are this server's: opened at the app's origin, they may return there. */
  private dialogAt(dialogUrl: string, origin: string | undefined): URL {
    const url = new URL(dialogUrl);
    if (origin && this.meta.app.usesSandbox && url.origin === new URL(this.config.publicUrl).origin) {
      const at = new URL(origin);
      url.protocol = at.protocol;
      url.host = at.host;
    }
    return url;
  }

  /**
   * GET /users/fbLogin/url: Facebook Login's dialog for signing in (docs/product.md §4.3), asking for
   * the person's public profile and email; its `state` is a guest's (no user yet), once, 30 minutes.
   */
  async signInUrl(lng: Language, options: { asked?: string; own?: string } = {}): Promise<OAuthUrl> {
    const app = this.meta.app;
    const origin = this.returnOrigin(options.asked, options.own ?? new URL(this.config.publicUrl).origin);
    const state = await this.states.issue(null, 'FACEBOOK', 'FACEBOOK', origin ?? null);
    const url = this.dialogAt(app.dialogUrl, origin);
    const redirectUri = this.redirectUri(lng, origin, 'login');
    url.searchParams.set('client_id', app.appId);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('state', state);
    url.searchParams.set('scope', SIGN_IN_SCOPES.join(','));
    url.searchParams.set('response_type', 'code');
    return { url: url.toString(), redirect_uri: redirectUri, state, sandbox: app.usesSandbox };
  }

  /** A sign-in dialog's answer: its state (a guest's, once) and the page it returned to, for the code exchange. */
  async takeSignInState(state: string, lng: Language): Promise<string> {
    const { origin } = await this.states.take(null, state, 'FACEBOOK');
    return this.redirectUri(lng, origin, 'login');
  }

  /**
   * Where the app asking for the dialog was opened (`asked`, its window's origin): the dialog must
   * return there, or the popup's code lands in another origin's storage (localhost vs 127.0.0.1)
   * and the opener never sees it. Allowed: PUBLIC_URL, CORS_ORIGINS and this server's own origin
   * (`own`, as the request reached it); anything else is refused before any dialog opens.
   */
  private returnOrigin(asked: string | undefined, own: string): string | undefined {
    if (!asked) return undefined;
    const allowed = new Set([new URL(this.config.publicUrl).origin, ...this.config.corsOrigins, own]);
    if (!allowed.has(asked)) {
      throw new AppError(400, 'channels.origin_not_allowed', { origin: asked, publicUrl: this.config.publicUrl });
    }
    return asked;
  }

  /**
   * Which login connects: Instagram Login for an Instagram account when the app has it (the
   * default: no Facebook Page needed), Facebook Login for Pages and when asked for (Instagram
   * accounts already linked to a Page).
   */
  private loginFor(platform: Platform, asked?: MetaLoginCode): MetaLoginCode {
    if (platform === 'FACEBOOK') return 'FACEBOOK';
    if (asked === 'FACEBOOK' || !this.meta.app.instagramLogin) return 'FACEBOOK';
    return 'INSTAGRAM';
  }

  /**
   * The consent dialog URL for the add-channel popup. Its `state` binds the answer to this user,
   * once, and remembers the origin the dialog returns to (oauth-state.ts).
   */
  async oauthUrl(
    userId: string,
    platform: Platform,
    lng: Language,
    options: { login?: MetaLoginCode; asked?: string; own?: string } = {},
  ): Promise<OAuthUrl> {
    const app = this.meta.app;
    this.checkPlatform(platform);
    const origin = this.returnOrigin(options.asked, options.own ?? new URL(this.config.publicUrl).origin);
    const login = this.loginFor(platform, options.login);
    const state = await this.states.issue(userId, platform, login, origin ?? null);
    const url = this.dialogAt(login === 'INSTAGRAM' ? app.instagramLogin!.dialogUrl : app.dialogUrl, origin);
    const redirectUri = this.redirectUri(lng, origin);
    if (login === 'INSTAGRAM') {
      url.searchParams.set('client_id', app.instagramLogin!.appId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', INSTAGRAM_LOGIN_SCOPES.join(','));
      url.searchParams.set('state', state);
      return { url: url.toString(), redirect_uri: redirectUri, state, sandbox: app.usesSandbox };
    }
    url.searchParams.set('client_id', app.appId);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('state', state);
    if (app.loginConfigId) {
      // Facebook Login for Business: the configuration names the permissions and the token type.
      url.searchParams.set('config_id', app.loginConfigId);
      url.searchParams.set('override_default_response_type', 'true');
    } else {
      url.searchParams.set('scope', META_SCOPES.join(','));
    }
    url.searchParams.set('response_type', 'code');
    return { url: url.toString(), redirect_uri: redirectUri, state, sandbox: app.usesSandbox };
  }

  private async userToken(userId: string): Promise<string> {
    const auth = await this.repo.authorization(userId);
    if (!auth || auth.token_status === 'EXPIRED') throw channelTokenExpired();
    return this.meta.cipher.decrypt(auth.access_token_enc);
  }

  private async managedPages(userId: string, token: string): Promise<ManagedPage[]> {
    return this.meta.call((a) => a.listPages(token), {
      onTokenExpired: () => this.repo.markAuthorizationExpired(userId),
    });
  }

  /**
   * GET /channels/current/pages: the Pages of the user's Meta authorisation (no Page tokens). A user
   * who connected through Instagram Login only has no Facebook authorisation and no Pages: an empty
   * list, not the re-login's 409 (which would send them to a Facebook Login they never needed).
   */
  async pages(userId: string): Promise<FacebookPage[]> {
    const auth = await this.repo.authorization(userId);
    if (!auth && (await this.repo.current(userId))?.login === 'INSTAGRAM') return [];
    const pages = await this.managedPages(userId, await this.userToken(userId));
    return pages.map((p) => ({
      id: p.id,
      name: p.name,
      picture: p.picture,
      instagram_business_account: p.instagram
        ? { id: p.instagram.id, username: p.instagram.username, profile_picture_url: p.instagram.profilePictureUrl }
        : null,
    }));
  }

  /**
   * Subscribes the app to the Page's webhooks before anything is stored: without it no customer
   * message would ever arrive (under Facebook Login Instagram's webhooks need it too), so a refusal
   * fails the connection with Meta's reason.
   */
  private async subscribe(page: ManagedPage): Promise<void> {
    const account = {
      platform: 'FACEBOOK' as const,
      profileId: page.id,
      pageId: page.id,
      accessToken: page.accessToken,
    };
    try {
      await this.meta.adapter.subscribeApp(account, PAGE_WEBHOOK_FIELDS.join(','));
    } catch (err) {
      if (!(err instanceof GraphError) || err.tokenExpired) return this.meta.call(() => Promise.reject(err));
      throw new AppError(502, 'channels.subscription_refused', { name: page.name, reason: err.message.slice(0, 300) });
    }
  }

  private async connect(userId: string, platform: Platform, page: ManagedPage, channelName?: string): Promise<Channel> {
    const ig = platform === 'INSTAGRAM' ? page.instagram : null;
    if (platform === 'INSTAGRAM' && !ig) throw new AppError(400, 'channels.no_instagram_account');
    await this.subscribe(page);
    const row = await this.repo.upsert({
      userId,
      platform,
      channelName: channelName ?? null,
      name: ig ? ig.username : page.name,
      picture: ig ? ig.profilePictureUrl : page.picture,
      profileId: ig ? ig.id : page.id,
      pageId: page.id,
      accessTokenEnc: this.meta.cipher.encrypt(page.accessToken),
    });
    if (!row) throw new AppError(409, 'channels.account_taken', { name: ig ? `@${ig.username}` : page.name });
    await this.repo.setCurrent(userId, row.id);
    await this.connected(row);
    // Read again: a listener may have marked it (the history import's RUNNING).
    return toChannelDto((await this.repo.find(userId, row.id)) ?? row);
  }

  /** POST /channels: connect one of the authorised Pages (or its Instagram account). */
  async create(
    userId: string,
    input: { channel_name: string; page_id: string; platform: Platform; profile_id?: string },
  ): Promise<Channel> {
    this.checkPlatform(input.platform);
    const pages = await this.managedPages(userId, await this.userToken(userId));
    const page = pages.find((p) => p.id === input.page_id);
    if (!page) throw new AppError(404, 'channels.page_not_found');
    if (input.platform === 'INSTAGRAM' && input.profile_id && page.instagram?.id !== input.profile_id) {
      throw new AppError(404, 'channels.page_not_found');
    }
    return this.connect(userId, input.platform, page, input.channel_name);
  }

  /**
   * POST /users/fb/token/register: exchanges the authorisation code on the server (the app secret
   * never reaches the browser), keeps the long-lived user token, connects the first Page with an
   * Instagram account (INSTAGRAM) or the first Page (FACEBOOK), and makes it current.
   */
  async registerCode(
    userId: string,
    input: { token: string; channel_name?: string; platform: Platform; lng: Language; state?: string },
  ): Promise<Channel> {
    this.checkPlatform(input.platform);
    const { login, origin } = await this.states.take(userId, input.state, input.platform);
    if (login === 'INSTAGRAM') return this.registerInstagramLogin(userId, input, origin);
    const adapter = this.meta.adapter;
    const userToken = await this.exchange(() => adapter.exchangeCode(input.token, this.redirectUri(input.lng, origin)));
    await this.repo.saveAuthorization(userId, this.meta.cipher.encrypt(userToken.accessToken), userToken.expiresAt);
    for (const listener of this.facebookListeners) await listener(userId, userToken.accessToken);
    const pages = await this.managedPages(userId, userToken.accessToken);
    const page = input.platform === 'INSTAGRAM' ? pages.find((p) => p.instagram) : pages[0];
    if (!page)
      throw new AppError(400, input.platform === 'INSTAGRAM' ? 'channels.no_instagram_account' : 'channels.no_pages');
    return this.connect(userId, input.platform, page, input.channel_name);
  }

  /** The code exchanged for the account's own token through one call (a refused code is 400). */
  private async exchange<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof GraphError && !err.rateLimited && !err.transient) {
        throw new AppError(400, 'channels.code_invalid');
      }
      return this.meta.call(() => Promise.reject(err));
    }
  }

  /**
   * Instagram Login: the code for the account's long-lived token (60 days; token-refresh.ts keeps
   * it fresh), the account (`user_id` of /me: the id its webhooks carry), its webhook subscription
   * (`POST /me/subscribed_apps`, refused -> the connection fails with Meta's reason), then the
   * channel, current.
   */
  private async registerInstagramLogin(
    userId: string,
    input: { token: string; channel_name?: string; lng: Language },
    origin: string | undefined,
  ): Promise<Channel> {
    const token = await this.exchange(() =>
      this.meta.adapter.exchangeInstagramCode(input.token, this.redirectUri(input.lng, origin)),
    );
    const me = await this.meta.call((a) => a.getInstagramUser(token.accessToken));
    try {
      await this.meta.adapter.subscribeInstagram(token.accessToken, INSTAGRAM_WEBHOOK_FIELDS.join(','));
    } catch (err) {
      if (!(err instanceof GraphError) || err.tokenExpired) return this.meta.call(() => Promise.reject(err));
      throw new AppError(502, 'channels.subscription_refused', {
        name: `@${me.username}`,
        reason: err.message.slice(0, 300),
      });
    }
    const row = await this.repo.upsert({
      userId,
      platform: 'INSTAGRAM',
      channelName: input.channel_name ?? null,
      name: me.username,
      picture: me.picture,
      profileId: me.userId,
      // No Page under Instagram Login: the account stands for itself.
      pageId: me.userId,
      accessTokenEnc: this.meta.cipher.encrypt(token.accessToken),
      login: 'INSTAGRAM',
      tokenExpiresAt: token.expiresAt,
    });
    if (!row) throw new AppError(409, 'channels.account_taken', { name: `@${me.username}` });
    await this.repo.setCurrent(userId, row.id);
    await this.connected(row);
    // Read again: a listener may have marked it (the history import's RUNNING).
    return toChannelDto((await this.repo.find(userId, row.id)) ?? row);
  }
}
