// The order of an inbound message's path (api/README.md "Webhooks"): the owner's events before any
// Graph call, the AI hook per message without waiting for other drafts, enrichment after, and one
// draft per message however many times its job runs.
import type { CustomerMessageStored } from '../src/modules/conversations';
import type { ServerEvent } from '@vitrina/shared/contracts/constants';
import { describeEachDb, eventually } from './helpers';
import { deliver, dm, igComment, igMessaging, metaJson, nextMid, userWithChannel } from './meta/helpers';
import { DOUBLE } from './meta/graph-double';
import { startShopApp, startStockedShop } from './meta/stocked-shop';
import { sleep } from './ws-client';
import { AppError } from '../src/lib/errors';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import {
  ENRICH_TIMEOUT_MS,
  InboundEnrichment,
  NAME_REREAD_GAP_MS,
  NAME_RETRY_DELAYS_MS,
} from '../src/modules/conversations/inbound/enrichment';

const IG = DOUBLE.ig.id;
const SLOW_GRAPH_MS = 300;

describeEachDb('inbound flow', (target) => {
  describe('order', () => {
    let shop: Awaited<ReturnType<typeof startShopApp>>;
    /** What happened, in order: events published, hook calls, Graph calls started and ended. */
    let log: string[];
    beforeAll(async () => {
      shop = await startShopApp(target);
      await userWithChannel(shop.t.app);
    });
    afterAll(() => shop.close());
    /** The name stored for a customer's conversation. */
    const storedName = async (customer: string) =>
      (
        await shop.t.app.db
          .selectFrom('conversations')
          .select('participant_name')
          .where('participant_id', '=', customer)
          .executeTakeFirstOrThrow()
      ).participant_name;
    beforeEach(() => {
      log = [];
      const { app } = shop.t;
      const publish = app.realtime.publish.bind(app.realtime);
      jest.spyOn(app.realtime, 'publish').mockImplementation(async (userId: string, event: ServerEvent) => {
        log.push(`${event.type}${'post_url' in event.data && event.data.post_url ? ' +url' : ''}`);
        return publish(userId, event);
      });
      // A slow Graph: every call (names, permalinks) takes SLOW_GRAPH_MS; each is logged as it starts and ends.
      shop.graph.delayMs = SLOW_GRAPH_MS;
      const call = app.meta.call.bind(app.meta);
      jest.spyOn(app.meta, 'call').mockImplementation(async (fn, hooks) => {
        log.push('graph');
        try {
          return await call(fn, hooks);
        } finally {
          log.push('graph done');
        }
      });
    });
    afterEach(() => {
      shop.graph.delayMs = 0;
      jest.restoreAllMocks();
    });

    it('publishes the owner’s NEW_MESSAGE and fires the AI hook before any Graph call; the name follows', async () => {
      const stop = shop.t.app.inboxEvents.onCustomerMessage(() => void log.push('hook'));
      try {
        const customer = `cust-${Date.now()}`;
        await deliver(shop.t.app, igMessaging(IG, [dm(IG, customer, { mid: nextMid(), text: 'Є в наявності?' })]));
        expect(log).toEqual(['NEW_MESSAGE', 'hook', 'graph', 'graph done', 'NEW_CONVERSATION']);
        expect(await storedName(customer)).toBe(`Олена ${customer}`);
      } finally {
        stop();
      }
    });

    it('announces a name Graph gives after the time box once it is stored (the list showed "Клієнт" for good)', async () => {
      // Graph slower than enrichment's time box: NEW_CONVERSATION goes at the box's end with no name
      // yet, and again once the name is stored, so the inbox's list reads it (e2e inbox under load).
      shop.graph.delayMs = ENRICH_TIMEOUT_MS + 400;
      const customer = `cust-${Date.now()}`;
      // deliver() waits for the app's background work, the late announcement included.
      await deliver(shop.t.app, igMessaging(IG, [dm(IG, customer, { mid: nextMid(), text: 'Ви тут?' })]));
      expect(log).toEqual(['NEW_MESSAGE', 'graph', 'NEW_CONVERSATION', 'graph done', 'NEW_CONVERSATION']);
      expect(await storedName(customer)).toBe(`Олена ${customer}`);
    });

    it('tries a read that failed for a passing reason again in the background, and announces the name once stored', async () => {
      const customer = `cust-${Date.now()}`;
      const { app } = shop.t;
      // The first read of the profile fails (Graph timed out under load); the customer writes nothing more.
      jest.mocked(app.meta.call).mockImplementationOnce(async () => {
        log.push('graph');
        throw new Error('Graph GET: The operation was aborted due to timeout');
      });
      // deliver() waits for the app's background work, the read tried again included.
      await deliver(app, igMessaging(IG, [dm(IG, customer, { mid: nextMid(), text: 'Добрий день' })]));
      expect(await storedName(customer)).toBe(`Олена ${customer}`);
      expect(log.filter((e) => e === 'graph')).toHaveLength(2);
      // Announced at the time box without the name, then again once it is stored.
      expect(log.filter((e) => e === 'NEW_CONVERSATION')).toHaveLength(2);
      expect(log.at(-1)).toBe('NEW_CONVERSATION');
      expect(log.lastIndexOf('graph done')).toBeLessThan(log.lastIndexOf('NEW_CONVERSATION'));
    });

    it('does not try a refused read again in the background (a customer Meta says cannot be reached)', async () => {
      const customer = `cust-${Date.now()}`;
      const { app } = shop.t;
      jest.mocked(app.meta.call).mockImplementationOnce(async () => {
        log.push('graph');
        throw new AppError(403, 'conversations.recipient_unavailable');
      });
      await deliver(app, igMessaging(IG, [dm(IG, customer, { mid: nextMid(), text: 'Добрий день' })]));
      expect(await storedName(customer)).toBe('');
      expect(log).toEqual(['NEW_MESSAGE', 'graph', 'NEW_CONVERSATION']);
    });

    it('reads a name Graph never gave again with the customer’s next message, and announces it once stored', async () => {
      const customer = `cust-${Date.now()}`;
      const { app } = shop.t;
      // Every try of the first read fails (no pauses between them here); later reads answer.
      jest.spyOn(InboundEnrichment.prototype as unknown as { pause: () => Promise<void> }, 'pause').mockResolvedValue();
      for (let i = 0; i <= NAME_RETRY_DELAYS_MS.length; i += 1)
        jest.mocked(app.meta.call).mockImplementationOnce(async () => {
          log.push('graph');
          throw new Error('Graph GET: The operation was aborted due to timeout');
        });
      await deliver(app, igMessaging(IG, [dm(IG, customer, { mid: nextMid(), text: 'Добрий день' })]));
      expect(await storedName(customer)).toBe('');
      expect(log.filter((e) => e === 'graph')).toHaveLength(NAME_RETRY_DELAYS_MS.length + 1);
      // A message just behind the failed read reads nothing (it may have overtaken the first one's batch).
      log = [];
      await deliver(app, igMessaging(IG, [dm(IG, customer, { mid: nextMid(), text: 'Ви тут?' })]));
      expect(log).toEqual(['NEW_MESSAGE']);
      await sleep(NAME_REREAD_GAP_MS + 100);
      log = [];
      await deliver(app, igMessaging(IG, [dm(IG, customer, { mid: nextMid(), text: 'Є розмір M?' })]));
      expect(await storedName(customer)).toBe(`Олена ${customer}`);
      expect(log).toEqual(['NEW_MESSAGE', 'graph', 'graph done', 'NEW_CONVERSATION']);
      // Named now: the next message reads nothing.
      log = [];
      await deliver(app, igMessaging(IG, [dm(IG, customer, { mid: nextMid(), text: 'Дякую' })]));
      expect(log).toEqual(['NEW_MESSAGE']);
    });

    it('publishes a comment under an unknown post at once, and its permalink when Graph gives it', async () => {
      const customer = `cust-${Date.now()}`;
      const mediaId = `media-${Date.now()}`;
      await deliver(
        shop.t.app,
        igComment(IG, {
          from: { id: customer, username: 'k' },
          media: { id: mediaId },
          id: nextMid('c'),
          text: 'Ціна?',
        }),
      );
      expect(log.slice(0, 2)).toEqual(['NEW_COMMENT', 'graph']);
      expect(log).toContain('UPDATE_MESSAGE +url');
      expect(log.indexOf('UPDATE_MESSAGE +url')).toBeGreaterThan(log.indexOf('graph done'));
    });

    it('fires the AI hook for each message of a batch without waiting for another one’s draft', async () => {
      const customer = `cust-${Date.now()}`;
      const [a, b] = [nextMid(), nextMid()];
      const started: string[] = [];
      let releaseFirst: () => void = () => undefined;
      const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
      // The first message's draft is slow: it lasts until the second one's has started (or 2 s).
      const stop = shop.t.app.inboxEvents.onCustomerMessage(async (e: CustomerMessageStored) => {
        started.push(e.message.platform_id);
        if (e.message.platform_id === a) await Promise.race([firstHeld, sleep(2000)]);
        else releaseFirst();
        started.push(`${e.message.platform_id} done`);
      });
      try {
        const now = Date.now();
        await deliver(
          shop.t.app,
          igMessaging(IG, [
            dm(IG, customer, { mid: a, text: '1' }, now),
            dm(IG, customer, { mid: b, text: '2' }, now + 1),
          ]),
        );
        expect(started).toEqual([a, b, `${b} done`, `${a} done`]);
      } finally {
        stop();
      }
    });
  });

  // PGlite runs every statement through one client, so they can be counted there.
  (target === 'pglite' ? it : it.skip)(
    'applies a batch with six statements however many messages it holds',
    async () => {
      const shop = await startShopApp(target);
      try {
        const { app } = shop.t;
        await userWithChannel(app);
        const customer = `cust-${Date.now()}`;
        // A known customer: no name to read afterwards, so nothing else touches the database.
        await deliver(app, igMessaging(IG, [dm(IG, customer, { mid: nextMid(), text: '0' })]));
        const pglite = app.database.pglite!;
        const statements: string[] = [];
        const query = pglite.query.bind(pglite);
        jest.spyOn(pglite, 'query').mockImplementation((text, params) => {
          // The inbound batch's own statements: not the queue's, nor the Web Push notifier's reads of
          // the owner's devices and preferences (run beside it for each customer message, issue 50).
          if (!/pgboss|push_|select "lng" from "users"/i.test(text)) statements.push(text);
          return query(text, params);
        });
        const delivery = (n: number) =>
          metaJson(
            igMessaging(
              IG,
              [1, 2].map((i) => dm(IG, customer, { mid: nextMid(), text: `${n}.${i}` })),
            ),
          );
        await app.webhooks.accept(delivery(1));
        const alone = statements.splice(0).length;
        // The first goes at once, the four that arrive meanwhile share the next transaction.
        await Promise.all([2, 3, 4, 5, 6].map((n) => app.webhooks.accept(delivery(n))));
        expect([alone, statements.length]).toEqual([6, 12]);
        await app.background.drain();
      } finally {
        jest.restoreAllMocks();
        await shop.close();
      }
    },
  );

  describe('drafts', () => {
    let shop: Awaited<ReturnType<typeof startStockedShop>>;
    // The safety-net job starts 3 s after the message (30 s by default): the inline draft, the
    // catalogue index's first build included, ends well before it even on a loaded machine.
    beforeAll(async () => {
      // The language resources load once per process (~5 s): loaded first, the inline draft is not
      // slowed past the safety-net job's 3 s by the first process-wide load.
      await loadDictionaries();
      shop = await startStockedShop(target, { webhookRetryDelay: 3 });
      await shop.t.app.db.updateTable('users').set({ bot_status: 'ON' }).where('id', '=', shop.owner.id).execute();
    });
    afterAll(() => shop.close());
    afterEach(() => jest.restoreAllMocks());

    it('drafts each message once: answered inline, the delayed safety-net job finds it done', async () => {
      const { app } = shop.t;
      const outcomes: string[] = [];
      const startedAt: number[] = [];
      const propose = app.agent.propose.bind(app.agent);
      jest.spyOn(app.agent, 'propose').mockImplementation(async (job, options) => {
        startedAt.push(Date.now());
        const outcome = await propose(job, options).catch((err: Error) => `threw ${err.name}`);
        outcomes.push(outcome);
        return outcome as Awaited<ReturnType<typeof propose>>;
      });
      const runs = jest.spyOn(app.agent, 'run');
      const drafts: string[] = [];
      const publish = app.realtime.publish.bind(app.realtime);
      jest.spyOn(app.realtime, 'publish').mockImplementation(async (userId: string, event: ServerEvent) => {
        if (event.type === 'NEW_AI_PROPOSITION') drafts.push(event.data.ai_proposition);
        return publish(userId, event);
      });
      const customer = `cust-${Date.now()}`;
      await deliver(app, igMessaging(IG, [dm(IG, customer, { mid: nextMid(), text: 'Скільки коштує DR-1024?' })]));
      // On a loaded machine the inline draft may outlast the job's delay: the job then finds it under
      // way and throws PropositionBusy (its queue retries it), which drafts nothing.
      const settled = () => outcomes.filter((o) => o !== 'threw PropositionBusy');
      expect(settled()).toEqual(['proposed']);
      // The queued job runs its delay later, on this instance's worker, after the earlier tests' jobs
      // still queued on the one PGlite connection; a busy try is retried after the queue's own delay
      // (5 s, then longer). On a loaded CI machine that took over 90 s (2026-12-01).
      await eventually(async () => (settled().length === 2 ? true : undefined), 240_000);
      expect(settled()).toEqual(['proposed', 'duplicate']);
      // Not picked up beside the inline draft: the job waits its delay (3 s) first. Its start time is
      // the database's clock, taken when the job was queued a few ms before the inline draft began,
      // so the gap can read just under the delay (999 ms of 1 s was seen on PostgreSQL).
      expect(startedAt[1] - startedAt[0]).toBeGreaterThanOrEqual(2900);
      expect(runs).toHaveBeenCalledTimes(1);
      expect(drafts).toEqual([expect.stringContaining('1450')]);
    }, 300_000);
  });
});
