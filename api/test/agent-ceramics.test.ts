// A shop of handmade ceramics and tableware (issue 46, a kind the assistant was not tuned on): an
// Etsy listings CSV export, one row per listing, its variations' values joined in one cell
// ("Морська хвиля,Молочна,Графіт"), its variants' SKUs joined in the SKU cell in the values' order,
// one price and the listing's total quantity; a glaze sold out as a listing of its own ("Ваза
// «Крапля» …, глазур «Морська хвиля»", QUANTITY 0); sets of 2 / 4 / 6 plates as listings of their
// own — through the import, the catalogue, the retriever and the offline draft. Each case is a
// general cause the first run of eval/tuning-shops/ceramics found.
import type { Cell } from '../src/modules/knowledge/import/rows';
import { colourInName, listedCodes, sharedCode } from '../src/modules/knowledge/import/rows';
import { optionPairs } from '../src/modules/knowledge/import/columns';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { intentsIn } from '../src/modules/agent/understand/query';
import { asksMadeToMeasure } from '../src/lib/order-fields';
import { factsOf, shopOf } from './agent-shop';

const HEADER = [
  'TITLE',
  'DESCRIPTION',
  'PRICE',
  'CURRENCY_CODE',
  'QUANTITY',
  'TAGS',
  'MATERIALS',
  'IMAGE1',
  'IMAGE2',
  'VARIATION 1 TYPE',
  'VARIATION 1 NAME',
  'VARIATION 1 VALUES',
  'VARIATION 2 TYPE',
  'VARIATION 2 NAME',
  'VARIATION 2 VALUES',
  'SKU',
];

/** One listing: its variations as [type, name, values] (none, one or two). */
const listing = (
  title: string,
  description: string,
  price: number,
  quantity: number,
  sku: string,
  ...variations: Array<[type: string, name: string, values: string]>
): Cell[] => {
  const [v1, v2] = variations;
  return [
    title,
    description,
    price.toFixed(2),
    'UAH',
    String(quantity),
    'кераміка,handmade',
    'кам’яна маса,глазур',
    'https://i.etsystatic.com/1/il_fullxfull.1.jpg',
    '',
    ...(v1 ?? ['', '', '']),
    ...(v2 ?? ['', '', '']),
    sku,
  ];
};

const GLAZE = (values: string): [string, string, string] => ['Colour', 'Глазур', values];

const CERAMICS: Cell[][] = [
  HEADER,
  listing(
    'Кухоль «Ранок» 300 мл, ручна робота | handmade ceramic mug',
    'Кухоль ручної роботи, 300 мл.\nМожна мити в посудомийній машині та ставити в мікрохвильовку.',
    480,
    9,
    'MG-101-MH,MG-101-ML,MG-101-GR',
    GLAZE('Морська хвиля,Молочна,Графіт'),
  ),
  listing(
    'Кухоль «Класика» 300 / 400 мл | stoneware mug',
    'Класичний кухоль циліндричної форми.',
    540,
    11,
    'MG-102-TR-S,MG-102-TR-L,MG-102-ML-S,MG-102-ML-L',
    GLAZE('Терракота,Молочна'),
    ['Size', 'Об’єм', '300 мл,400 мл'],
  ),
  listing(
    'Тарілка десертна Ø 20 см | dessert plate',
    'Десертна тарілка Ø 20 см.',
    360,
    14,
    'PL-201-LN,PL-201-MH',
    GLAZE('Льон,Морська хвиля'),
  ),
  listing(
    'Тарілка обідня Ø 26 см | dinner plate',
    'Обідня тарілка.',
    560,
    8,
    'PL-202-LN,PL-202-GR',
    GLAZE('Льон,Графіт'),
  ),
  listing('Набір обідніх тарілок Ø 26 см, 4 шт, глазур «Льон» | set of 4 dinner plates', '', 2150, 2, 'PL-204'),
  listing('Набір обідніх тарілок Ø 26 см, 6 шт, глазур «Льон» | set of 6 dinner plates', '', 3190, 0, 'PL-205'),
  listing(
    'Миска для супу Ø 18 см, 600 мл | ceramic bowl',
    'Глибока миска.\nМожна ставити в мікрохвильовку.',
    470,
    10,
    'BW-301-MH,BW-301-PS',
    GLAZE('Морська хвиля,Пісок'),
  ),
  listing('Набір мисок для сніданку Ø 14 см, 4 шт | set of 4 bowls', '', 1580, 2, 'BW-303'),
  listing(
    'Ваза «Крапля» h 22 см, глазур «Морська хвиля» | handmade vase',
    'Ваза у формі краплі, висота 22 см.',
    1250,
    0,
    'VS-401',
  ),
  listing(
    'Ваза «Крапля» h 22 см, глазур «Пісок» | handmade vase',
    'Ваза у формі краплі, висота 22 см.',
    1250,
    2,
    'VS-402',
  ),
  listing('Ваза-пляшка h 30 см, неглазурована теракота | bud vase', 'Висока ваза-пляшка.', 870, 4, 'VS-403'),
  listing(
    'Чайник заварювальний 800 мл, глазур «Селадон» | ceramic teapot',
    'Заварювальний чайник на 800 мл з керамічним ситечком у носику.\nМити вручну.',
    1680,
    2,
    'TP-501',
  ),
  listing(
    'Набір кухлів «Ранок», 2 шт по 300 мл | set of 2 mugs',
    'Два кухлі в одній глазурі.',
    920,
    4,
    'ST-602-MH,ST-602-GR',
    GLAZE('Морська хвиля,Графіт'),
  ),
];

