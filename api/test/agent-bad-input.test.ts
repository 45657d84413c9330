// Bad input through the whole path (signed webhook -> queue -> pipeline -> live event): every
// message ends in a sensible draft or a clear PROCESSING_ERROR, never a crash, a silence or a job
// left in the queue. (Owner-facing errors of webhook-driven drafts are in Ukrainian.)
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { PROPOSE_QUEUE } from '../src/modules/agent/jobs';
import { describeOneDb, type TestApp } from './helpers';
import { deliver, dm, igComment, igMessaging, nextMid, userWithChannel } from './meta/helpers';
import { DOUBLE, type GraphDouble } from './meta/graph-double';
import { startStockedShop } from './meta/stocked-shop';

type Outcome = { type: string; text: string };

/** [label, message, what the outcome must be] */
const CASES: Array<[string, object, (o: Outcome) => void]> = [
  [
    // A link off the platform's media hosts is dropped when stored (lib/media-hosts.ts): nothing is
    // fetched, and with no text there is nothing to answer. (An unreadable picture on the platform's
    // host gets an honest draft: test/agent-photo.test.ts.)
    'an image with no text whose link is not on the platform',
    { attachments: [{ type: 'image', payload: { url: 'http://127.0.0.1:9/not-an-image.txt' } }] },
    (o) => expect(o).toEqual({ type: 'PROCESSING_ERROR', text: expect.stringMatching(/немає тексту/) }),
  ],
  [
    'whitespace only',
    { text: ' \n\t ' },
    (o) => expect(o).toEqual({ type: 'PROCESSING_ERROR', text: expect.stringMatching(/немає тексту/) }),
  ],
  [
    'a huge message',
    { text: 'Скільки коштує DR-1024? '.repeat(200) },
    (o) => expect(o).toEqual({ type: 'PROCESSING_ERROR', text: expect.stringMatching(/задовге/) }),
  ],
  [
    'binary-looking text',
    { text: '\u0001\u0002\u0003\u0004\u0005\u0006\u0007\u0008PK\u0003\u0004' },
    (o) => expect(o).toEqual({ type: 'PROCESSING_ERROR', text: expect.stringMatching(/двійкові дані/) }),
  ],
  [
    'a NUL inside a question',
    { text: 'DR-1024\u0000 ціна?' },
    (o) => expect(o).toEqual({ type: 'NEW_AI_PROPOSITION', text: expect.stringContaining('1450') }),
  ],
  [
    'emoji only',
    { text: '🔥🔥🔥' },
    (o) => expect(o).toEqual({ type: 'NEW_AI_PROPOSITION', text: expect.any(String) }),
  ],
  [
    'an unknown article code',
    { text: 'Є ZZ-4040?' },
    (o) => expect(o).toEqual({ type: 'NEW_AI_PROPOSITION', text: expect.stringContaining('ZZ-4040') }),
  ],
  [
    'another language',
    { text: 'Wie viel kostet DR-1024?' },
    (o) => expect(o).toEqual({ type: 'NEW_AI_PROPOSITION', text: expect.stringContaining('1450') }),
  ],
  [
    'a right-to-left script',
    { text: 'كم سعر DR-1024؟' },
    (o) => expect(o).toEqual({ type: 'NEW_AI_PROPOSITION', text: expect.stringContaining('1450') }),
  ],
];

describeOneDb('bad customer input through the pipeline', (target) => {
  let graph: GraphDouble;
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof userWithChannel>>;
  const published: Array<{ type: string; data: any }> = [];

  beforeAll(async () => {
    // The drafts' safety-net jobs start a second after the inline draft (30 s by default) and find it done.
    ({ graph, t, owner } = await startStockedShop(target, { webhookRetryDelay: 1 }));
    await t.app.inject({ method: 'PUT', url: '/api/v1/users', headers: owner.auth, payload: { bot_status: 'ON' } });
    const publish = t.app.realtime.publish.bind(t.app.realtime);
    jest.spyOn(t.app.realtime, 'publish').mockImplementation(async (userId, event) => {
      published.push(event as { type: string; data: any });
      await publish(userId, event);
    });
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await t.close();
    await graph.close();
  });

  const outcomeOf = (conversationId: string): Outcome[] =>
    published
      .filter((e) => /^(NEW_AI_PROPOSITION|NEW_AI_PROPOSITION_COMMENT|PROCESSING_ERROR)$/.test(e.type))
      .filter((e) => e.data.conversation_id === conversationId)
      .map((e) => ({ type: e.type, text: e.type === 'PROCESSING_ERROR' ? e.data.message : e.data.ai_proposition }));

  const conversationOf = async (customer: string) =>
    (
      await t.app.db
        .selectFrom('conversations')
        .select('id')
        .where('participant_id', '=', customer)
        .executeTakeFirstOrThrow()
    ).id;

  it.each(CASES)('%s: one clear outcome, nothing left pending', async (_label, message, check) => {
    const customer = `cust-${randomUUID()}`;
    const res = await deliver(
      t.app,
      igMessaging(DOUBLE.ig.id, [dm(DOUBLE.ig.id, customer, { mid: nextMid(), ...message })]),
    );
    expect(res.statusCode).toBe(200);
    const conversationId = await conversationOf(customer);
    const outcomes = outcomeOf(conversationId);
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0].text.trim()).not.toBe('');
    check(outcomes[0]);
    const rows = await t.app.db
      .selectFrom('agent_propositions')
      .select(['status', 'locked_until'])
      .where('conversation_id', '=', conversationId)
      .execute();
    expect(rows).toEqual([{ status: outcomes[0].type === 'PROCESSING_ERROR' ? 'ERROR' : 'DONE', locked_until: null }]);
  });

  it('a bad comment too, and the queue ends with every job completed (none retrying or failed)', async () => {
    const customer = `cust-${randomUUID()}`;
    await deliver(
      t.app,
      igComment(DOUBLE.ig.id, {
        from: { id: customer, username: 'odd' },
        media: { id: 'media-x' },
        id: nextMid('c'),
        text: '\u0001\u0002\u0003\u0004\u0005\u0006',
      }),
    );
    expect(outcomeOf(await conversationOf(customer))).toEqual([
      { type: 'PROCESSING_ERROR', text: expect.stringMatching(/двійкові дані/) },
    ]);
    // The worker polls every second: wait for it to take every queued job, a second after it was
    // queued (each a duplicate of its inline draft by then).
    const schema = t.app.config.databaseSchema ?? 'pgboss';
    const states = () =>
      sql<{ state: string; n: number }>`select state, count(*)::int as n from ${sql.table(`${schema}.job`)}
        where name = ${PROPOSE_QUEUE} group by state`.execute(t.app.db);
    const deadline = Date.now() + 15_000;
    let rows = (await states()).rows;
    while (rows.some((r) => r.state !== 'completed') && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      rows = (await states()).rows;
    }
    expect(rows).toEqual([{ state: 'completed', n: CASES.length + 1 }]);
  }, 20_000);
});
