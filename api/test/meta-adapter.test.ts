import { createHmac } from 'node:crypto';
import { AppError } from '../src/lib/errors';
import { TokenCipher } from '../src/lib/token-cipher';
import type { MetaAccount } from '../src/modules/meta/adapter';
import { GraphError, GraphUnavailableError, MessageTooLongError } from '../src/modules/meta/errors';
import { MetaGateway } from '../src/modules/meta/gateway';
import { GraphUsage } from '../src/modules/meta/usage';
import { GraphMetaAdapter } from '../src/modules/meta/graph';
import { PAGE_WEBHOOK_FIELDS } from '../src/modules/meta/webhook-fields';
import { SandboxClient, type SandboxAccountState } from '../src/modules/sandbox/customer';
import { createTestApp, describeOneDb, listen, type TestApp } from './helpers';
import { DOUBLE, startGraphDouble, type GraphDouble } from './meta/graph-double';
import { REDIRECT_URI, sandboxMeta, webhookReceiver } from './sandbox-helpers';

/** What a call that must fail rejected with. */
async function failureOf<E>(call: Promise<unknown>): Promise<E> {
  return call.then(
    () => {
      throw new Error('the call succeeded');
    },
    (e: unknown) => e as E,
  );
}

/** A Graph failure as the adapter reports it: `[code, subcode, tokenExpired, outsideWindow, recipientUnavailable]`. */
async function graphFailure(call: Promise<unknown>) {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(GraphError);
  const g = err as GraphError;
  return [g.code, g.subcode, g.tokenExpired, g.outsideWindow, g.recipientUnavailable];
}

/**
 * Contract of the Graph adapter: the real GraphMetaAdapter over HTTP against the real Meta
 * sandbox (its Graph emulator, consent dialog and customers), every call with its paging and
 * its errors as the routes see them.
 */
/** The Conversations API allows 2 calls a second per account (the sandbox refuses more, as Meta does). */
const pace = () => new Promise((resolve) => setTimeout(resolve, 510));

