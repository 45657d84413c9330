import { sampleKnowledge } from '../eval/sample-shop';
import { MemoryQuestions } from '../eval/memory-knowledge';
import {
  jobFromMessage,
  PROPOSE_QUEUE,
  startAgentJobs,
  type CustomerMessageEvent,
  type DurableQueue,
} from '../src/modules/agent/jobs';
import type { FastifyBaseLogger } from 'fastify';
import { FairSlots } from '../src/lib/fair-slots';
import { AgentRepository } from '../src/modules/agent/repository';
import { PropositionBusy, type CustomerMessageJob } from '../src/modules/agent/service';
import { createTestApp, describeEachDb, signedInUser, type TestApp } from './helpers';

/** The channels module's hook and queue, in memory: jobs run only when the test says so. */
function fakes() {
  let listener: ((e: CustomerMessageEvent) => void | Promise<void>) | null = null;
  const queued: Array<{ name: string; data: CustomerMessageJob }> = [];
  let worker: ((data: CustomerMessageJob) => Promise<void>) | null = null;
  const queue: DurableQueue = {
    async send(name, data) {
      queued.push({ name, data: data as CustomerMessageJob });
    },
    async work<T extends object>(_name: string, handler: (data: T) => Promise<void>) {
      worker = handler as unknown as (data: CustomerMessageJob) => Promise<void>;
    },
  };
  const hook = {
    onCustomerMessage(l: (e: CustomerMessageEvent) => void | Promise<void>) {
      listener = l;
      return () => {
        listener = null;
      };
    },
  };
  return {
    queue,
    hook,
    queued,
    emit: (e: CustomerMessageEvent) => listener!(e),
    /** Runs every queued job through the worker, as pg-boss would after a restart. */
    drain: async () => {
      for (const job of queued.splice(0)) await worker!(job.data);
    },
  };
}

const event = (userId: string, id: string, text: string, extra: Partial<CustomerMessageEvent['message']> = {}) => ({
  userId,
  channelId: 'ch-1',
  conversationId: `conv-${id}`,
  kind: 'DIRECT' as const,
  message: { id, message: text, code: null, post_id: null, attachments: [], ...extra },
});

