// A shared post in the first seconds after a channel connects (issue 46, item 9): its publication
// not stored yet (the caption the platform sent names the product), or its picture not hashed yet
// (photo recognition waits for the hashing under way instead of answering "not recognised").
import type { ImageLoader } from '../src/lib/image-fetch';
import { describeEachDb, type TestApp } from './helpers';
import type { userWithChannel } from './meta/helpers';
import type { GraphDouble } from './meta/graph-double';
import { scene } from './photos';
import { chatAsCustomer, ownerSocket, startStockedShop } from './meta/stocked-shop';
import type { TestSocket } from './ws-client';

const STOCK =
  'Артикул,Назва,Колір,Розмір,Ціна,Кількість\nLR-2301,Сукня Лора,чорний,S,2150,1\nHT-10,Худі базове,сірий,M,1200,2\n';

describeEachDb('a shared post right after the channel connects', (target) => {
  let graph: GraphDouble;
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof userWithChannel>>;
  let socket: TestSocket;

  beforeAll(async () => {
    ({ graph, t, owner } = await startStockedShop(target, {}, STOCK));
    graph.files.set('post-lora.jpg', { type: 'image/jpeg', body: await scene(2) });
    const bot = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users',
      headers: owner.auth,
      payload: { bot_status: 'ON' },
    });
    expect(bot.statusCode).toBe(200);
    socket = await ownerSocket(t.app, owner);
  });
  afterAll(async () => {
    socket?.ws.terminate();
    await t.close();
    await graph.close();
  });

  it('an ig_post whose publication is not stored yet is the product its caption names', async () => {
    const say = chatAsCustomer(t.app, socket);
    const igPost = {
      ig_post_media_id: 'media-new',
      title: 'Худі базове, арт. HT-10',
      url: `${graph.url}/files/none.jpg`,
    };
    expect(await say({ attachments: [{ type: 'ig_post', payload: igPost }] })).toMatch(/Худі базове.*HT-10.*1200/s);
  });

  it("a post's picture shared while the posts' pictures are being hashed waits for the hashing", async () => {
    const service = t.app.publicationsService;
    await service.upsertPublicationsFromMedia(owner.id, owner.channel.id, [
      { id: 'media-lora', caption: 'Нова сукня', media_url: `${graph.url}/files/post-lora.jpg` },
    ]);
    await t.app.db.updateTable('publications').set({ code: 'LR-2301' }).where('media_id', '=', 'media-lora').execute();
    // The hashing after the sync is slow to read the posts' pictures: it is under way when the share arrives.
    const slot = service as unknown as { loadImage: ImageLoader };
    const load = slot.loadImage;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    slot.loadImage = async (url) => {
      await gate;
      return load(url);
    };
    const hashed = service.hashMissingImages(owner.id, owner.channel.id, t.app.log);
    setTimeout(release, 500);
    const say = chatAsCustomer(t.app, socket);
    const draft = await say({ attachments: [{ type: 'share', payload: { url: `${graph.url}/files/post-lora.jpg` } }] });
    slot.loadImage = load;
    expect(await hashed).toBe(1);
    expect(draft).toMatch(/Сукня Лора.*LR-2301.*2150/s);
    expect(draft).not.toMatch(/впізнати/);
  });
});