describeOneDb('GraphMetaAdapter against the Meta sandbox', (target) => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
  let adapter: GraphMetaAdapter;
  let sandbox: SandboxClient;
  let base: string;

  beforeAll(async () => {
    // The sandbox's webhooks go to a bare receiver: only the adapter's calls are under test here.
    receiver = await webhookReceiver();
    t = await createTestApp(target, sandboxMeta(receiver.url));
    base = `http://${await listen(t.app)}`;
    adapter = new GraphMetaAdapter({ ...t.config.meta!, graphUrl: `${base}/sandbox/graph` });
    sandbox = new SandboxClient(base);
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  /** A new sandbox account connected as the API connects one: consent, code exchange, managed Pages. */
  async function connect(name?: string) {
    const { code } = await sandbox.authorize({ redirectUri: REDIRECT_URI, name });
    const token = await adapter.exchangeCode(code!, REDIRECT_URI);
    const [page] = await adapter.listPages(token.accessToken);
    const ig: MetaAccount = {
      platform: 'INSTAGRAM',
      profileId: page.instagram!.id,
      pageId: page.id,
      accessToken: page.accessToken,
    };
    const fb: MetaAccount = {
      platform: 'FACEBOOK',
      profileId: page.id,
      pageId: page.id,
      accessToken: page.accessToken,
    };
    const state: SandboxAccountState = await sandbox.account(page.id);
    return { code: code!, token, page, ig, fb, ...state };
  }

  it('exchanges a code once for a long-lived token; a used, unknown or misdirected code is a GraphError', async () => {
    const c = await connect();
    // The sandbox gives 60 days only to the fb_exchange_token step (the first step's token lives 2 hours).
    expect(c.token.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 59 * 24 * 3600_000);
    expect(await graphFailure(adapter.exchangeCode(c.code, REDIRECT_URI))).toEqual([100, 36009, false, false, false]);
    expect(await graphFailure(adapter.exchangeCode('nope', REDIRECT_URI))).toEqual([100, null, false, false, false]);
    const { code } = await sandbox.authorize({ redirectUri: REDIRECT_URI });
    const elsewhere = 'http://localhost:8080/en/chats';
    expect(await graphFailure(adapter.exchangeCode(code!, elsewhere))).toEqual([100, 36008, false, false, false]);
  });

  it('lists the managed Page with its token, picture and linked Instagram account; reads both profiles', async () => {
    const c = await connect('Adapter Boutique');
    expect(c.page).toEqual({
      id: c.account.page_id,
      name: 'Adapter Boutique',
      accessToken: expect.stringMatching(/^EAA/),
      picture: expect.stringContaining('/sandbox/avatars/'),
      instagram: { id: c.account.ig_id, username: c.account.username, profilePictureUrl: c.account.picture },
    });
    expect(await adapter.getAccountProfile(c.ig)).toEqual({
      id: c.account.ig_id,
      name: 'Adapter Boutique',
      username: c.account.username,
      picture: c.account.picture,
    });
    expect(await adapter.getAccountProfile(c.fb)).toEqual({
      id: c.account.page_id,
      name: 'Adapter Boutique',
      username: null,
      picture: expect.stringContaining(`/sandbox/avatars/${c.account.page_id}`),
    });
    const [olena] = c.customers;
    expect(await adapter.getCustomerProfile(c.ig, olena.id)).toEqual({
      id: olena.id,
      name: olena.name,
      username: olena.username,
      picture: olena.picture,
    });
    // On Messenger the same person has a Page-scoped id and no username.
    expect(await adapter.getCustomerProfile(c.fb, olena.psid)).toMatchObject({
      id: olena.psid,
      name: olena.name,
      username: null,
    });
  });

  it('pages through Instagram conversations, and the Page’s Messenger ones separately', async () => {
    const c = await connect();
    for (const customer of c.customers.slice(0, 3)) await sandbox.sendText(c.account.ig_id, customer.id, 'Привіт');
    await sandbox.sendText(c.account.ig_id, c.customers[4].id, 'Через Messenger', 'messenger');
    const first = await adapter.listConversations(c.ig, { limit: 2 });
    expect(first.data).toHaveLength(2);
    expect(first.after).toEqual(expect.any(String));
    await pace();
    const second = await adapter.listConversations(c.ig, { limit: 2, after: first.after! });
    expect(second).toEqual({ data: [expect.any(Object)], after: null });
    const customers = [...first.data, ...second.data].map((conv) => conv.participants[0].id);
    // Newest first, each conversation with the customer and the shop.
    expect(customers).toEqual(
      c.customers
        .slice(0, 3)
        .map((x) => x.id)
        .reverse(),
    );
    expect(first.data[0].participants[1]).toEqual({ id: c.account.ig_id, name: null, username: c.account.username });
    expect(first.data[0].updatedTime).toMatch(/^\d{4}-\d\d-\d\dT/);
    await pace();
    const messenger = await adapter.listConversations(c.fb);
    expect(messenger.data.map((conv) => conv.participants[0])).toEqual([
      { id: c.customers[4].psid, name: c.customers[4].name, username: null },
    ]);
    expect(messenger.after).toBeNull();
  });

  it('pages backwards through a conversation’s messages, with attachments', async () => {
    const c = await connect();
    const olena = c.customers[0];
    await sandbox.sendText(c.account.ig_id, olena.id, 'Перше');
    await sandbox.send(c.account.ig_id, olena.id, { image: c.photos[0].name });
    await sandbox.sendText(c.account.ig_id, olena.id, 'Третє');
    const [conversation] = (await adapter.listConversations(c.ig)).data;
    await pace();
    const newest = await adapter.listMessages(c.ig, conversation.id, { limit: 2 });
    expect(newest.data.map((m) => [m.text, m.attachments])).toEqual([
      ['Третє', []],
      ['', [{ type: 'image', url: c.photos[0].url }]],
    ]);
    expect(newest.data[0]).toMatchObject({
      id: expect.any(String),
      createdTime: expect.any(String),
      from: { id: olena.id, name: null, username: olena.username },
    });
    await pace();
    const older = await adapter.listMessages(c.ig, conversation.id, { limit: 2, after: newest.after! });
    expect(older.data.map((m) => m.text)).toEqual(['Перше']);
    expect(older.after).toBeNull();
  });

  it('pages through media (Instagram media and the Page’s posts) and reads one post', async () => {
    const c = await connect();
    const first = await adapter.listMedia(c.ig, { limit: 4 });
    const rest = await adapter.listMedia(c.ig, { limit: 4, after: first.after! });
    expect([first.data.length, rest.data.length, rest.after]).toEqual([4, 2, null]);
    expect([...first.data, ...rest.data].map((m) => m.id)).toEqual(c.media.map((m) => m.id));
    expect(first.data[0]).toEqual({
      id: c.media[0].id,
      caption: c.media[0].caption,
      mediaType: 'IMAGE',
      mediaUrl: c.media[0].media_url,
      permalink: expect.stringContaining(`#media-${c.media[0].id}`),
      timestamp: c.media[0].timestamp,
    });
    const posts = await adapter.listMedia(c.fb, { limit: 1 });
    expect(posts.data).toEqual([first.data[0]]);
    expect(posts.after).toEqual(expect.any(String));
    expect(await adapter.getMedia(c.ig, c.media[2].id)).toEqual({ ...first.data[2], ...pick(c.media[2]) });
    expect((await adapter.getMedia(c.fb, c.media[2].id)).permalink).toContain(`#media-${c.media[2].id}`);
  });

  it('pages through a post’s comments and a comment’s replies, on Instagram and on the Page', async () => {
    const c = await connect();
    const post = c.media[0].id;
    const [a, b, d] = c.customers;
    const top = await sandbox.comment(c.account.ig_id, a.id, post, 'Ціна?');
    await sandbox.comment(c.account.ig_id, b.id, post, 'Є M?');
    await sandbox.comment(c.account.ig_id, d.id, post, 'А L?');
    await sandbox.comment(c.account.ig_id, b.id, post, 'І мені', top.id);
    const first = await adapter.listComments(c.ig, post, { limit: 2 });
    const rest = await adapter.listComments(c.ig, post, { limit: 2, after: first.after! });
    expect([...first.data, ...rest.data].map((x) => x.text).sort()).toEqual(['Ціна?', 'Є M?', 'А L?'].sort());
    expect(rest.after).toBeNull();
    const replies = await adapter.listComments(c.ig, top.id);
    expect(replies.data).toEqual([
      {
        id: expect.any(String),
        text: 'І мені',
        timestamp: expect.any(String),
        from: { id: b.id, username: b.username },
        parentId: top.id,
      },
    ]);
    const onPage = await adapter.listComments(c.fb, top.id);
    expect(onPage.data.map((x) => [x.text, x.parentId])).toEqual([['І мені', top.id]]);
  });

  it('sends a DM inside the 24-hour window, with HUMAN_AGENT up to 7 days, never to a customer who blocked the shop', async () => {
    const c = await connect();
    const olena = c.customers[0];
    // No message from the customer yet: no window (Graph code 10; Instagram's subcode 2534022, Messenger's 2018278).
    expect(await graphFailure(adapter.sendMessage(c.ig, olena.id, 'Hi'))).toEqual([10, 2534022, false, true, false]);
    expect(await graphFailure(adapter.sendMessage(c.fb, olena.psid, 'Hi'))).toEqual([10, 2018278, false, true, false]);
    await sandbox.sendText(c.account.ig_id, olena.id, 'Є сукня?');
    await sandbox.sendText(c.account.ig_id, olena.id, 'А на Messenger?', 'messenger');
    const sent = await adapter.sendMessage(c.ig, olena.id, 'Так ✅');
    expect(sent).toEqual({ recipientId: olena.id, messageId: expect.any(String) });
    const viaPage = await adapter.sendMessage(c.fb, olena.psid, 'Так, і тут');
    expect(viaPage.recipientId).toBe(olena.psid);

    await sandbox.timeTravel(c.account.ig_id, 25);
    expect(await graphFailure(adapter.sendMessage(c.ig, olena.id, 'Late'))).toEqual([10, 2534022, false, true, false]);
    const tagged = await adapter.sendMessage(c.ig, olena.id, 'Ще актуально?', { tag: 'HUMAN_AGENT' });
    const { messages } = await sandbox.messages(c.account.ig_id, olena.id);
    expect(messages.filter((m) => m.from_shop).map((m) => [m.mid, m.text, m.tag])).toEqual([
      [sent.messageId, 'Так ✅', null],
      [tagged.messageId, 'Ще актуально?', 'HUMAN_AGENT'],
    ]);
    await sandbox.timeTravel(c.account.ig_id, 24 * 7);
    expect(await graphFailure(adapter.sendMessage(c.ig, olena.id, 'x', { tag: 'HUMAN_AGENT' }))).toEqual([
      10,
      2534022,
      false,
      true,
      false,
    ]);

    await sandbox.sendText(c.account.ig_id, olena.id, 'Повернулась');
    await sandbox.block(c.account.ig_id, olena.id);
    expect(await graphFailure(adapter.sendMessage(c.ig, olena.id, 'Hello?'))).toEqual([
      551,
      1545041,
      false,
      false,
      true,
    ]);
    // A recipient the account does not know.
    expect(await graphFailure(adapter.sendMessage(c.ig, '1234', 'x'))).toEqual([100, 2018001, false, false, false]);
  });

  it('counts text as Meta does: Instagram 1,000 UTF-8 bytes, Messenger 2,000 characters; the adapter refuses longer before any call', async () => {
    const c = await connect();
    const olena = c.customers[0];
    await sandbox.sendText(c.account.ig_id, olena.id, 'Привіт');
    await sandbox.sendText(c.account.ig_id, olena.id, 'Привіт', 'messenger');
    const cyrillic = (n: number) => 'я'.repeat(n); // 2 bytes each in UTF-8
    // The sandbox itself, called as Meta would be: 1,000 bytes pass, 1,001 are refused (#100).
    const raw = (path: string, text: string) =>
      fetch(`${base}/sandbox/graph/${t.config.meta!.graphVersion}/${path}?access_token=${c.page.accessToken}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ recipient: { id: path === 'me/messages' ? olena.psid : olena.id }, message: { text } }),
      });
    expect((await raw(`${c.ig.profileId}/messages`, cyrillic(500))).status).toBe(200);
    const over = await raw(`${c.ig.profileId}/messages`, `${cyrillic(500)}a`);
    expect(over.status).toBe(400);
    expect((await over.json()).error).toMatchObject({
      code: 100,
      message: '(#100) Length of param message[text] must be less than or equal to 1000',
    });
    // Messenger counts characters: 2,000 Cyrillic letters (4,000 bytes) pass, 2,001 do not.
    expect((await raw('me/messages', cyrillic(2000))).status).toBe(200);
    expect((await raw('me/messages', cyrillic(2001))).status).toBe(400);

    // The adapter knows the same limits and refuses before calling Meta.
    const sent = await sandbox.messages(c.account.ig_id, olena.id);
    const tooLong = await adapter.sendMessage(c.ig, olena.id, cyrillic(501)).catch((e: unknown) => e);
    expect(tooLong).toBeInstanceOf(MessageTooLongError);
    expect(tooLong).toMatchObject({ platform: 'INSTAGRAM', length: 1002, max: 1000 });
    expect(await adapter.privateReply(c.ig, 'any-comment', '😀'.repeat(251)).catch((e: unknown) => e)).toBeInstanceOf(
      MessageTooLongError,
    );
    expect((await sandbox.messages(c.account.ig_id, olena.id)).messages).toHaveLength(sent.messages.length);
    await expect(adapter.sendMessage(c.ig, olena.id, cyrillic(500))).resolves.toMatchObject({ recipientId: olena.id });
    await expect(adapter.sendMessage(c.fb, olena.psid, cyrillic(2000))).resolves.toMatchObject({
      recipientId: olena.psid,
    });
    await expect(adapter.sendMessage(c.fb, olena.psid, cyrillic(2001))).rejects.toBeInstanceOf(MessageTooLongError);
  });

  it('sends one private reply per comment, and public replies on Instagram and on the Page', async () => {
    const c = await connect();
    const [olena, max] = c.customers;
    const comment = await sandbox.comment(c.account.ig_id, olena.id, c.media[1].id, 'Скільки коштує?');
    const reply = await adapter.privateReply(c.ig, comment.id, 'Написали вам у Direct');
    expect(reply).toEqual({ recipientId: olena.id, messageId: expect.any(String) });
    const dms = await sandbox.messages(c.account.ig_id, olena.id);
    expect(dms.messages.map((m) => [m.mid, m.text, m.from_shop])).toEqual([
      [reply.messageId, 'Написали вам у Direct', true],
    ]);
    expect(await graphFailure(adapter.privateReply(c.ig, comment.id, 'Ще раз'))).toEqual([
      10,
      2018048,
      false,
      false,
      false,
    ]);

    const question = await sandbox.comment(c.account.ig_id, max.id, c.media[1].id, 'Є M?');
    const onIg = await adapter.replyToComment(c.ig, question.id, 'Так, є M');
    const onPage = await adapter.replyToComment(c.fb, question.id, 'Дякуємо!');
    const post = (await sandbox.account(c.account.ig_id)).media[1];
    const thread = post.comments.find((x) => x.id === question.id)!;
    expect(thread.replies.map((r) => [r.id, r.text, r.from_shop])).toEqual([
      [onIg.id, 'Так, є M', true],
      [onPage.id, 'Дякуємо!', true],
    ]);
    // A week later a private reply is refused as outside the window.
    await sandbox.timeTravel(c.account.ig_id, 24 * 8);
    expect(await graphFailure(adapter.privateReply(c.ig, question.id, 'Hi'))).toEqual([
      10,
      2534022,
      false,
      true,
      false,
    ]);
  });

  it('subscribes the app to the Page with the Page fields and its Page token; Instagram fields and a user token are refused', async () => {
    const c = await connect();
    await expect(adapter.subscribeApp(c.ig, PAGE_WEBHOOK_FIELDS.join(','))).resolves.toBeUndefined();
    // Instagram's names (read receipts, edits) are not Page fields: Meta answers (#100).
    for (const field of ['messaging_seen', 'message_edit']) {
      const refused = await adapter.subscribeApp(c.fb, `messages,${field}`).catch((e: unknown) => e as GraphError);
      expect(refused).toBeInstanceOf(GraphError);
      expect((refused as GraphError).code).toBe(100);
      expect((refused as GraphError).message).toContain(`Param subscribed_fields[1] must be one of {`);
    }
    const asUser = { ...c.ig, accessToken: c.token.accessToken };
    expect(await graphFailure(adapter.subscribeApp(asUser, 'messages'))).toEqual([210, null, false, false, false]);
  });

  it('maps throttling (4, 17, 32, 613) to 429 "try again in N s" with Retry-After; a send refused for rate limits succeeds on retry', async () => {
    const c = await connect();
    const olena = c.customers[0];
    await sandbox.sendText(c.account.ig_id, olena.id, 'Є сукня?');
    const usage = new GraphUsage();
    const throttled = new GraphMetaAdapter(adapter['config'], usage);
    const gateway = new MetaGateway(t.config.meta, throttled, new TokenCipher(Buffer.alloc(32)), usage, async () => {});
    for (const code of [4, 17, 32] as const) {
      await sandbox.faults(c.account.ig_id, { code });
      const err = await failureOf<GraphError>(throttled.sendMessage(c.ig, olena.id, 'x'));
      expect([err.code, err.rateLimited, err.transient]).toEqual([code, true, false]);
    }
    // Meta said when access comes back (usage headers, in minutes): the owner is told as much.
    await sandbox.faults(c.account.ig_id, { code: 613, regain_minutes: 2 });
    const refused = await failureOf<AppError>(gateway.call((a) => a.sendMessage(c.ig, olena.id, 'Так, є')));
    expect(refused).toBeInstanceOf(AppError);
    expect([refused.statusCode, refused.key, refused.params, refused.headers]).toEqual([
      429,
      'channels.rate_limited',
      { seconds: 120 },
      { 'retry-after': '120' },
    ]);
    expect(usage.pressure([c.account.ig_id])).toBe(100);
    // The retry (the owner's, or the queue's) goes through; the message was sent once.
    const sent = await gateway.call((a) => a.sendMessage(c.ig, olena.id, 'Так, є'));
    const shop = (await sandbox.messages(c.account.ig_id, olena.id)).messages.filter((m) => m.from_shop);
    expect(shop.map((m) => [m.mid, m.text])).toEqual([[sent.messageId, 'Так, є']]);
  });

  it('retries a transient failure (code 2, is_transient) with backoff, then answers 503 "try again in N s"; reads usage headers', async () => {
    const c = await connect();
    const olena = c.customers[0];
    await sandbox.sendText(c.account.ig_id, olena.id, 'Привіт');
    const usage = new GraphUsage();
    const pauses: number[] = [];
    const gateway = new MetaGateway(
      t.config.meta,
      new GraphMetaAdapter(adapter['config'], usage),
      new TokenCipher(Buffer.alloc(32)),
      usage,
      async (ms) => {
        pauses.push(ms);
      },
    );
    await sandbox.faults(c.account.ig_id, { code: 2, count: 2 });
    const sent = await gateway.call((a) => a.sendMessage(c.ig, olena.id, 'Вітаю'));
    expect(sent.recipientId).toBe(olena.id);
    expect(pauses).toEqual([250, 1000]);
    await sandbox.faults(c.account.ig_id, { code: 2, count: 3 });
    const busy = await failureOf<AppError>(gateway.call((a) => a.sendMessage(c.ig, olena.id, 'Ще раз')));
    expect([busy.statusCode, busy.key, busy.params, busy.headers]).toEqual([
      503,
      'channels.platform_busy',
      { seconds: 10 },
      { 'retry-after': '10' },
    ]);
    const shop = (await sandbox.messages(c.account.ig_id, olena.id)).messages.filter((m) => m.from_shop);
    expect(shop.map((m) => m.text)).toEqual(['Вітаю']);
    // Usage headers: a busy account is seen before it is throttled.
    await sandbox.faults(c.account.ig_id, { usage: 85 });
    await gateway.call((a) => a.getAccountProfile(c.ig));
    expect(usage.pressure([c.account.ig_id])).toBe(85);
    await sandbox.faults(c.account.ig_id, { usage: 0 });
  });

  it('reports an expired or unknown token as code 190, which the gateway answers 409 CHANNEL_TOKEN_EXPIRED after marking the channel', async () => {
    const c = await connect();
    await sandbox.expireTokens(c.account.ig_id);
    const calls: Array<Promise<unknown>> = [
      adapter.getAccountProfile(c.ig),
      adapter.listConversations(c.ig),
      adapter.sendMessage(c.ig, c.customers[0].id, 'x'),
      adapter.listPages(c.token.accessToken),
    ];
    for (const call of calls) expect(await graphFailure(call)).toEqual([190, 463, true, false, false]);
    const revoked = { ...c.ig, accessToken: 'EAArevoked-or-never-issued' };
    expect(await graphFailure(adapter.listMedia(revoked))).toEqual([190, null, true, false, false]);

    const gateway = new MetaGateway(t.config.meta, adapter, new TokenCipher(Buffer.alloc(32)));
    let marked = 0;
    const err = await gateway
      .call((a) => a.listConversations(c.ig), { onTokenExpired: async () => void (marked += 1) })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect([(err as AppError).statusCode, (err as AppError).key, (err as AppError).code, marked]).toEqual([
      409,
      'channels.token_expired',
      'CHANNEL_TOKEN_EXPIRED',
      1,
    ]);
  });

  it('reports an unreachable Graph as GraphUnavailableError', async () => {
    const down = new GraphMetaAdapter({ ...t.config.meta!, graphUrl: 'http://127.0.0.1:9' });
    await expect(down.listPages('EAAx')).rejects.toBeInstanceOf(GraphUnavailableError);
  });
});

/** The fields getMedia must agree on with the sandbox's own view of a post. */
function pick(post: SandboxAccountState['media'][number]) {
  return { id: post.id, caption: post.caption, mediaUrl: post.media_url, timestamp: post.timestamp };
}

/**
 * What the sandbox cannot show, so these stay on the Graph double (test/meta/graph-double.ts):
 * the exact requests the adapter makes (the sandbox ignores `appsecret_proof` and does not
 * record calls), a user with several Pages across /me/accounts pages (a sandbox login always
 * manages one Page), and an answer that is not Graph JSON (the sandbox always answers JSON).
 */
describe('GraphMetaAdapter: requests and answers the sandbox does not produce', () => {
  let graph: GraphDouble;
  let adapter: GraphMetaAdapter;
  const ig: MetaAccount = {
    platform: 'INSTAGRAM',
    profileId: DOUBLE.ig.id,
    pageId: DOUBLE.page.id,
    accessToken: DOUBLE.page.token,
  };

  beforeAll(async () => {
    graph = await startGraphDouble();
    adapter = new GraphMetaAdapter({
      appId: DOUBLE.appId,
      appSecret: DOUBLE.appSecret,
      graphUrl: graph.url,
      graphVersion: 'v20.0',
    });
  });
  afterAll(() => graph.close());
  beforeEach(() => {
    graph.calls.length = 0;
  });

  it('exchanges the code, then the short token (fb_exchange_token), sending appsecret_proof with every token', async () => {
    await adapter.exchangeCode(DOUBLE.code, 'http://localhost:8080/ua/chats');
    expect(graph.calls.map((c) => [c.path, c.query.grant_type ?? null, c.query.redirect_uri ?? null])).toEqual([
      ['/v20.0/oauth/access_token', null, 'http://localhost:8080/ua/chats'],
      ['/v20.0/oauth/access_token', 'fb_exchange_token', null],
    ]);
    graph.calls.length = 0;
    await adapter.getAccountProfile(ig);
    expect(graph.calls[0].query.appsecret_proof).toBe(
      createHmac('sha256', DOUBLE.appSecret).update(DOUBLE.page.token).digest('hex'),
    );
  });

  it('lists every managed Page across /me/accounts pages', async () => {
    const pages = await adapter.listPages(DOUBLE.userToken);
    expect(pages.map((p) => [p.id, p.instagram?.id ?? null])).toEqual([
      [DOUBLE.page.id, DOUBLE.ig.id],
      [DOUBLE.page2.id, null],
    ]);
    expect(graph.calls.length).toBeGreaterThan(1);
  });

  it('sends messaging_type RESPONSE, or MESSAGE_TAG with the tag', async () => {
    await adapter.sendMessage(ig, 'cust-1', 'a');
    await adapter.sendMessage(ig, 'cust-1', 'b', { tag: 'HUMAN_AGENT' });
    expect(graph.calls.map((c) => [c.body.messaging_type, c.body.tag ?? null])).toEqual([
      ['RESPONSE', null],
      ['MESSAGE_TAG', 'HUMAN_AGENT'],
    ]);
  });

  it('reports an answer that is not Graph JSON as GraphUnavailableError', async () => {
    await expect(adapter.getAccountProfile({ ...ig, profileId: 'broken' })).rejects.toBeInstanceOf(
      GraphUnavailableError,
    );
  });
});
