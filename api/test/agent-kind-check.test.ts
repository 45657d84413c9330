// The auditor fails a draft that offers another kind of product than the customer asked for
// (src/modules/agent/check/kind-check.ts, issue 46 item 6), and lets through a draft about the kind
// asked, one that says first that the kind is not there, and an order's summary.
import { audit } from '../src/modules/agent/check/auditor';
import type { ProductFact } from '../src/modules/agent/retrieve/knowledge';
import { otherKindNamed } from '../src/modules/agent/check/kind-check';
import { understand } from '../src/modules/agent/understand/query';
import type { Facts } from '../src/modules/agent/retrieve/retriever';

const product = (code: string, name: string, category?: string): ProductFact => ({
  code,
  name,
  colour: 'чорний',
  price: 1500,
  currency: 'UAH',
  material: null,
  lining: null,
  sizes: [{ size: 'M', quantity: 2 }],
  linkedCodes: [],
  ...(category && { category }),
});

const facts = (text: string, products: ProductFact[], extra: Partial<Facts> = {}): Facts => ({
  understanding: understand(text, 'ua'),
  products,
  otherColours: [],
  publication: null,
  unknownCodes: [],
  shop: { delivery: null, payment: null, returns: null, contacts: null },
  ownerAnswers: [],
  corrections: [],
  photo: null,
  ...extra,
});

const bag = product('BAG-1', 'Сумка шопер');
const blazer = product('BL-7', 'Піджак оверсайз');
const parka = product('MP-210', 'Парка зимова з капюшоном');
const jacket = product('JK-3', 'Куртка-бомбер шкіряна');

describe('an answer about another kind than asked', () => {
  const text = 'чорна шкіряна куртка є?';

  it('fails a draft that offers a bag and a blazer for a leather jacket, naming both', () => {
    const draft = 'Так, є: Сумка шопер (BAG-1) — 1500 грн, Піджак оверсайз (BL-7) — 1500 грн.';
    const verdict = audit(draft, facts(text, [bag, blazer]), text);
    expect(verdict.ok).toBe(false);
    const v = verdict.violations.find((x) => x.kind === 'other-kind');
    expect(v).toMatchObject({ asked: ['jacket'], named: ['Сумка шопер', 'Піджак оверсайз'] });
    expect(verdict.complaint).toContain('jacket');
  });

  it('passes the same products once the draft says the jacket is not there', () => {
    const draft = 'Шкіряної куртки в каталозі не бачу. Найближче, що є, — Піджак оверсайз (BL-7).';
    expect(audit(draft, facts(text, [blazer]), text).ok).toBe(true);
    const en = "I couldn't find a leather jacket. The nearest we have is Піджак оверсайз (BL-7).";
    expect(otherKindNamed(en, facts('black leather jacket?', [blazer]), 'black leather jacket?')).toBeNull();
  });

  it('passes a draft about the kind asked, or another kind of the same group', () => {
    expect(audit('Куртка-бомбер шкіряна (JK-3) — 1500 грн.', facts(text, [jacket, bag]), text).ok).toBe(true);
    // "куртка" in a shop whose only outerwear is a parka: the shop's nearest word for it.
    expect(
      otherKindNamed('Парка зимова з капюшоном (MP-210) — 1500 грн.', facts('куртки є?', [parka]), 'куртки є?'),
    ).toBeNull();
  });

  it('reads a group asked for ("з верхнього одягу") and a product kind from its category column', () => {
    const q = 'шо є з верхнього одягу?';
    expect(otherKindNamed('Сумка шопер (BAG-1) — 1500 грн.', facts(q, [bag]), q)).toMatchObject({
      asked: ['outerwear'],
    });
    const coat = product('X-1', 'Модель Аляска', 'Верхній одяг');
    expect(otherKindNamed('Модель Аляска (X-1) — 1500 грн.', facts(q, [coat]), q)).toBeNull();
  });

  it("cannot place a product named only a set ('Дитячий комплект «Ведмедики»' asked as 'постілька'), but a set of clothes it can", () => {
    const q = 'дитяча постілька з ведмедиками почому';
    const kids = product('BS-1', 'Дитячий комплект «Ведмедики»');
    expect(otherKindNamed('Дитячий комплект «Ведмедики» (BS-1) — 1500 грн.', facts(q, [kids]), q)).toBeNull();
    const outfit = product('KS-1', 'Комплект спортивний', 'Одяг');
    expect(otherKindNamed('Комплект спортивний (KS-1) — 1500 грн.', facts(q, [outfit]), q)).not.toBeNull();
  });

  it('leaves alone a message that names no kind, a product the taxonomy cannot place, and an order in progress', () => {
    expect(
      otherKindNamed('Сумка шопер (BAG-1) — 1500 грн.', facts('скільки коштує?', [bag]), 'скільки коштує?'),
    ).toBeNull();
    const unknown = product('Z-9', 'Модель Зоряна');
    expect(otherKindNamed('Модель Зоряна (Z-9) — 1500 грн.', facts(text, [unknown]), text)).toBeNull();
    const ordering = facts('і ще куртку', [bag], { order: {} as Facts['order'] });
    expect(otherKindNamed('Ваше замовлення: Сумка шопер (BAG-1), 1500 грн.', ordering, 'і ще куртку')).toBeNull();
  });
});
