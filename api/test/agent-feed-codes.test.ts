// A shop exported as a Meta catalogue feed (one SKU per colour, `item_group_id` the model, a
// category path) selling records and players, and watches whose maker's numbers sit inside the
// shop's SKUs — through the import, the catalogue, the dialogue state, the retriever and the
// offline draft. Each case is a general cause found in the revealed vinyl and watch shops (issue 46).
import type { Cell } from '../src/modules/knowledge/import/rows';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { languageOf } from '../src/modules/agent/understand/query';
import { asksForSum, countsIn, withoutNameNumbers } from '../src/modules/agent/answer/quantities';
import { collectOrder } from '../src/modules/orders/collect';
import { shopOf } from './agent-shop';

const FEED_HEADER = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'item_group_id',
  'color',
  'size',
  'product_type',
  'quantity_to_sell_on_facebook',
  'brand',
];
const row = (
  id: string,
  title: string,
  price: number,
  group: string,
  colour: string,
  size: string,
  category: string,
  quantity: number,
  brand = '',
): Cell[] => [
  id,
  title,
  '',
  quantity > 0 ? 'in stock' : 'out of stock',
  'new',
  `${price}.00 UAH`,
  group,
  colour,
  size,
  category,
  quantity,
  brand,
];
const FEED: Cell[][] = [
  FEED_HEADER,
  row('LP-KZ-NB-BK', 'Кузьма Скрябін — Нова брама (LP)', 1390, 'LP-KZ-NB', 'чорний', '1LP', 'Платівки > Рок', 3),
  row('LP-KZ-NB-RD', 'Кузьма Скрябін — Нова брама (LP)', 1690, 'LP-KZ-NB', 'червоний', '1LP', 'Платівки > Рок', 2),
  row('LP-DK-ZR-BK', 'ДахаБраха — Шлях (2LP)', 1540, 'LP-DK-ZR', 'чорний', '2LP', 'Платівки > Фолк', 4),
  row('LP-JZ-BL', 'Miles Davis — Kind of Blue (LP)', 1260, 'LP-JZ-BL', 'чорний', '1LP', 'Платівки > Джаз', 2),
  row('PL-DN-10-BK', 'Програвач платівок Denon DP-29F', 7450, 'PL-DN-10', 'чорний', '', 'Програвачі', 3),
  row('PL-DN-10-SL', 'Програвач платівок Denon DP-29F', 7450, 'PL-DN-10', 'сріблястий', '', 'Програвачі', 1),
  row('BX-50-OK', 'Ящик для платівок на 50 LP', 1320, 'BX-50', 'дуб', '', 'Зберігання', 2),
  row('BX-50-WT', 'Ящик для платівок на 50 LP', 1320, 'BX-50', 'білий', '', 'Зберігання', 0),
  row('MT-CORK-BR', 'Мат корковий для програвача', 290, 'MT-CORK', 'коричневий', '', 'Аксесуари', 5),
  row('MT-CORK-BK', 'Мат корковий для програвача', 290, 'MT-CORK', 'чорний', '', 'Аксесуари', 4),
  row('WT-CS-FX15-1A', 'Годинник Casio Sport 5 FX15', 2190, 'WT-CS-FX15', 'чорний', '', 'Годинники', 2, 'Casio'),
  row('WT-CS-FX15-7A', 'Годинник Casio Sport 5 FX15', 2390, 'WT-CS-FX15', 'білий', '', 'Годинники', 1, 'Casio'),
  row('WT-OR-RA77K2', 'Годинник Orient Star RA77', 9800, 'WT-OR-RA77K2', 'синій', '', 'Годинники', 1, 'Orient'),
  row('SL-IN-25', 'Конверти внутрішні антистатичні', 260, 'SL-IN', '', '25 шт', 'Аксесуари', 6),
  row('SL-IN-100', 'Конверти внутрішні антистатичні', 900, 'SL-IN', '', '100 шт', 'Аксесуари', 0),
  row('BX-WT-6', 'Шкатулка для 6 годинників', 990, 'BX-WT-6', 'чорний', '', 'Зберігання', 3),
];

beforeAll(() => loadDictionaries());

