/**
 * Acting as a sandbox customer from code (channels tests, e2e, the bench): a small client of the
 * sandbox's JSON calls (`/sandbox/api/...`) over HTTP. Each action reaches the API as a signed
 * webhook, exactly as the simulator page's do. Depends on nothing but `fetch`.
 *
 *   const sandbox = new SandboxClient('http://127.0.0.1:8080');
 *   const { code } = await sandbox.authorize({ redirectUri: 'http://localhost:8080/ua/chats' });
 *   const [account] = await sandbox.accounts();
 *   const { customers } = await sandbox.account(account.ig_id);
 *   await sandbox.send(account.ig_id, customers[0].id, { text: 'Привіт!' });
 */

export type SandboxPlatform = 'instagram' | 'messenger';

export interface SandboxAccount {
  page_id: string;
  ig_id: string;
  name: string;
  username: string;
  picture: string;
  created_at: string;
}

export interface SandboxCustomer {
  /** Instagram-scoped id (IGSID); `psid` on Messenger. */
  id: string;
  psid: string;
  name: string;
  username: string;
  picture: string;
  blocked: boolean;
}

export interface SandboxComment {
  id: string;
  parent_id: string | null;
  text: string;
  from: { id: string; username: string };
  from_shop: boolean;
  private_reply_mid: string | null;
  created_time: string;
}

export interface SandboxPost {
  id: string;
  caption: string;
  media_url: string;
  image: string;
  timestamp: string;
  comments: Array<SandboxComment & { replies: SandboxComment[] }>;
}

export interface SandboxAccountState {
  account: SandboxAccount;
  customers: SandboxCustomer[];
  photos: Array<{ name: string; label: string; url: string }>;
  media: SandboxPost[];
}

export interface SandboxMessage {
  mid: string;
  from_shop: boolean;
  text: string | null;
  attachments: Array<{ type: string; url: string }>;
  reply_to: string | null;
  num_edit: number;
  reaction: string | null;
  tag: string | null;
  read: boolean;
  created_time: string;
}

export interface SendInput {
  platform?: SandboxPlatform;
  text?: string;
  /**
   * A sandbox picture: a post's image name (e.g. `dr-1024`) or `photo-mirror` / `photo-fabric` /
   * `photo-dress-screenshot` (the DR-1024 post's picture, cropped and smaller).
   */
  image?: string;
  share_media_id?: string;
  reply_to?: string;
}

export interface SandboxDelivery {
  id: number;
  body: string;
  attempts: number;
  status: 'pending' | 'delivered' | 'failed';
  last_status?: number;
  last_error?: string;
}

export class SandboxClientError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'SandboxClientError';
  }
}

export class SandboxClient {
  private readonly base: string;

