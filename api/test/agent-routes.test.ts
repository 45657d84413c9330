import { AGENT_INSTRUCTIONS_MAX_LENGTH } from '@vitrina/shared/contracts';
import { MemoryQuestions } from '../eval/memory-knowledge';
import { sampleKnowledge } from '../eval/sample-shop';
import { runEval, TARGET_CORRECT } from '../eval/run';
import { heldOutSet, tuningSet } from '../eval/sets';
import { AgentRepository, DEFAULT_INSTRUCTIONS_BY_LANGUAGE } from '../src/modules/agent/repository';
import { parseAuditorDirectives, parseDirectives, parseRetrieverDirectives } from '../src/modules/agent/directives';
import { insertChannel } from './channel-rows';
import {
  createTestApp,
  describeOneDb,
  json,
  login,
  PASSWORD,
  randomIp,
  signedInUser,
  uniqueEmail,
  type TestApp,
} from './helpers';

type Signed = Awaited<ReturnType<typeof signedInUser>>;

describeOneDb('agent and pipelines', (target) => {
  let t: TestApp;
  let a: Signed;
  let b: Signed;
  const questions = new MemoryQuestions();
  beforeAll(async () => {
    t = await createTestApp(target);
    t.app.agent.useKnowledge(sampleKnowledge(), questions);
    a = await signedInUser(t.app);
    b = await signedInUser(t.app);
  });
  afterAll(() => t.close());

  const call = (user: Signed | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: user ? user.auth : {} });
  const ask = async (user: Signed, text: string, lng?: 'ua' | 'en') => {
    const res = await call(user, 'POST', '/api/v1/agent/test', { text, ...(lng ? { lng } : {}) });
    expect(res.statusCode).toBe(200);
    return json(res).data as { answer: string | null; error: string | null; request_id: string; steps: any[] };
  };

  it('refuses every call without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/pipelines'],
      ['PUT', '/api/v1/pipelines/instructions'],
      ['GET', '/api/v1/agent/logs/time'],
      ['POST', '/api/v1/agent/test'],
    ] as const) {
      const res = await call(null, method, url, method === 'GET' ? undefined : {});
      expect(res.statusCode).toBe(401);
      expect(json(res).error_message).toBeTruthy();
    }
  });

  describe('pipelines', () => {
    it('seeds assistant ids and default instructions per account on first use, stable afterwards', async () => {
      const first = json(await call(a, 'GET', '/api/v1/pipelines')).data.pipeline_info;
      expect(Object.keys(first.assistant_ids)).toEqual(['DB_RETRIEVER', 'COMMUNICATOR', 'AUDITOR']);
      expect(first.assistant_ids.COMMUNICATOR).toMatch(/^asst_[0-9a-f]{24}$/);
      // Registered without a language (no Accept-Language): the Ukrainian defaults.
      expect(first.instructions.COMMUNICATOR).toMatch(/тон: формальний/);
      expect(first.instructions.DB_RETRIEVER).toMatch(/^Знайди, що магазин знає/);
      expect(first.instructions.AUDITOR).toMatch(/^Звір кожну ціну/);
      const again = json(await call(a, 'GET', '/api/v1/pipelines')).data.pipeline_info;
      expect(again).toEqual(first);
      const other = json(await call(b, 'GET', '/api/v1/pipelines')).data.pipeline_info;
      expect(other.assistant_ids.COMMUNICATOR).not.toBe(first.assistant_ids.COMMUNICATOR);
    });

    it.each([
      ['the body', { lng: 'en' }, {}],
      ['Accept-Language', {}, { 'accept-language': 'en-GB,en;q=0.9' }],
    ])('seeds English defaults for an account registered in English (%s)', async (_how, body, headers) => {
      const email = uniqueEmail('en');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/registration',
        remoteAddress: randomIp(),
        headers,
        payload: { email, password: PASSWORD, ...body },
      });
      expect(res.statusCode).toBe(201);
      const tokens = await login(t.app, email);
      const auth = { authorization: `Bearer ${tokens.access_token}` };
      const info = json(await t.app.inject({ method: 'GET', url: '/api/v1/pipelines', headers: auth })).data
        .pipeline_info;
      expect(info.instructions.COMMUNICATOR).toMatch(/^You are the manager of a clothing shop/);
      expect(info.instructions.COMMUNICATOR).toMatch(/tone: formal/);
      expect(info.instructions.DB_RETRIEVER).toMatch(/Find what the shop knows/);
      expect(info.instructions.AUDITOR).toMatch(/^Check every price/);
    });

    it('gives the same directives in both languages’ defaults', () => {
      const { ua, en } = DEFAULT_INSTRUCTIONS_BY_LANGUAGE;
      expect(parseRetrieverDirectives(ua.DB_RETRIEVER)).toEqual({ maxProducts: 3, useCorrections: true });
      expect(parseRetrieverDirectives(en.DB_RETRIEVER)).toEqual(parseRetrieverDirectives(ua.DB_RETRIEVER));
      expect(parseDirectives(ua.COMMUNICATOR, 'ua').tone).toBe('formal');
      expect(parseDirectives(en.COMMUNICATOR, 'en')).toEqual(parseDirectives(ua.COMMUNICATOR, 'en'));
      expect(parseAuditorDirectives(en.AUDITOR, 'en')).toEqual(parseAuditorDirectives(ua.AUDITOR, 'en'));
    });

    it('updates the roles sent, keeps the others, and touches no other account', async () => {
      const before = json(await call(b, 'GET', '/api/v1/pipelines')).data.pipeline_info;
      const res = await call(a, 'PUT', '/api/v1/pipelines/instructions', {
        instructions: { COMMUNICATOR: 'greeting: Вітаю, сонечко!\nsign-off: Ваша Vitrina', AUDITOR: 'Be strict.' },
      });
      expect(res.statusCode).toBe(200);
      const info = json(res).data.pipeline_info;
      expect(info.instructions.COMMUNICATOR).toBe('greeting: Вітаю, сонечко!\nsign-off: Ваша Vitrina');
      expect(info.instructions.AUDITOR).toBe('Be strict.');
      expect(info.instructions.DB_RETRIEVER).toMatch(/Знайди, що магазин знає/);
      expect(json(await call(b, 'GET', '/api/v1/pipelines')).data.pipeline_info).toEqual(before);
    });

    it.each([
      [{ instructions: { COMMUNICATOR: 'x'.repeat(AGENT_INSTRUCTIONS_MAX_LENGTH + 1) } }, /too long/],
      [{ instructions: {} }, /at least one role/],
      [{ instructions: { MANAGER: 'x' } }, /instructions/],
      [{ instructions: { COMMUNICATOR: 5 } }, /instructions\.COMMUNICATOR/],
      [{}, /instructions/],
    ])('answers bad instructions %# with a 400 naming the problem', async (payload, message) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/pipelines/instructions',
        payload,
        headers: { ...a.auth, 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(400);
      expect(json(res).error_message).toMatch(message);
    });
  });

  describe('POST /api/v1/agent/test', () => {
    it("answers from the caller's knowledge with the caller's instructions, and returns the steps", async () => {
      const data = await ask(a, 'Скільки коштує DR-1024?');
      expect(data.answer).toMatch(/^Вітаю, сонечко! .*Ціна — 1850 грн\..* Ваша Vitrina$/);
      expect(data.error).toBeNull();
      expect(data.steps.map((s) => s.type)).toEqual(['DB_RETRIEVER', 'COMMUNICATOR', 'AUDITOR']);
      const other = await ask(b, 'Скільки коштує DR-1024?');
      expect(other.answer).not.toMatch(/сонечко/);
    });

    it('answers in English for English and honestly when the data has no answer', async () => {
      expect((await ask(b, 'Which sizes of BL-5005 are left?')).answer).toMatch(/In stock in sizes S, M\./);
      const before = questions.recorded.length;
      expect((await ask(b, 'Do you sell gift cards?')).answer).toMatch(/check with a colleague/);
      expect(questions.recorded.slice(before)).toEqual([
        expect.objectContaining({ userId: b.id, topic: 'other', text: 'Do you sell gift cards?' }),
      ]);
    });

    it.each([
      [{ text: '' }, 400],
      [{ text: '   ' }, 400],
      [{ text: 'x'.repeat(2001) }, 400],
      [{}, 400],
      [{ text: 'hi', lng: 'de' }, 400],
    ])('refuses a bad body %# with a 4xx and a message', async (payload, status) => {
      const res = await call(a, 'POST', '/api/v1/agent/test', payload);
      expect(res.statusCode).toBe(status);
      expect(json(res).error_message).toBeTruthy();
    });

    it('keeps NUL characters out of PostgreSQL text (logs, instructions) instead of failing', async () => {
      const c = await signedInUser(t.app);
      const nul = await ask(c, 'DR-1024\u0000 ціна?');
      expect(nul.answer).toMatch(/1850 грн/);
      const logs = json(await call(c, 'GET', '/api/v1/agent/logs/time')).data.logs_by_request_id;
      expect(logs[nul.request_id][0].user_input).toBe('DR-1024\uFFFD ціна?');
      const res = await call(c, 'PUT', '/api/v1/pipelines/instructions', { instructions: { AUDITOR: 'a\u0000b' } });
      expect(json(res).data.pipeline_info.instructions.AUDITOR).toBe('a\uFFFDb');
    });

    it('turns binary-looking, emoji-only and unknown-code texts into an error or a sensible draft', async () => {
      const binary = await ask(a, '\u0001\u0002\u0003\u0004\u0005\u0006\u0007', 'en');
      expect(binary).toMatchObject({ answer: null, error: expect.stringMatching(/binary data/) });
      expect((await ask(b, '🔥🔥', 'en')).answer).toMatch(/help/);
      expect((await ask(b, 'Є ZZ-4040?')).answer).toMatch(/ZZ-4040.*не знайшла/);
    });
  });

  describe('GET /api/v1/agent/logs/time', () => {
    it("groups the caller's steps by request id, newest request first, and pages them", async () => {
      const c = await signedInUser(t.app);
      const first = await ask(c, 'DR-1024?');
      const second = await ask(c, 'SK-2045?');
      const third = await ask(c, 'TS-6001?');
      const res = await call(c, 'GET', '/api/v1/agent/logs/time?page=0&size=2');
      expect(res.statusCode).toBe(200);
      const data = json(res).data;
      expect(Object.keys(data.logs_by_request_id)).toEqual([third.request_id, second.request_id]);
      expect(data).toMatchObject({ page: 0, size: 2, total_elements: 3, total_pages: 2 });
      const steps = data.logs_by_request_id[third.request_id];
      expect(steps.map((s: any) => s.type)).toEqual(['DB_RETRIEVER', 'COMMUNICATOR', 'AUDITOR']);
      expect(steps[0]).toMatchObject({ user_input: 'TS-6001?', duration_ms: expect.any(Number) });
      expect(steps[1].output).toMatch(/490 грн/);
      const page2 = json(await call(c, 'GET', '/api/v1/agent/logs/time?page=1&size=2')).data;
      expect(Object.keys(page2.logs_by_request_id)).toEqual([first.request_id]);
    });

    it('filters by the time range and shows nobody else’s logs', async () => {
      const c = await signedInUser(t.app);
      await ask(c, 'DR-1024?');
      const future = new Date(Date.now() + 3600_000).toISOString();
      const later = json(await call(c, 'GET', `/api/v1/agent/logs/time?startDate=${future}`)).data;
      expect(later.logs_by_request_id).toEqual({});
      const d = await signedInUser(t.app);
      const theirs = json(await call(d, 'GET', '/api/v1/agent/logs/time')).data;
      expect(theirs).toMatchObject({ logs_by_request_id: {}, total_elements: 0 });
    });

    it.each([
      ['startDate=yesterday', /ISO/],
      ['startDate=0000-01-01', /between 1970 and 9999/],
      ['endDate=%2B275760-09-13T00:00:00Z', /between 1970 and 9999/],
      ['startDate=2026-02-01T00:00:00Z&endDate=2026-01-01T00:00:00Z', /later than endDate/],
      ['size=1000', /size/],
      ['page=-1', /page/],
    ])('refuses %s with a 400', async (query, message) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/agent/logs/time?${query}`,
        headers: { ...a.auth, 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(400);
      expect(json(res).error_message).toMatch(message);
    });
  });

  describe('propositions for customer messages', () => {
    const events = () => {
      const published: Array<{ userId: string; event: any }> = [];
      const spy = jest.spyOn(t.app.realtime, 'publish').mockImplementation(async (userId, event) => {
        published.push({ userId, event });
      });
      return { published, restore: () => spy.mockRestore() };
    };

    it('pushes one proposition per message, NEW_AI_PROPOSITION_COMMENT for a comment', async () => {
      const { published, restore } = events();
      try {
        const job = {
          userId: a.id,
          channelId: 'ch1',
          conversationId: 'conv-1',
          messageId: `m-${Date.now()}`,
          kind: 'DIRECT' as const,
          text: 'Скільки коштує DR-1024?',
        };
        expect(await t.app.agent.propose(job)).toBe('proposed');
        expect(await t.app.agent.propose(job)).toBe('duplicate');
        expect(await t.app.agent.propose(job, { again: true })).toBe('proposed');
        expect(published).toHaveLength(2);
        published.pop();
        expect(published).toEqual([
          {
            userId: a.id,
            event: {
              type: 'NEW_AI_PROPOSITION',
              data: { conversation_id: 'conv-1', ai_proposition: expect.stringContaining('1850 грн') },
            },
          },
        ]);
        // A comment that names no product is about the post it is under.
        const comment = { ...job, messageId: `${job.messageId}-c`, kind: 'COMMENT' as const, text: 'Скільки коштує?' };
        await t.app.agent.propose({ ...comment, mediaId: 'media-milan' });
        expect(published[1].event).toMatchObject({
          type: 'NEW_AI_PROPOSITION_COMMENT',
          data: { ai_proposition: expect.stringContaining('JK-8001') },
        });
        const rows = await t.app.db
          .selectFrom('agent_propositions')
          .selectAll()
          .where('message_id', '=', job.messageId)
          .execute();
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ status: 'DONE', attempts: 2, conversation_id: 'conv-1', locked_until: null });
      } finally {
        restore();
      }
    });

    it('pushes PROCESSING_ERROR with a clear message for a text it cannot answer', async () => {
      const { published, restore } = events();
      try {
        const outcome = await t.app.agent.propose({
          userId: a.id,
          channelId: null,
          conversationId: 'conv-2',
          messageId: `m-${Date.now()}-e`,
          kind: 'DIRECT',
          text: 'x'.repeat(3000),
          ownerLanguage: 'en',
        });
        expect(outcome).toBe('error');
        expect(published[0].event).toEqual({
          type: 'PROCESSING_ERROR',
          data: { conversation_id: 'conv-2', message: expect.stringMatching(/too long/) },
        });
      } finally {
        restore();
      }
    });
  });

  describe('learning from edits', () => {
    it("reuses a human's correction for a similar question, and drops it when it has an unsupported figure", async () => {
      const c = await signedInUser(t.app);
      const sentText = 'Добрий день! Сукня DR-1024 коштує 1850 грн, розмір M є. Можу відкласти для вас до вечора 🙂';
      expect(
        await t.app.agent.recordCorrection({
          userId: c.id,
          channelId: null,
          conversationId: null,
          customerMessage: 'Скільки коштує сукня DR-1024 в розмірі M?',
          rejectedProposition: 'Ціна — 1850 грн.',
          sentText,
        }),
      ).toBe(true);
      const reused = await ask(c, 'Скільки коштує сукня DR-1024 розмір M?');
      expect(reused.answer).toBe(sentText);
      expect(reused.steps[0].output).toContain('Скільки коштує сукня DR-1024 в розмірі M?');
      expect(reused.steps[1].output).toMatch(/reused a human correction/);
      expect((await ask(a, 'Скільки коштує сукня DR-1024 розмір M?')).answer).not.toBe(sentText);

      await t.app.agent.recordCorrection({
        userId: c.id,
        channelId: null,
        conversationId: null,
        customerMessage: 'Яка ціна SK-2045?',
        rejectedProposition: 'Ціна — 990 грн.',
        sentText: 'Зараз знижка: 790 грн!',
      });
      const checked = await ask(c, 'Яка ціна SK-2045?');
      expect(checked.answer).toMatch(/990 грн/);
      expect(checked.steps.map((s) => s.type)).toEqual([
        'DB_RETRIEVER',
        'COMMUNICATOR',
        'AUDITOR',
        'COMMUNICATOR',
        'AUDITOR',
      ]);
    });

    it("keeps a correction to its channel, and never keeps one that holds a customer's details", async () => {
      const d = await signedInUser(t.app);
      const [shopA, shopB] = [await insertChannel(t.app, d.id, 'A'), await insertChannel(t.app, d.id, 'B')];
      const correction = (channelId: string | null, sentText: string) =>
        t.app.agent.recordCorrection({
          userId: d.id,
          channelId,
          conversationId: null,
          customerMessage: 'Коли буде доставка замовлення?',
          rejectedProposition: 'Уточню в колеги.',
          sentText,
        });
      expect(await correction(shopA, 'Відправимо завтра зранку, ввечері буде номер накладної.')).toBe(true);
      const repo = new AgentRepository(t.app.db);
      const similar = (channelId: string | null) => repo.similar(d.id, channelId, 'Коли буде доставка замовлення?');
      expect((await similar(shopA)).map((c) => c.sentText)).toEqual([
        'Відправимо завтра зранку, ввечері буде номер накладної.',
      ]);
      expect(await similar(shopB)).toEqual([]);
      expect(await similar(null)).toEqual([]);
      for (const personal of [
        'Оксано, ваше замовлення № 48213 відправлено',
        'Відправили на Нова Пошта відділення 12, Київ',
        'Передзвоніть нам: +380 67 123 45 67',
        'ТТН 20450012345678, чекайте завтра',
        'Доставимо на вул. Шевченка, 5',
      ]) {
        expect({ personal, kept: await correction(shopA, personal) }).toEqual({ personal, kept: false });
      }
    });

    it('ignores a sent text equal to the draft', async () => {
      const same = {
        userId: a.id,
        channelId: null,
        conversationId: null,
        customerMessage: 'x',
        rejectedProposition: 'ok',
        sentText: ' ok ',
      };
      expect(await t.app.agent.recordCorrection(same)).toBe(false);
    });
  });
});

describe('npm run eval', () => {
  it('meets the targets on the own sets: tuning, and held-out (another shop, never tuned to)', async () => {
    const [tuning, heldOut] = await runEval([tuningSet(), heldOutSet()]);
    expect(tuning.total).toBeGreaterThanOrEqual(70);
    expect(tuning.correct / tuning.total).toBeGreaterThanOrEqual(TARGET_CORRECT);
    expect(tuning.withUnsupportedFigures).toBe(0);
    expect(heldOut.total).toBeGreaterThanOrEqual(50);
    expect(heldOut.correct / heldOut.total).toBeGreaterThanOrEqual(TARGET_CORRECT);
    // Measured 2026-11-25: one held-out miss ("the wrap dress", which the shop does not sell, is
    // answered with its only dress); not tuned away, so the held-out set stays a fair measure.
    expect(heldOut.withUnsupportedFigures).toBeLessThanOrEqual(1);
    // 140 messages through a whole app: ~20 s quiet, over 60 s when the machine is loaded.
  }, 180_000);
});
