import { createHmac } from 'node:crypto';
import type { MetaAccount } from '../src/modules/meta/adapter';
import { GraphError, GraphUnavailableError } from '../src/modules/meta/errors';
import { GraphMetaAdapter } from '../src/modules/meta/graph';
import { DOUBLE, startGraphDouble, type GraphDouble } from './meta/graph-double';

/** Contract of the Graph adapter, against the local Graph double (switch to the sandbox once merged). */
describe('GraphMetaAdapter', () => {
  let graph: GraphDouble;
  let adapter: GraphMetaAdapter;
  const ig: MetaAccount = {
    platform: 'INSTAGRAM',
    profileId: DOUBLE.ig.id,
    pageId: DOUBLE.page.id,
    accessToken: DOUBLE.page.token,
  };
  const page: MetaAccount = {
    platform: 'FACEBOOK',
    profileId: DOUBLE.page.id,
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
    graph.revoked.clear();
  });

  it('exchanges a code for a long-lived token (code, then fb_exchange_token)', async () => {
    const token = await adapter.exchangeCode(DOUBLE.code, 'http://localhost:8080/ua/chats');
    expect(token.accessToken).toBe(DOUBLE.userToken);
    expect(token.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 50 * 24 * 3600_000);
    expect(graph.calls.map((c) => [c.path, c.query.grant_type ?? null, c.query.redirect_uri ?? null])).toEqual([
      ['/v20.0/oauth/access_token', null, 'http://localhost:8080/ua/chats'],
      ['/v20.0/oauth/access_token', 'fb_exchange_token', null],
    ]);
  });

  it('reports a bad code as a GraphError with Graph’s code', async () => {
    const err = await adapter.exchangeCode('nope', 'http://x/ua/chats').catch((e) => e);
    expect(err).toBeInstanceOf(GraphError);
    expect([err.code, err.subcode, err.tokenExpired]).toEqual([100, 36007, false]);
  });

  it('lists every managed Page across Graph pages, with the linked Instagram account', async () => {
    const pages = await adapter.listPages(DOUBLE.userToken);
    expect(pages.map((p) => [p.id, p.accessToken, p.instagram?.id ?? null])).toEqual([
      [DOUBLE.page.id, DOUBLE.page.token, DOUBLE.ig.id],
      [DOUBLE.page2.id, DOUBLE.page2.token, null],
    ]);
    expect(graph.calls[0].query.fields).toContain('instagram_business_account{id,username,profile_picture_url}');
  });

  it('sends appsecret_proof with every token', async () => {
    await adapter.getAccountProfile(ig);
    const call = graph.calls[0];
    expect(call.query.appsecret_proof).toBe(
      createHmac('sha256', DOUBLE.appSecret).update(DOUBLE.page.token).digest('hex'),
    );
  });

  it('reads profiles of the account and of a customer', async () => {
    expect(await adapter.getAccountProfile(ig)).toEqual({
      id: DOUBLE.ig.id,
      name: 'Shop',
      username: DOUBLE.ig.username,
      picture: DOUBLE.ig.picture,
    });
    expect((await adapter.getAccountProfile(page)).name).toBe(DOUBLE.page.name);
    const customer = await adapter.getCustomerProfile(ig, 'cust-7');
    expect(customer).toMatchObject({ id: 'cust-7', name: 'Олена cust-7', username: 'olena_7' });
  });

  it('pages through Instagram conversations with cursors', async () => {
    const first = await adapter.listConversations(ig, { limit: 2 });
    expect(first.data.map((c) => c.id)).toEqual(['conv-1', 'conv-2']);
    expect(first.after).toBeTruthy();
    const second = await adapter.listConversations(ig, { limit: 2, after: first.after! });
    expect(second.data.map((c) => c.id)).toEqual(['conv-3']);
    expect(second.after).toBeNull();
    expect(graph.calls[0]).toMatchObject({
      path: `/v20.0/${DOUBLE.ig.id}/conversations`,
      query: { platform: 'instagram' },
    });
  });

  it('reads Messenger conversations with the Page token, messages, media and comments', async () => {
    expect((await adapter.listConversations(page)).data).toHaveLength(1);
    expect(graph.calls[0].path).toBe('/v20.0/me/conversations');
    const messages = await adapter.listMessages(ig, 'conv-1');
    expect(messages.data[0]).toMatchObject({
      id: 'm_1',
      text: 'Привіт',
      attachments: [{ type: 'image', url: 'https://cdn.example/a.jpg' }],
    });
    const media = await adapter.listMedia(ig, { limit: 1 });
    expect(media.data[0]).toMatchObject({ id: 'media-1', permalink: 'https://instagram.com/p/1' });
    expect(media.after).toBeTruthy();
    expect((await adapter.getMedia(ig, 'media-7')).permalink).toBe('https://instagram.com/p/media-7');
    const comments = await adapter.listComments(ig, 'media-1');
    expect(comments.data[0]).toMatchObject({ id: 'c-1', text: 'Ціна?', from: { id: 'cust-1', username: 'customer1' } });
  });

  it('sends a DM on Instagram (POST /{ig-id}/messages) and Messenger (/me/messages), tagged outside 24 h', async () => {
    const sent = await adapter.sendMessage(ig, 'cust-1', 'Так, є');
    expect(sent.messageId).toMatch(/^mid\.sent\./);
    await adapter.sendMessage(page, 'cust-2', 'Ще актуально?', { tag: 'HUMAN_AGENT' });
    expect(graph.calls.map((c) => [c.path, c.body])).toEqual([
      [
        `/v20.0/${DOUBLE.ig.id}/messages`,
        { recipient: { id: 'cust-1' }, message: { text: 'Так, є' }, messaging_type: 'RESPONSE' },
      ],
      [
        '/v20.0/me/messages',
        {
          recipient: { id: 'cust-2' },
          message: { text: 'Ще актуально?' },
          messaging_type: 'MESSAGE_TAG',
          tag: 'HUMAN_AGENT',
        },
      ],
    ]);
  });

  it('replies to a comment in public and in private', async () => {
    expect((await adapter.replyToComment(ig, 'c-1', 'Дякуємо!')).id).toMatch(/^reply-c-1-/);
    expect(graph.calls[0]).toMatchObject({ path: '/v20.0/c-1/replies', body: { message: 'Дякуємо!' } });
    await adapter.replyToComment(page, 'c-2', 'Дякуємо!');
    expect(graph.calls[1].path).toBe('/v20.0/c-2/comments');
    await adapter.privateReply(ig, 'c-1', 'Написали в Direct');
    expect(graph.calls[2]).toMatchObject({
      path: `/v20.0/${DOUBLE.ig.id}/messages`,
      body: { recipient: { comment_id: 'c-1' } },
    });
  });

  it('classifies Graph errors: 190 expired token, 551 unavailable customer, non-JSON answers', async () => {
    graph.revoked.add(DOUBLE.page.token);
    const expired = await adapter.sendMessage(ig, 'cust-1', 'x').catch((e) => e);
    expect(expired).toBeInstanceOf(GraphError);
    expect(expired.tokenExpired).toBe(true);
    graph.revoked.clear();
    const blocked = await adapter.sendMessage(ig, DOUBLE.blockedRecipient, 'x').catch((e) => e);
    expect([blocked.code, blocked.recipientUnavailable, blocked.tokenExpired]).toEqual([551, true, false]);
    const broken = new GraphMetaAdapter({
      appId: 'a',
      appSecret: 's',
      graphUrl: `${graph.url}`,
      graphVersion: 'v20.0',
    });
    await expect(broken.getAccountProfile({ ...ig, profileId: 'broken' })).rejects.toBeInstanceOf(
      GraphUnavailableError,
    );
    const down = new GraphMetaAdapter({
      appId: 'a',
      appSecret: 's',
      graphUrl: 'http://127.0.0.1:9',
      graphVersion: 'v20.0',
    });
    await expect(down.listPages('t')).rejects.toBeInstanceOf(GraphUnavailableError);
  });
});
