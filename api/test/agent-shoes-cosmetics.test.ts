// Shops of kinds no set had (issue 46): a shoe shop exported with one row per modification (EU
// sizes, whom a pair is for, season and materials as columns of their own) and a cosmetics shop
// whose variants are volumes and shades — through the import, the catalogue, the dialogue state,
// the retriever and the offline draft. Each case is a general cause a first run of such a shop found.
import { type Cell } from '../src/modules/knowledge/import/rows';
import { fieldOfHeader, mapColumns } from '../src/modules/knowledge/import/columns';
import { colourNamed } from '../src/modules/agent/retrieve/catalogue';
import { countsIn } from '../src/modules/agent/answer/quantities';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { emptyState } from '../src/modules/agent/state/dialogue-state';
import { foldMessages } from '../src/modules/agent/state/state-store';
import { readTurn } from '../src/modules/agent/state/read-turn';
import { wantsToOrder } from '../src/modules/orders';
import { factsOf, shopOf } from './agent-shop';

const SHOE_HEADER = [
  'Артикул',
  'Батьківський артикул',
  'Назва (UA)',
  'Ціна',
  'Кількість',
  'Колір',
  'Розмір',
  'Стать',
  'Сезон',
  'Матеріал верху',
  'Матеріал підкладки',
];
const shoe = (
  code: string,
  name: string,
  price: number,
  colour: string,
  size: number,
  left: number,
  ...rest: string[]
) => [`${code}-${colour.slice(0, 3).toUpperCase()}-${size}`, code, name, price, left, colour, size, ...rest];
const SHOES: Cell[][] = [
  SHOE_HEADER,
  shoe('CH-1', 'Челсі жіночі Mira', 2750, 'чорний', 38, 2, 'Жіноча', 'Демісезон', 'Натуральна шкіра', 'Шкіра'),
  shoe('CH-1', 'Челсі жіночі Mira', 2750, 'бордовий', 38, 0, 'Жіноча', 'Демісезон', 'Натуральна шкіра', 'Шкіра'),
  shoe('CH-2', 'Челсі чоловічі Mario', 2990, 'чорний', 43, 3, 'Чоловіча', 'Демісезон', 'Натуральна шкіра', 'Шкіра'),
  shoe('BT-3', 'Черевики чоловічі утеплені Trek', 2890, 'коричневий', 43, 2, 'Чоловіча', 'Зима', 'Нубук', 'Байка'),
  shoe('SN-4', 'Кросівки чоловічі Aero', 1890, 'чорний', 42, 4, 'Чоловіча', 'Літо', 'Текстиль', 'Текстиль'),
  shoe('UG-5', 'Уггі жіночі Snow', 2190, 'пісочний', 38, 2, 'Жіноча', 'Зима', 'Замша', 'Овчина'),
  shoe('KD-6', 'Черевики дитячі Frosty', 1690, 'синій', 30, 0, 'Дитяча', 'Зима', 'Текстиль', 'Штучне хутро'),
  shoe('KD-6', 'Черевики дитячі Frosty', 1690, 'рожевий', 30, 2, 'Дитяча', 'Зима', 'Текстиль', 'Штучне хутро'),
];

const COSMETICS: Cell[][] = [
  ['Код товару', 'Найменування', 'Група', "Об'єм / вага", 'Тон', 'Тип шкіри', 'Ціна роздр., грн', 'Залишок, шт'],
  ['CR-1-30', 'Крем для обличчя Aqua Balance', 'Догляд', '30 мл', '', 'суха, нормальна', 420, 5],
  ['CR-1-50', 'Крем для обличчя Aqua Balance', 'Догляд', '50 мл', '', 'суха, нормальна', 590, 3],
  ['GL-2-150', 'Гель для вмивання Pure', 'Очищення', '150 мл', '', 'жирна, комбінована', 320, 7],
  ['SP-3', 'Сонцезахисний крем SPF 50', 'Догляд', '50 мл', '', 'всі типи шкіри', 540, 6],
  ['FD-4-T02', 'Тональний крем Second Skin', 'Макіяж', '30 мл', '02 Natural Beige', 'нормальна', 650, 4],
  ['FD-4-T03', 'Тональний крем Second Skin', 'Макіяж', '30 мл', '03 Sand', 'нормальна', 650, 0],
];

