import { describeEachDb, json, signedInUser, type TestApp } from './helpers';
import { userWithChannel } from './meta/helpers';
import { DOUBLE } from './meta/graph-double';
import { startShopApp } from './meta/stocked-shop';

describeEachDb('publications sync', (target) => {
  let t: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, close } = await startShopApp(target));
  });
  afterAll(() => close());

  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, payload });

  it("reads the current channel's media into its publications, newest first; links and codes survive a new sync", async () => {
    const owner = await userWithChannel(t.app);
    const first = await inject('POST', '/api/v1/publications/sync', owner.auth);
    expect(first.statusCode).toBe(200);
    expect(json(first).data).toEqual({ synced: 2, channel_id: owner.channel.id });

    const list = json(await inject('GET', '/api/v1/publications', owner.auth)).data;
    expect(list.content.map((p: { media_id: string }) => p.media_id)).toEqual(['media-2', 'media-1']);
    expect(list.content[1]).toMatchObject({
      title: 'Сукня AB-123 1200 грн',
      publication_type: 'IMAGE',
      meta_permalink: 'https://instagram.com/p/1',
      username: DOUBLE.ig.username,
      platform_type: 'INSTAGRAM',
      channel_id: owner.channel.id,
      code: null,
    });

    const id = list.content[1].id;
    expect(
      (await inject('PUT', `/api/v1/platform/publications/${id}`, owner.auth, { code: 'AB-123' })).statusCode,
    ).toBe(200);
    expect(json(await inject('POST', '/api/v1/publications/sync', owner.auth)).data.synced).toBe(2);
    const again = json(await inject('GET', '/api/v1/publications', owner.auth)).data;
    expect(again.total_elements).toBe(2);
    expect(again.content.find((p: { id: string }) => p.id === id).code).toBe('AB-123');
  });

  it('is 404 without a current channel', async () => {
    const user = await signedInUser(t.app);
    const res = await inject('POST', '/api/v1/publications/sync', user.auth);
    expect(res.statusCode).toBe(404);
    expect(json(res).error_message).toBeTruthy();
  });
});
