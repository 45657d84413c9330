import { sql } from 'kysely';
import { SYNC_ALL_QUEUE, SYNC_QUEUE, syncCron } from '../src/modules/publications/jobs';
import { describeEachDb, json, type TestApp } from './helpers';
import { deliver, igComment, userWithChannel } from './meta/helpers';
import { accountOf, type GraphDouble } from './meta/graph-double';
import { startShopApp } from './meta/stocked-shop';

/** Polls until `read` returns something truthy (the queue works in the background); fails after 20 s. */
async function eventually<T>(read: () => Promise<T>, what: string): Promise<NonNullable<T>> {
  const until = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (value) return value as NonNullable<T>;
    if (Date.now() > until) throw new Error(`never happened: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const post = (id: string) => ({
  id,
  caption: `Новинка ${id}`,
  media_type: 'IMAGE',
  media_url: `https://cdn.example/${id}.jpg`,
  permalink: `https://instagram.com/p/${id}`,
  timestamp: '2026-11-20T09:00:00+0000',
});

describeEachDb('publications background sync', (target) => {
  let t: TestApp;
  let graph: GraphDouble;
  let close: () => Promise<void>;
  beforeAll(async () => {
    // The test apps turn the background sync off (helpers.ts); this suite runs it as production does.
    ({ t, graph, close } = await startShopApp(target, { publicationsSyncMinutes: 15 }));
  });
  afterAll(() => close());

  const mediaIds = async (auth: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/publications?size=50', headers: auth });
    return (json(res).data.content as Array<{ media_id: string }>).map((p) => p.media_id).sort();
  };
  const hasPosts = (auth: Record<string, string>, ids: string[]) => async () => {
    const have = await mediaIds(auth);
    return ids.every((id) => have.includes(id));
  };
  const queueSchema = () => t.config.databaseSchema ?? 'pgboss';

  it("reads a channel's posts once it is connected, without the sync route", async () => {
    const owner = await userWithChannel(t.app, 'bg-connect');
    // Nothing here calls POST /api/v1/publications/sync: the queue's job read the media.
    await eventually(hasPosts(owner.auth, ['media-1', 'media-2']), 'posts after connect');
    expect(graph.calls.some((c) => c.path === `/v20.0/${accountOf('bg-connect').igId}/media`)).toBe(true);
  });

  it('brings in the post a comment arrives under when the channel does not know it yet', async () => {
    const owner = await userWithChannel(t.app, 'bg-comment');
    await eventually(hasPosts(owner.auth, ['media-1', 'media-2']), 'posts after connect');
    graph.media.push(post('media-new-1'));
    const res = await deliver(
      t.app,
      igComment(owner.channel.profile_id, {
        id: 'comment-under-new-post',
        text: 'Скільки коштує?',
        from: { id: 'cust-commenter', username: 'olena' },
        media: { id: 'media-new-1', media_product_type: 'FEED' },
      }),
    );
    expect(res.statusCode).toBe(200);
    await eventually(hasPosts(owner.auth, ['media-new-1']), 'the commented post');
  });

  it('syncs every connected channel on the periodic tick, whose schedule follows PUBLICATIONS_SYNC_MINUTES', async () => {
    const schedules = await sql<{ name: string; cron: string }>`select name, cron from ${sql.table(
      `${queueSchema()}.schedule`,
    )} where name = ${SYNC_ALL_QUEUE}`.execute(t.app.db);
    expect(schedules.rows).toEqual([{ name: SYNC_ALL_QUEUE, cron: '*/15 * * * *' }]);

    const first = await userWithChannel(t.app, 'bg-first');
    const second = await userWithChannel(t.app, 'bg-second');
    await eventually(hasPosts(second.auth, ['media-1']), 'posts after connect');
    graph.media.push(post('media-tick'));
    // The tick cron would send at the next quarter hour; the job it sends is sent here.
    await t.app.queue.send(SYNC_ALL_QUEUE, {});
    await eventually(hasPosts(first.auth, ['media-tick']), "the first owner's new post");
    await eventually(hasPosts(second.auth, ['media-tick']), "the second owner's new post");
  });

  it('an expired token marks the channel expired, keeps its posts and is not retried', async () => {
    const owner = await userWithChannel(t.app, 'bg-expired');
    const { pageToken } = accountOf('bg-expired');
    await eventually(hasPosts(owner.auth, ['media-1', 'media-2']), 'posts after connect');
    graph.revoked.add(pageToken);
    try {
      await t.app.queue.send(SYNC_QUEUE, { userId: owner.id, channelId: owner.channel.id });
      const state = await eventually(async () => {
        const jobs = await sql<{ state: string }>`select state from ${sql.table(`${queueSchema()}.job`)}
          where name = ${SYNC_QUEUE} and data->>'channelId' = ${owner.channel.id} order by created_on desc limit 1`.execute(
          t.app.db,
        );
        const s = jobs.rows[0]?.state;
        return s === 'completed' || s === 'failed' || s === 'retry' ? s : null;
      }, 'the job to finish');
      expect(state).toBe('completed');
      const channels = json(await t.app.inject({ method: 'GET', url: '/api/v1/channels', headers: owner.auth })).data;
      expect(channels.find((c: { id: string }) => c.id === owner.channel.id).token_status).toBe('EXPIRED');
      expect(await mediaIds(owner.auth)).toEqual(expect.arrayContaining(['media-1', 'media-2']));
    } finally {
      graph.revoked.delete(pageToken);
    }
  });

  it('waits while Meta reports the account busy (usage headers at 75 % or more): no Graph call, the sync queued 10 minutes later', async () => {
    const owner = await userWithChannel(t.app, 'bg-busy');
    const { igId } = accountOf('bg-busy');
    await eventually(hasPosts(owner.auth, ['media-1']), 'posts after connect');
    // Meta's answer headers as the adapter records them (meta/usage.ts).
    t.app.meta.usage.record(
      new Headers({
        'x-business-use-case-usage': JSON.stringify({
          [igId]: [
            {
              type: 'instagram',
              call_count: 90,
              total_cputime: 10,
              total_time: 12,
              estimated_time_to_regain_access: 0,
            },
          ],
        }),
      }),
    );
    const mediaCalls = () => graph.calls.filter((c) => c.path === `/v20.0/${igId}/media`).length;
    const before = mediaCalls();
    const sentAt = Date.now();
    await t.app.queue.send(SYNC_QUEUE, { userId: owner.id, channelId: owner.channel.id });
    const deferred = await eventually(async () => {
      const jobs = await sql<{ start_after: Date }>`select start_after from ${sql.table(`${queueSchema()}.job`)}
        where name = ${SYNC_QUEUE} and data->>'channelId' = ${owner.channel.id} and state = 'created'
          and start_after > now() + interval '9 minutes'`.execute(t.app.db);
      return jobs.rows[0];
    }, 'the deferred sync');
    expect(new Date(deferred.start_after).getTime()).toBeGreaterThan(sentAt + 9.5 * 60_000);
    expect(mediaCalls()).toBe(before);
  });

  it('turns the interval into a cron', () => {
    expect(syncCron(15)).toBe('*/15 * * * *');
    expect(syncCron(1)).toBe('*/1 * * * *');
    expect(syncCron(120)).toBe('0 */2 * * *');
    expect(syncCron(1440)).toBe('0 0 * * *');
  });
});

describeEachDb('publications background sync, off', (target) => {
  it('PUBLICATIONS_SYNC_MINUTES=0 removes the schedule and connecting reads nothing', async () => {
    const { t, graph, close } = await startShopApp(target, { publicationsSyncMinutes: 0 });
    try {
      const schedules = await sql<{ name: string }>`select name from ${sql.table(
        `${t.config.databaseSchema ?? 'pgboss'}.schedule`,
      )} where name = ${SYNC_ALL_QUEUE}`.execute(t.app.db);
      expect(schedules.rows).toEqual([]);
      const owner = await userWithChannel(t.app);
      // Connecting queues no sync job (it would be queued before the connect call answers).
      const jobs = await sql<{ id: string }>`select id from ${sql.table(`${t.config.databaseSchema ?? 'pgboss'}.job`)}
        where name = ${SYNC_QUEUE} and data->>'channelId' = ${owner.channel.id}`.execute(t.app.db);
      expect(jobs.rows).toEqual([]);
      expect(graph.calls.filter((c) => c.path.endsWith('/media'))).toEqual([]);
    } finally {
      await close();
    }
  });
});
