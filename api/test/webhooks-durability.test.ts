import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config } from '../src/config';
import { describeEachDb, dropSchema, eventually, randomSchema, type TestApp } from './helpers';
import { createChannelsApp, deliver, dm, igMessaging, metaJson, nextMid, userWithChannel } from './meta/helpers';
import { accountOf, DOUBLE, startGraphDouble, type GraphDouble } from './meta/graph-double';

const IG = DOUBLE.ig.id;

/**
 * Kill-safety: a delivery that was stored and acknowledged but not processed (the instance died
 * right after the 200, or it could not be applied) is processed by the job queue, on the next
 * instance on the same database or a second later on the same one.
 */
describeEachDb('webhook durability', (target) => {
  let graph: GraphDouble;
  let storage: Partial<Config>;
  let dir: string | undefined;

  beforeAll(async () => {
    graph = await startGraphDouble();
    if (target === 'pglite') {
      dir = mkdtempSync(path.join(tmpdir(), 'vitrina-durability-'));
      storage = { dataDir: path.join(dir, 'data') };
    } else {
      storage = { databaseSchema: randomSchema() };
    }
  });
  afterAll(async () => {
    await graph.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
    if (storage.databaseSchema) await dropSchema(storage.databaseSchema);
  });

  it('processes acknowledged deliveries after a restart, each message exactly once', async () => {
    // First instance: acknowledges, but "dies" before processing (in-process processing off).
    let t: TestApp = await createChannelsApp(target, graph, {
      ...storage,
      webhookInlineProcessing: false,
      webhookRetryDelay: 1,
    });
    const owner = await userWithChannel(t.app);
    const customer = `cust-durable-${Date.now()}`;
    const mids = Array.from({ length: 5 }, () => nextMid());
    const payloads = mids.map((mid, i) => igMessaging(IG, [dm(IG, customer, { mid, text: `№${i}` }, Date.now() + i)]));
    for (const p of payloads) expect((await deliver(t.app, p)).statusCode).toBe(200);
    // A replay of an acknowledged delivery, as Meta does when unsure.
    expect((await deliver(t.app, payloads[0])).statusCode).toBe(200);
    const pending = await t.app.db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('processed_at', 'is', null)
      .execute();
    expect(pending).toHaveLength(6);
    expect(await t.app.db.selectFrom('messages').select('id').execute()).toEqual([]);
    await t.close();

    // Next instance on the same database: its queue worker picks the jobs up.
    t = await createChannelsApp(target, graph, { ...storage, webhookRetryDelay: 1 });
    try {
      await eventually(async () => {
        const left = await t.app.db
          .selectFrom('webhook_deliveries')
          .select('id')
          .where('processed_at', 'is', null)
          .execute();
        return left.length === 0 ? true : undefined;
      }, 30_000);
      const stored = await t.app.db
        .selectFrom('messages')
        .innerJoin('channels', 'channels.id', 'messages.channel_id')
        .select(['messages.platform_id', 'messages.text'])
        .where('channels.user_id', '=', owner.id)
        .orderBy('messages.created_time')
        .execute();
      expect(stored.map((m) => m.platform_id)).toEqual(mids);
      expect(stored.map((m) => m.text)).toEqual(['№0', '№1', '№2', '№3', '№4']);
    } finally {
      await t.close();
    }
  });

  it('acknowledges a delivery it cannot apply, keeps it for the queue, and applies the others that came with it', async () => {
    const t = await createChannelsApp(target, graph, { ...storage, webhookRetryDelay: 1 });
    try {
      // An account of its own: the first test's owner holds the double's default one in this database.
      const owner = await userWithChannel(t.app, 'poison');
      const ig = accountOf('poison').igId;
      const customer = `cust-poison-${Date.now()}`;
      const [before, bad, after] = [nextMid(), nextMid(), nextMid()];
      // The database refuses any write holding `bad` (a stand-in for a fault that one delivery triggers).
      const repo = t.app.conversationsRepository;
      const insertMessages = repo.insertMessages.bind(repo);
      const batches: string[][] = [];
      const refusing = jest.spyOn(repo, 'insertMessages').mockImplementation((ex, inputs) => {
        batches.push(inputs.map((m) => m.platformId));
        return inputs.some((m) => m.platformId === bad)
          ? Promise.reject(new Error('refused for the test'))
          : insertMessages(ex, inputs);
      });
      // Accepted together (as the route does): the first goes alone, the two that arrive while its
      // transaction is under way share the next one, which fails; each is then tried on its own.
      const accepted = await Promise.allSettled(
        [before, bad, after].map((mid) =>
          t.app.webhooks.accept(metaJson(igMessaging(ig, [dm(ig, customer, { mid, text: mid })]))),
        ),
      );
      await t.app.background.drain();
      expect(accepted.map((a) => a.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      expect(batches).toEqual([[before], [bad, after], [bad], [after]]);
      const platformIds = async () =>
        (
          await t.app.db
            .selectFrom('messages')
            .innerJoin('channels', 'channels.id', 'messages.channel_id')
            .select('messages.platform_id')
            .where('channels.user_id', '=', owner.id)
            .execute()
        )
          .map((m) => m.platform_id)
          .sort();
      expect(await platformIds()).toEqual([before, after].sort());
      const waiting = await t.app.db
        .selectFrom('webhook_deliveries')
        .select(['body', 'processed_at'])
        .where('body', 'like', `%${bad}%`)
        .execute();
      expect(waiting).toEqual([{ body: expect.stringContaining(bad), processed_at: null }]);

      // The fault passes; the queue's job applies the delivery a second later.
      refusing.mockRestore();
      await eventually(async () => ((await platformIds()).includes(bad) ? true : undefined), 30_000);
      expect(await platformIds()).toEqual([before, bad, after].sort());
    } finally {
      await t.close();
    }
  });
});
