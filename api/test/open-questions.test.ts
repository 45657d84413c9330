import { isOpenQuestion, sameTopic } from '../src/modules/knowledge/open-questions';
import { createTestApp, describeEachDb, json, signedInUser, type TestApp } from './helpers';

/**
 * "Questions without an answer" keeps real unanswered customer questions only (issue 47): one per
 * topic, never personal data, not order confirmations, not the Test tab's questions.
 */
describe('isOpenQuestion', () => {
  it.each([
    'Чи є доставка в Польщу?',
    'А доставка в Польщу є',
    'Підкажіть, з якої тканини підкладка',
    'Сколько идёт доставка в Одессу',
    'What is the lining made of',
    'Є в розмірі M',
  ])('keeps a question: %s', (text) => expect(isOpenQuestion(text)).toBe(true));

  it.each([
    'Оформлюю: Олена Коваль, +380 67 123 45 67, Київ, НП 12',
    'Мій номер 0671234567, коли відправите?',
    'Пишіть на olena@example.com, як буде в наявності?',
    'Так, підтверджую замовлення',
    'Беру, оформлюйте',
    'Дякую!',
    'Зріст 165, вага 55',
    '',
  ])('leaves out personal data, confirmations and statements: %s', (text) => expect(isOpenQuestion(text)).toBe(false));
});

describe('sameTopic', () => {
  it('the same question in other words is one topic; other products or subjects are not', () => {
    expect(sameTopic('Чи є доставка в Польщу?', 'А доставка в Польщу є?')).toBe(true);
    expect(sameTopic('Чи є доставка в Польщу?', 'Чи є доставка в Польщу?')).toBe(true);
    expect(sameTopic('Чи є сукня DR-1024?', 'Чи є сукня VT-3002?')).toBe(false);
    expect(sameTopic('Чи є доставка в Польщу?', 'Чи можна оплатити частинами?')).toBe(false);
  });
});

describeEachDb('recordCustomerQuestion', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  it('stores real questions once per topic, never the Test tab’s, personal data or confirmations', async () => {
    const owner = await signedInUser(t.app);
    const record = (text: string, conversation: string | null = '11111111-1111-4111-8111-111111111111') =>
      t.app.knowledgeService.recordCustomerQuestion(owner.id, null, text, conversation);
    expect(await record('Чи є доставка в Польщу?')).not.toBeNull();
    expect(await record('А доставка в Польщу є?', '22222222-2222-4222-8222-222222222222')).toBeNull();
    expect(await record('Чи є доставка в Польщу?')).toBeNull();
    expect(await record('Чи можна оплатити частинами?', null)).toBeNull(); // the Test tab: no conversation
    expect(await record('Оформлюю: Олена, +380671234567, як оплатити?')).toBeNull();
    expect(await record('Так, підтверджую')).toBeNull();
    expect(await record('Чи можна оплатити частинами?')).not.toBeNull();
    const list = json(await t.app.inject({ url: '/api/v1/data/questions', headers: owner.auth })).data.content.map(
      (q: { question: string }) => q.question,
    );
    expect(list).toEqual(['Чи можна оплатити частинами?', 'Чи є доставка в Польщу?']);
  });
});