beforeAll(() => loadDictionaries());

describe('a stock with a shade, a volume, a lining and a skin type in columns of their own', () => {
  it('maps them: a shade is the colour, a volume the size, a lining material the lining', () => {
    expect(fieldOfHeader('Тон')).toBe('color');
    expect(fieldOfHeader('Відтінок')).toBe('color');
    expect(fieldOfHeader("Об'єм / вага")).toBe('size');
    expect(fieldOfHeader('Volume, ml')).toBe('size');
    expect(fieldOfHeader('Матеріал підкладки')).toBe('lining');
    // 'Тип шкіри' is a characteristic; 'Тип' alone or 'Тип товару' is the shop's grouping.
    expect(fieldOfHeader('Тип шкіри')).toBeNull();
    expect(fieldOfHeader('Тип товару')).toBe('category');
    // A column named 'Колір' or 'Розмір' beside them wins.
    const map = mapColumns(['Код', 'Назва', 'Тон', 'Колір', "Об'єм", 'Розмір', 'Ціна']);
    expect([map.color, map.size]).toEqual([3, 5]);
  });

  it('keeps the volume as the size, the shade as the colour and the skin type as a characteristic', () => {
    const products = factsOf(COSMETICS);
    // One SKU per volume (CR-1-30, CR-1-50) is one model's sizes, each at its own price.
    const cream = products.find((p) => p.code === 'CR-1')!;
    expect(cream.sizes.map((s) => [s.size, s.sku, s.price ?? cream.price])).toEqual([
      ['30 мл', 'CR-1-30', 420],
      ['50 мл', 'CR-1-50', 590],
    ]);
    expect(cream.details).toEqual([{ label: 'Тип шкіри', value: 'суха, нормальна' }]);
    expect(products.find((p) => p.code === 'FD-4-T02')!.colour).toBe('02 Natural Beige');
    const boots = factsOf(SHOES).find((p) => p.code.startsWith('UG-5'))!;
    expect([boots.material, boots.lining]).toEqual(['Замша', 'Овчина']);
  });
});

describe('a shade by its number', () => {
  it('is named as written or after a shade word, never by a count, a volume or a decimal', () => {
    expect(colourNamed('02 Natural Beige', 'тоді 02, берем')).toBe(true);
    expect(colourNamed('02 Natural Beige', 'а тон 2 є?')).toBe(true);
    expect(colourNamed('12 Berry', 'відтінок №12')).toBe(true);
    expect(colourNamed('02 Natural Beige', 'а 2 шт?')).toBe(false);
    expect(colourNamed('02 Natural Beige', '2,5 мл')).toBe(false);
    expect(colourNamed('30 Sand', 'а 30 мл є?')).toBe(false);
    // A number with a leading zero is no count of pieces.
    expect(countsIn('тоді 02, берем')).toEqual([]);
    expect(countsIn('2 штуки')).toEqual([{ count: 2, word: 0 }]);
    // "ок давайте 3, две пары": the size 3 taken, two pairs of it.
    expect(countsIn('ок давайте 3, две пары').map((c) => c.count)).toEqual([2]);
    expect(wantsToOrder([{ text: 'ок давайте 3, две пары' }])).toBe(true);
    expect(wantsToOrder([{ text: 'давайте подумаю' }])).toBe(false);
  });

  it('takes the shade named after a sold-out one', async () => {
    const { talk } = shopOf(COSMETICS);
    const d = await talk('тональний Second Skin скільки?', 'а тон 03 є?', 'тоді 02, берем');
    expect(d.facts.products.map((p) => p.code)).toEqual(['FD-4-T02']);
    expect(d.text).not.toMatch(/2 × 650/);
  });
});

