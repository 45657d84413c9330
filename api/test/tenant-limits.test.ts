import { randomUUID } from 'node:crypto';
import { createTestApp, describeEachDb, json, RELAXED_LIMITS, signedInUser, type TestApp } from './helpers';
import { insertChannel } from './channel-rows';
import { stockRows, upload, workbook } from './spreadsheets';

const rule = (max: number) => ({ max, window: 60 });

/** One shop never reaches another's channels, and its stored stock and costly calls never take another shop's share (issue 30). */
describeEachDb('per-account caps and limits', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, {
      knowledgeCaps: { maxProducts: 15, maxFiles: 2 },
      rateLimits: {
        ...RELAXED_LIMITS,
        agentTestPerAccount: rule(2),
        aiAnswerPerAccount: rule(1),
        publicationsSyncPerAccount: rule(1),
        knowledgeUploadPerAccount: rule(4),
        knowledgePreviewPerAccount: rule(2),
      },
    });
  });
  afterAll(() => t.close());

  const csv = (products: number) => workbook(stockRows(products * 5), 'csv');
  const productCount = async (auth: { authorization: string }) =>
    json(await t.app.inject({ method: 'GET', url: '/api/v1/data?page=0&size=1', headers: auth })).data.total_elements;

  it('refuses a file that would take the account past its product cap, naming the cap, and stores nothing of it', async () => {
    const owner = await signedInUser(t.app);
    expect((await upload(t.app, owner.auth, 'a.csv', csv(10))).statusCode).toBe(201);
    const over = await upload(t.app, owner.auth, 'b.csv', csv(10));
    expect(over.statusCode).toBe(422);
    expect(json(over).error_message).toMatch(/не більше 15 товарів: у цьому файлі 10, в інших ваших файлах 10/);
    expect(await productCount(owner.auth)).toBe(10);
    const files = json(await t.app.inject({ method: 'GET', url: '/api/v1/data/files/xls', headers: owner.auth })).data;
    expect(files.map((f: { name: string }) => f.name)).toEqual(['a.csv']);
    // Replacing a file counts its new products instead of its old ones.
    expect((await upload(t.app, owner.auth, 'a.csv', csv(15))).statusCode).toBe(201);
    expect(await productCount(owner.auth)).toBe(15);
  });

  it('refuses a file past the account file cap, while a file of the same name still replaces', async () => {
    const owner = await signedInUser(t.app);
    expect((await upload(t.app, owner.auth, 'one.csv', csv(1))).statusCode).toBe(201);
    expect((await upload(t.app, owner.auth, 'two.csv', csv(1))).statusCode).toBe(201);
    const third = await upload(t.app, owner.auth, 'three.csv', csv(1));
    expect(third.statusCode).toBe(422);
    expect(json(third).error_message).toMatch(/не більше 2 файлів/);
    expect((await upload(t.app, owner.auth, 'one.csv', csv(2))).statusCode).toBe(201);
  });

  it("limits costly calls per account: one shop's burst leaves another's allowance whole", async () => {
    const busy = await signedInUser(t.app);
    const calm = await signedInUser(t.app);
    const test = (auth: { authorization: string }) =>
      t.app.inject({ method: 'POST', url: '/api/v1/agent/test', headers: auth, payload: { text: 'ціна?' } });
    expect((await test(busy.auth)).statusCode).toBe(200);
    expect((await test(busy.auth)).statusCode).toBe(200);
    const limited = await test(busy.auth);
    expect(limited.statusCode).toBe(429);
    expect(json(limited).error_message).toEqual(expect.any(String));
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await test(calm.auth)).statusCode).toBe(200);

    // The same for the platform sync and a requested AI answer: whatever the first answer, the second is 429.
    for (const [method, url] of [
      ['POST', '/api/v1/publications/sync'],
      ['PUT', `/api/v1/channels/current/conversations/${randomUUID()}`],
    ] as const) {
      const first = await t.app.inject({ method, url, headers: busy.auth });
      expect(first.statusCode).not.toBe(429);
      expect((await t.app.inject({ method, url, headers: busy.auth })).statusCode).toBe(429);
      expect((await t.app.inject({ method, url, headers: calm.auth })).statusCode).not.toBe(429);
    }
  });

  it('limits every call on a kept preview per account: re-reading, confirming, dropping (issue 47 item 10)', async () => {
    const busy = await signedInUser(t.app);
    const calm = await signedInUser(t.app);
    const id = randomUUID();
    for (const [method, url] of [
      ['POST', `/api/v1/data/files/xls/preview/${id}`],
      ['POST', `/api/v1/data/files/xls/preview/${id}/confirm`],
      ['DELETE', `/api/v1/data/files/xls/preview/${id}`],
    ] as const) {
      const call = (auth: { authorization: string }) =>
        t.app.inject({ method, url, headers: auth, ...(method === 'POST' && { payload: {} }) });
      // The preview is not there (404) but each call is counted: the third is 429.
      expect((await call(busy.auth)).statusCode).toBe(404);
      expect((await call(busy.auth)).statusCode).toBe(404);
      const limited = await call(busy.auth);
      expect({ url, status: limited.statusCode }).toEqual({ url, status: 429 });
      expect(json(limited).error_message).toEqual(expect.any(String));
      expect((await call(calm.auth)).statusCode).toBe(404);
    }
  });

  it("answers 404 for a channelId that is not the caller's, and writes nothing there", async () => {
    const owner = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    const foreign = await insertChannel(t.app, other.id);
    for (const channelId of [foreign, randomUUID()]) {
      const res = await upload(t.app, owner.auth, 'stock.csv', csv(1), `?channelId=${channelId}`);
      expect(res.statusCode).toBe(404);
      expect(json(res).error_message).toMatch(/немає серед ваших каналів/);
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/v1/data?channelId=${channelId}`,
        headers: owner.auth,
      });
      expect(read.statusCode).toBe(404);
    }
    const rows = await t.app.db.selectFrom('knowledge_files').select('id').where('channel_id', '=', foreign).execute();
    expect(rows).toEqual([]);
    // The channel's owner uses it as before.
    expect((await upload(t.app, other.auth, 'stock.csv', csv(1), `?channelId=${foreign}`)).statusCode).toBe(201);
  });

  it('limits stock uploads per account', async () => {
    const owner = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    for (let i = 0; i < 4; i += 1) expect((await upload(t.app, owner.auth, 'same.csv', csv(1))).statusCode).toBe(201);
    expect((await upload(t.app, owner.auth, 'same.csv', csv(1))).statusCode).toBe(429);
    expect((await upload(t.app, other.auth, 'same.csv', csv(1))).statusCode).toBe(201);
  });
});
