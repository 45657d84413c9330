// The order's summary and the auditor (docs/product.md §9.8): the figures of a summary must be the
// order's own (prices from the stock file, price × quantity, the total); the language model gets
// the same order facts and rules as the offline provider.
import type { OrderDraft } from '@vitrina/shared/contracts';
import { sampleKnowledge } from '../eval/sample-shop';
import { audit } from '../src/modules/agent/check/auditor';
import { OfflineCommunicator } from '../src/modules/agent/offline-communicator';
import { buildMessages } from '../src/modules/agent/openai-communicator';
import { DEFAULT_INSTRUCTIONS } from '../src/modules/agent/repository';
import { Retriever, type Facts } from '../src/modules/agent/retrieve/retriever';
import { Reply } from '../src/modules/agent/answer/reply';
import { orderChosen } from '../src/modules/agent/answer/order-reply';
import { parseDirectives } from '../src/modules/agent/directives';

const retriever = new Retriever(sampleKnowledge(), { similar: async () => [] });

const order = (over: Partial<OrderDraft> = {}): OrderDraft => ({
  conversation_id: 'c1',
  intent: true,
  item_choices: [],
  lines: [
    {
      code: 'VT-101',
      name: 'Сукня лляна',
      color: 'чорний',
      size: 'M',
      quantity: 2,
      unit_price: 1899,
      line_total: 3798,
      sizes_available: ['S', 'M'],
      available: 3,
    },
    {
      code: 'JK-7',
      name: 'Жакет класичний',
      color: 'молочний',
      size: '44',
      quantity: 1,
      unit_price: 3290.5,
      line_total: 3290.5,
      sizes_available: ['42', '44'],
      available: 1,
    },
  ],
  customer_name: 'Олена Коваль',
  phone: '+380671234567',
  delivery: { type: 'NOVA_POSHTA_BRANCH', city: 'Київ', branch: '12', address: null },
  payment: 'COD',
  total: 7088.5,
  missing: [],
  ...over,
});

async function factsWith(text: string, o: OrderDraft): Promise<Facts> {
  const f = await retriever.retrieve({ userId: 'u1', channelId: null, text, fallbackLanguage: 'ua' });
  return { ...f, order: o };
}

const offline = new OfflineCommunicator();
const draft = async (text: string, o: OrderDraft, language: 'ua' | 'en' = 'ua') =>
  (
    await offline.draft({
      text,
      facts: await factsWith(text, o),
      language,
      instructions: DEFAULT_INSTRUCTIONS.COMMUNICATOR,
      complaint: null,
    })
  ).text;

