import { MemoryQuestions } from '../eval/memory-knowledge';
import { sampleKnowledge } from '../eval/sample-shop';
import { BudgetCommunicator, FallbackCommunicator, type LlmUsage } from '../src/modules/agent/communicator';
import { OfflineCommunicator } from '../src/modules/agent/offline-communicator';
import { OpenAiCommunicator } from '../src/modules/agent/openai-communicator';
import { Pipeline } from '../src/modules/agent/pipeline';
import { ConfigError, loadConfig } from '../src/config';
import { createCommunicator } from '../src/modules/agent/plugin';
import { DEFAULT_INSTRUCTIONS, type StepLog } from '../src/modules/agent/repository';
import { Retriever } from '../src/modules/agent/retrieve/retriever';
import { fakeLlm, type ChatRequest, type Scripted } from './fake-llm';

function run(communicator: ConstructorParameters<typeof Pipeline>[0]['communicator'], text: string, userId = 'u') {
  const logged: StepLog[] = [];
  const pipeline = new Pipeline({
    retriever: new Retriever(sampleKnowledge(), { similar: async () => [] }),
    communicator,
    questions: new MemoryQuestions(),
    log: async (steps) => {
      logged.push(...steps);
    },
  });
  const instructions = { ...DEFAULT_INSTRUCTIONS, COMMUNICATOR: 'Ти — менеджерка магазину «Тест». Пиши тепло.' };
  return pipeline
    .run({ userId, channelId: null, conversationId: null, text, fallbackLanguage: 'ua', instructions })
    .then((result) => ({ result, logged }));
}