describeEachDb('agent jobs (customer message → queue → proposition)', (target) => {
  let t: TestApp;
  let published: Array<{ userId: string; event: { type: string; data: any } }>;
  beforeAll(async () => {
    t = await createTestApp(target);
    t.app.agent.useKnowledge(sampleKnowledge(), new MemoryQuestions());
  });
  afterAll(() => t.close());
  beforeEach(() => {
    published = [];
    jest.spyOn(t.app.realtime, 'publish').mockImplementation(async (userId, e) => {
      published.push({ userId, event: e as { type: string; data: any } });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  const start = async (agent: { propose: (job: CustomerMessageJob) => Promise<unknown> } = t.app.agent) => {
    const f = fakes();
    const repo = new AgentRepository(t.app.db);
    await startAgentJobs({
      hook: f.hook,
      queue: f.queue,
      agent: agent as typeof t.app.agent,
      botIsOn: (id) => repo.botIsOn(id),
      log: t.app.log,
    });
    return f;
  };
  const setBot = (userId: string, status: 'ON' | 'OFF') =>
    t.app.db.updateTable('users').set({ bot_status: status }).where('id', '=', userId).execute();

  it('does nothing while the account’s assistant is OFF', async () => {
    const user = await signedInUser(t.app);
    const f = await start();
    await f.emit(event(user.id, `off-${Date.now()}`, 'Скільки коштує DR-1024?'));
    expect(f.queued).toEqual([]);
    expect(published).toEqual([]);
  });

  it('queues the message durably, answers at once, and the queued job adds nothing', async () => {
    const user = await signedInUser(t.app);
    await setBot(user.id, 'ON');
    const f = await start();
    const id = `on-${Date.now()}`;
    await f.emit(event(user.id, id, 'Скільки коштує DR-1024?'));
    expect(f.queued.map((q) => q.name)).toEqual([PROPOSE_QUEUE]);
    expect(published).toEqual([
      {
        userId: user.id,
        event: {
          type: 'NEW_AI_PROPOSITION',
          data: { conversation_id: `conv-${id}`, ai_proposition: expect.stringContaining('1850 грн') },
        },
      },
    ]);
    await f.drain();
    expect(published).toHaveLength(1);
  });

  it('loses nothing when the instance fails after queuing: the queue answers it once', async () => {
    const user = await signedInUser(t.app);
    await setBot(user.id, 'ON');
    let crash = true;
    const f = await start({
      propose: (job) => {
        if (crash) return Promise.reject(new Error('instance crashed'));
        return t.app.agent.propose(job);
      },
    });
    const id = `crash-${Date.now()}`;
    await f.emit(event(user.id, id, 'Яка ціна SK-2045?'));
    expect(published).toEqual([]);
    crash = false;
    await f.drain();
    expect(published.map((p) => p.event.type)).toEqual(['NEW_AI_PROPOSITION']);
    const rows = await t.app.db.selectFrom('agent_propositions').selectAll().where('message_id', '=', id).execute();
    expect(rows).toEqual([expect.objectContaining({ status: 'DONE', locked_until: null })]);
  });

  it('answers a message once when two workers take it at the same time', async () => {
    const user = await signedInUser(t.app);
    const job = jobFromMessage(event(user.id, `race-${Date.now()}`, 'DR-2040 ціна?'));
    const outcomes = await Promise.allSettled([t.app.agent.propose(job), t.app.agent.propose(job)]);
    const proposed = outcomes.filter((o) => o.status === 'fulfilled' && o.value === 'proposed');
    const others = outcomes.filter((o) => !(o.status === 'fulfilled' && o.value === 'proposed'));
    expect(proposed).toHaveLength(1);
    expect(others).toEqual([
      expect.objectContaining(
        others[0]?.status === 'rejected'
          ? { status: 'rejected', reason: expect.any(PropositionBusy) }
          : { status: 'fulfilled', value: 'duplicate' },
      ),
    ]);
    expect(published).toHaveLength(1);
    expect(await t.app.agent.propose(job)).toBe('duplicate');
  });

  it('takes the article code a message carries and the post a comment is on', () => {
    const job = jobFromMessage({
      ...event('u', 'm1', 'А ціна?', {
        post_id: 'media-milan',
        attachments: [{ type: 'share', code: 'DR-1024', asset_id: 'a1' }],
      }),
      kind: 'COMMENT',
    });
    expect(job).toMatchObject({ kind: 'COMMENT', code: 'DR-1024', mediaId: 'media-milan', text: 'А ціна?' });
    // A picture under a post is about that post: no photo recognition.
    const picture = jobFromMessage({
      ...event('u', 'm4', '', {
        post_id: 'media-milan',
        attachments: [{ type: 'image', code: null, asset_id: 'a2', payload: { url: 'https://cdn/c.jpg' } }],
      }),
      kind: 'COMMENT',
    });
    expect(picture).toMatchObject({ mediaId: 'media-milan', imageUrl: null });
  });

  it("takes a shared post's media id (Instagram's ig_post) with its picture and caption, else its picture alone", () => {
    const shared = jobFromMessage(
      event('u', 'm2', '', {
        attachments: [
          {
            type: 'ig_post',
            code: null,
            asset_id: 'a1',
            payload: { url: 'https://cdn/p.jpg', title: 'Худі, арт. HT-10', ig_post_media_id: '1789' },
          },
        ],
      }),
    );
    // The picture and caption stand in for the post while its publication is not stored (retriever.ts).
    expect(shared).toMatchObject({ mediaId: '1789', imageUrl: 'https://cdn/p.jpg', caption: 'Худі, арт. HT-10' });
    const pictureOnly = jobFromMessage(
      event('u', 'm3', '', {
        attachments: [{ type: 'share', code: null, asset_id: 'a1', payload: { url: 'https://cdn/p.jpg' } }],
      }),
    );
    expect(pictureOnly).toMatchObject({ mediaId: null, imageUrl: 'https://cdn/p.jpg' });
  });
});

describe('agent jobs: drafts take turns per account on an instance', () => {
  /** An agent whose drafts run until the test ends them: which are under way, in order of start. */
  const heldAgent = () => {
    const started: string[] = [];
    const finish = new Map<string, () => void>();
    return {
      started,
      end: (id: string) => finish.get(id)!(),
      agent: {
        propose: (job: CustomerMessageJob) =>
          new Promise<'proposed'>((resolve) => {
            started.push(job.messageId);
            finish.set(job.messageId, () => resolve('proposed'));
          }),
      },
    };
  };
  const warnings: string[] = [];
  const log = { warn: (_o: object, message: string) => warnings.push(message) } as unknown as FastifyBaseLogger;
  const settle = () => new Promise((r) => setImmediate(r));

  it('drafts a bounded number at once; another shop does not wait behind one shop’s burst', async () => {
    const f = fakes();
    const held = heldAgent();
    await startAgentJobs({
      hook: f.hook,
      queue: f.queue,
      agent: held.agent as never,
      botIsOn: async () => true,
      log,
      slots: new FairSlots({ slots: 3, perAccount: 2, queue: 10, perAccountQueue: 10 }),
    });
    const done = ['a1', 'a2', 'a3', 'a4'].map((id) => f.emit(event('shop-a', id, 'Скільки коштує DR-1024?')));
    await settle();
    // Every message is queued durably at once; shop a drafts two at a time.
    expect(f.queued.map((q) => q.data.messageId)).toEqual(['a1', 'a2', 'a3', 'a4']);
    expect(held.started).toEqual(['a1', 'a2']);
    const b = f.emit(event('shop-b', 'b1', 'Скільки коштує DR-1024?'));
    await settle();
    expect(held.started).toEqual(['a1', 'a2', 'b1']);
    held.end('a1');
    await settle();
    expect(held.started).toEqual(['a1', 'a2', 'b1', 'a3']);
    for (const id of ['a2', 'b1', 'a3']) held.end(id);
    await settle();
    held.end('a4');
    await Promise.all([...done, b]);
    expect(held.started).toEqual(['a1', 'a2', 'b1', 'a3', 'a4']);
  });

  it('leaves a message to its queued job when too many wait', async () => {
    const f = fakes();
    const held = heldAgent();
    await startAgentJobs({
      hook: f.hook,
      queue: f.queue,
      agent: held.agent as never,
      botIsOn: async () => true,
      log,
      slots: new FairSlots({ slots: 1, queue: 1, perAccountQueue: 1 }),
    });
    const first = f.emit(event('shop-a', 'x1', 'Привіт'));
    const second = f.emit(event('shop-a', 'x2', 'Привіт'));
    await f.emit(event('shop-a', 'x3', 'Привіт'));
    expect(held.started).toEqual(['x1']);
    expect(f.queued.map((q) => q.data.messageId)).toEqual(['x1', 'x2', 'x3']);
    expect(warnings).toContain('agent: too many drafts waiting, left to the queue');
    held.end('x1');
    await settle();
    held.end('x2');
    await Promise.all([first, second]);
    expect(held.started).toEqual(['x1', 'x2']);
  });
});
