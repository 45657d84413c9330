// A conversation of three turns through signed webhooks, in Ukrainian and English: a shared post
// (its picture matched to the shop's post), then "а в M є?", then "а інший колір?". The
// follow-ups name no product: they are about the one in play (the draft of the turn before).
import type { ImageLoader } from '../src/lib/image-fetch';
import { describeOneDb, type TestApp } from './helpers';
import type { userWithChannel } from './meta/helpers';
import type { GraphDouble } from './meta/graph-double';
import { scene } from './photos';
import { chatAsCustomer, ownerSocket, startStockedShop } from './meta/stocked-shop';
import type { TestSocket } from './ws-client';

const STOCK =
  'Артикул,Назва,Колір,Розмір,Ціна,Кількість\n' +
  'LR-2301,Сукня Лора,чорний,S,2150,1\nLR-2301,Сукня Лора,чорний,M,2150,0\n' +
  'LR-2302,Сукня Лора,бежевий,S,2150,0\nLR-2302,Сукня Лора,бежевий,M,2150,3\n' +
  'HT-10,Худі базове,сірий меланж,one size,1200,4\n';

describeOneDb('a conversation with the assistant', (target) => {
  let graph: GraphDouble;
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof userWithChannel>>;
  let socket: TestSocket;

  beforeAll(async () => {
    ({ graph, t, owner } = await startStockedShop(target, {}, STOCK));
    graph.files.set('post-lora.jpg', { type: 'image/jpeg', body: await scene(2) });
    await t.app.publicationsService.upsertPublicationsFromMedia(owner.id, owner.channel.id, [
      { id: 'media-lora', caption: 'Сукня Лора', media_url: `${graph.url}/files/post-lora.jpg` },
      { id: 'media-hoodie', caption: 'Худі базове, арт. HT-10 🧡', media_url: `${graph.url}/files/none.jpg` },
    ]);
    await t.app.db.updateTable('publications').set({ code: 'LR-2301' }).where('media_id', '=', 'media-lora').execute();
    await t.app.publicationsService.hashMissingImages(owner.id, owner.channel.id, t.app.log);
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

  const customer = () => chatAsCustomer(t.app, socket);
  /** The shared post as the sandbox delivers it: its picture (recognised as the shop's post). */
  const share = () => ({ type: 'share', payload: { url: `${graph.url}/files/post-lora.jpg` } });

  it('in Ukrainian: the shared post, "а в M є?", "а інший колір?"', async () => {
    const say = customer();
    const post = await say({ attachments: [share()] });
    expect(post).toMatch(/Сукня Лора, колір чорний \(арт\. LR-2301\).*2150 грн/);
    const size = await say({ text: 'а в M є?' });
    expect(size).toMatch(/LR-2301/);
    expect(size).toMatch(/Розміру M, на жаль, зараз немає/);
    expect(size).toMatch(/Розмір M зараз є в іншому кольорі: бежевий \(арт\. LR-2302\)/);
    const colour = await say({ text: 'а інший колір?' });
    expect(colour).toMatch(/Ця модель є ще в кольорах: бежевий \(арт\. LR-2302\)/);
  });

  it('records for analytics the codes asked about and the out-of-stock size asked for (docs/product.md §9.7)', async () => {
    const rows = await t.app.db
      .selectFrom('agent_propositions')
      .select(['codes', 'missing_sizes', 'stalled'])
      .where('user_id', '=', owner.id)
      .where('status', '=', 'DONE')
      .execute();
    expect(rows.some((r) => r.codes.includes('LR-2301'))).toBe(true);
    // "а в M є?" about LR-2301, whose M is at 0.
    expect(rows.filter((r) => r.missing_sizes.includes('LR-2301 M'))).toHaveLength(1);
    expect(rows.every((r) => !r.stalled)).toBe(true);
  });

  it('in English: the shared post, "do you have it in M?", "any other colour?"', async () => {
    const say = customer();
    await say({ text: 'hi! how much?', attachments: [share()] });
    const size = await say({ text: 'do you have it in M?' });
    expect(size).toMatch(/Sorry, size M is not available right now/);
    expect(size).toMatch(/Size M is available in another colour: beige \(code LR-2302\)/);
    expect(await say({ text: 'any other colour?' })).toMatch(/This model also comes in beige \(code LR-2302\)/);
  });

  it("a shared post (Instagram's ig_post) with no code linked is the product its caption names", async () => {
    const say = customer();
    const igPost = { ig_post_media_id: 'media-hoodie', title: 'Худі базове, арт. HT-10 🧡', url: 'https://x/p.jpg' };
    expect(await say({ attachments: [{ type: 'ig_post', payload: igPost }] })).toMatch(/Худі базове.*HT-10.*1200/s);
    const size = await say({ text: 'а в M є?' });
    expect(size).toMatch(/HT-10/);
    expect(size).toMatch(/Розміру M, на жаль, зараз немає/);
  });

  // The first seconds after a channel connects: its posts are read and their pictures hashed in the background.
  it('a shared post whose publication is not stored yet is the product the caption sent with it names', async () => {
    const igPost = {
      ig_post_media_id: 'media-unread',
      title: 'Худі базове, арт. HT-10',
      url: `${graph.url}/files/x.jpg`,
    };
    expect(await customer()({ attachments: [{ type: 'ig_post', payload: igPost }] })).toMatch(/Худі.*HT-10.*1200/s);
  });

  it("a post's picture shared while the posts' pictures are being hashed waits for the hashing", async () => {
    const service = t.app.publicationsService;
    graph.files.set('post-lora-beige.jpg', { type: 'image/jpeg', body: await scene(3) });
    const url = `${graph.url}/files/post-lora-beige.jpg`;
    await service.upsertPublicationsFromMedia(owner.id, owner.channel.id, [
      { id: 'media-beige', caption: 'Нова', media_url: url },
    ]);
    await t.app.db.updateTable('publications').set({ code: 'LR-2302' }).where('media_id', '=', 'media-beige').execute();
    // The hashing is slow to read the posts' pictures: still under way when the share arrives.
    const slot = service as unknown as { loadImage: ImageLoader };
    const load = slot.loadImage;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    slot.loadImage = async (picture) => gate.then(() => load(picture));
    const hashed = service.hashMissingImages(owner.id, owner.channel.id, t.app.log);
    setTimeout(release, 500);
    const draft = await customer()({ attachments: [{ type: 'share', payload: { url } }] });
    slot.loadImage = load;
    expect(await hashed).toBeGreaterThanOrEqual(1);
    expect(draft).toMatch(/Сукня Лора.*LR-2302.*2150/s);
  });
});
