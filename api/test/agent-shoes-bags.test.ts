// A shoe shop and a bags-and-accessories shop (issue 46): the kinds of footwear and of small
// leather goods kept apart (moccasins are not loafers, a wallet is not a bag, a shoe cream is not
// shoes), a product found by a word of its name that is not its head ("пояс" in «Сумка на пояс»),
// a count of pairs that is no price, "what sizes do you have in …" as a question about one model,
// and women's as the unmarked default of a shop's names when browsing for women.
import { type Cell } from '../src/modules/knowledge/import/rows';
import { priceBounds } from '../src/modules/agent/answer/browse';
import { headKind, kindsNamed } from '../src/modules/agent/language/lexicon';
import { shopOf } from './agent-shop';

const drafter = (rows: Cell[][]) => shopOf(rows).talk;

const SHOES: Cell[][] = [
  ['Артикул', 'Назва', 'Колір', 'Розмір', 'Ціна', 'Кількість'],
  ['L-10', 'Лофери жіночі шкіряні', 'бежевий', '37', 2400, 2],
  ['L-10', 'Лофери жіночі шкіряні', 'бежевий', '38', 2400, 1],
  ['M-20', 'Мокасини чоловічі', 'коричневий', '42', 1900, 3],
  ['S-30', 'Сліпони', 'білий', '39', 850, 4],
  ['S-40', 'Сабо на платформі', 'чорний', '37', 1300, 2],
  ['K-90', 'Крем для взуття', 'чорний', 'б/р', 150, 9],
];

const BAGS: Cell[][] = [
  ['SKU', 'Description', 'Colour', 'Size', 'Price', 'Qty'],
  ['BG-1', 'Сумка тоут Vera', 'black', 'one size', 1800, 2],
  ['BG-2', 'Сумка на пояс Trip', 'grey', 'one size', 640, 3],
  ['WL-1', 'Гаманець шкіряний Mono', 'black', 'one size', 720, 5],
  ['BT-1', 'Ремінь жіночий тонкий', 'brown', '100 cm', 540, 2],
  ['SH-1', 'Сумка-шопер Lina', 'cognac', 'one size', 2100, 1],
];

describe('kinds of footwear and of small leather goods', () => {
  it('keeps moccasins, loafers and slip-ons apart, and a shoe cream is not shoes', () => {
    expect(kindsNamed('мокасини').map((k) => k.id)).toEqual(['moccasins']);
    expect(kindsNamed('loafers').map((k) => k.id)).toEqual(['loafers']);
    expect(kindsNamed('сліпони').map((k) => k.id)).toEqual(['slipons']);
    expect(kindsNamed('Крем для взуття')).toEqual([]);
    // A bag by its kind's phrase ("сумка на пояс": a belt bag), never a belt.
    expect(headKind('Сумка на пояс Trip')).toEqual({ id: 'beltbag', group: 'bags' });
    expect(kindsNamed('гаманець')[0]?.group).toBe('wallets');
  });

  it('answers the moccasins asked about, not every shoe, and no shoe cream for shoes it lacks', async () => {
    const draft = drafter(SHOES);
    const moccasins = await draft('what sizes do you have in the moccasins?');
    expect(moccasins.text).toContain('M-20');
    expect(moccasins.text).not.toMatch(/L-10|S-30/);
    const heels = await draft('є у вас туфлі на шпильці?');
    expect(heels.text).not.toContain('K-90');
    expect(heels.text).not.toContain('150');
  });

  it('browses bags without the wallet, and wallets and belts without the belt bag', async () => {
    const draft = drafter(BAGS);
    const bags = await draft('які у вас є сумки?');
    expect(bags.text).toContain('BG-1');
    expect(bags.text).toContain('BG-2');
    expect(bags.text).not.toContain('WL-1');
    const small = await draft('які є гаманці і ремені?');
    expect(small.text).toContain('WL-1');
    expect(small.text).toContain('BT-1');
    expect(small.text).not.toContain('BG-2');
  });

  it('shows the unmarked models to a woman browsing her size, not to a man', async () => {
    const draft = drafter(SHOES);
    const women = await draft('що є жіночого на 37?');
    expect(women.text).toContain('S-40');
    expect(women.text).toContain('L-10');
    const men = await draft('що є чоловічого?');
    expect(men.text).toContain('M-20');
    expect(men.text).not.toMatch(/S-40|L-10/);
  });

  it('reads "від 10 пар" as a count of pairs, not a price', () => {
    const noSizes = () => false;
    expect(priceBounds('а оптом можна? від 10 пар яка ціна', noSizes)).toEqual({ min: null, max: null });
    expect(priceBounds('є щось від 1000 грн?', noSizes)).toEqual({ min: 1000, max: null });
  });

  it('says a model comes in one colour only when asked "тільки коньячний?", cognac being a colour', async () => {
    const draft = drafter(BAGS);
    const only = await draft('шопер ліна тільки коньячний?');
    expect(only.text).toContain('SH-1');
    expect(only.text).toMatch(/лише в одному кольорі|Інших кольорів/);
  });

  it('hands a service the data cannot answer to the owner: "гравіювання робите?", "упаковку делаете?"', async () => {
    const draft = drafter(BAGS);
    for (const text of ['гравіювання на ремені робите?', 'а подарочную упаковку делаете?']) {
      const d = await draft(text);
      expect(d.text).toMatch(/уточн|перепит|колег/i);
      expect(d.text).not.toContain('540');
    }
    // A colour asked with the verb is still a question about the product.
    expect((await draft('шопер робите в коньячному?')).text).toContain('SH-1');
  });
});

describe('a kind said in several words that hold a group’s word', () => {
  it('lists the sandals and flip-flops for "відкрите взуття", neither every shoe nor the shoe cream', async () => {
    const rows: Cell[][] = [
      ...SHOES,
      ['B-50', 'Босоніжки на танкетці', 'бежевий', '38', 1590, 3],
      ['P-60', 'Шльопанці Pool', 'чорний', '40', 560, 4],
    ];
    const reply = await drafter(rows)('відкрите взуття на літо яке є?');
    expect(reply.text).toMatch(/Босоніжки/);
    expect(reply.text).toMatch(/Шльопанці/);
    expect(reply.text).not.toMatch(/Лофери|Мокасини|Крем/);
    expect(reply.ok).toBe(true);
  });
});
