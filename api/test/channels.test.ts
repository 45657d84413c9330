import { sql } from 'kysely';
import { describeEachDb, json, signedInUser, type TestApp } from './helpers';
import {
  createChannelsApp,
  dm,
  deliver,
  igMessaging,
  metaConfig,
  nextMid,
  oauthState,
  registerCode,
  userWithChannel,
} from './meta/helpers';
import { accountCode, accountOf, DOUBLE, type GraphDouble } from './meta/graph-double';
import { startShopApp } from './meta/stocked-shop';

const OTHER = '00000000-0000-4000-8000-000000000000';

describeEachDb('channels', (target) => {
  let graph: GraphDouble;
  let t: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ graph, t, close } = await startShopApp(target));
  });
  afterAll(() => close());
  beforeEach(() => graph.revoked.clear());

  it('gives the consent dialog URL with the server-side redirect, scopes and a state; no secret', async () => {
    const user = await signedInUser(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/channels/oauth-url?platform=INSTAGRAM&lng=en',
      headers: user.auth,
    });
    expect(res.statusCode).toBe(200);
    const { url, redirect_uri, sandbox } = json(res).data;
    const u = new URL(url);
    expect(`${u.origin}${u.pathname}`).toBe('https://www.facebook.com/v20.0/dialog/oauth');
    expect(u.searchParams.get('client_id')).toBe(DOUBLE.appId);
    expect(u.searchParams.get('redirect_uri')).toBe('http://localhost:8080/en/chats');
    expect(redirect_uri).toBe('http://localhost:8080/en/chats');
    expect(u.searchParams.get('scope')!.split(',')).toEqual(
      expect.arrayContaining(['instagram_manage_messages', 'pages_messaging', 'pages_manage_engagement', 'ads_read']),
    );
    expect(u.searchParams.get('response_type')).toBe('code');
    expect(u.searchParams.has('config_id')).toBe(false);
    expect(sandbox).toBe(false);
    expect(res.body).not.toContain(DOUBLE.appSecret);
  });

  it('returns the dialog to the origin the app was opened at when it is allowed, and names one that is not', async () => {
    const user = await signedInUser(t.app);
    const ask = (origin: string, host = '127.0.0.1:8080') =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/channels/oauth-url?platform=INSTAGRAM&lng=ua&origin=${encodeURIComponent(origin)}`,
        headers: { ...user.auth, host, 'accept-language': 'en' },
      });
    // The server's own origin as the request reached it (127.0.0.1 while PUBLIC_URL says localhost).
    const own = await ask('http://127.0.0.1:8080');
    expect(own.statusCode).toBe(200);
    const { url, redirect_uri, state } = json(own).data;
    expect(redirect_uri).toBe('http://127.0.0.1:8080/ua/chats');
    expect(new URL(url).searchParams.get('redirect_uri')).toBe(redirect_uri);
    // PUBLIC_URL is always allowed, whatever host the request reached.
    expect(json(await ask('http://localhost:8080', 'example.test')).data.redirect_uri).toBe(
      'http://localhost:8080/ua/chats',
    );
    const foreign = await ask('http://evil.example');
    expect(foreign.statusCode).toBe(400);
    expect(json(foreign).error_message).toBe(
      'Channels cannot be connected from http://evil.example: open Vitrina at http://localhost:8080 ' +
        '(or add this address to CORS_ORIGINS on the server)',
    );
    expect((await ask('javascript:alert(1)')).statusCode).toBe(400);

    // The code is exchanged with the redirect_uri the dialog used (Meta requires the same one).
    graph.calls.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/fb/token/register',
      headers: user.auth,
      payload: { token: accountCode(`origin-${Date.now()}`), state, lng: 'ua' },
    });
    expect(res.statusCode).toBe(200);
    const exchange = graph.calls.find((c) => c.path.endsWith('/oauth/access_token') && c.query.code);
    expect(exchange?.query.redirect_uri).toBe('http://127.0.0.1:8080/ua/chats');
  });

  it('with Facebook Login for Business, the dialog gets the configuration (config_id) instead of scope', async () => {
    const business = await createChannelsApp(target, graph, {
      meta: { ...metaConfig(graph), loginConfigId: '1234567' },
    });
    try {
      const user = await signedInUser(business.app);
      const res = await business.app.inject({
        method: 'GET',
        url: '/api/v1/channels/oauth-url?platform=INSTAGRAM&lng=en',
        headers: user.auth,
      });
      const u = new URL(json(res).data.url);
      expect(u.searchParams.get('config_id')).toBe('1234567');
      expect(u.searchParams.get('override_default_response_type')).toBe('true');
      expect(u.searchParams.get('response_type')).toBe('code');
      expect(u.searchParams.has('scope')).toBe(false);
    } finally {
      await business.close();
    }
  });

  it('offers a Facebook page only when the Meta app can connect one, and refuses it otherwise', async () => {
    const user = await signedInUser(t.app);
    const platforms = (app: TestApp, auth: Record<string, string>) =>
      app.app.inject({ method: 'GET', url: '/api/v1/channels/platforms', headers: auth });
    expect(json(await platforms(t, user.auth))).toEqual({
      data: { platforms: ['INSTAGRAM', 'FACEBOOK'], sandbox: false },
    });

    const igOnly = await createChannelsApp(target, graph, { meta: { ...metaConfig(graph), facebookPages: false } });
    try {
      const owner = await signedInUser(igOnly.app);
      expect(json(await platforms(igOnly, owner.auth)).data).toEqual({ platforms: ['INSTAGRAM'], sandbox: false });
      const ua = { ...owner.auth, 'accept-language': 'ua' };
      const refused = [
        await igOnly.app.inject({ method: 'GET', url: '/api/v1/channels/oauth-url?platform=FACEBOOK', headers: ua }),
        await igOnly.app.inject({
          method: 'POST',
          url: '/api/v1/users/fb/token/register',
          headers: ua,
          payload: { token: DOUBLE.code, channel_name: 'Сторінка', platform: 'FACEBOOK' },
        }),
        await igOnly.app.inject({
          method: 'POST',
          url: '/api/v1/channels',
          headers: { ...owner.auth, 'accept-language': 'en' },
          payload: { channel_name: 'Page', page_id: DOUBLE.page2.id, platform: 'FACEBOOK' },
        }),
      ];
      expect(refused.map((r) => [r.statusCode, json(r).error_message])).toEqual([
        [400, 'Сторінки Facebook на цьому сервері поки не можна підключити: підключіть акаунт Instagram'],
        [400, 'Сторінки Facebook на цьому сервері поки не можна підключити: підключіть акаунт Instagram'],
        [400, 'Facebook pages cannot be connected on this server yet: connect an Instagram account'],
      ]);
      const channels = await igOnly.app.inject({ method: 'GET', url: '/api/v1/channels', headers: owner.auth });
      expect(json(channels).data).toEqual([]);
      const instagram = await igOnly.app.inject({
        method: 'GET',
        url: '/api/v1/channels/oauth-url?platform=INSTAGRAM',
        headers: owner.auth,
      });
      expect(instagram.statusCode).toBe(200);
    } finally {
      await igOnly.close();
    }
  });

  it('registers the code: exchanges it on the server, connects the Instagram account, makes it current', async () => {
    const user = await signedInUser(t.app);
    const empty = await t.app.inject({ method: 'GET', url: '/api/v1/channels/currentChannel', headers: user.auth });
    expect(json(empty).data).toBeNull();
    const state = json(await t.app.inject({ method: 'GET', url: '/api/v1/channels/oauth-url', headers: user.auth }))
      .data.state;
    const res = await registerCode(t.app, user.auth, { token: DOUBLE.code, channel_name: '  Бутік  ', state });
    expect(res.statusCode).toBe(200);
    const channel = json(res).data;
    expect(channel).toMatchObject({
      channel_name: 'Бутік',
      platform: 'INSTAGRAM',
      platform_type: 'INSTAGRAM',
      type: 'INSTAGRAM_BUSINESS',
      name: DOUBLE.ig.username,
      picture: DOUBLE.ig.picture,
      profile_id: DOUBLE.ig.id,
      page_id: DOUBLE.page.id,
      token_status: 'VALID',
    });
    expect(res.body).not.toContain('token-');
    const current = await t.app.inject({ method: 'GET', url: '/api/v1/channels/currentChannel', headers: user.auth });
    expect(json(current).data.id).toBe(channel.id);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/channels', headers: user.auth });
    expect(json(list).data.map((c: { id: string }) => c.id)).toEqual([channel.id]);
    // Registering again updates the same channel.
    const again = await registerCode(t.app, user.auth, { token: DOUBLE.code });
    expect(json(again).data).toMatchObject({ id: channel.id, channel_name: 'Бутік' });
  });

  it("subscribes the Page to the webhook fields Meta names for Pages; a refused subscription fails the connection with Meta's reason", async () => {
    const owner = await userWithChannel(t.app, 'subscribed');
    const subscription = graph.calls.filter(
      (c) => c.path === `/v20.0/${accountOf('subscribed').pageId}/subscribed_apps`,
    );
    expect(subscription.map((c) => c.method)).toEqual(['POST']);
    const fields = subscription[0].query.subscribed_fields.split(',');
    expect(fields).toEqual(expect.arrayContaining(['messages', 'message_echoes', 'message_reads', 'feed']));
    expect(fields).not.toContain('messaging_seen');
    expect(owner.channel.profile_id).toBe(accountOf('subscribed').igId);

    const user = await signedInUser(t.app);
    graph.refuseSubscription = '(#100) Param subscribed_fields[0] must be one of {feed, messages} - got "nope"';
    try {
      const res = await registerCode(
        t.app,
        { ...user.auth, 'accept-language': 'en' },
        { token: accountCode('refused'), channel_name: 'Refused' },
      );
      expect(res.statusCode).toBe(502);
      expect(json(res).error_message).toBe(
        'Meta refused to send the messages of Shop Page to Vitrina (webhook subscription): ' +
          '(#100) Param subscribed_fields[0] must be one of {feed, messages} - got "nope"',
      );
    } finally {
      graph.refuseSubscription = null;
    }
    // Nothing half-connected is left behind.
    const channels = await t.app.inject({ method: 'GET', url: '/api/v1/channels', headers: user.auth });
    expect(json(channels).data).toEqual([]);
  });

  it('refuses a reply longer than the channel takes (Instagram: 1,000 UTF-8 bytes) with 400, before any call to Meta', async () => {
    const owner = await userWithChannel(t.app, 'limits');
    const ig = owner.channel.profile_id;
    await deliver(t.app, igMessaging(ig, [dm(ig, 'cust-limits', { mid: nextMid(), text: 'Є розмір M?' })]));
    const send = (message: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/channels/current/messages',
        headers: { ...owner.auth, 'accept-language': 'en' },
        payload: { message, recipient_id: 'cust-limits' },
      });
    const calls = graph.calls.length;
    const refused = await send('я'.repeat(501));
    expect([refused.statusCode, json(refused).error_message]).toEqual([
      400,
      'The message is 1002 bytes long and Instagram accepts at most 1000 (about 500 Cyrillic letters): shorten it or send it as several messages',
    ]);
    expect(graph.calls.slice(calls).filter((c) => c.path.endsWith('/messages'))).toEqual([]);
    expect((await send('я'.repeat(500))).statusCode).toBe(200);
  });

  it('stores platform tokens encrypted', async () => {
    const owner = await userWithChannel(t.app, 'enc');
    const rows = await t.app.db
      .selectFrom('channels')
      .select('access_token_enc')
      .where('user_id', '=', owner.id)
      .execute();
    const auths = await t.app.db.selectFrom('meta_authorizations').select('access_token_enc').execute();
    for (const r of [...rows, ...auths]) {
      expect(r.access_token_enc).toMatch(/^v1\./);
      expect(r.access_token_enc).not.toContain('token');
    }
    expect(t.app.meta.cipher.decrypt(rows[0].access_token_enc)).toBe(accountOf('enc').pageToken);
  });

  it('refuses a bad code, a missing, foreign, used, expired or other-platform state and an empty token with 400', async () => {
    const user = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    const en = { ...user.auth, 'accept-language': 'en' };
    const bad = await registerCode(t.app, en, { token: 'used-code' });
    expect([bad.statusCode, json(bad).error_message]).toEqual([
      400,
      'Meta did not accept the authorisation code (it is used or expired): connect the channel again',
    ]);
    const stateRefused = [400, 'The authorisation does not belong to this session: connect the channel again'];
    const answer = (r: Awaited<ReturnType<typeof registerCode>>) => [r.statusCode, json(r).error_message];
    expect(answer(await registerCode(t.app, en, { token: DOUBLE.code, state: undefined }))).toEqual(stateRefused);
    const foreign = await oauthState(t.app, other.auth);
    expect(answer(await registerCode(t.app, en, { token: DOUBLE.code, state: foreign }))).toEqual(stateRefused);
    const facebook = await oauthState(t.app, user.auth, 'FACEBOOK');
    expect(answer(await registerCode(t.app, en, { token: DOUBLE.code, state: facebook }))).toEqual(stateRefused);
    const expired = await oauthState(t.app, user.auth);
    await t.app.db
      .updateTable('oauth_states')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('state', '=', expired)
      .execute();
    expect(answer(await registerCode(t.app, en, { token: DOUBLE.code, state: expired }))).toEqual(stateRefused);
    const empty = await registerCode(t.app, user.auth, { token: ' ' });
    expect(empty.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/channels', headers: user.auth })).json().data).toEqual(
      [],
    );
    // A state works once: the first answer connects, a replay of the same state is refused.
    const once = await oauthState(t.app, user.auth);
    expect((await registerCode(t.app, en, { token: accountCode('once'), state: once })).statusCode).toBe(200);
    expect(answer(await registerCode(t.app, en, { token: accountCode('once'), state: once }))).toEqual(stateRefused);
  });

  it('lists Pages without their tokens and connects a Facebook Page with POST /channels', async () => {
    const user = await userWithChannel(t.app, 'pages');
    const page2 = `${DOUBLE.page2.id}-pages`;
    const pages = await t.app.inject({ method: 'GET', url: '/api/v1/channels/current/pages', headers: user.auth });
    expect(pages.statusCode).toBe(200);
    expect(json(pages).data.map((p: { id: string }) => p.id)).toEqual([accountOf('pages').pageId, page2]);
    expect(pages.body).not.toContain('access_token');
    expect(pages.body).not.toContain(DOUBLE.page.token);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/channels',
      headers: user.auth,
      payload: { channel_name: 'Сторінка', page_id: page2, platform: 'FACEBOOK' },
    });
    expect(created.statusCode).toBe(201);
    expect(json(created).data).toMatchObject({ platform: 'FACEBOOK', type: 'FACEBOOK_PAGE', profile_id: page2 });
    const notMine = await t.app.inject({
      method: 'POST',
      url: '/api/v1/channels',
      headers: user.auth,
      payload: { channel_name: 'x', page_id: 'page-999', platform: 'FACEBOOK' },
    });
    expect(notMine.statusCode).toBe(404);
    const noName = await t.app.inject({
      method: 'POST',
      url: '/api/v1/channels',
      headers: { ...user.auth, 'accept-language': 'ua' },
      payload: { channel_name: ' ', page_id: page2, platform: 'FACEBOOK' },
    });
    expect(noName.statusCode).toBe(400);
    expect(json(noName).error_message).toContain('Введіть назву');
  });

  it('switches and deletes channels; the current falls back to the newest remaining', async () => {
    const user = await userWithChannel(t.app, 'switch');
    const fb = json(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/channels',
        headers: user.auth,
        payload: { channel_name: 'FB', page_id: `${DOUBLE.page2.id}-switch`, platform: 'FACEBOOK' },
      }),
    ).data;
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/channels/currentChannel?channelId=${user.channel.id}`,
      headers: user.auth,
    });
    expect(json(set).data.id).toBe(user.channel.id);
    expect(
      json(await t.app.inject({ method: 'GET', url: `/api/v1/channels/${fb.id}`, headers: user.auth })).data
        .channel_name,
    ).toBe('FB');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/channels/${user.channel.id}`,
      headers: user.auth,
    });
    expect(del.statusCode).toBe(200);
    const current = await t.app.inject({ method: 'GET', url: '/api/v1/channels/currentChannel', headers: user.auth });
    expect(json(current).data.id).toBe(fb.id);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/channels/${user.channel.id}`,
      headers: user.auth,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses an account connected to another Vitrina account with 409; the owner keeps it and its webhooks', async () => {
    const owner = await userWithChannel(t.app, 'taken');
    const ig = owner.channel.profile_id;
    const register = (auth: Record<string, string>) =>
      registerCode(
        t.app,
        { ...auth, 'accept-language': 'en' },
        { token: accountCode('taken'), channel_name: 'Second' },
      );
    const other = await signedInUser(t.app);
    const refused = await register(other.auth);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).error_message).toBe(
      `@${DOUBLE.ig.username} is already connected to another Vitrina account: disconnect it there first`,
    );
    expect(json(await t.app.inject({ method: 'GET', url: '/api/v1/channels', headers: other.auth })).data).toEqual([]);
    // The owner's channel is as it was, and the account's messages reach the owner alone.
    const mine = json(await t.app.inject({ method: 'GET', url: '/api/v1/channels', headers: owner.auth })).data;
    expect(mine).toMatchObject([{ id: owner.channel.id, channel_name: 'Мій магазин', token_status: 'VALID' }]);
    await deliver(t.app, igMessaging(ig, [dm(ig, 'cust-409', { mid: nextMid(), text: 'Чий я?' })]));
    const seen = await sql<{ user_id: string }>`
      select ch.user_id from conversations c join channels ch on ch.id = c.channel_id
       where c.participant_id = 'cust-409'`.execute(t.app.db);
    expect(seen.rows.map((r) => r.user_id)).toEqual([owner.id]);
    // The owner may register again (a fresh token for the same channel), and after deleting it
    // the account is free for the other account.
    expect((await register(owner.auth)).statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `/api/v1/channels/${owner.channel.id}`, headers: owner.auth });
    expect((await register(other.auth)).statusCode).toBe(200);
  });

  it('lets one of two accounts connecting the same platform account at once win', async () => {
    const [a, b] = await Promise.all([signedInUser(t.app), signedInUser(t.app)]);
    const both = await Promise.all([a, b].map((u) => registerCode(t.app, u.auth, { token: accountCode('race') })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const count = await sql<{ n: number }>`
      select count(*)::int as n from channels where profile_id = ${accountOf('race').igId}`.execute(t.app.db);
    expect(count.rows[0].n).toBe(1);
  });

  it('says the conversation search limit in words', async () => {
    const owner = await userWithChannel(t.app, `search-${Date.now()}`);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/channels/current/conversations?q=${'я'.repeat(5000)}`,
      headers: { ...owner.auth, 'accept-language': 'uk' },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).error_message).toBe('q: Пошук — не довше 200 символів');
  });

  it('answers 404 for another account’s channel and conversation on every route', async () => {
    const owner = await userWithChannel(t.app, 'owner-404');
    const ig = owner.channel.profile_id;
    await deliver(t.app, igMessaging(ig, [dm(ig, 'cust-404', { mid: nextMid(), text: 'Є розмір S?' })]));
    const conversation = json(
      await t.app.inject({ method: 'GET', url: '/api/v1/channels/current/conversations', headers: owner.auth }),
    ).data[0];
    const message = conversation.last_message;
    const intruder = await userWithChannel(t.app, 'intruder-404');
    const base = '/api/v1/channels/current/conversations';
    const calls: Array<[string, string, object?]> = [
      ['GET', `/api/v1/channels/${owner.channel.id}`],
      ['DELETE', `/api/v1/channels/${owner.channel.id}`],
      ['PUT', `/api/v1/channels/currentChannel?channelId=${owner.channel.id}`],
      ['GET', `${base}/${conversation.id}/messages`],
      ['PUT', `${base}/${conversation.id}/mark-as-read`],
      ['PUT', `${base}/${conversation.id}/${message.id}`, { code: 'AB-1', asset_id: 'x' }],
      ['POST', '/api/v1/channels/current/reply-to-comment', { text: 'hi', conversation_id: conversation.id }],
      ['GET', `${base}/${OTHER}/messages`],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.app.inject({ method: method as 'GET', url, headers: intruder.auth, payload });
      expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 404 });
      expect(json(res).error_message).toBeTruthy();
    }
    // The intruder's own channel has no conversation with that customer: sending to them is a 404 too.
    const send = await t.app.inject({
      method: 'POST',
      url: '/api/v1/channels/current/messages',
      headers: intruder.auth,
      payload: { message: 'hi', recipient_id: 'cust-404' },
    });
    expect(send.statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: base, headers: intruder.auth });
    expect(json(list).data).toEqual([]);
    // Nothing changed for the owner.
    expect(
      (await t.app.inject({ method: 'GET', url: `${base}/${conversation.id}/messages`, headers: owner.auth }))
        .statusCode,
    ).toBe(200);
  });

  it("answers the re-login's 409 CHANNEL_TOKEN_EXPIRED (the spec's 407) once Meta revoked the token (code 190), until the owner registers again", async () => {
    const user = await userWithChannel(t.app, 'expiry');
    const ig = user.channel.profile_id;
    await deliver(t.app, igMessaging(ig, [dm(ig, 'cust-407', { mid: nextMid(), text: 'Привіт' })]));
    graph.revoked.add(accountOf('expiry').pageToken);
    const send = await t.app.inject({
      method: 'POST',
      url: '/api/v1/channels/current/messages',
      headers: user.auth,
      payload: { message: 'Вітаємо', recipient_id: 'cust-407' },
    });
    expect(send.statusCode).toBe(409);
    expect(json(send)).toEqual({ error_message: expect.any(String), error_code: 'CHANNEL_TOKEN_EXPIRED' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/channels/current/conversations',
      headers: user.auth,
    });
    expect([list.statusCode, json(list).error_code]).toEqual([409, 'CHANNEL_TOKEN_EXPIRED']);
    const channels = json(await t.app.inject({ method: 'GET', url: '/api/v1/channels', headers: user.auth })).data;
    expect(channels.find((c: { id: string }) => c.id === user.channel.id).token_status).toBe('EXPIRED');
    graph.revoked.clear();
    await registerCode(t.app, user.auth, { token: accountCode('expiry') });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/channels/current/conversations', headers: user.auth }))
        .statusCode,
    ).toBe(200);
    const count = await sql<{ n: number }>`select count(*)::int as n from channels where user_id = ${user.id}`.execute(
      t.app.db,
    );
    expect(count.rows[0].n).toBe(1);
  });
});
