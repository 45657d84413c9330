// A board-game shop's Ecwid CSV: editions by language as the variants, a category path per product
// ('Настільні ігри/Карткові'), an expansion beside its base game, titles with the original in
// brackets (language/size-words.json editions, answer/browse.ts inOwnCategory, answer/details.ts,
// retriever.ts, answer/totals.ts, answer/order-reply.ts).
import type { Cell } from '../src/modules/knowledge/import/rows';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { shopOf } from './agent-shop';

beforeAll(() => loadDictionaries());

const HEADER = [
  'type',
  'product_internal_id',
  'product_sku',
  'product_variation_sku',
  'product_name',
  'product_price',
  'product_quantity',
  'product_category_1',
  'product_description',
  'product_variation_option_Мова видання',
  'product_variation_option_Розмір',
];

const product = (
  id: number,
  sku: string,
  name: string,
  price: number,
  quantity: number | '',
  category: string,
  description = '',
) => ['product', id, sku, '', name, price, quantity, category, description, '', ''] as Cell[];
const edition = (id: number, sku: string, price: number, quantity: number, language: string) =>
  [
    'product_variation',
    id,
    sku,
    `${sku}-${language === 'English' ? 'EN' : 'UA'}`,
    '',
    price,
    quantity,
    '',
    '',
    language,
    '',
  ] as Cell[];

const SHEET: Cell[][] = [
  HEADER,
  product(1, 'BG-101', 'Каркасон', 1090, '', 'Настільні ігри/Сімейні'),
  edition(1, 'BG-101', 1090, 4, 'Українська'),
  edition(1, 'BG-101', 1240, 0, 'English'),
  product(2, 'BG-102', 'Каркасон: Таверни та собори (доповнення)', 545, 3, 'Настільні ігри/Доповнення'),
  product(3, 'BG-110', 'Кодові імена (Codenames)', 690, '', 'Настільні ігри/Вечірні'),
  edition(3, 'BG-110', 690, 6, 'Українська'),
  edition(3, 'BG-110', 820, 2, 'English'),
  product(
    4,
    'BG-140',
    'Манчкін',
    750,
    5,
    'Настільні ігри/Карткові',
    'Класична карткова гра: скидай карти, вбивай монстрів.',
  ),
  product(5, 'BG-160', 'Розкіш (Splendor)', 1150, 4, 'Настільні ігри/Сімейні'),
  product(6, 'BG-180', 'UNO', 215, 9, 'Настільні ігри/Карткові'),
  product(7, 'AC-200', 'Протектори для карт (100 шт)', 125, '', 'Аксесуари'),
  ['product_variation', 7, 'AC-200', 'AC-200-57', '', 125, 10, '', '', '', '57,5×89 мм'],
  ['product_variation', 7, 'AC-200', 'AC-200-63', '', 125, 0, '', '', '', '63,5×88 мм'],
];

describe('a board-game shop', () => {
  it('reads an edition\'s language as customers say it ("англійською", "англ версію")', async () => {
    const shop = shopOf(SHEET);
    const sold = (await shop.talk('Каркасон англійською є?')).text;
    expect(sold).toMatch(/English.*немає/u);
    expect(sold).toContain('Українська');
    const two = (await shop.talk('кодові імена англ версію 2 шт, скільки буде?')).text;
    expect(two).toContain('1640 грн');
  });

  it('answers the base game over its expansion ("каркасон"), and the expansion by its category ("доповнення до нього")', async () => {
    const shop = shopOf(SHEET);
    const base = (await shop.talk('скільки коштує каркасон?')).text;
    expect(base).toContain('BG-101');
    expect(base).not.toMatch(/про яку модель/u);
    const both = (await shop.talk('Каркасон є?', 'ок, українську. а доповнення до нього є?', 'а разом скільки?')).text;
    expect(both).toContain('1635 грн');
  });

  it('names a game by its original title in brackets ("сплендор")', async () => {
    expect((await shop().talk('сплендор є? скільки коштує')).text).toContain('1150 грн');
  });

  it('browses a category by the last step of its path, though a description\'s prose has the word ("карткових ігор")', async () => {
    const reply = (await shop().talk('шо є з карткових ігор?')).text;
    expect(reply).toContain('BG-140');
    expect(reply).toContain('BG-180');
    expect(reply).not.toContain('AC-200');
  });

  it('reads a size of decimal dimensions said with "на" ("63,5 на 88")', async () => {
    const reply = (await shop().talk('протектори 63,5 на 88 є?')).text;
    expect(reply).toMatch(/63,5×88 мм, на жаль, зараз немає/u);
  });

  it('says the new total when an item is added to a basket of several ("Add one UNO please")', async () => {
    const reply = (
      await shop().talk("Hi, I'd like Codenames in English and Splendor. How much together?", 'Add one UNO please')
    ).text;
    expect(reply).toContain('2185 UAH');
  });
});

const shop = () => shopOf(SHEET);
