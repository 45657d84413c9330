// Issue 51: the team's saved replies stand as the shop's answers (docs/product.md §9.15). A
// customer's question about what a saved reply's command names ("/оплата", "/доставка",
// "/примірка") is answered with its text; `{product}` is the product in focus.
import { MemoryKnowledge, MemoryQuestions } from '../eval/memory-knowledge';
import { sampleShop } from '../eval/sample-shop';
import { OfflineCommunicator } from '../src/modules/agent/offline-communicator';
import { Pipeline } from '../src/modules/agent/pipeline';
import { DEFAULT_INSTRUCTIONS } from '../src/modules/agent/repository';
import { Retriever } from '../src/modules/agent/retrieve/retriever';
import { fillPlaceholders, savedAnswersFor } from '../src/modules/agent/retrieve/saved-answers';
import { emptyState, type DialogueState } from '../src/modules/agent/state/dialogue-state';
import { createTestApp, describeOneDb, json, signedInUser, type TestApp } from './helpers';

const PAYMENT = 'Оплата: накладений платіж або переказ на картку ФОП, передплата не потрібна.';
const DELIVERY = 'Доставка Новою поштою або Укрпоштою, відправка в день замовлення до 15:00.';
const FITTING = 'Так, на пошті можна приміряти {product} перед оплатою.';
const SAVED = [
  { shortcut: 'оплата', text: PAYMENT },
  { shortcut: 'доставка', text: DELIVERY },
  { shortcut: 'примірка', text: FITTING },
  { shortcut: 'вітання', text: '{name}, вітаємо у нашому магазині!' },
];

describe('saved replies matched against a question', () => {
  const matched = (question: string) => savedAnswersFor(question, SAVED).map((a) => a.savedReply);

  it('by the policy its command names, in any word form; by a word of its command otherwise', () => {
    expect(matched('Як можна оплатити?')).toEqual(['оплата']);
    expect(matched('А ви відправляєте Укрпоштою?')).toEqual(['доставка']);
    expect(matched('Скільки йде доставка і як оплатити?').sort()).toEqual(['доставка', 'оплата']);
    expect(matched('А можна приміряти?')).toEqual(['примірка']);
    expect(matched('How can I pay?')).toEqual(['оплата']);
    // A command naming no topic is matched by its text's topic, only when no command names it.
    const byText = [{ shortcut: 'примірка', text: FITTING }];
    expect(savedAnswersFor('Як можна оплатити?', byText).map((a) => a.savedReply)).toEqual(['примірка']);
  });

  it('never for a question about something else', () => {
    for (const question of ['Скільки коштує DR-1024?', 'Є розмір M?', 'Дякую!', 'Привіт']) {
      expect({ question, matched: matched(question) }).toEqual({ question, matched: [] });
    }
  });

  it('fills {product} with the product in focus and leaves out {name}', () => {
    const [fitting] = savedAnswersFor('А можна приміряти?', SAVED);
    expect(fillPlaceholders(fitting!, { code: 'DR-1024' }).answer).toBe(
      'Так, на пошті можна приміряти DR-1024 перед оплатою.',
    );
    expect(fillPlaceholders(fitting!, null).answer).toBe('Так, на пошті можна приміряти перед оплатою.');
    const greeting = { question: '/вітання', answer: '{name}, вітаємо у нашому магазині!', savedReply: 'вітання' };
    expect(fillPlaceholders(greeting, null).answer).toBe('Вітаємо у нашому магазині!');
    // An owner's answer to a question is not a saved reply: its braces are its own.
    const plain = { question: 'q', answer: 'Код {product}' };
    expect(fillPlaceholders(plain, { code: 'X' })).toBe(plain);
  });
});

describe('the assistant answers with a saved reply (offline communicator)', () => {
  const pipeline = new Pipeline({
    retriever: new Retriever(new MemoryKnowledge({ ...sampleShop(), savedReplies: SAVED }), {
      similar: async () => [],
    }),
    communicator: new OfflineCommunicator(),
    questions: new MemoryQuestions(),
    log: async () => undefined,
  });
  const draft = async (text: string, state?: DialogueState) => {
    const out = await pipeline.run({
      userId: 'u',
      channelId: null,
      conversationId: state ? 'c' : null,
      text,
      fallbackLanguage: 'ua',
      instructions: DEFAULT_INSTRUCTIONS,
      platform: 'INSTAGRAM',
      ...(state && { state }),
    });
    if (!out.ok) throw new Error(`no draft: ${JSON.stringify(out)}`);
    return out.answer;
  };

  it('a payment question gets the saved reply, not the standing answer on payment', async () => {
    const answer = await draft('Як можна оплатити?');
    expect(answer).toContain(PAYMENT);
    // The shop's standing payment answer (sample shop) is not said beside it.
    expect(answer).not.toContain('передплата 200 грн');
  });

  it('a question on two topics gets both saved replies', async () => {
    const answer = await draft('Як у вас з доставкою і оплатою?');
    expect(answer).toContain(PAYMENT);
    expect(answer).toContain(DELIVERY);
  });

  it('{product} is the product in focus of the conversation', async () => {
    const state: DialogueState = {
      ...emptyState(),
      messages: 2,
      focus: { code: 'DR-1024', name: 'Сукня Ліна', colour: 'чорний', size: null, quantity: null },
    };
    const answer = await draft('А можна приміряти на пошті?', state);
    expect(answer).toContain('Так, на пошті можна приміряти DR-1024 перед оплатою.');
  });
});

describeOneDb('saved replies reach the assistant through the shop’s knowledge', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  it('the Test tab’s draft answers with the team’s saved reply; a deleted one is no longer used', async () => {
    const owner = await signedInUser(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/saved-replies',
      headers: owner.auth,
      payload: { shortcut: 'оплата', text: PAYMENT },
    });
    expect(created.statusCode).toBe(201);
    const ask = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/agent/test',
        headers: owner.auth,
        payload: { text: 'Як у вас можна оплатити?' },
      });
      expect(res.statusCode).toBe(200);
      return json(res).data as { answer: string | null; steps: Array<{ output: unknown }> };
    };
    const first = await ask();
    expect(first.answer).toContain(PAYMENT);
    // The debugger's retriever step names the saved reply it used.
    expect(first.steps.map((s) => String(s.output)).join('\n')).toContain('"saved_reply":"оплата"');

    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/saved-replies/${json(created).data.id}`,
      headers: owner.auth,
    });
    expect((await ask()).answer ?? '').not.toContain(PAYMENT);
  });
});
