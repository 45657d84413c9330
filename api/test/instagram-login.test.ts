import { INSTAGRAM_WEBHOOK_FIELDS } from '../src/modules/meta/webhook-fields';
import { SandboxClient } from '../src/modules/sandbox/customer';
import { signBody } from '../src/modules/webhooks/signature';
import { describeOneDb, json, signedInUser, type TestApp } from './helpers';
import { oauthState, registerCode } from './meta/helpers';
import {
  instagramConsent,
  listeningSandboxApp,
  redeliver,
  sandboxConsent,
  type webhookReceiver,
} from './sandbox-helpers';

const DAY = 24 * 3600_000;

/**
 * Instagram Login end to end against the sandbox's stand-ins for instagram.com/oauth/authorize,
 * api.instagram.com and graph.instagram.com (developers.facebook.com/docs/instagram-platform/
 * instagram-api-with-instagram-login/business-login): the API's own adapter, its refresh job with
 * a clock.
 */
describeOneDb('Instagram Login', (target) => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
  let sandbox: SandboxClient;
  let origin: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, receiver, origin, close } = await listeningSandboxApp(target));
    sandbox = new SandboxClient(origin);
  });
  afterAll(() => close());

  /** The Instagram window's Continue, as the popup would post it: the redirect's code and state. */
  async function consent(dialogUrl: string, name: string) {
    const back = await instagramConsent(origin, dialogUrl, { name });
    expect(back.status).toBe(302);
    expect(back.hash).toBe('#_');
    return back;
  }

  async function connect(name: string) {
    const owner = await signedInUser(t.app);
    const dialog = json(
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/channels/oauth-url?platform=INSTAGRAM&lng=ua',
        headers: owner.auth,
      }),
    ).data;
    const { code, state } = await consent(dialog.url, name);
    expect(state).toBe(dialog.state);
    const res = await registerCode(t.app, owner.auth, { token: code, state, channel_name: name });
    expect(res.statusCode).toBe(200);
    const channel = json(res).data;
    const account = (await sandbox.accounts()).find((a) => a.name === name)!;
    return { owner, channel, account };
  }

  it('is the default for Instagram: instagram.com/oauth/authorize with the instagram_business_* scopes; Facebook Login on request', async () => {
    const owner = await signedInUser(t.app);
    const url = async (query: string) =>
      new URL(
        json(await t.app.inject({ method: 'GET', url: `/api/v1/channels/oauth-url?${query}`, headers: owner.auth }))
          .data.url,
      );
    const ig = await url('platform=INSTAGRAM&lng=en');
    expect(ig.pathname).toBe('/sandbox/instagram/oauth/authorize');
    expect(ig.searchParams.get('client_id')).toBe('sandbox-instagram-app');
    expect(ig.searchParams.get('scope')).toBe(
      'instagram_business_basic,instagram_business_manage_messages,instagram_business_manage_comments',
    );
    expect(ig.searchParams.get('response_type')).toBe('code');
    const viaPage = await url('platform=INSTAGRAM&lng=en&login=FACEBOOK');
    expect(viaPage.pathname).toBe('/sandbox/dialog/oauth');
    expect((await url('platform=FACEBOOK&lng=en')).pathname).toBe('/sandbox/dialog/oauth');
  });

  it("the Instagram window names Instagram accounts only, no Facebook Page (Facebook Login's window does)", async () => {
    const owner = await signedInUser(t.app);
    const page = async (query: string) => {
      const dialog = json(
        await t.app.inject({ method: 'GET', url: `/api/v1/channels/oauth-url?${query}`, headers: owner.auth }),
      ).data.url as string;
      return (await fetch(new URL(new URL(dialog).pathname + new URL(dialog).search, origin))).text();
    };
    const instagram = await page('platform=INSTAGRAM&lng=en');
    expect(instagram).toContain('Choose the Instagram account Vitrina may use');
    expect(instagram).not.toMatch(/\bPage\b/);
    expect(await page('platform=INSTAGRAM&lng=en&login=FACEBOOK')).toContain(
      'Choose the Page and Instagram account Vitrina may use',
    );
  });

  it('connects the account by its own token: 60 days, the user_id webhooks carry, subscribed with Instagram fields; sends through graph.instagram.com', async () => {
    const { owner, channel, account } = await connect('IG Login Shop');
    expect(channel).toMatchObject({
      platform: 'INSTAGRAM',
      name: account.username,
      profile_id: account.ig_id,
      page_id: account.ig_id,
      token_status: 'VALID',
    });
    const row = await t.app.db
      .selectFrom('channels')
      .selectAll()
      .where('id', '=', channel.id)
      .executeTakeFirstOrThrow();
    expect(row.login).toBe('INSTAGRAM');
    expect(row.token_expires_at!.getTime()).toBeGreaterThan(Date.now() + 59 * DAY);
    expect(t.app.sandbox!.subscriptions.get(account.ig_id)).toEqual([...INSTAGRAM_WEBHOOK_FIELDS]);

    const [olena] = (await sandbox.account(account.ig_id)).customers;
    const seen = receiver.received.length;
    await sandbox.sendText(account.ig_id, olena.id, 'Є сукня M?');
    // The webhook names the account by the id /me gave as user_id: the conversation is the channel's.
    const delivered = await receiver.nth(seen + 1);
    expect(delivered.body.entry[0].id).toBe(account.ig_id);
    // Signed with the Instagram app's secret (Instagram Login's webhooks), which /webhooks/meta accepts too.
    const { meta } = t.app.config;
    expect(delivered.headers['x-hub-signature-256']).toBe(signBody(delivered.raw, meta!.instagramLogin!.appSecret));
    expect(delivered.headers['x-hub-signature-256']).not.toBe(signBody(delivered.raw, meta!.appSecret));
    const res = await redeliver(t.app, delivered);
    expect(res.statusCode).toBe(200);
    await t.app.background.drain();
    const send = await t.app.inject({
      method: 'POST',
      url: '/api/v1/channels/current/messages',
      headers: owner.auth,
      payload: { message: 'Так, є ✅', recipient_id: olena.id },
    });
    expect(send.statusCode).toBe(200);
    const shop = (await sandbox.messages(account.ig_id, olena.id)).messages.filter((m) => m.from_shop);
    expect(shop.map((m) => m.text)).toEqual(['Так, є ✅']);
  });

  it('lists no Facebook Pages for an Instagram Login channel (200 and an empty list, not the re-login 409)', async () => {
    const { owner } = await connect('IG Pages Shop');
    const pages = await t.app.inject({ method: 'GET', url: '/api/v1/channels/current/pages', headers: owner.auth });
    expect([pages.statusCode, json(pages).data]).toEqual([200, []]);
  });

  it("refuses a Facebook dialog's code, a used code and another login's state (Instagram's own error shape)", async () => {
    const owner = await signedInUser(t.app);
    const en = { ...owner.auth, 'accept-language': 'en' };
    const state = await oauthState(t.app, owner.auth);
    const { code: facebookCode } = await sandbox.authorize({ redirectUri: 'http://localhost:8080/ua/chats' });
    const refused = await registerCode(t.app, en, { token: facebookCode!, state });
    expect([refused.statusCode, json(refused).error_message]).toEqual([
      400,
      'Meta did not accept the authorisation code (it is used or expired): connect the channel again',
    ]);
    const direct = await fetch(`${origin}/sandbox/instagram-api/oauth/access_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: 'sandbox-instagram-app',
        client_secret: 'sandbox-instagram-app-secret',
        grant_type: 'authorization_code',
        redirect_uri: 'http://localhost:8080/ua/chats',
        code: facebookCode!,
      }).toString(),
    });
    expect([direct.status, await direct.json()]).toEqual([
      400,
      { error_type: 'OAuthException', code: 400, error_message: 'Invalid authorization code' },
    ]);
  });

  it('refreshes a token at least 24 h old with under 10 days left (clock moved); a refused refresh sends the owner to log in again (409 CHANNEL_TOKEN_EXPIRED)', async () => {
    const { owner, channel, account } = await connect('IG Refresh Shop');
    const refresh = t.app.instagramTokenRefresh;
    // The job sees every channel: only this one here (the other tests' accounts are not aged at Meta).
    await t.app.db.deleteFrom('channels').where('id', '!=', channel.id).where('login', '=', 'INSTAGRAM').execute();
    const tokenOf = async () =>
      t.app.db.selectFrom('channels').selectAll().where('id', '=', channel.id).executeTakeFirstOrThrow();
    const before = await tokenOf();
    // Fresh: nothing to do now, nor in 49 days (11 days left).
    expect(await refresh.run(new Date())).toEqual({ refreshed: 0, expired: 0, failed: 0 });
    expect((await refresh.run(new Date(Date.now() + 49 * DAY))).refreshed).toBe(0);
    // 51 days on (Meta's clock too): 9 days left, refreshed for 60 days from then.
    await sandbox.timeTravel(account.ig_id, 51 * 24);
    const later = new Date(Date.now() + 51 * DAY);
    expect(await refresh.run(later)).toMatchObject({ refreshed: 1, expired: 0 });
    const after = await tokenOf();
    expect(after.access_token_enc).not.toBe(before.access_token_enc);
    expect(after.token_issued_at!.getTime()).toBe(later.getTime());
    expect(after.token_expires_at!.getTime()).toBeGreaterThan(Date.now() + 59 * DAY);
    const conversations = () =>
      t.app.inject({ method: 'GET', url: '/api/v1/channels/current/conversations', headers: owner.auth });
    expect((await conversations()).statusCode).toBe(200);

    // Revoked at Meta: the next refresh is refused and the channel waits for a new login.
    await sandbox.expireTokens(account.ig_id);
    expect(await refresh.run(new Date(later.getTime() + 51 * DAY))).toMatchObject({ refreshed: 0, expired: 1 });
    expect((await tokenOf()).token_status).toBe('EXPIRED');
    const refused = await conversations();
    expect([refused.statusCode, JSON.parse(refused.body).error_code]).toEqual([409, 'CHANNEL_TOKEN_EXPIRED']);
  });

  it('after Meta revokes the token, logging in again in the same browser re-authorises the same account: a new token, the channel VALID', async () => {
    const owner = await signedInUser(t.app);
    const dialogUrl = async () =>
      json(
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/channels/oauth-url?platform=INSTAGRAM&lng=ua',
          headers: owner.auth,
        }),
      ).data.url as string;
    const first = await sandboxConsent(origin, await dialogUrl(), { name: 'IG Relogin Shop' });
    expect(first.cookie).toMatch(/^sandbox_ig_session=/);
    const connected = json(await registerCode(t.app, owner.auth, { token: first.code, state: first.state })).data;
    const account = (await sandbox.accounts()).find((a) => a.name === 'IG Relogin Shop')!;
    const [olena] = (await sandbox.account(account.ig_id)).customers;
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/channels/current/messages',
        headers: owner.auth,
        payload: { message: 'Вітаємо', recipient_id: olena.id },
      });
    const seen = receiver.received.length;
    await sandbox.sendText(account.ig_id, olena.id, 'Добрий день');
    expect((await redeliver(t.app, await receiver.nth(seen + 1))).statusCode).toBe(200);
    await t.app.background.drain();

    await sandbox.expireTokens(account.ig_id);
    const refused = await send();
    expect([refused.statusCode, json(refused).error_code]).toEqual([409, 'CHANNEL_TOKEN_EXPIRED']);

    // The window, opened in the browser that logged in before, offers that account first, chosen.
    const again = await dialogUrl();
    const page = await (
      await fetch(new URL(new URL(again).pathname + new URL(again).search, origin), {
        headers: { cookie: first.cookie },
      })
    ).text();
    const checked = /<input type="radio" name="account" value="([^"]+)" checked>/.exec(page);
    expect(checked?.[1]).toBe(account.page_id);
    expect(page).toContain('logged in: Continue signs in again as this account');
    // Without that session the window offers a new account, as before.
    const fresh = await (await fetch(new URL(new URL(again).pathname + new URL(again).search, origin))).text();
    expect(fresh).toMatch(/value="new" checked/);

    const back = await sandboxConsent(origin, again, { id: checked![1] }, first.cookie);
    const renewed = await registerCode(t.app, owner.auth, { token: back.code, state: back.state });
    expect(renewed.statusCode).toBe(200);
    expect(json(renewed).data).toMatchObject({ id: connected.id, token_status: 'VALID', profile_id: account.ig_id });
    expect((await sandbox.accounts()).filter((a) => a.name === 'IG Relogin Shop')).toHaveLength(1);
    expect((await send()).statusCode).toBe(200);
    const conversations = await t.app.inject({
      method: 'GET',
      url: '/api/v1/channels/current/conversations',
      headers: owner.auth,
    });
    expect(conversations.statusCode).toBe(200);
    expect(json(conversations).data).toHaveLength(1);
  });
});
