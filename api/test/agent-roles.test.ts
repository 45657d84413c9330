import fc from 'fast-check';
import { MemoryQuestions } from '../eval/memory-knowledge';
import { sampleKnowledge, sampleShop } from '../eval/sample-shop';
import { audit, figureValue } from '../src/modules/agent/check/auditor';
import { OfflineCommunicator } from '../src/modules/agent/offline-communicator';
import { buildMessages } from '../src/modules/agent/openai-communicator';
import { Pipeline } from '../src/modules/agent/pipeline';
import { DEFAULT_INSTRUCTIONS, type StepLog } from '../src/modules/agent/repository';
import { Retriever, type CorrectionFact, type CorrectionsSource } from '../src/modules/agent/retrieve/retriever';
import type { AgentRole } from '@vitrina/shared/contracts';
import type { Communicator, DraftRequest } from '../src/modules/agent/communicator';

const noCorrections = { similar: async (): Promise<CorrectionFact[]> => [] };
const retriever = new Retriever(sampleKnowledge(), noCorrections);
const facts = (text: string, mediaId?: string) =>
  retriever.retrieve({ userId: 'u1', channelId: null, text, fallbackLanguage: 'ua', mediaId });
const offline = new OfflineCommunicator();
const draft = async (text: string, instructions = DEFAULT_INSTRUCTIONS.COMMUNICATOR) => {
  const f = await facts(text);
  return (await offline.draft({ text, facts: f, language: f.understanding.language, instructions, complaint: null }))
    .text;
};

function pipeline(
  communicator: Communicator = offline,
  questions = new MemoryQuestions(),
  instructions: Record<AgentRole, string> = DEFAULT_INSTRUCTIONS,
  corrections: CorrectionsSource = noCorrections,
) {
  const logged: StepLog[] = [];
  const p = new Pipeline({
    retriever: new Retriever(sampleKnowledge(), corrections),
    communicator,
    questions,
    log: async (steps) => {
      logged.push(...steps);
    },
  });
  const run = (text: string) =>
    p.run({
      userId: 'u1',
      channelId: null,
      conversationId: 'c1',
      text,
      fallbackLanguage: 'ua',
      instructions,
    });
  return { run, logged, questions };
}

/** A communicator that answers with scripted drafts, one per call. */
function scripted(...drafts: string[]): Communicator & { requests: DraftRequest[] } {
  const requests: DraftRequest[] = [];
  return {
    name: 'scripted',
    requests,
    async draft(request) {
      requests.push(request);
      return { text: drafts[Math.min(requests.length - 1, drafts.length - 1)], provider: 'scripted', note: null };
    },
  };
}

describe('DB_RETRIEVER', () => {
  it('finds a product by any spelling of its code, with its other colours and the shop answers', async () => {
    for (const text of ['DR-1024?', 'dr 1024', 'Dr1024 ціна']) {
      const f = await facts(text);
      expect(f.products.map((p) => p.code)).toEqual(['DR-1024']);
      expect(f.otherColours.map((p) => p.code)).toEqual(['DR-1025', 'DR-1026']);
      expect(f.shop.delivery).toMatch(/Новою поштою/);
    }
  });

  it('finds a product by name in either language, tolerating a typo, and prefers the asked colour', async () => {
    expect((await facts('скільки коштує худі')).products[0].code).toBe('HD-7300');
    expect((await facts('How much is the hoodie?')).products[0].code).toBe('HD-7300');
    expect((await facts('сукян Ліна')).products[0].code).toBe('DR-1024');
    const beige = await facts('сукня Ліна в бежевому');
    expect(beige.products[0].code).toBe('DR-1025');
    expect(beige.otherColours.map((p) => p.code)).toContain('DR-1024');
  });

  it('follows a shared post to its product and keeps unknown codes apart', async () => {
    const f = await facts('Скільки коштує?', 'media-milan');
    expect(f.publication?.code).toBe('JK-8001');
    expect(f.products[0].code).toBe('JK-8001');
    const unknown = await facts('Є XY-1234?');
    expect(unknown.products).toEqual([]);
    expect(unknown.unknownCodes).toEqual(['XY-1234']);
  });
});