describe('a characteristic asked or browsed by', () => {
  it('answers the skin type asked in Russian, not a material the data lacks', async () => {
    const { talk } = shopOf(COSMETICS);
    const d = await talk('крем Aqua Balance какие объемы есть?', 'а для какой кожи он?');
    expect(d.text).toContain('Тип шкіри: суха, нормальна');
    expect(d.text).not.toMatch(/склад/i);
  });

  it('browses by a characteristic value some models have ("зимові", "для жирної шкіри")', async () => {
    const shoes = shopOf(SHOES);
    const winter = await shoes.talk('покажіть зимові до 3000');
    expect(winter.facts.browse?.items.map((i) => i.name)).toEqual([
      'Черевики чоловічі утеплені Trek',
      'Уггі жіночі Snow',
      'Черевики дитячі Frosty',
    ]);
    expect(winter.ok).toBe(true);
    const oily = await shopOf(COSMETICS).talk('що порадите для жирної шкіри?');
    expect(oily.facts.browse?.items.map((i) => i.name)).toEqual(['Гель для вмивання Pure']);
  });

  it('answers the upper named by a material word ("верх з нубуку?")', async () => {
    const d = await shopOf(SHOES).talk('черевики Trek скільки?', 'верх з нубуку?');
    expect(d.text).toContain('Нубук');
  });
});

describe('whom a pair is for, and a colour the item in focus lacks', () => {
  it('lists the same kind for the other people asked about ("а для чоловіка такі є?")', async () => {
    const { talk } = shopOf(SHOES);
    const d = await talk('челсі жіночі Mira скільки?', 'а для чоловіка такі є?');
    expect(d.facts.browse?.items.map((i) => i.name)).toEqual(['Челсі чоловічі Mario']);
    // The reply about that one model moves the focus to it.
    const upper = await talk('челсі жіночі Mira скільки?', 'а для чоловіка такі є?', 'верх шкіряний?');
    expect(upper.facts.products.every((p) => p.code.startsWith('CH-2'))).toBe(true);
  });

  it('leaves whom for said with a colour, a size or a sum to the qualifiers', async () => {
    const d = await shopOf(SHOES).talk('челсі жіночі Mira скільки?', 'а чоловічі чорні 43 є?');
    expect(d.facts.browse).toBeUndefined();
    expect(d.facts.products.length).toBeGreaterThan(0);
    expect(d.facts.products.every((p) => p.code.startsWith('CH-2'))).toBe(true);
    // A sum naming no model, only whom for, adds the two models asked about.
    const sum = await shopOf(SHOES).talk(
      'челсі жіночі Mira скільки?',
      'а для чоловіка такі є?',
      'скільки за дві пари разом, жіночі і чоловічі?',
    );
    expect(sum.text).toContain('5740');
  });

  it('lists all of theirs when the shop has none of that kind for them ("а дитячі?")', async () => {
    const d = await shopOf(SHOES).talk('уггі скільки?', 'а дитячі?');
    expect(d.facts.browse?.items.map((i) => i.name)).toEqual(['Черевики дитячі Frosty']);
  });

  it('says the item in focus has no such colour, and does not move to an earlier item that has it', async () => {
    const { catalogue, talk } = shopOf(SHOES);
    const d = await talk('кросівки Aero чорні 42 є?', 'а черевики Trek скільки?', 'а в чорному є?');
    expect(d.text).toMatch(/немає/);
    expect(d.text).toContain('коричневий');
    const state = foldMessages(catalogue, emptyState(), [
      { text: 'кросівки Aero чорні 42 є?', fromShop: false },
      { text: 'а черевики Trek скільки?', fromShop: false },
    ]);
    expect(readTurn(catalogue, { text: 'а в чорному є?', fromShop: false }, state).recoloured).toBeNull();
    // Taking it in that colour is the earlier item.
    expect(readTurn(catalogue, { text: 'беру чорні', fromShop: false }, state).recoloured?.code).toMatch(/^SN-4/);
  });
});
