import fc from 'fast-check';
import { createTestApp, describeOneDb, type TestApp } from './helpers';
import {
  REDIRECT_URI,
  connectSandbox,
  customerCall,
  graph,
  pathOf,
  sandboxMeta,
  webhookReceiver,
} from './sandbox-helpers';

const q = (o: Record<string, string>) => new URLSearchParams(o).toString();
const oauthError = (code: number, subcode?: number) => ({
  error: expect.objectContaining({
    type: expect.any(String),
    code,
    ...(subcode !== undefined ? { error_subcode: subcode } : {}),
    message: expect.any(String),
    fbtrace_id: expect.any(String),
  }),
});

describeOneDb('Meta sandbox: Graph API emulator', (target) => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
  beforeAll(async () => {
    receiver = await webhookReceiver();
    t = await createTestApp(target, sandboxMeta(receiver.url));
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });
  /** A Conversations API call half a second after the last: Meta allows 2 a second per account. */
  const paced = async (path: string) => {
    await new Promise((r) => setTimeout(r, 510));
    return graph(t.app, 'GET', path);
  };

  it('exchanges a code once for a short-lived token, then a long-lived one; refuses a wrong client, secret, code or redirect_uri', async () => {
    const c = await connectSandbox(t.app);
    const base = { client_id: 'sandbox-app', client_secret: 'sandbox-app-secret', redirect_uri: REDIRECT_URI };
    const again = await graph(t.app, 'GET', `/oauth/access_token?${q({ ...base, code: c.code })}`);
    expect(again).toEqual({ status: 400, body: oauthError(100, 36009) });
    expect(again.body.error.type).toBe('OAuthException');

    const { code } = await newCode(t);
    const secret = await graph(t.app, 'GET', `/oauth/access_token?${q({ ...base, client_secret: 'wrong', code })}`);
    expect(secret).toEqual({ status: 400, body: oauthError(1) });
    const client = await graph(t.app, 'GET', `/oauth/access_token?${q({ ...base, client_id: 'other', code })}`);
    expect(client.body).toEqual(oauthError(101));
    const redirect = await graph(
      t.app,
      'GET',
      `/oauth/access_token?${q({ ...base, redirect_uri: 'http://localhost:8080/en/chats', code })}`,
    );
    expect(redirect.body).toEqual(oauthError(100, 36008));
    const bogus = await graph(t.app, 'GET', `/oauth/access_token?${q({ ...base, code: 'nope' })}`);
    expect(bogus.body).toEqual(oauthError(100));
    const missing = await graph(t.app, 'GET', `/oauth/access_token?${q(base)}`);
    expect(missing.status).toBe(400);

    const ok = await graph(t.app, 'GET', `/oauth/access_token?${q({ ...base, code })}`);
    expect(ok).toEqual({
      status: 200,
      body: { access_token: expect.stringMatching(/^EAA/), token_type: 'bearer', expires_in: 7200 },
    });
    const long = await graph(
      t.app,
      'GET',
      `/oauth/access_token?${q({ grant_type: 'fb_exchange_token', client_id: 'sandbox-app', client_secret: 'sandbox-app-secret', fb_exchange_token: ok.body.access_token })}`,
    );
    expect(long.body).toEqual({ access_token: expect.any(String), token_type: 'bearer', expires_in: 60 * 24 * 3600 });
  });

  it('answers /me, /me/accounts and the Instagram account with the requested fields', async () => {
    const c = await connectSandbox(t.app, 'Olia Boutique');
    const me = await graph(t.app, 'GET', `/me?fields=id,name&access_token=${c.userToken}`);
    expect(me.body).toEqual({ id: expect.stringMatching(/^\d+$/), name: 'Olia Boutique (owner)' });
    const accounts = await graph(
      t.app,
      'GET',
      `/me/accounts?fields=id,name,access_token,instagram_business_account{id,username,profile_picture_url}&access_token=${c.userToken}`,
    );
    expect(accounts.body).toEqual({
      data: [
        {
          id: c.pageId,
          name: 'Olia Boutique',
          access_token: expect.any(String),
          instagram_business_account: {
            id: c.igId,
            username: expect.stringMatching(/^olia_boutique_\d+$/),
            profile_picture_url: expect.stringMatching(/^http:\/\/localhost:8080\/sandbox\/avatars\/\d+\.svg$/),
          },
        },
      ],
      paging: { cursors: { before: expect.any(String), after: expect.any(String) } },
    });
    const ig = await graph(
      t.app,
      'GET',
      `/${c.igId}?fields=id,username,name,profile_picture_url&access_token=${c.pageToken}`,
    );
    expect(ig.body).toMatchObject({ id: c.igId, name: 'Olia Boutique' });
    const pageMe = await graph(t.app, 'GET', `/me?access_token=${c.pageToken}`);
    expect(pageMe.body).toEqual({ name: 'Olia Boutique', id: c.pageId });
    // The bearer header works as well as the query parameter.
    const header = await t.app.inject({
      method: 'GET',
      url: `/sandbox/graph/v20.0/me?fields=id`,
      headers: { authorization: `Bearer ${c.userToken}` },
    });
    expect(JSON.parse(header.body)).toEqual({ id: me.body.id });
    const subscribe = await graph(
      t.app,
      'POST',
      `/${c.pageId}/subscribed_apps?subscribed_fields=messages,feed&access_token=${c.pageToken}`,
    );
    expect(subscribe.body).toEqual({ success: true });
    const subscribed = await graph(t.app, 'GET', `/${c.pageId}/subscribed_apps?access_token=${c.pageToken}`);
    expect(subscribed.body.data[0]).toEqual({
      id: 'sandbox-app',
      name: 'Vitrina',
      subscribed_fields: ['messages', 'feed'],
    });
    // Instagram's read receipts field is not a Page field: refused as Meta refuses it, nothing changed.
    const refused = await graph(
      t.app,
      'POST',
      `/${c.pageId}/subscribed_apps?subscribed_fields=messages,messaging_seen&access_token=${c.pageToken}`,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 100, type: 'OAuthException' });
    expect(refused.body.error.message).toMatch(
      /^\(#100\) Param subscribed_fields\[1\] must be one of \{feed, .*message_reads.*\} - got "messaging_seen"$/,
    );
    const kept = await graph(t.app, 'GET', `/${c.pageId}/subscribed_apps?access_token=${c.pageToken}`);
    expect(kept.body.data[0].subscribed_fields).toEqual(['messages', 'feed']);
    const profile = await graph(
      t.app,
      'GET',
      `/${c.customers[0].id}?fields=name,username,profile_pic&access_token=${c.pageToken}`,
    );
    expect(profile.body).toEqual({
      name: c.customers[0].name,
      username: c.customers[0].username,
      profile_pic: expect.stringContaining('/sandbox/avatars/'),
    });
  });

  it('answers Graph errors for an unknown field, object, version or token', async () => {
    const c = await connectSandbox(t.app);
    expect((await graph(t.app, 'GET', `/me?fields=id,secret&access_token=${c.userToken}`)).body).toEqual(
      oauthError(100),
    );
    expect((await graph(t.app, 'GET', `/me?fields=id{&access_token=${c.userToken}`)).status).toBe(400);
    const unknown = await graph(t.app, 'GET', `/123456?access_token=${c.pageToken}`);
    expect(unknown.body).toEqual(oauthError(100, 33));
    expect(unknown.body.error.type).toBe('GraphMethodException');
    // Another account's objects do not exist for this token.
    const other = await connectSandbox(t.app);
    expect((await graph(t.app, 'GET', `/${other.igId}/media?access_token=${c.pageToken}`)).body).toEqual(
      oauthError(100, 33),
    );
    const old = await t.app.inject({ method: 'GET', url: `/sandbox/graph/v19.0/me?access_token=${c.userToken}` });
    expect(old.statusCode).toBe(400);
    expect((await graph(t.app, 'GET', '/me?access_token=EAAnot-a-token')).body).toEqual(oauthError(190));
    expect((await graph(t.app, 'GET', '/me')).status).toBe(400);
    // A user token cannot read or send messages: that takes the Page token.
    expect((await graph(t.app, 'GET', `/${c.igId}/conversations?access_token=${c.userToken}`)).body).toEqual(
      oauthError(210),
    );
  });

  it('expires every token of an account on demand (OAuthException 190, subcode 463)', async () => {
    const c = await connectSandbox(t.app);
    const res = await customerCall(t.app, 'POST', `/accounts/${c.igId}/expire-tokens`);
    expect(res.status).toBe(201);
    for (const token of [c.userToken, c.pageToken]) {
      const r = await graph(t.app, 'GET', `/me?access_token=${token}`);
      expect(r).toEqual({ status: 400, body: oauthError(190, 463) });
      expect(r.body.error.type).toBe('OAuthException');
    }
  });

  it('lists conversations and their messages with cursor paging, newest first', async () => {
    const c = await connectSandbox(t.app);
    for (const [i, customer] of c.customers.slice(0, 3).entries()) {
      await customerCall(t.app, 'POST', `/accounts/${c.igId}/customers/${customer.id}/messages`, {
        text: `Привіт ${i}`,
      });
    }
    for (const text of ['two', 'three']) {
      await customerCall(t.app, 'POST', `/accounts/${c.igId}/customers/${c.customers[2].id}/messages`, { text });
    }
    const first = await paced(
      `/${c.igId}/conversations?platform=instagram&fields=id,updated_time,participants,messages.limit(2){id,message,from,to,created_time,attachments}&limit=2&access_token=${c.pageToken}`,
    );
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(2);
    const [latest] = first.body.data;
    expect(latest).toEqual({
      id: expect.any(String),
      updated_time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0000$/),
      participants: {
        data: [
          { username: c.customers[2].username, id: c.customers[2].id },
          { username: expect.any(String), id: c.igId },
        ],
      },
      messages: {
        data: [
          {
            id: expect.any(String),
            message: 'three',
            from: { username: c.customers[2].username, id: c.customers[2].id },
            to: { data: [{ username: expect.any(String), id: c.igId }] },
            created_time: expect.any(String),
          },
          expect.objectContaining({ message: 'two' }),
        ],
        paging: { cursors: { before: expect.any(String), after: expect.any(String) }, next: expect.any(String) },
      },
    });
    expect(first.body.paging.next).toContain('platform=instagram');
    const second = await paced(pathOf(first.body.paging.next));
    expect(second.body.data).toHaveLength(1);
    expect(second.body.paging.next).toBeUndefined();
    expect(second.body.paging.previous).toEqual(expect.any(String));
    const back = await paced(pathOf(second.body.paging.previous));
    expect(back.body.data.map((d: any) => d.id)).toEqual(first.body.data.map((d: any) => d.id));

    // The nested messages' next page, then the conversation and one message by id.
    const rest = await paced(pathOf(latest.messages.paging.next));
    expect(rest.body.data.map((m: any) => m.message)).toEqual(['Привіт 2']);
    const conversation = await paced(
      `/${latest.id}?fields=messages{id,message,from,to,created_time,attachments}&access_token=${c.pageToken}`,
    );
    expect(conversation.body.messages.data.map((m: any) => m.message)).toEqual(['three', 'two', 'Привіт 2']);
    const message = await paced(`/${latest.messages.data[0].id}?fields=id,message,from&access_token=${c.pageToken}`);
    expect(message.body).toEqual({
      id: latest.messages.data[0].id,
      message: 'three',
      from: latest.messages.data[0].from,
    });
    // The Messenger side (the Page's conversations) is separate.
    const messenger = await paced(`/me/conversations?access_token=${c.pageToken}`);
    expect(messenger.body).toEqual({ data: [] });
    const filtered = await paced(
      `/${c.igId}/conversations?platform=instagram&user_id=${c.customers[0].id}&access_token=${c.pageToken}`,
    );
    expect(filtered.body.data).toHaveLength(1);
  });

  it('refuses a third Conversations API call within a second for the same account (613), as Meta allows 2 a second', async () => {
    const c = await connectSandbox(t.app);
    const list = `/${c.igId}/conversations?platform=instagram&access_token=${c.pageToken}`;
    await new Promise((r) => setTimeout(r, 1010));
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await graph(t.app, 'GET', list));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 400]);
    expect(answers[2].body).toEqual(oauthError(613));
    expect(answers[2].body.error.is_transient).toBe(true);
    // Other calls of the account (profiles, media) are not counted, and the list is still refused
    // (at once: no pause that a loaded machine could stretch past the second)...
    expect((await graph(t.app, 'GET', `/${c.igId}/media?access_token=${c.pageToken}`)).status).toBe(200);
    expect((await graph(t.app, 'GET', list)).status).toBe(400);
    // ...until a second has passed since the accepted calls.
    await new Promise((r) => setTimeout(r, 1010));
    expect((await graph(t.app, 'GET', list)).status).toBe(200);
  });

  it('shows attachments, shares and replies of customer messages', async () => {
    const c = await connectSandbox(t.app);
    const customer = c.customers[0];
    const path = `/accounts/${c.igId}/customers/${customer.id}/messages`;
    const photo = await customerCall(t.app, 'POST', path, { image: 'photo-mirror' });
    await customerCall(t.app, 'POST', path, { share_media_id: c.media[0].id, reply_to: photo.body.data.mid });
    const conv = await paced(
      `/${c.igId}/conversations?platform=instagram&fields=messages{id,message,attachments,shares,reply_to}&access_token=${c.pageToken}`,
    );
    const [share, image] = conv.body.data[0].messages.data;
    expect(image.attachments.data[0].image_data.url).toBe('http://localhost:8080/sandbox/media/photo-mirror.svg');
    expect(share.shares.data[0].link).toBe(c.media[0].media_url);
    expect(share.reply_to).toEqual({ mid: photo.body.data.mid, is_self_reply: false });
  });

  it('lists media and comments with replies', async () => {
    const c = await connectSandbox(t.app);
    const media = await graph(
      t.app,
      'GET',
      `/${c.igId}/media?fields=id,caption,media_type,media_url,permalink,timestamp,username,thumbnail_url&limit=4&access_token=${c.pageToken}`,
    );
    expect(media.body.data).toHaveLength(4);
    expect(media.body.data[0]).toEqual({
      id: c.media[0].id,
      caption: 'Сукня льняна, арт. DR-1024, 1450 грн. Розміри S–L 🌿',
      media_type: 'IMAGE',
      media_url: 'http://localhost:8080/sandbox/media/dr-1024.svg',
      permalink: expect.stringContaining(`/sandbox?account=${c.igId}#media-`),
      timestamp: expect.any(String),
      username: expect.any(String),
    });
    const more = await graph(t.app, 'GET', pathOf(media.body.paging.next));
    expect(more.body.data).toHaveLength(2);

    const path = `/accounts/${c.igId}/customers/${c.customers[1].id}/comments`;
    const top = await customerCall(t.app, 'POST', path, { media_id: c.media[0].id, text: 'Ціна?' });
    await customerCall(t.app, 'POST', path, { media_id: c.media[0].id, text: 'Є M?', parent_id: top.body.data.id });
    const comments = await graph(
      t.app,
      'GET',
      `/${c.media[0].id}/comments?fields=id,text,timestamp,from,username,replies{id,text,from,parent_id}&access_token=${c.pageToken}`,
    );
    expect(comments.body.data).toEqual([
      {
        id: top.body.data.id,
        text: 'Ціна?',
        timestamp: expect.any(String),
        from: { id: c.customers[1].id, username: c.customers[1].username },
        username: c.customers[1].username,
        replies: {
          data: [
            {
              id: expect.any(String),
              text: 'Є M?',
              from: { id: c.customers[1].id, username: c.customers[1].username },
              parent_id: top.body.data.id,
            },
          ],
          paging: expect.any(Object),
        },
      },
    ]);
    const reply = await graph(t.app, 'POST', `/${top.body.data.id}/replies?access_token=${c.pageToken}`, {
      message: 'Ціна 1450 грн',
    });
    expect(reply.body).toEqual({ id: expect.stringMatching(/^\d+$/) });
    // The Facebook Page reads the same posts and comments with its own field names.
    const posts = await graph(
      t.app,
      'GET',
      `/${c.pageId}/posts?fields=id,message,created_time,permalink_url,full_picture&limit=1&access_token=${c.pageToken}`,
    );
    expect(posts.body.data).toEqual([
      {
        id: c.media[0].id,
        message: expect.stringContaining('DR-1024'),
        created_time: expect.any(String),
        permalink_url: expect.any(String),
        full_picture: c.media[0].media_url,
      },
    ]);
    const fbComments = await graph(
      t.app,
      'GET',
      `/${c.media[0].id}/comments?fields=id,message,created_time,from,parent{id}&access_token=${c.pageToken}`,
    );
    expect(fbComments.body.data[0]).toMatchObject({ message: 'Ціна?', created_time: expect.any(String) });
    const onPage = await graph(t.app, 'POST', `/${top.body.data.id}/comments?access_token=${c.pageToken}`, {
      message: 'Дякуємо!',
    });
    expect(onPage.body).toEqual({ id: expect.stringMatching(/^\d+$/) });
    const fromShop = await graph(
      t.app,
      'GET',
      `/${reply.body.id}?fields=from,parent_id,text&access_token=${c.pageToken}`,
    );
    expect(fromShop.body).toEqual({
      from: { id: c.igId, username: expect.any(String) },
      parent_id: top.body.data.id,
      text: 'Ціна 1450 грн',
    });
  });

  it('sends DMs within the 24-hour window, with HUMAN_AGENT up to 7 days, never to a customer who blocked the shop', async () => {
    const c = await connectSandbox(t.app);
    const customer = c.customers[0];
    const send = (body: Record<string, unknown>, path = `/${c.igId}/messages`) =>
      graph(t.app, 'POST', `${path}?access_token=${c.pageToken}`, body);
    // Never wrote to the shop: no window.
    expect((await send({ recipient: { id: customer.id }, message: { text: 'Hi' } })).body).toEqual(
      oauthError(10, 2534022),
    );
    await customerCall(t.app, 'POST', `/accounts/${c.igId}/customers/${customer.id}/messages`, { text: 'Є сукня?' });
    const ok = await send({ recipient: { id: customer.id }, messaging_type: 'RESPONSE', message: { text: 'Так ✅' } });
    expect(ok).toEqual({ status: 200, body: { recipient_id: customer.id, message_id: expect.any(String) } });
    const image = await send(
      {
        recipient: { id: customer.id },
        message: {
          attachment: { type: 'image', payload: { url: `${t.app.config.publicUrl}/sandbox/media/photo-fabric.png` } },
        },
      },
      '/me/messages',
    );
    expect(image.status).toBe(200);
    // Form-encoded, recipient and message as JSON strings (as Graph also accepts).
    const form = await t.app.inject({
      method: 'POST',
      url: `/sandbox/graph/v21.0/me/messages`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: q({
        recipient: JSON.stringify({ id: customer.id }),
        message: JSON.stringify({ text: 'form' }),
        access_token: c.pageToken,
      }),
    });
    expect(form.statusCode).toBe(200);

    await customerCall(t.app, 'POST', `/accounts/${c.igId}/time-travel`, { hours: 25 });
    const late = await send({ recipient: { id: customer.id }, message: { text: 'Late' } });
    expect(late).toEqual({ status: 400, body: oauthError(10, 2534022) });
    expect(late.body.error.message).toMatch(/outside of allowed window/);
    // Messenger words the same refusal with its own subcode.
    const lateOnMessenger = await send({ recipient: { id: customer.psid }, message: { text: 'Late' } }, '/me/messages');
    expect(lateOnMessenger).toEqual({ status: 400, body: oauthError(10, 2018278) });
    const tagged = await send({
      recipient: { id: customer.id },
      messaging_type: 'MESSAGE_TAG',
      tag: 'HUMAN_AGENT',
      message: { text: 'Agent' },
    });
    expect(tagged.status).toBe(200);
    await customerCall(t.app, 'POST', `/accounts/${c.igId}/time-travel`, { hours: 24 * 7 });
    const tooLate = await send({ recipient: { id: customer.id }, tag: 'HUMAN_AGENT', message: { text: 'Agent' } });
    expect(tooLate.body).toEqual(oauthError(10, 2534022));

    await customerCall(t.app, 'POST', `/accounts/${c.igId}/customers/${customer.id}/messages`, { text: 'Back' });
    await customerCall(t.app, 'POST', `/accounts/${c.igId}/customers/${customer.id}/block`, { blocked: true });
    const blocked = await send({ recipient: { id: customer.id }, message: { text: 'Hello?' } });
    expect(blocked.body).toEqual(oauthError(551));
    expect(blocked.body.error.message).toBe("(#551) This person isn't available right now.");
    await customerCall(t.app, 'POST', `/accounts/${c.igId}/customers/${customer.id}/block`, { blocked: false });
    expect((await send({ recipient: { id: customer.id }, message: { text: 'Hello' } })).status).toBe(200);

    // Bad input: Graph errors, never a 5xx.
    for (const body of [
      {},
      { recipient: { id: customer.id } },
      { recipient: 'x', message: { text: 'a' } },
      { recipient: { id: '1' }, message: { text: 'a' } },
      { recipient: { id: customer.id }, message: {} },
    ]) {
      const res = await send(body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(res.body.error.code).toEqual(expect.any(Number));
    }
  });

  it('sends a picture as Meta does: the attachment checked, its URL fetched, an unfetchable one refused (2018008)', async () => {
    const c = await connectSandbox(t.app);
    const customer = c.customers[0];
    await customerCall(t.app, 'POST', `/accounts/${c.igId}/customers/${customer.id}/messages`, {
      text: 'Таблиця розмірів?',
    });
    const send = (attachment: unknown) =>
      graph(t.app, 'POST', `/${c.igId}/messages?access_token=${c.pageToken}`, {
        recipient: { id: customer.id },
        message: { attachment },
      });
    const picture = `${t.app.config.publicUrl}/sandbox/media/photo-fabric.png`;
    const ok = await send({ type: 'image', payload: { url: picture, is_reusable: true } });
    expect(ok).toEqual({ status: 200, body: { recipient_id: customer.id, message_id: expect.any(String) } });
    // The customer's thread in the simulator holds the picture.
    const { body: thread } = await customerCall(t.app, 'GET', `/accounts/${c.igId}/customers/${customer.id}/messages`);
    const sent = thread.data.messages.find((m: { mid: string }) => m.mid === ok.body.message_id);
    expect(sent).toMatchObject({ from_shop: true, text: null, attachments: [{ type: 'image', url: picture }] });

    const unfetchable = oauthError(100, 2018008);
    for (const url of [
      `${t.app.config.publicUrl}/sandbox/media/no-such-picture.svg`, // 404
      'http://127.0.0.1:9/a.png', // no public address: Meta cannot reach it
      'http://10.0.0.1/a.png',
      'not a url',
      'ftp://example.com/a.png',
      42,
    ]) {
      const res = await send({ type: 'image', payload: { url } });
      expect({ url, res }).toEqual({ url, res: { status: 400, body: unfetchable } });
      expect(res.body.error.message).toBe('(#100) Failed to fetch the file from the url');
    }
    // The attachment's shape, as Meta checks it.
    for (const [attachment, message] of [
      [{ payload: { url: picture } }, '(#100) The parameter message[attachment][type] is required'],
      [
        { type: 'sticker', payload: { url: picture } },
        '(#100) param message[attachment][type] must be one of {image, video, audio, file}',
      ],
      [{ type: 'image' }, '(#100) The parameter message[attachment][payload] is required'],
      [{ type: 'image', payload: [] }, '(#100) param message[attachment][payload] must be a JSON object'],
      [{ type: 'image', payload: {} }, '(#100) The parameter message[attachment][payload][url] is required'],
      [
        { type: 'image', payload: { url: picture, is_reusable: 'yes' } },
        '(#100) param message[attachment][payload][is_reusable] must be a boolean',
      ],
    ] as const) {
      const res = await send(attachment);
      expect({ attachment, status: res.status, message: res.body.error?.message }).toEqual({
        attachment,
        status: 400,
        message,
      });
    }
    // Nothing refused reached the customer.
    const after = await customerCall(t.app, 'GET', `/accounts/${c.igId}/customers/${customer.id}/messages`);
    expect(after.body.data.messages.filter((m: { from_shop: boolean }) => m.from_shop)).toHaveLength(1);
  });

  it('sends one private reply per comment, within 7 days', async () => {
    const c = await connectSandbox(t.app);
    const comment = await customerCall(t.app, 'POST', `/accounts/${c.igId}/customers/${c.customers[3].id}/comments`, {
      media_id: c.media[1].id,
      text: 'Скільки коштує?',
    });
    const send = () =>
      graph(t.app, 'POST', `/${c.igId}/messages?access_token=${c.pageToken}`, {
        recipient: { comment_id: comment.body.data.id },
        message: { text: 'Написали вам у Direct' },
      });
    const first = await send();
    expect(first.body).toEqual({ recipient_id: c.customers[3].id, message_id: expect.any(String) });
    expect((await send()).body).toEqual(oauthError(10));

    const late = await customerCall(t.app, 'POST', `/accounts/${c.igId}/customers/${c.customers[4].id}/comments`, {
      media_id: c.media[1].id,
      text: 'Old',
    });
    await customerCall(t.app, 'POST', `/accounts/${c.igId}/time-travel`, { hours: 24 * 8 });
    const tooLate = await graph(t.app, 'POST', `/${c.igId}/messages?access_token=${c.pageToken}`, {
      recipient: { comment_id: late.body.data.id },
      message: { text: 'Hi' },
    });
    expect(tooLate.body).toEqual(oauthError(10, 2534022));
  });

  it('answers odd input with a Graph error or a 4xx, never a 5xx', async () => {
    const c = await connectSandbox(t.app);
    await customerCall(t.app, 'POST', `/accounts/${c.igId}/customers/${c.customers[0].id}/messages`, { text: 'Hi' });
    const odd = ['%00', 'a%00b', '..', "'", '%E2%82', 'x'.repeat(300), '{}', '-1', ''];
    const segment = fc.oneof(
      fc.constantFrom('me', c.igId, c.pageId, c.customers[0].id, c.media[0].id, ...odd),
      fc.string({ maxLength: 12 }).map(encodeURIComponent),
    );
    const edge = fc.constantFrom(
      '',
      '/messages',
      '/conversations',
      '/media',
      '/comments',
      '/replies',
      '/accounts',
      '/x',
    );
    const token = fc.constantFrom(c.pageToken, c.userToken, '%00', 'EAA', '');
    const query = fc.constantFrom(
      '',
      '&fields=id,name',
      '&fields=%00',
      '&fields=a{b{c{d{e{f{g}}}}}}',
      '&limit=-1',
      '&after=%00',
      '&limit=1e9',
      '&platform=instagram&user_id=%00',
    );
    const text = fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('a\u0000b', ''));
    const body = fc.oneof(
      fc.constant(undefined),
      fc.jsonValue(),
      fc.record({
        recipient: fc.oneof(
          fc.record({ id: fc.oneof(text, fc.constant(c.customers[0].id)) }),
          fc.record({ comment_id: text }),
          text,
        ),
        message: fc.oneof(
          fc.record({ text }),
          fc.record({ attachment: fc.record({ type: text, payload: fc.record({ url: text }) }) }),
          text,
        ),
        tag: text,
      }),
      fc.record({ message: text }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST'),
        segment,
        edge,
        token,
        query,
        body,
        async (method, id, e, tok, qs, b) => {
          const res = await t.app.inject({
            method: method as 'GET',
            url: `/sandbox/graph/v21.0/${id}${e}?access_token=${tok}${qs}`,
            ...(method === 'POST' && b !== undefined
              ? { payload: JSON.stringify(b), headers: { 'content-type': 'application/json' } }
              : {}),
          });
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 300 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('messages', 'comments', 'block', 'read', 'messages/%00', 'messages/%00/reaction'),
        fc.constantFrom(c.customers[0].id, '%00', 'x'),
        fc.dictionary(
          fc.constantFrom(
            'text',
            'image',
            'share_media_id',
            'reply_to',
            'platform',
            'media_id',
            'parent_id',
            'blocked',
            'emoji',
          ),
          fc.oneof(text, fc.integer(), fc.boolean(), fc.constant(null)),
        ),
        async (action, customer, payload) => {
          for (const method of ['POST', 'PUT', 'DELETE'] as const) {
            const res = await t.app.inject({
              method,
              url: `/sandbox/api/accounts/${c.igId}/customers/${customer}/${action}`,
              payload,
            });
            expect(res.statusCode).toBeLessThan(500);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

async function newCode(t: TestApp) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/sandbox/dialog/oauth',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: q({ client_id: 'sandbox-app', redirect_uri: REDIRECT_URI, action: 'continue', account: 'new' }),
  });
  return { code: new URL(res.headers.location as string).searchParams.get('code')! };
}