describe("a feed's SKUs as customers write them", () => {
  it('takes a colour SKU of letters only, also typed with Cyrillic look-alikes, as that colour', async () => {
    const { talk } = shopOf(FEED);
    const cork = await talk('mt-cork-bk почом?');
    expect(cork.text).toMatch(/чорний/);
    expect(cork.text).not.toMatch(/коричнев/);
    // A lower-case code beside a Ukrainian word says nothing of the language.
    expect(cork.text).toMatch(/Ціна/);
    const red = await talk('LР-КZ-NВ-RD скільки коштує?');
    expect(red.text).toMatch(/1690/);
    expect(red.text).not.toMatch(/1390/);
    expect(languageOf('mt-cork-bk почом?', 'en').language).toBe('ua');
    expect(languageOf('what about a well-made t-shirt?', 'ua').language).toBe('en');
    // A few Latin words beside Cyrillic ones quote a name; an English sentence quoting one stays English.
    expect(languageOf('Fleetwood Mac Rumours прозорий є?', 'en').language).toBe('ua');
    expect(languageOf('how much is the Сукня Мія in black?', 'ua').language).toBe('en');
  });

  it("finds a maker's number inside the shop's SKU when only one product has it", async () => {
    const { talk } = shopOf(FEED);
    const white = await talk('fx15 7a скільки коштує?');
    expect(white.text).toMatch(/2390/);
    expect(white.text).not.toMatch(/2190/);
    expect((await talk('RA77K2 почому?')).text).toMatch(/9800/);
    // Not a code no SKU begins with at a segment.
    expect((await talk('FX16 ціна?')).text).not.toMatch(/2190|2390/);
    // The maker named with the number names the product; it asks nothing of the brand column.
    expect((await talk('casio fx15 чорний є?')).text).not.toMatch(/Бренд|Brand/);
  });

  it('reads a pack said in "штук" as the pack size "100 шт"', async () => {
    const { talk } = shopOf(FEED);
    const pack = await talk('внутрішні конверти по 100 штук є?');
    expect(pack.text).toMatch(/100 шт\) — 900/);
    expect(pack.text).toMatch(/немає/);
  });
});

describe("the shop's theme word and a name's number", () => {
  it('reads a word of the named model\'s category ("на платівці") as said of it, no second product', async () => {
    const { talk } = shopOf(FEED);
    const record = await talk('кузьма нова брама на платівках скільки?');
    expect(record.text).toMatch(/1390/);
    expect(record.text).not.toMatch(/Програвач|7450/);
    // A player named by its own head word is still a second item.
    const both = await talk('програвач denon і кузьма нова брама скільки?');
    expect(both.text).toMatch(/7450/);
    expect(both.text).toMatch(/1390/);
  });

  it('takes a number of the name ("Casio Sport 5") for no count, and counts "2 g-shock"-like names', async () => {
    const { talk } = shopOf(FEED);
    const sport = await talk('касіо спорт 5 білий скільки?');
    expect(sport.text).toMatch(/2390/);
    expect(sport.text).not.toMatch(/Разом|×/);
    expect(withoutNameNumbers('сейко 5 спорт є?', ['Seiko 5 Sports SRPD'])).not.toMatch(/5/);
    expect(withoutNameNumbers('Baby 2 штуки', ['Самокат Baby (2-5 років)'])).toMatch(/2/);
    expect(countsIn('візьму 2 g-shock білих').map((c) => c.count)).toEqual([2]);
    expect(countsIn('250 g of coffee').map((c) => c.count)).toEqual([]);
  });

  it('answers two colours asked of the model in play, each at its price, and "скільки все?" with the sum', async () => {
    const { talk } = shopOf(FEED);
    const two = await talk('нова брама є?', 'сколько стоит красный? и черный?');
    expect(two.text).toMatch(/1690/);
    expect(two.text).toMatch(/1390/);
    expect(asksForSum('касіо і шкатулку — скільки все?')).toBe(true);
    expect(asksForSum('скільки за касіо і шкатулку?')).toBe(true);
    const sum = await talk('скільки за касіо спорт чорний і шкатулку на 6?');
    expect(sum.text).toMatch(/2190/);
    expect(sum.text).toMatch(/990/);
    expect(sum.text).toMatch(/3180/);
  });

  it('sums the colours and the pieces said of the item in play before "і ще" another item', async () => {
    const { talk } = shopOf(FEED);
    const colours = await talk(
      'мат корковий які кольори є?',
      'беру коричневий і чорний, і ще шкатулку. скільки разом?',
    );
    expect(colours.text).toMatch(/= 1570 грн/);
    const packs = await talk('конверти внутрішні по 25 є?', 'візьму 2 пачки і ще шкатулку, скільки разом буде?');
    expect(packs.text).toMatch(/2 × 260 грн/);
    expect(packs.text).toMatch(/= 1510 грн/);
  });

  it("browses a category's step of a short word ('Рок') and not the whole path by its first step", async () => {
    const { talk } = shopOf(FEED);
    const rock = await talk('рок платівки які є?');
    expect(rock.text).toMatch(/Нова брама/);
    expect(rock.text).not.toMatch(/Шлях|Kind of Blue/);
    const folk = await talk('що є з фолку на платівках?');
    expect(folk.text).toMatch(/Шлях/);
    expect(folk.text).not.toMatch(/Нова брама|Kind of Blue/);
  });
});

describe('the order read beside a recipient', () => {
  const product = (key: string) =>
    ({ lpkznb: { code: 'LP-KZ-NB', sizes: ['1LP'] }, pldn10: { code: 'PL-DN-10', sizes: [] } })[key] ?? null;

  it('starts an order of details given after an "ok" (the items in play), and no name reads as an item', () => {
    const details = collectOrder(
      [{ text: 'great. Kyiv, Nova Poshta branch 112, Maksym Bondar, +380 93 555 21 47', inPlay: ['PL-DN-10'] }],
      product,
    );
    expect(details.intent).toBe(true);
    expect(details.lines.map((l) => l.code)).toEqual(['PL-DN-10']);
  });
});
