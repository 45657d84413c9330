// Photo recognition through the whole path: a post's picture is hashed after it is stored; a
// customer's DM with a cropped, smaller copy of it (signed webhook -> queue -> pipeline) gets a
// draft about that post's product with its price, and the step log names the post and the
// distance; another picture or a file that is no picture gets an honest "not recognised" draft.
import { randomUUID } from 'node:crypto';
import { describeOneDb, type TestApp } from './helpers';
import { deliver, dm, igMessaging, nextMid, userWithChannel } from './meta/helpers';
import { DOUBLE, type GraphDouble } from './meta/graph-double';
import { cropped, resized, scene } from './photos';
import { startStockedShop } from './meta/stocked-shop';

describeOneDb('photo recognition in AI drafts', (target) => {
  let graph: GraphDouble;
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof userWithChannel>>;

  beforeAll(async () => {
    ({ graph, t, owner } = await startStockedShop(target));
    const post = await scene(1);
    graph.files.set('post-dress.jpg', { type: 'image/jpeg', body: post });
    graph.files.set('customer-dress.jpg', { type: 'image/jpeg', body: await cropped(await resized(post), 0.1) });
    graph.files.set('customer-other.jpg', { type: 'image/jpeg', body: await scene(4) });
    graph.files.set('not-a-picture.jpg', { type: 'image/jpeg', body: 'this is text pretending to be a JPEG' });
    graph.files.set('post-captioned.jpg', { type: 'image/jpeg', body: await scene(6) });
    graph.files.set('customer-captioned.jpg', { type: 'image/jpeg', body: await cropped(await scene(6), 0.05) });
    graph.files.set('page.html', { type: 'text/html', body: '<html>hi</html>' });
    // Two posts: the dress (code DR-1024) and one whose picture cannot be read.
    const app = t.app;
    await app.publicationsService.upsertPublicationsFromMedia(owner.id, owner.channel.id, [
      { id: 'media-dress', caption: 'Сукня льняна', media_url: `${graph.url}/files/post-dress.jpg` },
      { id: 'media-broken', caption: 'Щось', media_url: `${graph.url}/files/missing.jpg` },
      {
        id: 'media-captioned',
        caption: 'Та сама сукня, арт. DR-1024',
        media_url: `${graph.url}/files/post-captioned.jpg`,
      },
    ]);
    await app.db.updateTable('publications').set({ code: 'DR-1024' }).where('media_id', '=', 'media-dress').execute();
    expect(await app.publicationsService.hashMissingImages(owner.id, owner.channel.id, app.log)).toBe(2);
    const rows = await app.db
      .selectFrom('publications')
      .select(['media_id', 'image_hashes'])
      .orderBy('media_id')
      .execute();
    expect(rows).toEqual([
      { media_id: 'media-broken', image_hashes: null },
      { media_id: 'media-captioned', image_hashes: expect.any(Array) },
      { media_id: 'media-dress', image_hashes: expect.arrayContaining([expect.stringMatching(/^[0-9a-f]{16}$/)]) },
    ]);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/v1/users',
      headers: owner.auth,
      payload: { bot_status: 'ON' },
    });
    expect(res.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await graph.close();
  });

  async function sendPhoto(file: string, text?: string) {
    const customer = `cust-${randomUUID()}`;
    const message = {
      mid: nextMid(),
      ...(text ? { text } : {}),
      attachments: [{ type: 'image', payload: { url: `${graph.url}/files/${file}` } }],
    };
    await deliver(t.app, igMessaging(DOUBLE.ig.id, [dm(DOUBLE.ig.id, customer, message)]));
    await t.app.background.drain();
    const conversation = await t.app.db
      .selectFrom('conversations')
      .select('id')
      .where('participant_id', '=', customer)
      .executeTakeFirstOrThrow();
    const proposition = await t.app.db
      .selectFrom('agent_propositions')
      .selectAll()
      .where('conversation_id', '=', conversation.id)
      .executeTakeFirstOrThrow();
    const steps = await t.app.db
      .selectFrom('agent_step_logs')
      .select(['role', 'user_input', 'output'])
      .where('request_id', '=', proposition.request_id!)
      .execute();
    return { proposition, steps };
  }

  it("drafts about the matched post's product, with its price, and logs the match", async () => {
    const { proposition, steps } = await sendPhoto('customer-dress.jpg');
    expect(proposition.status).toBe('DONE');
    expect(proposition.text).toContain('1450');
    expect(proposition.text).toContain('DR-1024');
    const retriever = steps.find((s) => s.role === 'DB_RETRIEVER')!;
    expect(retriever.user_input).toContain('[photo]');
    const photo = JSON.parse(retriever.output).photo;
    expect(photo).toEqual({
      status: 'matched',
      mediaId: 'media-dress',
      code: 'DR-1024',
      title: 'Сукня льняна',
      distance: expect.any(Number),
    });
    expect(photo.distance).toBeLessThanOrEqual(8);
  });

  it("takes the code from a matched post's caption when the post has none", async () => {
    const { proposition } = await sendPhoto('customer-captioned.jpg');
    expect(proposition.text).toContain('1450');
  });

  it('answers the question that comes with the photo', async () => {
    const { proposition } = await sendPhoto('customer-dress.jpg', 'Скільки коштує?');
    expect(proposition.text).toContain('1450');
  });

  it.each([
    ['another picture', 'customer-other.jpg', 'no_match'],
    ['a file that is not a picture', 'not-a-picture.jpg', 'unreadable'],
    ['a web page', 'page.html', 'unreadable'],
    ['a picture that is gone', 'missing.jpg', 'unreadable'],
  ])('says honestly it did not recognise %s and asks for the code', async (_label, file, status) => {
    const { proposition, steps } = await sendPhoto(file);
    expect(proposition.status).toBe('DONE');
    expect(proposition.text).toMatch(/впізнати/);
    expect(proposition.text).toMatch(/артикул/);
    expect(proposition.text).not.toContain('1450');
    const retriever = steps.find((s) => s.role === 'DB_RETRIEVER')!;
    expect(JSON.parse(retriever.output).photo.status).toBe(status);
    const queued = await t.app.db
      .selectFrom('agent_propositions')
      .select('status')
      .where('status', 'not in', ['DONE', 'ERROR'])
      .execute();
    expect(queued).toEqual([]);
  });

  it('answers an English question about an unknown photo in English', async () => {
    const { proposition } = await sendPhoto('customer-other.jpg', 'Do you have this one?');
    expect(proposition.text).toMatch(/couldn't (recognise|tell)/);
    expect(proposition.text).toMatch(/article code/);
  });
});
