// A bookshop exported from PrestaShop with both import templates in one sheet (product rows with
// 'Product ID', combination rows naming theirs in 'Product ID*'), a discount between dates, several
// categories per product, notebooks as a product per colour named after a dash — through the
// import, the catalogue, the retriever and the offline draft. Each case is a general cause found in
// the revealed bookshop (issue 46).
import type { Cell } from '../src/modules/knowledge/import/rows';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { shopOf } from './agent-shop';

const HEADER = [
  'Product ID',
  'Name *',
  'Categories (x,y,z...)',
  'Price tax included',
  'Discount percent',
  'Discount from (yyyy-mm-dd)',
  'Discount to (yyyy-mm-dd)',
  'Reference #',
  'Quantity',
  'Product ID*',
  'Attribute (Name:Type:Position)*',
  'Value (Value:Position)*',
  'Reference',
  'Impact on price',
];
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const book = (id: string, name: string, categories: string, price: number, code: string, quantity = 3): Cell[] => [
  id,
  name,
  categories,
  `${price}.000000`,
  '',
  '',
  '',
  code,
  String(quantity),
  '',
  '',
  '',
  '',
  '',
];
const cover = (id: string, value: string, code: string, impact: string, left: number): Cell[] => [
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  String(left),
  id,
  'Обкладинка:select:0',
  `${value}:0`,
  code,
  impact,
];
const discounted = (row: Cell[], percent: number, from: string, to: string): Cell[] =>
  row.map((c, i) => (i === 4 ? String(percent) : i === 5 ? from : i === 6 ? to : c));

const SHOP: Cell[][] = [
  HEADER,
  book('1', 'Ворошиловград', 'Книги,Сучасна українська проза', 380, 'BK-100'),
  cover('1', 'Тверда', 'BK-100-TV', '+120.000000', 2),
  cover('1', "М'яка", 'BK-100-MK', '0.000000', 0),
  book('2', 'Перверзія', 'Книги,Сучасна українська проза', 420, 'BK-200'),
  book('3', 'Маленький принц', 'Книги,Дитячі книги,Класика', 250, 'BK-300'),
  cover('3', 'Українська', 'BK-300-UA', '0.000000', 4),
  discounted(book('4', 'Сила звички', 'Книги,Саморозвиток', 500, 'BK-400'), 20, day(-3), day(10)),
  discounted(book('5', 'Думай повільно', 'Книги,Саморозвиток', 600, 'BK-500'), 20, day(-30), day(-2)),
  book('6', 'Сага про Вінланд. Том 1', 'Книги,Комікси', 350, 'BK-600'),
  book('7', 'Мауc', 'Книги,Комікси', 520, 'BK-700'),
  book('8', 'Котигорошко. Комікс', 'Книги,Дитячі книги,Комікси', 180, 'BK-800'),
  book('9', 'Блокнот у клітинку A5 — синій', 'Канцелярія,Блокноти', 210, 'NB-01'),
  book('10', 'Блокнот у клітинку A5 — сірий', 'Канцелярія,Блокноти', 210, 'NB-02', 0),
];

beforeAll(() => loadDictionaries());

describe('a PrestaShop sheet of both templates, its discounts and categories', () => {
  it("reads the combinations that name their product in 'Product ID*'", async () => {
    const { talk } = shopOf(SHOP);
    const hard = await talk('ворошиловград в твердій є?');
    expect(hard.text).toMatch(/500/);
    const soft = await talk("ворошиловград в м'якій є?");
    expect(soft.text).toMatch(/380/);
    expect(soft.text).toMatch(/немає/);
  });

  it('quotes the discounted price while its dates hold, the regular one once they are past', async () => {
    const { talk } = shopOf(SHOP);
    expect((await talk('сила звички скільки коштує?')).text).toMatch(/400/);
    const over = await talk('думай повільно скільки коштує?');
    expect(over.text).toMatch(/600/);
    expect(over.text).not.toMatch(/480/);
  });

  it('browses a category listed beside others ("Книги, Комікси"), though one name says its word too', async () => {
    const { talk } = shopOf(SHOP);
    const comics = await talk('які комікси є?');
    for (const title of ['Сага про Вінланд', 'Мауc', 'Котигорошко']) expect(comics.text).toContain(title);
    // A category's words said whole, one of them a size's word ('Українська'): the category.
    const prose = await talk('що є з сучасної української прози?');
    expect(prose.text).toMatch(/Ворошиловград/);
    expect(prose.text).toMatch(/Перверзія/);
    expect(prose.text).not.toMatch(/Маленький принц/);
  });

  it('sums a model priced by edition at the edition in stock', async () => {
    const { talk } = shopOf(SHOP);
    expect((await talk('ворошиловград і перверзія скільки разом?')).text).toMatch(/920/);
  });
});

