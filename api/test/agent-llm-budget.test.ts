// Issue 30 item 2: a daily budget of LLM tokens per account, counted in llm_usage (shared by every
// API instance), through the app: the test call and the drafts pushed to the owner.
import { sql } from 'kysely';
import { MemoryQuestions } from '../eval/memory-knowledge';
import { sampleKnowledge } from '../eval/sample-shop';
import { fakeLlm, type Scripted } from './fake-llm';
import { createTestApp, describeEachDb, json, signedInUser, type TestApp } from './helpers';

type Signed = Awaited<ReturnType<typeof signedInUser>>;

describeEachDb('daily LLM token budget per account', (target) => {
  let t: TestApp;
  let llm: Awaited<ReturnType<typeof fakeLlm>>;
  let script: () => Scripted = () => ({ text: 'Вітаю! Зараз перевірю.', tokens: 300 });
  let a: Signed;
  let b: Signed;
  beforeAll(async () => {
    llm = await fakeLlm(() => script());
    t = await createTestApp(target, {
      llm: {
        provider: 'openai',
        baseUrl: llm.baseUrl,
        model: 'test-model',
        // Far above the fake model's answer: this suite checks the budget, not the time limit (a
        // timeout drafts offline with another note; agent-llm.test.ts checks it).
        timeoutMs: 60_000,
        dailyTokensPerAccount: 500,
      },
    });
    t.app.agent.useKnowledge(sampleKnowledge(), new MemoryQuestions());
    a = await signedInUser(t.app);
    b = await signedInUser(t.app);
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
  });

  const ask = async (user: Signed, text: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/agent/test',
      payload: { text },
      headers: user.auth,
    });
    expect(res.statusCode).toBe(200);
    return json(res).data as { answer: string | null; note?: string; steps: Array<{ type: string; output: string }> };
  };
  const usage = async (user: Signed) =>
    (
      await t.app.db
        .selectFrom('llm_usage')
        .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'tokens'])
        .where('user_id', '=', user.id)
        .execute()
    ).map((r) => ({ day: r.day, tokens: Number(r.tokens) }));
  const today = () => new Date().toISOString().slice(0, 10);

  it('drafts with the LLM and records its tokens until the budget is spent, then with the offline provider, and says so', async () => {
    const first = await ask(a, 'Привіт');
    expect(first).toMatchObject({ answer: 'Вітаю! Зараз перевірю.' });
    expect(first.note).toBeUndefined();
    expect(await usage(a)).toEqual([{ day: today(), tokens: 300 }]);

    // 300 < 500: still the LLM; the budget may be crossed by the draft that starts under it.
    expect(await ask(a, 'Привіт ще раз')).toMatchObject({ answer: 'Вітаю! Зараз перевірю.' });
    expect(await usage(a)).toEqual([{ day: today(), tokens: 600 }]);
    const calls = llm.requests.length;

    const over = await ask(a, 'Скільки коштує DR-1024?');
    expect(over).toMatchObject({ answer: expect.stringContaining('1850 грн'), note: 'LLM_BUDGET' });
    expect(over.steps[1].output).toMatch(/\[offline: daily LLM token budget reached \(600 of 500 tokens used on /);
    expect(llm.requests).toHaveLength(calls);
    expect(await usage(a)).toEqual([{ day: today(), tokens: 600 }]);

    // The step log (/ai_agent debugger) names it too.
    const logs = await t.app.db
      .selectFrom('agent_step_logs')
      .select('output')
      .where('user_id', '=', a.id)
      .where('role', '=', 'COMMUNICATOR')
      .execute();
    expect(logs.some((l) => l.output.includes('daily LLM token budget reached'))).toBe(true);
  });

  it("counts another account's tokens separately", async () => {
    expect(await ask(b, 'Привіт')).toMatchObject({ answer: 'Вітаю! Зараз перевірю.' });
    expect(await usage(b)).toEqual([{ day: today(), tokens: 300 }]);
  });

  it('pushes the over-budget draft with note LLM_BUDGET; an earlier UTC day does not count', async () => {
    const published: Array<{ type: string; data: any }> = [];
    const spy = jest.spyOn(t.app.realtime, 'publish').mockImplementation(async (_userId, event) => {
      published.push(event as { type: string; data: any });
    });
    try {
      const job = (n: number) => ({
        userId: a.id,
        channelId: 'ch1',
        conversationId: 'conv-budget',
        messageId: `m-budget-${n}-${Date.now()}`,
        kind: 'DIRECT' as const,
        text: 'Скільки коштує DR-1024?',
      });
      expect(await t.app.agent.propose(job(1))).toBe('proposed');
      expect(published.at(-1)).toEqual({
        type: 'NEW_AI_PROPOSITION',
        data: {
          conversation_id: 'conv-budget',
          ai_proposition: expect.stringContaining('1850 грн'),
          note: 'LLM_BUDGET',
        },
      });

      // Today's row becomes yesterday's: the budget is fresh.
      await t.app.db
        .updateTable('llm_usage')
        .set({ day: sql`day - 1` })
        .where('user_id', '=', a.id)
        .execute();
      script = () => ({ text: 'DR-1024 коштує 1850 грн.', tokens: 40 });
      expect(await t.app.agent.propose(job(2))).toBe('proposed');
      expect(published.at(-1)).toEqual({
        type: 'NEW_AI_PROPOSITION',
        data: { conversation_id: 'conv-budget', ai_proposition: 'DR-1024 коштує 1850 грн.' },
      });
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      expect(await usage(a)).toEqual(
        expect.arrayContaining([
          { day: yesterday, tokens: 600 },
          { day: today(), tokens: 40 },
        ]),
      );
    } finally {
      spy.mockRestore();
    }
  });

  it('20 drafts at once reserve their expected tokens first: together they cross the budget by one draft at most', async () => {
    const c = await signedInUser(t.app);
    script = () => ({ text: 'Вітаю! Зараз перевірю.', tokens: 300, delayMs: 100 });
    const calls = llm.requests.length;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => ask(c, `Привіт ${i}`)));
    const viaLlm = answers.filter((a) => a.note === undefined).length;
    // The budget is 500: the first draft to reserve holds its estimate (a prompt's worth, about the
    // budget), so the others find the budget spent at once; before, all 20 went to the model.
    expect(llm.requests.length - calls).toBe(viaLlm);
    expect(viaLlm).toBeGreaterThanOrEqual(1);
    expect(viaLlm).toBeLessThanOrEqual(2);
    expect(answers.filter((a) => a.note === 'LLM_BUDGET')).toHaveLength(20 - viaLlm);
    // Settled to what the model used: no reservation is left counted.
    expect(await usage(c)).toEqual([{ day: today(), tokens: 300 * viaLlm }]);
  });
});