beforeAll(() => loadDictionaries());

describe('an Etsy listings export', () => {
  it("pairs a variation's type, name and values, the type before the name, as what the variants differ by", () => {
    expect(optionPairs(HEADER)).toEqual([
      { name: 10, value: 11, type: 9, variant: true },
      { name: 13, value: 14, type: 12, variant: true },
    ]);
  });

  it('reads a code cell listing the variants’ codes: the model’s code is what they share', () => {
    expect(listedCodes('MG-101-MH,MG-101-ML,MG-101-GR')).toEqual(['MG-101-MH', 'MG-101-ML', 'MG-101-GR']);
    expect(listedCodes('MG-101')).toBeNull();
    expect(sharedCode(['MG-101-MH', 'MG-101-ML', 'MG-101-GR'])).toBe('MG-101');
    expect(sharedCode(['MG-102-TR-S', 'MG-102-TR-L', 'MG-102-ML-S'])).toBe('MG-102');
    // Two codes with their own numbers share no model: the first is taken.
    expect(sharedCode(['KV-101', 'KV-102'])).toBe('KV-101');
  });

  it('makes a variant of each combination of the values, each with its SKU, none counted but a listing sold out', () => {
    const facts = factsOf(CERAMICS);
    const morning = facts.filter((p) => p.code === 'MG-101');
    expect(morning.map((p) => [p.colour, p.sizes[0].sku, p.sizes[0].counted])).toEqual([
      ['Морська хвиля', 'MG-101-MH', false],
      ['Молочна', 'MG-101-ML', false],
      ['Графіт', 'MG-101-GR', false],
    ]);
    // The first variation's values outermost, as Etsy orders the SKUs; the glaze by the type 'Colour'.
    const classic = facts.filter((p) => p.code === 'MG-102');
    expect(classic.map((p) => [p.colour, p.sizes.map((s) => `${s.size} ${s.sku}`)])).toEqual([
      ['Терракота', ['300 мл MG-102-TR-S', '400 мл MG-102-TR-L']],
      ['Молочна', ['300 мл MG-102-ML-S', '400 мл MG-102-ML-L']],
    ]);
    expect(facts.find((p) => p.code === 'PL-205')?.sizes[0].quantity).toBe(0);
  });

  it('reads a colour said in a name with its label, the name without it', () => {
    expect(colourInName('Ваза «Крапля» h 22 см, глазур «Пісок» | handmade vase')).toEqual({
      name: 'Ваза «Крапля» h 22 см | handmade vase',
      colour: 'Пісок',
    });
    expect(colourInName('Сукня міді, колір чорний')).toEqual({ name: 'Сукня міді', colour: 'чорний' });
    // "неглазурована" is no label; a name with no colour said has none.
    expect(colourInName('Ваза-пляшка h 30 см, неглазурована теракота')).toBeNull();
    // A maker's name with the label's word, capitalised and set off by a space only, is no colour.
    expect(colourInName('Барвник жиророзчинний Colour Mill')).toBeNull();
    expect(colourInName('Mug – Colour: Sage')).toEqual({ name: 'Mug', colour: 'Sage' });
    const vases = factsOf(CERAMICS).filter((p) => p.name === 'Ваза «Крапля» h 22 см | handmade vase');
    expect(vases.map((p) => [p.code, p.colour])).toEqual([
      ['VS-401', 'Морська хвиля'],
      ['VS-402', 'Пісок'],
    ]);
  });
});