describe("the order's summary", () => {
  it("accepts a line's code and its code-like parts in a summary that names no product (EV-101 of EV-101-EMR)", async () => {
    const line = { ...order().lines[0], code: 'EV-101-EMR' };
    const o = order({ lines: [line], total: line.line_total });
    const f = await factsWith('Вікторія Гнатюк, 0671234567, Київ, НП 45', o);
    const text = await draft('Вікторія Гнатюк, 0671234567, Київ, НП 45', o);
    expect(text).toContain('EV-101-EMR');
    expect(audit(text, f, 'Вікторія Гнатюк, 0671234567, Київ, НП 45').ok).toBe(true);
    expect(audit(text.replace('EV-101-EMR', 'EV-102-EMR'), f, 'Вікторія Гнатюк').ok).toBe(false);
  });

  it('the offline summary names each line as quantity × price = sum, and the total; the auditor accepts it', async () => {
    const text = 'накладений платіж';
    const summary = await draft(text, order());
    expect(summary).toContain('Сукня лляна, чорний, розмір M (VT-101) — 2 шт. × 1899 грн = 3798 грн');
    expect(summary).toContain('Жакет класичний, молочний, розмір 44 (JK-7) — 1 шт. × 3290.5 грн = 3290.5 грн');
    expect(summary).toContain('Разом: 7088.5 грн');
    expect(summary).toContain('Олена Коваль, +380671234567');
    expect(summary).toContain('відділення №12');
    const verdict = audit(summary, await factsWith(text, order()), text);
    expect(verdict).toMatchObject({ ok: true, complaint: null });
  });

  it.each([
    ['a wrong line sum', 'Сукня лляна — 2 шт. × 1899 грн = 3898 грн. Разом: 7088.5 грн.', '3898 грн'],
    ['a wrong total', 'Сукня лляна — 2 шт. × 1899 грн = 3798 грн. Разом: 7188.5 грн.', '7188.5 грн'],
    ['a price not in the data', 'Сукня лляна — 2 шт. × 1799 грн = 3598 грн. Разом: 6888.5 грн.', '1799 грн'],
  ])('the auditor rejects %s', async (_, summary, figure) => {
    const verdict = audit(summary, await factsWith('так', order()), 'так');
    expect(verdict.ok).toBe(false);
    expect(verdict.complaint).toContain(figure);
  });

  it('in English, and one question at a time while something is missing', async () => {
    const en = await draft('cash on delivery', order(), 'en');
    expect(en).toContain('Your order:');
    expect(en).toContain('2 pcs × 1899 UAH = 3798 UAH');
    expect(en).toContain('Total: 7088.5 UAH');
    const asked = await draft('Олена Коваль', order({ phone: null, payment: null, missing: ['phone', 'payment'] }));
    expect(asked).toMatch(/номер телефону/);
    expect(asked).not.toMatch(/оплатити/);
    expect(asked).not.toMatch(/Ваше замовлення/);
  });

  it('the lines chosen, with their total when there are several, before asking for the recipient', () => {
    const said = (o: OrderDraft) => {
      const r = new Reply('ua', parseDirectives('', 'ua'), 'беру');
      orderChosen(r, o);
      return r.toString();
    };
    const o = order({ customer_name: null, phone: null, missing: ['customer_name', 'phone'] });
    expect(said(o)).toMatch(/^Оформлюю: .*VT-101.*JK-7.* Разом: 7088.5 грн\.$/su);
    expect(said({ ...o, lines: o.lines.slice(0, 1) })).not.toMatch(/Разом/u);
  });

  it('several products fit the words: one question naming them with codes (ua, en, one candidate); the auditor accepts it', async () => {
    const choices = [
      { code: 'DR-5', name: 'Сукня міді', color: 'чорний' },
      { code: 'DR-6', name: 'Сукня міді', color: 'бежевий' },
    ];
    const o = order({ lines: [], total: 0, item_choices: choices, missing: ['item', 'customer_name'] });
    const ua = await draft('беру сукню міді', o);
    expect(ua).toContain(
      'Уточніть, будь ласка, яку модель оформлюємо: Сукня міді (чорний, арт. DR-5) чи Сукня міді (бежевий, арт. DR-6)?',
    );
    expect(ua).not.toMatch(/імʼя та прізвище/);
    expect(audit(ua, await factsWith('беру сукню міді', o), 'беру сукню міді')).toMatchObject({ ok: true });
    const en = await draft('I want to order the midi dress', o, 'en');
    expect(en).toContain(
      'Which one shall I put down: Сукня міді (чорний, code DR-5) or Сукня міді (бежевий, code DR-6)?',
    );
    const one = await draft('беру сукню', order({ lines: [], item_choices: choices.slice(0, 1), missing: ['item'] }));
    expect(one).toContain('Уточніть, будь ласка: оформлюємо Сукня міді (чорний, арт. DR-5)?');
  });

  it("the auditor accepts the figures of a candidate's name ('36%, 60 г' of a bar) in the question which one", async () => {
    const choices = [
      { code: 'BR-1', name: 'Батончик Fit 36%, 60 г', color: 'кокос' },
      { code: 'BR-2', name: 'Батончик Fit 36%, 60 г', color: 'горіх' },
    ];
    const o = order({ lines: [], total: 0, item_choices: choices, missing: ['item'] });
    const ua = await draft('беру батончик', o);
    expect(ua).toContain('36%, 60 г');
    expect(audit(ua, await factsWith('беру батончик', o), 'беру батончик')).toMatchObject({ ok: true });
  });

  it('the language model gets the same order facts and the same rules', async () => {
    const f = await factsWith('беру', order({ missing: ['payment'], payment: null }));
    const system = buildMessages({ text: 'беру', facts: f, language: 'ua', instructions: '', complaint: null })
      .map((m) => String(m.content))
      .join('\n');
    expect(system).toMatch(/Ask only for the first item of order\.missing, one thing at a time/);
    expect(system).toMatch(/never confirm it: offer order\.lines\[\]\.sizes_available/);
    expect(system).toContain('"order":{');
    expect(system).toContain('"missing":["payment"]');
  });
});