describe('OpenAI-compatible COMMUNICATOR', () => {
  let llm: Awaited<ReturnType<typeof fakeLlm>>;
  let script: (req: ChatRequest, n: number) => Scripted;
  beforeAll(async () => {
    llm = await fakeLlm((req, n) => script(req, n));
  });
  afterAll(() => llm.close());
  beforeEach(() => {
    llm.requests.length = 0;
  });

  const provider = (timeoutMs = 15_000) =>
    new FallbackCommunicator(
      new OpenAiCommunicator({ baseUrl: llm.baseUrl, apiKey: 'sk-test', model: 'test-model', timeoutMs }),
      new OfflineCommunicator(),
    );

  it('sends the instructions, the rules and the facts, streaming off, and returns the answer', async () => {
    script = () => ({ text: 'Вітаю! Сукня DR-1024 коштує 1850 грн.' });
    const { result, logged } = await run(provider(), 'Скільки коштує DR-1024?');
    expect(result).toMatchObject({ ok: true, answer: 'Вітаю! Сукня DR-1024 коштує 1850 грн.' });
    expect(llm.requests).toHaveLength(1);
    const { body, authorization } = llm.requests[0];
    expect(authorization).toBe('Bearer sk-test');
    expect(body.model).toBe('test-model');
    expect(body.stream).toBe(false);
    const system = body.messages
      .filter((m) => m.role === 'system')
      .map((m) => m.content)
      .join('\n');
    expect(system).toContain('менеджерка магазину «Тест»');
    expect(system).toContain('Answer in Ukrainian');
    // docs/product.md §9.6: the other roles' instructions reach the model too.
    expect(system).toContain(`(DB_RETRIEVER):\n${DEFAULT_INSTRUCTIONS.DB_RETRIEVER}`);
    expect(system).toContain(`(AUDITOR); a draft that breaks them is sent back:\n${DEFAULT_INSTRUCTIONS.AUDITOR}`);
    expect(system).toContain('"code":"DR-1024"');
    expect(system).toContain('1850 UAH');
    expect(body.messages.at(-1)).toEqual({ role: 'user', content: 'Скільки коштує DR-1024?' });
    expect(logged[1].output).toContain('[openai: model test-model]');
  });

  it('has its invented price sent back by the auditor with the complaint, and uses the fix', async () => {
    script = (_req, n) => ({ text: n === 1 ? 'DR-1024 коштує 1500 грн.' : 'DR-1024 коштує 1850 грн.' });
    const { result } = await run(provider(), 'Скільки коштує DR-1024?');
    expect(result).toMatchObject({ ok: true, answer: 'DR-1024 коштує 1850 грн.' });
    const retry = llm.requests[1].body.messages.map((m) => m.content).join('\n');
    expect(retry).toMatch(/rejected by the auditor: .*1500 грн \(price\)/);
  });

  it('ends in an error when the model invents a figure twice', async () => {
    script = () => ({ text: 'DR-1024 коштує 1500 грн.' });
    const { result } = await run(provider(), 'Скільки коштує DR-1024?');
    expect(result.ok).toBe(false);
  });

  it('falls back to the offline provider on an HTTP error and says so in the log', async () => {
    script = () => ({ status: 503 });
    const { result, logged } = await run(provider(), 'Скільки коштує DR-1024?');
    expect(result).toMatchObject({ ok: true, answer: expect.stringContaining('1850 грн') });
    expect(logged[1].output).toMatch(/\[offline: openai provider failed \(503.*\); offline provider used\]/);
  });

  it('falls back to the offline provider when the model does not answer in time', async () => {
    script = () => ({ text: 'late', delayMs: 1500 });
    const { result, logged } = await run(provider(200), 'How much is DR-1024?');
    expect(result).toMatchObject({ ok: true, answer: expect.stringContaining('1850 UAH') });
    expect(logged[1].output).toMatch(/openai provider failed \(no answer within 200 ms\); offline provider used/);
  });

  it('falls back on an empty answer', async () => {
    script = () => ({ text: '   ' });
    const { logged } = await run(provider(), 'DR-1024?');
    expect(logged[1].output).toMatch(/openai provider failed \(the model returned an empty answer\)/);
  });

  it("looks products up through the catalogue's tools; what they return is data for the auditor", async () => {
    // "Привіт, а сукня Ліна в бежевому?" as a model might handle it: search, then the model's colours.
    script = (_req, n) =>
      n === 1
        ? { toolCalls: [{ name: 'search_products', arguments: { query: 'сукня Ліна' } }] }
        : n === 2
          ? { toolCalls: [{ name: 'get_variants', arguments: { code: 'dr 1024' } }] }
          : { text: 'Так, сукня «Ліна» є в бежевому: DR-1025, 1850 грн, розміри S, M.' };
    const { result, logged } = await run(provider(), 'Привіт! Гарна сукня на фото');
    expect(result).toMatchObject({
      ok: true,
      answer: 'Так, сукня «Ліна» є в бежевому: DR-1025, 1850 грн, розміри S, M.',
    });
    expect(llm.requests[0].body.tools?.map((t) => t.function.name)).toEqual([
      'search_products',
      'get_variants',
      'browse_products',
      'get_post',
    ]);
    const second = llm.requests[1].body.messages.at(-1)!;
    expect(second).toMatchObject({ role: 'tool', tool_call_id: 'call_1_0' });
    expect(second.content).toContain('"code":"DR-1024"');
    const third = llm.requests[2].body.messages.at(-1)!;
    expect(third.content).toContain('"code":"DR-1025"');
    expect(third.content).toContain('"colour":"бежевий"');
    expect(logged[1].output).toContain('tools: search_products, get_variants');
  });

  it('still has a figure no tool returned sent back by the auditor', async () => {
    script = (_req, n) =>
      n === 1
        ? { toolCalls: [{ name: 'get_variants', arguments: { code: 'DR-1024' } }] }
        : { text: 'Сукня DR-1025 коштує 999 грн.' };
    const { result } = await run(provider(), 'Привіт! Гарна сукня на фото');
    expect(result.ok).toBe(false);
    const retry = llm.requests.find((r) =>
      r.body.messages.some((m) => /rejected by the auditor/.test(m.content ?? '')),
    );
    expect(retry).toBeDefined();
  });

  describe('daily token budget per account', () => {
    /** The `llm_usage` table in memory, and a clock the test moves. */
    const budgeted = (dailyTokens: number) => {
      const rows = new Map<string, number>();
      const add = (key: string, tokens: number) => rows.set(key, (rows.get(key) ?? 0) + tokens);
      const usage: LlmUsage = {
        reserve: async (userId, day, tokens, budget) => {
          const used = rows.get(`${userId} ${day}`) ?? 0;
          if (used >= budget) return { reserved: false, used };
          add(`${userId} ${day}`, tokens);
          return { reserved: true, used };
        },
        add: async (userId, day, tokens) => {
          add(`${userId} ${day}`, tokens);
        },
      };
      const clock = { now: new Date('2026-11-25T23:59:00Z') };
      const communicator = new BudgetCommunicator(
        provider(),
        new OfflineCommunicator(),
        usage,
        dailyTokens,
        () => clock.now,
      );
      return { communicator, rows, clock };
    };

    it('counts usage.total_tokens over every tool-call round, per account and UTC day', async () => {
      const { communicator, rows } = budgeted(10_000);
      script = (_req, n) =>
        n === 1
          ? { toolCalls: [{ name: 'search_products', arguments: { query: 'сукня Ліна' } }], tokens: 120 }
          : { text: 'Так, сукня «Ліна» є.', tokens: 80 };
      const { result } = await run(communicator, 'Привіт! Гарна сукня на фото', 'a');
      expect(result).toMatchObject({ ok: true, answer: 'Так, сукня «Ліна» є.' });
      expect(result.ok && result.note).toBeFalsy();
      expect(Object.fromEntries(rows)).toEqual({ 'a 2026-11-25': 200 });
    });

    it('counts the rounds a failed call had used, though the offline provider drafted', async () => {
      const { communicator, rows } = budgeted(10_000);
      script = (_req, n) =>
        n === 1
          ? { toolCalls: [{ name: 'search_products', arguments: { query: 'DR-1024' } }], tokens: 70 }
          : { status: 503 };
      const { logged } = await run(communicator, 'Скільки коштує DR-1024?', 'a');
      expect(logged[1].output).toMatch(/\[offline: openai provider failed/);
      expect(Object.fromEntries(rows)).toEqual({ 'a 2026-11-25': 70 });
    });

    it('a budget of 0 keeps the account on the offline provider and reserves nothing', async () => {
      const { communicator, rows } = budgeted(0);
      const calls = llm.requests.length;
      const { result } = await run(communicator, 'Скільки коштує DR-1024?', 'a');
      expect(result).toMatchObject({ ok: true, note: 'LLM_BUDGET' });
      expect(llm.requests).toHaveLength(calls);
      expect(Object.fromEntries(rows)).toEqual({});
    });

    it('at the budget the offline provider drafts and says why; another account and the next UTC day are fresh', async () => {
      const { communicator, rows, clock } = budgeted(500);
      script = () => ({ text: 'Вітаю! Зараз перевірю.', tokens: 500 });
      expect((await run(communicator, 'Привіт', 'a')).result).toMatchObject({
        ok: true,
        answer: 'Вітаю! Зараз перевірю.',
      });
      expect(llm.requests).toHaveLength(1);

      const over = await run(communicator, 'Скільки коштує DR-1024?', 'a');
      expect(over.result).toMatchObject({ ok: true, answer: expect.stringContaining('1850 грн'), note: 'LLM_BUDGET' });
      expect(over.logged[1].output).toMatch(
        /\[offline: daily LLM token budget reached \(500 of 500 tokens used on 2026-11-25 UTC\); offline provider used\]$/,
      );
      expect(llm.requests).toHaveLength(1);

      // Another account has its own budget.
      expect((await run(communicator, 'Привіт', 'b')).result).toMatchObject({ answer: 'Вітаю! Зараз перевірю.' });
      expect(llm.requests).toHaveLength(2);

      // Past midnight UTC the budget is fresh.
      clock.now = new Date('2026-11-26T00:00:01Z');
      const next = await run(communicator, 'Привіт', 'a');
      expect(next.result).toMatchObject({ ok: true, answer: 'Вітаю! Зараз перевірю.' });
      expect(next.result.ok && next.result.note).toBeFalsy();
      expect(Object.fromEntries(rows)).toEqual({ 'a 2026-11-25': 500, 'b 2026-11-25': 500, 'a 2026-11-26': 500 });
    });
  });

  it('is chosen by configuration; offline is the default', () => {
    expect(createCommunicator({ provider: 'offline', timeoutMs: 1000, dailyTokensPerAccount: 200_000 }).name).toBe(
      'offline',
    );
    expect(
      createCommunicator({
        provider: 'openai',
        baseUrl: llm.baseUrl,
        model: 'm',
        timeoutMs: 1000,
        dailyTokensPerAccount: 1,
      }).name,
    ).toBe('openai');
  });

  it('reads LLM_* from the environment: openai when a base URL is set, and refuses openai without a model', () => {
    expect(loadConfig({}).llm).toEqual({ provider: 'offline', timeoutMs: 20_000, dailyTokensPerAccount: 200_000 });
    expect(
      loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'qwen', LLM_TIMEOUT_MS: '5000' }).llm,
    ).toEqual({
      provider: 'openai',
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'qwen',
      timeoutMs: 5000,
      dailyTokensPerAccount: 200_000,
    });
    expect(loadConfig({ LLM_DAILY_TOKENS_PER_ACCOUNT: '5000' }).llm.dailyTokensPerAccount).toBe(5000);
    expect(() => loadConfig({ LLM_DAILY_TOKENS_PER_ACCOUNT: 'lots' })).toThrow(/LLM_DAILY_TOKENS_PER_ACCOUNT/);
    expect(loadConfig({ LLM_PROVIDER: 'offline', LLM_BASE_URL: 'http://x.test/v1', LLM_MODEL: 'm' }).llm.provider).toBe(
      'offline',
    );
    expect(() => loadConfig({ LLM_PROVIDER: 'openai' })).toThrow(ConfigError);
    expect(() => loadConfig({ LLM_BASE_URL: 'ftp://x' })).toThrow(/LLM_BASE_URL/);
  });
});