describe('AUDITOR', () => {
  it('passes a correct draft and lists the figures it checked', async () => {
    const f = await facts('DR-1024 розмір M скільки коштує?');
    const verdict = audit('Сукня DR-1024 — 1850 грн, розмір M є (3 шт.), також S (2 шт.).', f, 'DR-1024 розмір M');
    expect(verdict.ok).toBe(true);
    expect(verdict.figures.map((x) => x.kind)).toEqual(expect.arrayContaining(['code', 'price', 'quantity', 'size']));
  });

  it('always catches a planted wrong price, in any spelling', async () => {
    const f = await facts('Скільки коштує DR-1024?');
    await fc.assert(
      fc.property(
        // 1850 is the price; 200 UAH is an amount the shop wrote itself (its prepayment).
        fc.integer({ min: 1, max: 99_999 }).filter((n) => n !== 1850 && n !== 200),
        fc.constantFrom('{n} грн', '{n} UAH', '₴{n}', '{n}грн', 'UAH {n}', '{n} гривень'),
        (n, format) => {
          const written = format.replace('{n}', n >= 1000 && n % 2 ? n.toLocaleString('uk-UA') : String(n));
          const verdict = audit(`Сукня DR-1024 коштує ${written}.`, f, 'Скільки коштує DR-1024?');
          return !verdict.ok && verdict.figures.some((x) => x.kind === 'price' && !x.supported);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('catches an invented quantity, size, code or other number', async () => {
    const f = await facts('DR-1024 є?');
    expect(audit('Розмір M: 7 шт.', f, 'DR-1024 є?').ok).toBe(false);
    expect(audit('Є розмір XL.', f, 'DR-1024 є?').ok).toBe(false);
    expect(audit('Є ще DR-7777.', f, 'DR-1024 є?').ok).toBe(false);
    expect(audit('Знижка 30% до неділі.', f, 'DR-1024 є?').ok).toBe(false);
    expect(audit('Склад: віскоза 100%.', f, 'DR-1024 є?').ok).toBe(true);
  });

  it('reads "1 250", "1,250" and "1250.00" as one figure', () => {
    expect([figureValue('1 250'), figureValue('1,250'), figureValue('1250.00'), figureValue('1250')]).toEqual([
      1250, 1250, 1250, 1250,
    ]);
  });
});

describe('COMMUNICATOR (offline)', () => {
  it('answers in Ukrainian for Cyrillic (Russian too) and in English for Latin, only with facts', async () => {
    const ua = await draft('Скільки коштує DR-1024?');
    expect(ua).toMatch(/Ціна — 1850 грн/);
    const ru = await draft('Сколько стоит DR-1024?');
    expect(ru).toMatch(/Ціна — 1850 грн/);
    const en = await draft('How much is DR-1024?');
    expect(en).toMatch(/The price is 1850 UAH/);
    expect(en).not.toMatch(/Ціна|грн/);
  });

  it('puts no figure the auditor cannot source in any template, over many questions', async () => {
    const shop = sampleShop();
    const questions = shop.products.flatMap((p) => [
      `Скільки коштує ${p.code}?`,
      `${p.code} є в розмірі M?`,
      `What colours does ${p.code} come in?`,
      `З чого ${p.code}?`,
      `I want to order ${p.code} in S`,
      `Which sizes of ${p.code} are in stock?`,
    ]);
    for (const q of questions) {
      const f = await facts(q);
      const d = await offline.draft({
        text: q,
        facts: f,
        language: f.understanding.language,
        instructions: '',
        complaint: null,
      });
      const verdict = audit(d.text, f, q);
      expect({ q, d: d.text, ok: verdict.ok }).toEqual({ q, d: d.text, ok: true });
    }
  });

  it('varies its wording between messages', async () => {
    const greetings = new Set<string>();
    for (const t of ['Привіт', 'Вітаю', 'Добрий день', 'Доброго ранку', 'Привіт!', 'Добрий вечір']) {
      greetings.add((await draft(`${t}, скільки коштує DR-1024?`)).split('!')[0]);
    }
    expect(greetings.size).toBeGreaterThan(1);
  });

  it('honours the greeting, sign-off, tone and order fields of the instructions', async () => {
    const instructions =
      'greeting: Вітаю, сонечко!\ngreeting.en: Hi, sunshine!\nsign-off: Ваша Vitrina 💛\ntone: informal\norder: ПІБ і телефон';
    const ua = await draft('Хочу замовити SK-2045 розмір S', instructions);
    expect(ua.startsWith('Вітаю, сонечко!')).toBe(true);
    expect(ua.endsWith('Ваша Vitrina 💛')).toBe(true);
    expect(ua).toMatch(/напиши, будь ласка: ПІБ і телефон/);
    const en = await draft('I want to order SK-2045', instructions);
    expect(en.startsWith('Hi, sunshine!')).toBe(true);
    const formal = await draft('Хочу замовити SK-2045', 'tone: formal');
    expect(formal).toMatch(/напишіть, будь ласка: ім'я та прізвище/);
  });

  it('answers honestly when the data has no answer', async () => {
    expect(await draft('What is JS-9400 made of?')).toMatch(/check with a colleague/);
    expect(await draft('Є XY-1234?')).toMatch(/XY-1234.*уточню|XY-1234.*колег/is);
  });
});

describe('Pipeline', () => {
  it('logs the three steps of one request and answers', async () => {
    const { run, logged } = pipeline();
    const result = await run('Скільки коштує DR-1024?');
    expect(result.ok).toBe(true);
    expect(logged.map((s) => s.role)).toEqual(['DB_RETRIEVER', 'COMMUNICATOR', 'AUDITOR']);
    expect(new Set(logged.map((s) => s.requestId))).toEqual(new Set([result.requestId]));
    expect(logged[0].output).toContain('DR-1024');
    expect(logged[2].output).toMatch(/^OK: /);
    expect(result.steps).toHaveLength(3);
  });

  it('sends a draft with an unsupported figure back once with the complaint, then accepts the fix', async () => {
    const communicator = scripted('Ціна DR-1024 — 999 грн.', 'Ціна DR-1024 — 1850 грн.');
    const { run, logged } = pipeline(communicator);
    const result = await run('Скільки коштує DR-1024?');
    expect(result).toMatchObject({ ok: true, answer: 'Ціна DR-1024 — 1850 грн.' });
    expect(communicator.requests[0].complaint).toBeNull();
    expect(communicator.requests[1].complaint).toMatch(/999 грн \(price\)/);
    expect(logged.map((s) => s.role)).toEqual(['DB_RETRIEVER', 'COMMUNICATOR', 'AUDITOR', 'COMMUNICATOR', 'AUDITOR']);
    expect(logged[2].output).toMatch(/^REJECTED/);
  });

  it('ends in a clear error after a second unsupported draft', async () => {
    const { run } = pipeline(scripted('Ціна — 999 грн.'));
    const result = await run('Скільки коштує DR-1024?');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/двічі.*999 грн/);
  });

  it('records a question the data cannot answer', async () => {
    const { run, questions } = pipeline();
    const result = await run('Чи у вас є подарункові сертифікати?');
    expect(result.ok).toBe(true);
    expect(questions.recorded).toEqual([
      expect.objectContaining({
        userId: 'u1',
        conversationId: 'c1',
        topic: 'other',
        text: 'Чи у вас є подарункові сертифікати?',
      }),
    ]);
  });

  it('names only the nearest model, with no figure, for a qualifier the data lacks, and records the question', async () => {
    const { run, questions } = pipeline();
    for (const text of ['Є у вас шкіряна куртка?', 'How much is the cashmere sweater?', 'Есть вельветовые шорты?']) {
      const result = await run(text);
      expect(result.ok).toBe(true);
      if (!result.ok) continue;
      expect(result.answer).toMatch(/не бачу|couldn't find exactly/);
      // Codes only: no price or size of the nearest model (it is not what was asked for).
      expect(result.answer).not.toMatch(/грн|UAH|розміри [SMLX]|sizes [SMLX]/);
    }
    expect(questions.recorded.map((q) => q.topic)).toEqual(['unknown_item', 'unknown_item', 'unknown_item']);
    // Several models equally near: said, then asked which (no price), and recorded too.
    const wrap = await run('Є у вас сукня на запах?');
    expect(wrap.ok && wrap.answer).toMatch(/не бачу.*про яку модель/);
    expect(wrap.ok && wrap.answer).not.toMatch(/грн/);
    expect(questions.recorded.map((q) => q.topic)).toHaveLength(4);
    // The language model is told the same: the products are only the nearest ones.
    const f = await facts('Є у вас шкіряна куртка?');
    const system = buildMessages({ text: '', facts: f, language: 'ua', instructions: '', complaint: null })
      .map((m) => String(m.content))
      .join('\n');
    expect(system).toMatch(/nothing "шкіряна".*not the item asked for/);
    expect(system).toMatch(/"not_in_catalogue":\["шкіряна"\]/);
    // The shop's own fabric, colour and glossary words are no unknown qualifiers.
    expect(await draft('Чи є худі в зеленому?')).toMatch(/1350 грн/);
    expect(await draft('What sizes does the black puffer jacket come in?')).toMatch(/M, L, XL/);
    expect(await draft('Скільки коштує чорна плісована спідниця?')).toMatch(/990 грн/);
  });

  it.each([
    ['', /немає тексту/],
    ['x'.repeat(2001), /задовге/],
    ['\u0000\u0001\u0002\u0003\u0004\u0005', /двійкові/],
  ])('refuses bad input %# with a clear error, never a crash', async (text, message) => {
    const { run, logged } = pipeline();
    const result = await run(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
    expect(logged.map((s) => s.role)).toEqual(['DB_RETRIEVER']);
  });

  it('answers emoji-only and unknown-language texts with a sensible draft', async () => {
    const { run } = pipeline();
    expect(await run('😍🔥')).toMatchObject({ ok: true, answer: expect.stringMatching(/допомогти/) });
    expect(await run('你好，DR-1024 多少钱？')).toMatchObject({ ok: true, answer: expect.stringMatching(/1850 UAH/) });
  });
});

/** docs/product.md §9.6: each role's instructions change what the offline pipeline does. */
describe('instructions of every role', () => {
  const withRoles = (roles: Partial<Record<AgentRole, string>>) => ({ ...DEFAULT_INSTRUCTIONS, ...roles });
  const savedEdit: CorrectionsSource = {
    similar: async () => [
      { customerMessage: 'Скільки коштує DR-1024?', sentText: 'Сукня DR-1024 — 1850 грн, пишіть!', similarity: 1 },
    ],
  };

  it('DB_RETRIEVER: `products:` caps the products a reply names, `corrections: off` ignores past edits', async () => {
    const question = 'Скільки коштує сукня?';
    const several = await pipeline().run(question);
    // Three dresses fit "сукня" equally: the draft asks which, naming them.
    expect(several).toMatchObject({
      ok: true,
      answer: expect.stringMatching(/про яку модель ідеться: .*DR-1024.*DR-1100/),
    });
    const one = pipeline(offline, new MemoryQuestions(), withRoles({ DB_RETRIEVER: 'products: 1' }));
    const answer = await one.run(question);
    expect(answer).toMatchObject({ ok: true });
    if (answer.ok) expect(answer.answer).not.toMatch(/про яку модель/);
    expect(JSON.parse(one.logged[0].output).products).toHaveLength(1);

    const learned = await pipeline(offline, new MemoryQuestions(), DEFAULT_INSTRUCTIONS, savedEdit).run(
      'Скільки коштує DR-1024?',
    );
    expect(learned).toMatchObject({ ok: true, answer: 'Сукня DR-1024 — 1850 грн, пишіть!' });
    const unlearned = await pipeline(
      offline,
      new MemoryQuestions(),
      withRoles({ DB_RETRIEVER: 'Шукай товари.\nправки: ні' }),
      savedEdit,
    ).run('Скільки коштує DR-1024?');
    expect(unlearned).toMatchObject({ ok: true, answer: expect.stringMatching(/Ціна — 1850 грн/) });
    if (unlearned.ok) expect(unlearned.answer).not.toMatch(/пишіть!/);
  });

  it('COMMUNICATOR: a figure the owner wrote into the sign-off is theirs, not an invention', async () => {
    const signed = pipeline(
      offline,
      new MemoryQuestions(),
      withRoles({ COMMUNICATOR: 'підпис: Vitrina 24/7, тел. 0800 300 500' }),
    );
    const result = await signed.run('Скільки коштує DR-1024?');
    expect(result).toMatchObject({ ok: true, answer: expect.stringMatching(/Vitrina 24\/7, тел\. 0800 300 500$/) });
    // The same figures written by the assistant itself, with no owner's text behind them, are refused.
    const f = await facts('Скільки коштує DR-1024?');
    expect(audit('Ціна — 1850 грн. Vitrina 24/7, тел. 0800 300 500', f, 'Скільки коштує DR-1024?').ok).toBe(false);
  });

  it('AUDITOR: a forbidden term or an over-long draft is sent back, then ends in an error naming it', async () => {
    const order = 'Хочу замовити SK-2045';
    expect(await pipeline().run(order)).toMatchObject({ ok: true, answer: expect.stringMatching(/Нової пошти/) });
    const strict = pipeline(offline, new MemoryQuestions(), withRoles({ AUDITOR: 'заборонено: нової пошти, знижка' }));
    const result = await strict.run(order);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/двічі порушила інструкції AUDITOR \("нової пошти" \(forbidden\)\)/);
    expect(strict.logged[2].output).toMatch(/^REJECTED: .*forbid: "нової пошти"/);

    // A term the shop's own data says is not the assistant's invention.
    const f = await facts('Як доставляєте?');
    expect(
      audit('Відправляємо Новою поштою.', f, 'Як доставляєте?', { forbidden: ['новою поштою'], maxLength: null }).ok,
    ).toBe(true);
    expect(audit('Є знижка!', f, 'Як доставляєте?', { forbidden: ['знижка'], maxLength: null }).ok).toBe(false);

    const short = pipeline(offline, new MemoryQuestions(), withRoles({ AUDITOR: 'max length: 60' }));
    const long = await short.run('Скільки коштує DR-1024?');
    expect(long.ok).toBe(false);
    if (!long.ok) expect(long.error).toMatch(/characters \(max 60\)/);
  });

  it('a second draft that keeps to the AUDITOR rules is accepted', async () => {
    const communicator = scripted('Сукня DR-1024 — 1850 грн, є знижка!', 'Сукня DR-1024 — 1850 грн.');
    const { run } = pipeline(communicator, new MemoryQuestions(), withRoles({ AUDITOR: 'forbidden: знижк' }));
    expect(await run('Скільки коштує DR-1024?')).toMatchObject({ ok: true, answer: 'Сукня DR-1024 — 1850 грн.' });
    expect(communicator.requests[1].complaint).toMatch(/forbid: "знижк"/);
  });
});
