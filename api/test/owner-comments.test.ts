import { SandboxClient } from '../src/modules/sandbox/customer';
import { describeOneDb, json, signedInUser, type TestApp } from './helpers';
import { registerCode } from './meta/helpers';
import { listeningSandboxApp, sandboxConsent } from './sandbox-helpers';

type Signed = Awaited<ReturnType<typeof signedInUser>>;

/**
 * POST /api/v1/channels/current/comments: the owner's own comment under a post, through the
 * sandbox's Graph (`POST /{ig-media-id}/comments` with `message`, as Meta takes it).
 */
describeOneDb('the owner’s comment under a post', (target) => {
  let t: TestApp;
  let sandbox: SandboxClient;
  let origin: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, origin, close } = await listeningSandboxApp(target));
    sandbox = new SandboxClient(origin);
  });
  afterAll(() => close());

  /** An owner with a sandbox account connected (`login`: Instagram Login, or Facebook Login for a Page). */
  async function connect(name: string, platform: 'INSTAGRAM' | 'FACEBOOK' = 'INSTAGRAM') {
    const owner = await signedInUser(t.app);
    const dialog = json(
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/channels/oauth-url?platform=${platform}&lng=ua`,
        headers: owner.auth,
      }),
    ).data;
    const back = await sandboxConsent(origin, dialog.url, { name });
    const res = await registerCode(t.app, owner.auth, { token: back.code, state: back.state, platform });
    expect(res.statusCode).toBe(200);
    // The posts, read as the publications view reads them (the sync after connecting is queued).
    const synced = await t.app.inject({ method: 'POST', url: '/api/v1/publications/sync', headers: owner.auth });
    expect(synced.statusCode).toBe(200);
    const account = (await sandbox.accounts()).find((a) => a.name === name)!;
    const posts = json(await t.app.inject({ method: 'GET', url: '/api/v1/publications', headers: owner.auth })).data
      .content as Array<{ id: string; media_id: string; meta_permalink: string }>;
    expect(posts.length).toBeGreaterThan(0);
    return { owner, account, posts };
  }
  const comment = (owner: Signed, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/channels/current/comments', headers: owner.auth, payload });
  const shopComments = async (mediaId: string) =>
    (await t.app.sandbox!.repo.listComments(mediaId, null)).filter((c) => c.from_shop);

  it('posts a top-level comment of the account under its Instagram post (by media id or publication id)', async () => {
    const { owner, account, posts } = await connect('Comments IG Shop');
    const [post, other] = posts;
    const res = await comment(owner, { post_id: post.media_id, text: '  Нова колекція вже в наявності 🌿  ' });
    expect(res.statusCode).toBe(201);
    const created = json(res).data;
    expect(created).toMatchObject({
      post_id: post.media_id,
      post_url: post.meta_permalink,
      text: 'Нова колекція вже в наявності 🌿',
    });
    const stored = await shopComments(post.media_id);
    expect(stored.map((c) => [c.id, c.text, c.parent_id, c.from_id])).toEqual([
      [created.id, 'Нова колекція вже в наявності 🌿', null, account.ig_id],
    ]);
    const byPublication = await comment(owner, { post_id: other.id, text: 'Розміри S–XL' });
    expect(byPublication.statusCode).toBe(201);
    expect(json(byPublication).data.post_id).toBe(other.media_id);
    expect((await shopComments(other.media_id)).map((c) => c.text)).toEqual(['Розміри S–XL']);
  });

  it('comments under a Facebook Page post too (POST /{page-post-id}/comments)', async () => {
    const { owner, posts } = await connect('Comments Page Shop', 'FACEBOOK');
    const res = await comment(owner, { post_id: posts[0].media_id, text: 'Чекаємо на вас!' });
    expect(res.statusCode).toBe(201);
    expect((await shopComments(posts[0].media_id)).map((c) => c.text)).toEqual(['Чекаємо на вас!']);
  });

  it('refuses bad input with 4xx and a clear message, another shop’s post with 404, a revoked token with 409', async () => {
    const { owner, account, posts } = await connect('Comments Refusals Shop');
    const other = await connect('Comments Other Shop');
    const cases: Array<[object, number, string]> = [
      [{ post_id: posts[0].media_id, text: '   ' }, 400, 'Enter a message'],
      [{ post_id: posts[0].media_id }, 400, 'Enter a message'],
      [{ text: 'Привіт' }, 400, 'Choose the post to comment on'],
      [{ post_id: posts[0].media_id, text: 'x'.repeat(2001) }, 400, 'The value is too long'],
      [
        { post_id: 'no-such-post', text: 'Привіт' },
        404,
        'The current channel has no such post: choose one of its publications',
      ],
      // Another shop's post, by its media id and by its publication id.
      [
        { post_id: other.posts[0].media_id, text: 'Привіт' },
        404,
        'The current channel has no such post: choose one of its publications',
      ],
      [
        { post_id: other.posts[0].id, text: 'Привіт' },
        404,
        'The current channel has no such post: choose one of its publications',
      ],
    ];
    for (const [payload, status, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/channels/current/comments',
        headers: { ...owner.auth, 'accept-language': 'en' },
        payload,
      });
      expect({ payload, status: res.statusCode, message: json(res).error_message }).toEqual({
        payload,
        status,
        message: expect.stringContaining(message),
      });
    }
    expect(await shopComments(other.posts[0].media_id)).toEqual([]);

    await sandbox.expireTokens(account.ig_id);
    const refused = await comment(owner, { post_id: posts[0].media_id, text: 'Привіт' });
    expect([refused.statusCode, json(refused).error_code]).toEqual([409, 'CHANNEL_TOKEN_EXPIRED']);
    expect(await shopComments(posts[0].media_id)).toEqual([]);
  });
});