describe('what a customer writes in a ceramics shop', () => {
  it("says a colour of the shop's the model lacks is not there, also of a code all its colours share", async () => {
    const { talk } = shopOf(CERAMICS);
    const plate = await talk('тарілка обідня в морській хвилі є?');
    expect(plate.text).toMatch(/немає/);
    expect(plate.text).toMatch(/Льон/);
    expect((await talk('mg102 є в графіті?')).text).toMatch(/немає/);
    expect((await talk('mg102 в молочній є?')).text).not.toMatch(/немає/);
  });

  it('reads a colour noun asked by its adjective (пісок, пісочна) and a glaze sold out with the other offered', async () => {
    const { talk } = shopOf(CERAMICS);
    const sold = await talk('ваза крапля в морській хвилі є?');
    expect(sold.text).toMatch(/немає/);
    expect(sold.text).toMatch(/Пісок/);
    const sand = await talk('ваза крапля в морській хвилі є?', 'а в пісочній скільки коштує?');
    expect(sand.text).toMatch(/1250/);
    expect(sand.text).not.toMatch(/немає/);
  });

  it('offers for a sold-out item the same named but for its figures, and "а на 4?" is that one', async () => {
    const { talk } = shopOf(CERAMICS);
    const six = await talk('PL-205 ще є?');
    expect(six.text).toMatch(/немає/);
    expect(six.text).toMatch(/PL-204/);
    expect(six.text).not.toMatch(/2150/);
    expect(six.ok).toBe(true);
    const four = await talk('есть набор тарелок на 6?', 'а на 4 сколько стоит?');
    expect(four.text).toMatch(/2150/);
  });

  it('browses a kind asked between "які" and "є", a set of it among them; "кухлі" finds «Кухоль», not the set', async () => {
    const { talk } = shopOf(CERAMICS);
    const mugs = await talk('які кухлі є?');
    expect(mugs.text).toMatch(/Ранок/);
    expect(mugs.text).toMatch(/Класика/);
    const bowls = await talk('what bowls do you have?');
    expect(bowls.text).toMatch(/BW-301/);
    expect(bowls.text).toMatch(/BW-303/);
    const three = await talk('3 кухлі ранок скільки буде?');
    expect(three.text).toMatch(/1440/);
    expect(three.text).not.toMatch(/920/);
  });

  it('answers from the free description what it says, and hands over what it does not', async () => {
    const { talk } = shopOf(CERAMICS);
    expect((await talk('у чайника є ситечко?')).text).toMatch(/ситечком/);
    const dishwasher = await talk('кухоль ранок можна мити в посудомийці?');
    expect(dishwasher.text).toMatch(/посудомийній машині/);
    // "ставити в духовку" is no "ставити в мікрохвильовку".
    const oven = await talk('миску для супу можна ставити в духовку?');
    expect(oven.text).not.toMatch(/мікрохвильовку/);
    expect(oven.text).toMatch(/уточн|перепит/i);
  });

  it('hands over an item made with the customer’s name on it and a crack reported', async () => {
    expect(asksMadeToMeasure('можна зробити кухоль з іменем на замовлення?')).toBe(true);
    expect(asksMadeToMeasure('у вас є іменні кухлі?')).toBe(true);
    expect(asksMadeToMeasure('кухоль ранок є на замовлення?')).toBe(false);
    expect(intentsIn('прийшла тарілка з тріщиною, що робити?')).toContain('returns');
    expect(intentsIn('сколько стоит пиала?')).not.toContain('returns');
    const { talk } = shopOf(CERAMICS);
    const name = await talk('можна зробити кухоль з іменем на замовлення?');
    expect(name.text).toMatch(/уточн|перепит/i);
    expect(name.text).not.toMatch(/480|540/);
  });

  it('reads "в такій самій глазурі" as the colour in play and counts each item of a sum by its own words', async () => {
    const { talk } = shopOf(CERAMICS);
    const same = await talk('кухоль ранок в морській хвилі є?', 'а тарілочку десертну в такій самій глазурі?');
    expect(same.text).toMatch(/Морська хвиля/);
    expect(same.text).toMatch(/360/);
    const sum = await talk(
      'кухоль ранок в морській хвилі є?',
      'а тарілочку десертну в такій самій глазурі?',
      'тоді 2 кухлі і 3 тарілочки, скільки разом?',
    );
    expect(sum.text).toMatch(/= 2040 грн/);
    // The plate in play keeps its glaze.
    expect(sum.text).not.toMatch(/Льон/);
  });

  it("takes no ordinary word for a typo of a name's word, and a focus colour for no other model", async () => {
    const { talk } = shopOf(CERAMICS);
    const tall = await talk('ваза крапля є?', 'а вона висока? скільки см?');
    expect(tall.text).toMatch(/22 см/);
    expect(tall.text).not.toMatch(/1580/);
    const terra = await talk('кухоль класика які глазурі є?', 'тоді терракоту на 400 мл, 3 штуки скільки?');
    expect(terra.text).toMatch(/1620/);
    expect(terra.text).not.toMatch(/870/);
  });
});