  /** `baseUrl`: the API server, e.g. http://127.0.0.1:8080 (the sandbox answers loopback only). */
  constructor(
    baseUrl: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.base = baseUrl.replace(/\/+$/, '');
  }

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await this.fetchImpl(`${this.base}/sandbox/api${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json().catch(() => ({}))) as { data?: T; error_message?: string };
    if (!res.ok) throw new SandboxClientError(res.status, json.error_message ?? `HTTP ${res.status}`);
    return json.data as T;
  }

  private customerPath(account: string, customer: string): string {
    return `/accounts/${encodeURIComponent(account)}/customers/${encodeURIComponent(customer)}`;
  }

  // ---- accounts ----
  accounts(): Promise<SandboxAccount[]> {
    return this.call('GET', '/accounts');
  }

  createAccount(name?: string): Promise<SandboxAccount> {
    return this.call('POST', '/accounts', { name });
  }

  /** An account (by Page or Instagram id) with its customers, pictures and posts with comments. */
  account(account: string): Promise<SandboxAccountState> {
    return this.call('GET', `/accounts/${encodeURIComponent(account)}`);
  }

  /** Every token of the account expires now: the shop's next Graph call answers OAuthException 190. */
  expireTokens(account: string): Promise<{ expired: number }> {
    return this.call('POST', `/accounts/${encodeURIComponent(account)}/expire-tokens`);
  }

  /** Moves the account's messages and comments `hours` into the past (24-hour and 7-day windows). */
  timeTravel(account: string, hours: number): Promise<{ hours: number }> {
    return this.call('POST', `/accounts/${encodeURIComponent(account)}/time-travel`, { hours });
  }

  /**
   * A customer event in one of the shapes Meta sends today, delivered as a webhook only (nothing
   * stored): `ig_post` (with `media_id`), `story_reply`, `story_mention`, `quick_reply`,
   * `referral`, `standby`, `read_watermark` (Messenger), `dashboard_test` (payloads.ts).
   */
  event(
    account: string,
    customer: string,
    input: { kind: string; text?: string; media_id?: string; watermark?: number },
  ): Promise<{ mid: string }> {
    return this.call(
      'POST',
      `/accounts/${encodeURIComponent(account)}/customers/${encodeURIComponent(customer)}/events`,
      input,
    );
  }

  /**
   * Meta's throttling and outages on demand: the next `count` Graph calls of the account answer
   * `code` (2 transient; 4, 17, 32, 613 rate limits), and its answers report `usage` percent in
   * Meta's usage headers (`regain_minutes` while throttled). `{usage: 0}` with no code clears it.
   */
  faults(
    account: string,
    input: { code?: 2 | 4 | 17 | 32 | 613 | null; count?: number; usage?: number; regain_minutes?: number },
  ): Promise<{ code: number | null; remaining: number; usage: number; regain_minutes: number }> {
    return this.call('POST', `/accounts/${encodeURIComponent(account)}/faults`, input);
  }

  /**
   * `count` text messages (`${text} 1`, `${text} 2`, …) from the account's customers in turn,
   * stored at once and delivered as `count` signed webhooks (bench, durability tests).
   */
  burst(account: string, count: number, text?: string, platform?: SandboxPlatform): Promise<{ mids: string[] }> {
    return this.call('POST', `/accounts/${encodeURIComponent(account)}/burst`, { count, text, platform });
  }

  /** The last webhooks the sandbox sent, newest first, with their delivery state. */
  deliveries(): Promise<SandboxDelivery[]> {
    return this.call('GET', '/deliveries');
  }

  /**
   * Goes through the consent dialog without a browser (Continue): returns the `code` (and `state`)
   * the dialog redirects to. `account`: an existing Page id, or a new account (named `name`).
   */
  async authorize(opts: {
    redirectUri: string;
    state?: string;
    scope?: string;
    clientId?: string;
    account?: string;
    name?: string;
    cancel?: boolean;
  }): Promise<{ code?: string; state?: string; error?: string; location: string }> {
    const form = new URLSearchParams({
      client_id: opts.clientId ?? 'sandbox-app',
      redirect_uri: opts.redirectUri,
      scope: opts.scope ?? 'instagram_basic,instagram_manage_messages,instagram_manage_comments,pages_show_list',
      account: opts.account ?? 'new',
      action: opts.cancel ? 'cancel' : 'continue',
      ...(opts.state !== undefined ? { state: opts.state } : {}),
      ...(opts.name !== undefined ? { name: opts.name } : {}),
    });
    const res = await this.fetchImpl(`${this.base}/sandbox/dialog/oauth`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      redirect: 'manual',
    });
    const location = res.headers.get('location');
    if (res.status !== 302 || !location)
      throw new SandboxClientError(res.status, 'the consent dialog did not redirect');
    const url = new URL(location);
    const get = (k: string) => url.searchParams.get(k) ?? undefined;
    return { code: get('code'), state: get('state'), error: get('error'), location };
  }

  // ---- a customer's actions (each one a signed webhook to the API) ----
  send(account: string, customer: string, input: SendInput): Promise<SandboxMessage> {
    return this.call('POST', `${this.customerPath(account, customer)}/messages`, input);
  }

  sendText(account: string, customer: string, text: string, platform?: SandboxPlatform): Promise<SandboxMessage> {
    return this.send(account, customer, { text, platform });
  }

  edit(account: string, customer: string, mid: string, text: string): Promise<SandboxMessage> {
    return this.call('PUT', `${this.customerPath(account, customer)}/messages/${encodeURIComponent(mid)}`, { text });
  }

  unsend(account: string, customer: string, mid: string): Promise<{ deleted: true }> {
    return this.call('DELETE', `${this.customerPath(account, customer)}/messages/${encodeURIComponent(mid)}`);
  }

  /** React with an emoji (or remove the reaction with null). */
  react(account: string, customer: string, mid: string, emoji: string | null = '❤️'): Promise<unknown> {
    return this.call('POST', `${this.customerPath(account, customer)}/messages/${encodeURIComponent(mid)}/reaction`, {
      emoji,
    });
  }

  /** The customer has seen the shop's replies (a read receipt for the last one). */
  read(account: string, customer: string, platform?: SandboxPlatform): Promise<{ mid: string | null }> {
    return this.call('POST', `${this.customerPath(account, customer)}/read`, { platform });
  }

  block(account: string, customer: string, blocked = true): Promise<{ blocked: boolean }> {
    return this.call('POST', `${this.customerPath(account, customer)}/block`, { blocked });
  }

  /** A comment on a post, or (parentId) a reply in a comment's thread. */
  comment(
    account: string,
    customer: string,
    mediaId: string,
    text: string,
    parentId?: string,
  ): Promise<SandboxComment> {
    return this.call('POST', `${this.customerPath(account, customer)}/comments`, {
      media_id: mediaId,
      text,
      ...(parentId ? { parent_id: parentId } : {}),
    });
  }

  /** The customer's conversation with the shop, oldest first (what the simulator shows). */
  messages(
    account: string,
    customer: string,
    platform: SandboxPlatform = 'instagram',
  ): Promise<{ conversation_id: string | null; messages: SandboxMessage[] }> {
    return this.call('GET', `${this.customerPath(account, customer)}/messages?platform=${platform}`);
  }
}