describe('names as a bookshop writes them', () => {
  it('takes a product per colour named after a dash for one model in colours', async () => {
    const { talk } = shopOf(SHOP);
    const grey = await talk('сірий блокнот є?');
    expect(grey.text).toMatch(/немає/);
    expect(grey.text).toMatch(/синій/);
  });

  it("reads no flavour into a title's word where the shop sells nothing in flavours ('манга' is no mango)", () => {
    const books = shopOf([
      ['Артикул', 'Назва', 'Ціна', 'Кількість'],
      ['MG-1', 'Атака титанів. Том 1', 295, 2],
    ]).catalogue;
    const [titan] = books.allModels();
    expect(books.namesAColour('манга атака титанов', titan)).toBe(false);
    // Where it sells flavours, a flavour the model lacks is asked of it.
    const shakes = shopOf([
      ['Артикул', 'Назва', 'Колір', 'Ціна', 'Кількість'],
      ['PR-1', 'Протеїн Whey 900 г', 'Ваніль', 900, 2],
      ['PR-2', 'Батончик протеїновий', 'Шоколад', 60, 5],
    ]).catalogue;
    const whey = shakes.allModels().find((m) => m.name.startsWith('Протеїн'))!;
    expect(shakes.namesAColour('протеїн манго', whey)).toBe(true);
  });

  it('takes an ordinary word for no typo of a shorter name word ("звичайний" is no «Сила звички»)', async () => {
    const { talk } = shopOf(SHOP);
    const plain = await talk('а звичайний скільки коштує?');
    expect(plain.text).not.toMatch(/Сила звички/);
  });
});

describe('a Squarespace export of tactical wear', () => {
  const SQUARESPACE = [
    ['Title', 'SKU', 'Option Name 1', 'Option Value 1', 'Price', 'Sale Price', 'On Sale', 'Stock'],
    ['Штани тактичні «Вовк» — олива', 'WV-1-M', 'Розмір', 'M', '1700.00', '0.00', 'No', '2'],
    ['', 'WV-1-L', 'Розмір', 'L', '1700.00', '0.00', 'No', '0'],
    ['Штани тактичні «Вовк» — койот', 'WV-2-M', 'Розмір', 'M', '1700.00', '0.00', 'No', '0'],
    ['', 'WV-2-L', 'Розмір', 'L', '1700.00', '0.00', 'No', '3'],
    ['Налокітники', 'EL-1', '', '', '450.00', '390.00', 'No', '4'],
    ['Кепка з велкро', 'CP-1', '', '', '300.00', '250.00', 'Yes', '5'],
  ] as Cell[][];

  it("quotes a sale price only while 'On Sale' says yes", async () => {
    const { talk } = shopOf(SQUARESPACE);
    const off = await talk('налокітники почому?');
    expect(off.text).toMatch(/450/);
    expect(off.text).not.toMatch(/390/);
    expect((await talk('кепка скільки?')).text).toMatch(/250/);
  });

  it('reads tactical colours after a dash as one model in colours ("койот", "олива")', async () => {
    const { talk } = shopOf(SQUARESPACE);
    const coyote = await talk('штани вовк койот на L є?');
    expect(coyote.text).toMatch(/L є в наявності/);
    const which = await talk('штани вовк скільки?');
    expect(which.text).not.toMatch(/Підкажіть/);
    expect(which.text).toMatch(/1700/);
  });
});
