import { createHmac, timingSafeEqual } from 'node:crypto';
import { metaJson, signature, WebhookSender } from '../src/modules/sandbox/webhooks';
import { createTestApp, describeOneDb, type TestApp } from './helpers';
import {
  connectSandbox,
  customerCall,
  graph,
  sandboxMeta,
  webhookReceiver,
  type ReceivedWebhook,
} from './sandbox-helpers';

const SECRET = 'sandbox-app-secret';

/** What the API must do first: HMAC-SHA256 of the raw bytes, compared in constant time. */
function verified(w: ReceivedWebhook): boolean {
  const header = String(w.headers['x-hub-signature-256'] ?? '');
  const expected = `sha256=${createHmac('sha256', SECRET).update(w.raw).digest('hex')}`;
  return header.length === expected.length && timingSafeEqual(Buffer.from(header), Buffer.from(expected));
}

describe('Meta webhook serialisation', () => {
  it('is compact JSON with non-ASCII as lower-case \\u escapes and escaped slashes, as Meta sends', () => {
    const body = metaJson({ text: 'Привіт 👗', url: 'https://x.test/a', n: 1 });
    expect(body).toBe(
      '{"text":"\\u041f\\u0440\\u0438\\u0432\\u0456\\u0442 \\ud83d\\udc57","url":"https:\\/\\/x.test\\/a","n":1}',
    );
    expect(/^[\x20-\x7e]*$/.test(body)).toBe(true);
    expect(JSON.parse(body)).toEqual({ text: 'Привіт 👗', url: 'https://x.test/a', n: 1 });
    expect(signature(body, SECRET)).toBe(`sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`);
  });

  it('retries a delivery with backoff until the receiver answers 2xx, and gives up after the last delay', async () => {
    const receiver = await webhookReceiver([500, 503]);
    const log = { warn: jest.fn() } as any;
    const sender = new WebhookSender(() => receiver.url, SECRET, log, [20, 40]);
    const d = sender.send({ object: 'instagram', entry: [] });
    const w = await receiver.nth(1);
    expect(verified(w)).toBe(true);
    await sender.idle();
    expect(d).toMatchObject({ status: 'delivered', attempts: 3, last_status: 200 });
    expect(receiver.attempts()).toBe(3);

    const failing = await webhookReceiver([500, 500, 500, 500]);
    const giveUp = new WebhookSender(() => failing.url, SECRET, log, [10, 10]);
    const lost = giveUp.send({ object: 'page', entry: [] });
    const end = Date.now() + 3000;
    while (lost.status === 'pending' && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
    expect(lost).toMatchObject({ status: 'failed', attempts: 3 });
    expect(log.warn).toHaveBeenCalled();
    giveUp.close();
    sender.close();
    await receiver.close();
    await failing.close();
  });
});

describeOneDb('Meta sandbox: customer actions arrive as signed webhooks', (target) => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
  let c: Awaited<ReturnType<typeof connectSandbox>>;
  let next: () => Promise<ReceivedWebhook>;
  beforeAll(async () => {
    receiver = await webhookReceiver([502]);
    t = await createTestApp(target, sandboxMeta(receiver.url));
    c = await connectSandbox(t.app);
    let seen = 0;
    next = async () => {
      const w = await receiver.nth(++seen);
      expect(verified(w)).toBe(true);
      expect(w.headers['content-type']).toBe('application/json');
      expect(/^[\x20-\x7e]*$/.test(w.raw.toString('latin1'))).toBe(true);
      return w;
    };
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  /** A Messenger webhook as Meta sends it: object "page", from the customer's Page-scoped id. */
  const pageEvent = (customer: { psid: string }, body: Record<string, unknown>) => ({
    object: 'page',
    entry: [
      {
        id: c.pageId,
        time: expect.any(Number),
        messaging: [
          { sender: { id: customer.psid }, recipient: { id: c.pageId }, timestamp: expect.any(Number), ...body },
        ],
      },
    ],
  });

  const messaging = (w: ReceivedWebhook) => {
    expect(w.body).toEqual({
      object: 'instagram',
      entry: [{ id: c.igId, time: expect.any(Number), messaging: [expect.any(Object)] }],
    });
    return w.body.entry[0].messaging[0];
  };

  it('DMs: text (retried after a 502), a photo, a shared post, a reply; edits, unsends, reactions, read receipts', async () => {
    const customer = c.customers[0];
    const path = `/accounts/${c.igId}/customers/${customer.id}`;
    const sent = await customerCall(t.app, 'POST', `${path}/messages`, { text: 'Привіт! Є сукня DR-1024?' });
    expect(sent.status).toBe(201);
    const mid = sent.body.data.mid;
    const first = await next();
    expect(first.raw.toString()).toContain('\\u041f\\u0440\\u0438\\u0432\\u0456\\u0442');
    expect(messaging(first)).toEqual({
      sender: { id: customer.id },
      recipient: { id: c.igId },
      timestamp: expect.any(Number),
      message: { mid, text: 'Привіт! Є сукня DR-1024?' },
    });

    await customerCall(t.app, 'POST', `${path}/messages`, { image: 'photo-fabric' });
    expect(messaging(await next()).message).toEqual({
      mid: expect.any(String),
      attachments: [{ type: 'image', payload: { url: 'http://localhost:8080/sandbox/media/photo-fabric.svg' } }],
    });
    await customerCall(t.app, 'POST', `${path}/messages`, {
      share_media_id: c.media[2].id,
      text: 'Ось ця',
      reply_to: mid,
    });
    expect(messaging(await next()).message).toEqual({
      mid: expect.any(String),
      text: 'Ось ця',
      // Instagram's shape since 2025-11 (`share` was removed on 2026-02-01): the post's media id.
      attachments: [
        {
          type: 'ig_post',
          payload: { ig_post_media_id: c.media[2].id, title: c.media[2].caption, url: c.media[2].media_url },
        },
      ],
      reply_to: { mid },
    });

    await customerCall(t.app, 'PUT', `${path}/messages/${mid}`, { text: 'Є сукня DR-1024 у розмірі M?' });
    expect(messaging(await next())).toEqual({
      sender: { id: customer.id },
      recipient: { id: c.igId },
      timestamp: expect.any(Number),
      message_edit: { mid, text: 'Є сукня DR-1024 у розмірі M?', num_edit: 1 },
    });
    await customerCall(t.app, 'POST', `${path}/messages/${mid}/reaction`, { emoji: '❤️' });
    expect(messaging(await next()).reaction).toEqual({ mid, action: 'react', reaction: 'love', emoji: '❤️' });
    await customerCall(t.app, 'POST', `${path}/messages/${mid}/reaction`, { emoji: null });
    expect(messaging(await next()).reaction).toEqual({ mid, action: 'unreact' });
    await customerCall(t.app, 'DELETE', `${path}/messages/${mid}`);
    expect(messaging(await next()).message).toEqual({ mid, is_deleted: true });

    // The shop answers through the Graph: the echo arrives, then the customer reads it.
    const reply = await graph(t.app, 'POST', `/${c.igId}/messages?access_token=${c.pageToken}`, {
      recipient: { id: customer.id },
      message: { text: 'Так, є 🙂' },
    });
    expect(messaging(await next())).toEqual({
      sender: { id: c.igId },
      recipient: { id: customer.id },
      timestamp: expect.any(Number),
      message: { mid: reply.body.message_id, text: 'Так, є 🙂', is_echo: true },
    });
    await customerCall(t.app, 'POST', `${path}/read`, {});
    expect(messaging(await next()).read).toEqual({ mid: reply.body.message_id });
    expect(receiver.attempts()).toBe(receiver.received.length + 1);
  });

  it('Messenger DMs come as object "page" from the customer\'s Page-scoped id', async () => {
    const customer = c.customers[1];
    await customerCall(t.app, 'POST', `/accounts/${c.pageId}/customers/${customer.id}/messages`, {
      platform: 'messenger',
      text: 'Hello',
    });
    const w = await next();
    expect(w.body).toEqual(pageEvent(customer, { message: { mid: expect.stringMatching(/^m_/), text: 'Hello' } }));
    const reply = await graph(t.app, 'POST', `/me/messages?access_token=${c.pageToken}`, {
      recipient: { id: customer.psid },
      message: { text: 'Hi!' },
    });
    expect(reply.status).toBe(200);
    expect((await next()).body.entry[0].messaging[0]).toMatchObject({
      sender: { id: c.pageId },
      recipient: { id: customer.psid },
      message: { text: 'Hi!', is_echo: true, app_id: 'sandbox-app' },
    });
  });

  it('comments and replies in a thread, the shop’s public reply included', async () => {
    const customer = c.customers[2];
    const media = c.media[0];
    const top = await customerCall(t.app, 'POST', `/accounts/${c.igId}/customers/${customer.id}/comments`, {
      media_id: media.id,
      text: 'Ціна? 😍',
    });
    const w = await next();
    expect(w.body).toEqual({
      object: 'instagram',
      entry: [
        {
          id: c.igId,
          time: expect.any(Number),
          changes: [
            {
              field: 'comments',
              value: {
                from: { id: customer.id, username: customer.username },
                media: { id: media.id, media_product_type: 'FEED' },
                id: top.body.data.id,
                text: 'Ціна? 😍',
              },
            },
          ],
        },
      ],
    });
    await customerCall(t.app, 'POST', `/accounts/${c.igId}/customers/${c.customers[3].id}/comments`, {
      media_id: media.id,
      text: '+',
      parent_id: top.body.data.id,
    });
    expect((await next()).body.entry[0].changes[0].value).toMatchObject({ parent_id: top.body.data.id, text: '+' });
    const reply = await graph(t.app, 'POST', `/${top.body.data.id}/replies?access_token=${c.pageToken}`, {
      message: '1450 грн',
    });
    expect((await next()).body.entry[0].changes[0].value).toEqual({
      from: { id: c.igId, username: expect.any(String) },
      media: { id: media.id, media_product_type: 'FEED' },
      id: reply.body.id,
      parent_id: top.body.data.id,
      text: '1450 грн',
    });
  });

  it('refuses bad actions with a 4xx and sends nothing', async () => {
    const before = receiver.received.length;
    const customer = c.customers[4];
    const path = `/accounts/${c.igId}/customers/${customer.id}`;
    const other = await connectSandbox(t.app);
    const cases: Array<[string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, unknown, number]> = [
      ['empty message', 'POST', `${path}/messages`, {}, 400],
      ['text not a string', 'POST', `${path}/messages`, { text: 5 }, 400],
      ['unknown picture', 'POST', `${path}/messages`, { image: '../etc/passwd' }, 400],
      ['another account’s post', 'POST', `${path}/messages`, { share_media_id: other.media[0].id }, 404],
      ['bad platform', 'POST', `${path}/messages`, { text: 'a', platform: 'tiktok' }, 400],
      ['unknown message', 'PUT', `${path}/messages/nope`, { text: 'a' }, 404],
      [
        'another account’s customer',
        'POST',
        `/accounts/${c.igId}/customers/${other.customers[0].id}/messages`,
        { text: 'a' },
        404,
      ],
      ['unknown account', 'POST', `/accounts/1/customers/${customer.id}/messages`, { text: 'a' }, 404],
      ['comment without text', 'POST', `${path}/comments`, { media_id: c.media[0].id }, 400],
      [
        'comment on another account’s post',
        'POST',
        `${path}/comments`,
        { media_id: other.media[0].id, text: 'a' },
        404,
      ],
      ['block without a boolean', 'POST', `${path}/block`, { blocked: 'yes' }, 400],
      ['time travel too far', 'POST', `/accounts/${c.igId}/time-travel`, { hours: 1e9 }, 400],
    ];
    for (const [what, method, url, body, status] of cases) {
      const res = await customerCall(t.app, method, url, body);
      expect({ what, status: res.status }).toEqual({ what, status });
      expect(res.body.error_message).toEqual(expect.any(String));
    }
    await customerCall(t.app, 'POST', `${path}/block`, { blocked: true });
    expect((await customerCall(t.app, 'POST', `${path}/messages`, { text: 'a' })).status).toBe(409);
    await new Promise((r) => setTimeout(r, 100));
    expect(receiver.received.length).toBe(before);
  });
  it('emits the shapes Meta sends today on demand: ig_post, story reply and mention, quick reply, referral, standby, a Messenger watermark, the dashboard test', async () => {
    const customer = c.customers[1];
    const event = (body: Record<string, unknown>) =>
      customerCall(t.app, 'POST', `/accounts/${c.igId}/customers/${customer.id}/events`, body);
    const from = { sender: { id: customer.id }, recipient: { id: c.igId }, timestamp: expect.any(Number) };
    // developers.facebook.com/docs/instagram-platform/webhooks/examples (ig_post since 2025-11)
    const post = c.media[1];
    expect((await event({ kind: 'ig_post', media_id: post.id })).status).toBe(201);
    expect(messaging(await next())).toEqual({
      ...from,
      message: {
        mid: expect.any(String),
        attachments: [
          { type: 'ig_post', payload: { ig_post_media_id: post.id, title: post.caption, url: post.media_url } },
        ],
      },
    });
    await event({ kind: 'story_reply', text: 'Яка ціна?' });
    expect(messaging(await next()).message).toEqual({
      mid: expect.any(String),
      text: 'Яка ціна?',
      reply_to: { story: { id: expect.any(String), url: expect.stringContaining('/sandbox/media/') } },
    });
    await event({ kind: 'story_mention' });
    expect(messaging(await next()).message.attachments).toEqual([
      { type: 'story_mention', payload: { url: expect.stringContaining('/sandbox/media/') } },
    ]);
    await event({ kind: 'quick_reply', text: 'Розмір M' });
    expect(messaging(await next()).message).toMatchObject({ text: 'Розмір M', quick_reply: { payload: 'РОЗМІР M' } });
    await event({ kind: 'referral' });
    expect(messaging(await next())).toEqual({
      ...from,
      referral: { ref: 'vitrina-sandbox', source: 'SHORTLINK', type: 'OPEN_THREAD' },
    });
    // Another app (ManyChat, Meta's inbox) owns the thread: the same event under `standby`.
    await event({ kind: 'standby', text: 'Є в наявності?' });
    const standby = (await next()).body;
    expect(standby.entry[0].messaging).toBeUndefined();
    expect(standby.entry[0].standby).toEqual([
      { ...from, message: { mid: expect.any(String), text: 'Є в наявності?' } },
    ]);
    // Messenger's message_reads: a watermark, no mid.
    await event({ kind: 'read_watermark', watermark: 1_700_000_000_000 });
    expect((await next()).body).toEqual(pageEvent(customer, { read: { watermark: 1_700_000_000_000 } }));
    await event({ kind: 'dashboard_test' });
    expect((await next()).body.entry[0]).toMatchObject({ id: '0', messaging: [{ message: { mid: 'random_mid' } }] });
    // Unknown kinds and foreign posts are refused, nothing sent.
    expect((await event({ kind: 'share' })).status).toBe(400);
    expect((await event({ kind: 'ig_post', media_id: 'nope' })).status).toBe(404);
  });

  it('builds its media URLs on the origin the browser uses (127.0.0.1 or localhost), also in the Graph and its webhooks', async () => {
    const customer = c.customers[1];
    const at = (host: string) => ({ host, origin: `http://${host}` });
    const state = async (host: string) =>
      (await t.app.inject({ url: `/sandbox/api/accounts/${c.igId}`, headers: at(host) })).json().data;
    const profilePic = async () =>
      (await graph(t.app, 'GET', `/${customer.id}?fields=profile_pic&access_token=${c.pageToken}`)).body.profile_pic;

    const seen = await state('127.0.0.1:8080');
    expect(seen.customers[1].picture).toBe(`http://127.0.0.1:8080/sandbox/avatars/${customer.id}.svg`);
    expect(seen.media[0].media_url).toMatch(/^http:\/\/127\.0\.0\.1:8080\/sandbox\/media\//);
    // The Graph is called server to server: it follows the account's browser.
    expect(await profilePic()).toBe(`http://127.0.0.1:8080/sandbox/avatars/${customer.id}.svg`);
    await t.app.inject({
      method: 'POST',
      url: `/sandbox/api/accounts/${c.igId}/customers/${customer.id}/messages`,
      headers: at('127.0.0.1:8080'),
      payload: { image: 'photo-fabric' },
    });
    expect(messaging(await next()).message.attachments).toEqual([
      { type: 'image', payload: { url: 'http://127.0.0.1:8080/sandbox/media/photo-fabric.svg' } },
    ]);
    // Another port is another server, not taken; localhost at this one is.
    expect((await state('localhost:9999')).customers[1].picture).toMatch(/^http:\/\/127\.0\.0\.1:8080\//);
    expect((await state('localhost:8080')).customers[1].picture).toMatch(/^http:\/\/localhost:8080\//);
    expect(await profilePic()).toMatch(/^http:\/\/localhost:8080\//);
  });
});
