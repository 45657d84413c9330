// eBay File Exchange's listing upload with variations and Square's item library export, read from
// their documented columns (not from any evaluation set): through the import, the catalogue and the
// offline draft (issue 46, docs/product.md §9.4).
import type { Cell } from '../src/modules/knowledge/import/rows';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { shopOf } from './agent-shop';

beforeAll(() => loadDictionaries());

const EBAY_HEADER = [
  '*Action(SiteID=UK|Country=UA|Currency=UAH|Version=1193)',
  'CustomLabel',
  '*Title',
  'Relationship',
  'RelationshipDetails',
  '*StartPrice',
  '*Quantity',
  '*Description',
  'BestOfferAutoAcceptPrice',
  'MinimumBestOfferPrice',
];
const EBAY: Cell[][] = [
  EBAY_HEADER,
  [
    'Add',
    'GL-PRO',
    'Рукавички для верхової їзди Pro',
    '',
    'Size=S;M|Colour=Чорний;Коричневий',
    '',
    '',
    'Шкіра.',
    '',
    '',
  ],
  ['', 'GL-PRO-S-BK', '', 'Variation', 'Size=S|Colour=Чорний', '890', '2', '', '', ''],
  ['', 'GL-PRO-M-BK', '', 'Variation', 'Size=M|Colour=Чорний', '890', '0', '', '', ''],
  ['', 'GL-PRO-M-BR', '', 'Variation', 'Size=M|Colour=Коричневий', '920', '3', '', '', ''],
  ['Add', 'HO-OIL', 'Олія для копит 500 мл', '', '', '340', '5', 'Олія.', '310', '290'],
  ['End', 'SD-CL', 'Сідло класичне', '', '', '38500', '1', 'Сідло.', '', ''],
];

describe("eBay File Exchange's listing upload", () => {
  it("reads each variation row as its listing's size and colour, named by the parent row", async () => {
    const { talk } = shopOf(EBAY);
    const brown = await talk('рукавички M коричневі є?');
    expect(brown.text).toMatch(/Коричневий/);
    expect(brown.text).toMatch(/920/);
    const black = await talk('рукавички чорні на M є?');
    expect(black.text).toMatch(/немає/);
  });

  it('never quotes a Best Offer price nor offers an ended listing', async () => {
    const { talk, catalogue } = shopOf(EBAY);
    const oil = await talk('олія для копит скільки?');
    expect(oil.text).toMatch(/340/);
    expect(oil.text).not.toMatch(/310|290/);
    expect(catalogue.allModels().map((m) => m.name)).not.toContain('Сідло класичне');
  });
});

const SQUARE: Cell[][] = [
  [
    'Token',
    'Item Name',
    'Variation Name',
    'SKU',
    'Category',
    'Price',
    'Option Name 1',
    'Option Value 1',
    'Default Unit Cost',
    'Archived',
    'Sellable',
    'Current Quantity Київ',
  ],
  ['T1', 'Штатив Benro T880', 'Regular', 'BN-T880', 'Штативи', '2450.00', '', '', '1503.17', 'N', 'Y', '4'],
  ['T2', 'Фільтр UV Hoya', '67 мм', 'HY-UV-67', 'Фільтри', '690.00', 'Діаметр', '67 мм', '421.33', 'N', 'Y', '7'],
  ['T3', 'Фільтр UV Hoya', '77 мм', 'HY-UV-77', 'Фільтри', '890.00', 'Діаметр', '77 мм', '547.21', 'N', 'Y', '0'],
  ['T4', 'Sony A7 III б/в', 'Regular', 'SN-A7III-U', 'Камери', '38000.00', '', '', '31000.13', 'Y', 'N', '1'],
];

describe("Square's item library export", () => {
  it("ties an item's variation rows by its name, each variation a size at its own price", async () => {
    const { talk, catalogue } = shopOf(SQUARE);
    expect(catalogue.allModels().filter((m) => m.name === 'Фільтр UV Hoya')).toHaveLength(1);
    const filter = await talk('фільтр hoya на 77 є?');
    expect(filter.text).toMatch(/890/);
    expect(filter.text).toMatch(/немає/);
  });

  it('leaves out an archived, not sellable item and never quotes the unit cost', async () => {
    const { talk, catalogue } = shopOf(SQUARE);
    expect(catalogue.allModels().map((m) => m.name)).not.toContain('Sony A7 III б/в');
    const tripod = await talk('штатив benro скільки?');
    expect(tripod.text).toMatch(/2450/);
    expect(tripod.text).not.toMatch(/1503/);
  });
});
