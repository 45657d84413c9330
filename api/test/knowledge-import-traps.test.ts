import * as XLSX from '@e965/xlsx';
import { DEFAULT_IMPORT_LIMITS, SpreadsheetParser } from '../src/modules/knowledge/import/parse-file';
import { testImportWorker } from './import-worker';
import { productBatches, type ProductLine } from '../src/modules/knowledge/import/product-lines';
import { codeFormat } from '../src/modules/knowledge/import/xlsx-reader';
import { encryptedXlsx, rowsXml, trapParts, trapXlsx } from './shop-traps';
import { workbook, zip } from './spreadsheets';
import { mapColumns, meaningOfHeader, optionPairs } from '../src/modules/knowledge/import/columns';
import { linksOutside } from '../src/modules/knowledge/import/parse-sheet';

// Issue 32's defects, one shop-like file each. A reading that hung would be stopped by this
// deadline (far below the 120 s of production) and fail with knowledge.file_timeout.
const parser = new SpreadsheetParser(
  { ...DEFAULT_IMPORT_LIMITS, timeoutMs: 20_000, concurrency: 2 },
  testImportWorker(),
);

async function parse(bytes: Buffer, name = 'stock.xlsx') {
  const sheet = await parser.parse(bytes, name);
  const products: ProductLine[] = [];
  for (const batch of productBatches(sheet.lines, 1000)) products.push(...batch);
  return { ...sheet, products };
}

async function refusal(bytes: Buffer, name = 'stock.xlsx') {
  try {
    await parser.parse(bytes, name);
  } catch (err) {
    const e = err as { statusCode: number; key: string };
    return { status: e.statusCode, key: e.key };
  }
  throw new Error('the file was accepted');
}

const HEADER = ['Артикул', 'Назва', 'Розмір', 'Кількість', 'Ціна'];

describe('stock import: the traps of real files (issue 32)', () => {
  it('1: an x:-prefixed sheet and a row longer than 64 KiB are read, not looped over', async () => {
    // The sheet is padded so that its second 64 KiB starts with 'row>' of an '</x:row>': the
    // chunk edge the old text scanner looped on.
    const book = (pad: number) => {
      const rows = [HEADER, ...Array.from({ length: 6000 }, (_, i) => [`X-${i}`, `Сукня ${i}`, 'M', 1, 100 + i])];
      rows[1][1] = `Сукня 0${'-'.repeat(pad)}`;
      return { prefix: 'x', sheets: [{ name: 'Stock', rows: rowsXml(rows, 'x:') }] };
    };
    const sheetText = (pad: number) => Buffer.from(trapParts(book(pad)).find(([n]) => n.endsWith('sheet1.xml'))![1]);
    // The padding sits in the first data row, so it moves every later 'row>' by its length.
    const pad = 65_536 - sheetText(0).lastIndexOf('row>', 65_536);
    expect(sheetText(pad).indexOf('row>', 65_536)).toBe(65_536);
    const prefixed = trapXlsx(book(pad));
    const result = await parse(prefixed);
    expect(result.products).toHaveLength(6000);
    expect(result.products[5999]).toMatchObject({ code: 'X-5999', price: 6099 });

    const long = 'довгий опис '.repeat(12_000);
    const wide = trapXlsx({
      sheets: [
        {
          name: 'Stock',
          rows: rowsXml([
            [...HEADER, 'Опис'],
            ['L-1', 'Пальто', 'S', 1, 999, long],
            ['L-2', 'Куртка', 'M', 2, 1999, 'коротко'],
          ]),
        },
      ],
    });
    expect(long.length).toBeGreaterThan(64 * 1024);
    const read = await parse(wide);
    expect(read.products.map((p) => [p.code, p.price])).toEqual([
      ['L-1', 999],
      ['L-2', 1999],
    ]);
    expect(read.products[0].description).toHaveLength(2000);
  });

  it("2: single-quoted attributes: t='s' is a shared string, t='inlineStr' an inline one", async () => {
    const file = trapXlsx({
      strings: ['<si><t>Артикул</t></si>', '<si><t>Назва</t></si>', '<si><t>Ціна</t></si>', '<si><t>Блуза</t></si>'],
      sheets: [
        {
          name: 'Stock',
          rows:
            "<row r='1'><c r='A1' t='s'><v>0</v></c><c r='B1' t='s'><v>1</v></c><c r='C1' t='s'><v>2</v></c></row>" +
            "<row r='2'><c r='A2' t='inlineStr'><is><t>B-7</t></is></c><c r='B2' t='s'><v>3</v></c><c r='C2'><v>750</v></c></row>",
        },
      ],
    });
    const result = await parse(file);
    expect(result.columns).toEqual(['code', 'name', 'price']);
    expect(result.products).toEqual([expect.objectContaining({ code: 'B-7', name: 'Блуза', price: 750 })]);
  });

  it('3: CDATA is text, not markup', async () => {
    const file = trapXlsx({
      strings: ['<si><t><![CDATA[Артикул]]></t></si>', '<si><t><![CDATA[Ціна & знижка <без>]]></t></si>'],
      sheets: [
        {
          name: 'Stock',
          rows:
            '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="inlineStr"><is><t><![CDATA[Назва]]></t></is></c>' +
            '<c r="C1" t="inlineStr"><is><t>Ціна</t></is></c></row>' +
            '<row r="2"><c r="A2" t="inlineStr"><is><t><![CDATA[C-1]]></t></is></c><c r="B2" t="s"><v>1</v></c><c r="C2"><v>500</v></c></row>',
        },
      ],
    });
    const result = await parse(file);
    expect(result.columns).toEqual(['code', 'name', 'price']);
    expect(result.products).toEqual([
      expect.objectContaining({ code: 'C-1', name: 'Ціна & знижка <без>', price: 500 }),
    ]);
  });

  it('4: a row written as one <row r="N"> per cell is one row', async () => {
    const piece = (r: number, ref: string, cell: string) => `<row r="${r}"><c r="${ref}${r}"${cell}</c></row>`;
    const str = (s: string) => ` t="inlineStr"><is><t>${s}</t></is>`;
    const num = (n: number) => `><v>${n}</v>`;
    const file = trapXlsx({
      sheets: [
        {
          name: 'Report',
          rows: [
            piece(1, 'A', str('Артикул')),
            piece(1, 'B', str('Назва')),
            piece(1, 'C', str('Розмір')),
            piece(1, 'D', str('Ціна')),
            piece(2, 'A', str('R-1')),
            piece(2, 'B', str('Спідниця')),
            piece(2, 'C', str('S')),
            piece(2, 'D', num(1250)),
            piece(3, 'A', str('R-2')),
            piece(3, 'D', num(900)),
          ].join(''),
        },
      ],
    });
    const result = await parse(file);
    expect(result.columns).toEqual(['code', 'name', 'size', 'price']);
    expect(result.products).toEqual([
      expect.objectContaining({ code: 'R-1', name: 'Спідниця', price: 1250, sizes: [{ size: 'S', quantity: null }] }),
      expect.objectContaining({ code: 'R-2', price: 900 }),
    ]);
  });

  it('5: a hidden sheet is never imported in place of the visible one', async () => {
    const file = trapXlsx({
      sheets: [
        { name: 'Старий прайс', state: 'hidden', rows: rowsXml([HEADER, ['H-1', 'Сукня', 'S', 1, 500]]) },
        { name: 'Архів', state: 'veryHidden', rows: rowsXml([HEADER, ['H-1', 'Сукня', 'S', 1, 600]]) },
        { name: 'Залишки', rows: rowsXml([HEADER, ['H-1', 'Сукня', 'S', 3, 999]]) },
      ],
    });
    const result = await parse(file);
    expect(result.sheet).toBe('Залишки');
    expect(result.products).toEqual([expect.objectContaining({ code: 'H-1', price: 999 })]);
    const onlyHidden = trapXlsx({
      sheets: [
        { name: 'Старий прайс', state: 'hidden', rows: rowsXml([HEADER, ['H-1', 'Сукня', 'S', 1, 500]]) },
        { name: 'Нотатки', rows: rowsXml([['Примітки'], ['оновити ціни']]) },
      ],
    });
    expect(await refusal(onlyHidden)).toMatchObject({ status: 422, key: 'knowledge.file_no_code_column' });
  });

  it('6: a code shown with leading zeros by its number format keeps them', async () => {
    const file = trapXlsx({
      styles:
        '<numFmts count="2"><numFmt numFmtId="164" formatCode="00000"/><numFmt numFmtId="165" formatCode="&quot;ART-&quot;0000"/></numFmts>' +
        '<cellXfs count="4"><xf numFmtId="0"/><xf numFmtId="164" applyNumberFormat="1"/><xf numFmtId="165" applyNumberFormat="1"/>' +
        '<xf numFmtId="4" applyNumberFormat="1"/></cellXfs>',
      sheets: [
        {
          name: 'Stock',
          rows:
            rowsXml([['Артикул', 'Назва', 'Ціна']]) +
            '<row r="2"><c r="A2" s="1"><v>77</v></c><c r="B2" t="inlineStr"><is><t>Шарф</t></is></c><c r="C2" s="3"><v>1299.5</v></c></row>' +
            '<row r="3"><c r="A3" s="2"><v>12</v></c><c r="B3" t="inlineStr"><is><t>Шапка</t></is></c><c r="C3" s="3"><v>450</v></c></row>' +
            '<row r="4"><c r="A4" s="1"><v>123456</v></c><c r="C4"><v>10</v></c></row>',
        },
      ],
    });
    const result = await parse(file);
    expect(result.products.map((p) => [p.code, p.price])).toEqual([
      ['00077', 1299.5],
      ['ART-0012', 450],
      ['123456', 10],
    ]);
  });

  it('6: an .xls keeps the code its number format shows too', async () => {
    const ws = XLSX.utils.aoa_to_sheet([['Артикул', 'Назва', 'Ціна']], { dense: true });
    XLSX.utils.sheet_add_aoa(
      ws,
      [
        [{ t: 'n', v: 77, z: '00000' }, 'Шарф', { t: 'n', v: 1299.5, z: '#,##0.00' }],
        [{ t: 'n', v: 12, z: '"ART-"0000' }, 'Шапка', 450],
      ],
      { origin: 'A2' },
    );
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, ws, 'Stock');
    const xls = XLSX.write(wb, { type: 'buffer', bookType: 'biff8' }) as Buffer;
    const result = await parse(xls, 'stock.xls');
    expect(result.products.map((p) => [p.code, p.price])).toEqual([
      ['00077', 1299.5],
      ['ART-0012', 450],
    ]);
  });

  it('6: number formats that make a code: only zero placeholders and literals', () => {
    expect(codeFormat('00000')?.(77)).toBe('00077');
    expect(codeFormat('000\\-000')?.(12345)).toBe('012-345');
    expect(codeFormat('"UA"000000')?.(42)).toBe('UA000042');
    expect(codeFormat('[Blue]0000;[Red]-0000')?.(5)).toBe('0005');
    expect(codeFormat('00000')?.(1.5)).toBeNull();
    for (const other of ['0', '#,##0.00', '0.00', '0%', 'dd.mm.yyyy', '#,##0 "₴"', 'General', '@', '[<100]000;0'])
      expect(codeFormat(other)).toBeNull();
  });

  it('reads a Strict Open XML workbook', async () => {
    const file = trapXlsx({
      strict: true,
      sheets: [{ name: 'Stock', rows: rowsXml([HEADER, ['S-1', 'Топ', 'M', 2, 350]]) }],
    });
    const result = await parse(file);
    expect(result.products).toEqual([expect.objectContaining({ code: 'S-1', price: 350 })]);
  });

  it('9: a password-protected .xlsx (an encrypted package) has a message of its own', async () => {
    expect(await refusal(encryptedXlsx())).toEqual({ status: 422, key: 'knowledge.file_password' });
    expect(await refusal(encryptedXlsx(), 'stock.xls')).toEqual({ status: 422, key: 'knowledge.file_password' });
  });

  it('refuses a sheet that defines entities (billion laughs) without expanding them', async () => {
    const laughs =
      '<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">' +
      '<!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">]>';
    const rows =
      rowsXml([HEADER]) +
      '<row r="2"><c r="A2" t="inlineStr"><is><t>L-1</t></is></c><c r="B2" t="inlineStr"><is><t>&lol2;</t></is></c>' +
      '<c r="E2"><v>10</v></c></row>';
    // The DOCTYPE goes before the root element of the sheet part.
    const parts = trapParts({ sheets: [{ name: 'Stock', rows }] }).map(([name, xml]): [string, string] => [
      name,
      name.endsWith('sheet1.xml') ? xml.replace('<worksheet', `${laughs}<worksheet`) : xml,
    ]);
    const bomb = zip(
      parts.map(([name, xml]) => ({ name, data: Buffer.from(xml), method: 0 as const, size: Buffer.byteLength(xml) })),
    );
    expect(await refusal(bomb)).toEqual({ status: 422, key: 'knowledge.file_malformed' });
  });

  it('an Apple Numbers package renamed .xlsx has a message of its own', async () => {
    const data = Buffer.from('iwa');
    const numbers = zip([{ name: 'Index/Document.iwa', data, method: 0, size: data.length }]);
    expect(await refusal(numbers)).toEqual({ status: 415, key: 'knowledge.file_numbers' });
    expect(await refusal(numbers, 'stock.numbers')).toEqual({ status: 415, key: 'knowledge.file_numbers' });
    expect(await refusal(numbers, 'stock.ods')).toEqual({ status: 415, key: 'knowledge.file_ods' });
  });

  it('reads a sheet whose editing is protected by a password (only opening needs none)', async () => {
    const file = trapXlsx({
      sheets: [
        {
          name: 'Stock',
          rows: rowsXml([HEADER, ['P-1', 'Сорочка', 'L', 1, 800]]),
          after: '<sheetProtection password="CC1A" sheet="1" objects="1" scenarios="1"/>',
        },
      ],
    });
    expect((await parse(file)).products).toEqual([expect.objectContaining({ code: 'P-1', price: 800 })]);
  });

  it('7: group labels, totals and footnotes are skipped with why, not stored as products', async () => {
    const rows = [
      ['Артикул', 'Назва', 'Розмір', 'Кількість', 'Ціна'],
      ['Сукні'],
      ['D-1', 'Сукня міді', 'S', 2, 1899],
      ['D-1', 'Сукня міді', 'M', 1, 1899],
      ['Блузи', null, null, null, null],
      ['B-1', 'Блуза', 'M', 0, 750],
      ['Разом:', null, null, 3, 5548],
      [null, 'Всього позицій', null, null, 2],
      ['* Ціни вказані з ПДВ'],
      ['TOTAL-1', 'Total look сукня', 'M', 1, 2100],
    ];
    for (const book of ['xlsx', 'xls', 'csv'] as const) {
      const result = await parse(workbook(rows, book), `stock.${book}`);
      expect(result.products.map((p) => p.code)).toEqual(['D-1', 'B-1', 'TOTAL-1']);
      expect(result.skipped).toBe(5);
    }
  });

  it('7: a group label merged across the row is skipped; a code merged over its size rows is kept', async () => {
    const rows = [
      ['Прайс', null, null, null, null],
      ['Артикул', 'Назва', 'Розмір', 'Кількість', 'Ціна'],
      ['Сукні', null, null, null, null],
      ['D-1', 'Сукня', 'S', 2, 1899],
      [null, null, 'M', 1, null],
      ['Блузи', null, null, null, null],
      ['B-1', 'Блуза', 'M', 3, 750],
    ];
    const merges = [
      { s: { r: 0, c: 0 }, e: { r: 0, c: 4 } },
      { s: { r: 2, c: 0 }, e: { r: 2, c: 4 } },
      { s: { r: 3, c: 0 }, e: { r: 4, c: 0 } },
      { s: { r: 3, c: 1 }, e: { r: 4, c: 1 } },
      { s: { r: 3, c: 4 }, e: { r: 4, c: 4 } },
      { s: { r: 5, c: 0 }, e: { r: 5, c: 4 } },
    ];
    for (const book of ['xlsx', 'xls'] as const) {
      const result = await parse(workbook(rows, book, merges), `stock.${book}`);
      expect(result.products).toEqual([
        expect.objectContaining({
          code: 'D-1',
          price: 1899,
          sizes: [
            { size: 'S', quantity: 2 },
            { size: 'M', quantity: 1 },
          ],
        }),
        expect.objectContaining({ code: 'B-1', price: 750 }),
      ]);
      expect(result.skippedBy).toEqual({ not_product: 2 });
    }
  });

  it('8: the sales price wins over a purchase, cost or wholesale one; a date or discount is never the price', async () => {
    const rows = [
      ['Артикул', 'Назва', 'Ціна закупівлі', 'Ціна', 'Дата ціни', 'Знижка, %'],
      ['P-1', 'Пальто', 450, 999.5, 46000, 10],
    ];
    for (const book of ['xlsx', 'csv'] as const) {
      const result = await parse(workbook(rows, book), `stock.${book}`);
      expect(result.products).toEqual([expect.objectContaining({ code: 'P-1', price: 999.5 })]);
    }
    const english = [
      ['SKU', 'Price Date', 'Cost price', 'Wholesale price', 'Retail price', 'Qty'],
      ['E-1', 46000, 300, 500, 899, 4],
    ];
    const result = await parse(workbook(english, 'xlsx'));
    expect(result.products).toEqual([expect.objectContaining({ code: 'E-1', price: 899, quantity: 4 })]);
    // Only a purchase price: the file has no sales price, so none is quoted.
    const purchaseOnly = await parse(
      workbook(
        [
          ['Код', 'Собівартість', 'Оптова ціна', 'Кількість'],
          ['C-1', 300, 450, 2],
        ],
        'csv',
      ),
      's.csv',
    );
    expect(purchaseOnly.products).toEqual([expect.objectContaining({ code: 'C-1', price: null, quantity: 2 })]);
  });

  it('8: a file without a code column is refused, its first data row is never taken for headers', async () => {
    const rows = [
      ['Назва', 'Ціна', 'Колір'],
      ...Array.from({ length: 50 }, (_, i) => [`Art-деко сукня ${i}`, 1000 + i, 'червоний']),
    ];
    const csv = await refusal(workbook(rows, 'csv'), 'stock.csv');
    expect(csv).toMatchObject({ status: 422, key: 'knowledge.file_no_code_column' });
    const headerless = [
      ['ART-1', 'Сукня', 'S', 1, 999],
      ['ART-2', 'Code Blue футболка', 'M', 2, 499],
    ];
    expect(await refusal(workbook(headerless, 'csv'), 'stock.csv')).toMatchObject({
      key: 'knowledge.file_no_code_column',
    });
  });

  it('a refused file names what is really missing, not the code column when it is there (issue 47 item 15)', async () => {
    // The code column and nothing else the import knows: no name, no price.
    const alone = [
      ['Артикул', 'Примітка', 'Постачальник'],
      ['VT-1', 'новинка', 'Тканини UA'],
    ];
    expect(await refusal(workbook(alone, 'csv'), 'stock.csv')).toMatchObject({
      status: 422,
      key: 'knowledge.file_code_column_only',
    });
    // The code column's row holds values where the names should be.
    const values = [
      ['Артикул', 'Ціна', 2024, 2025, 2026],
      ['VT-1', 100, 3, 4, 5],
    ];
    expect(await refusal(workbook(values, 'csv'), 'stock.csv')).toMatchObject({ key: 'knowledge.file_header_values' });
    // A header, and under it no row that reads as a product (totals and notes only).
    const notes = [
      ['Артикул', 'Назва', 'Ціна'],
      ['Разом', '', 300],
      ['Примітка: ціни без ПДВ', '', ''],
    ];
    expect(await refusal(workbook(notes, 'csv'), 'stock.csv')).toMatchObject({ key: 'knowledge.file_no_product_rows' });
    // Without a code column the message stays the one about the code column.
    expect(
      await refusal(
        workbook(
          [
            ['Назва', 'Ціна'],
            ['Сукня', 100],
          ],
          'csv',
        ),
        'stock.csv',
      ),
    ).toMatchObject({
      key: 'knowledge.file_no_code_column',
    });
  });

  it('8: header words, not first letters', () => {
    expect(meaningOfHeader('Ціна закупівлі')).toMatchObject({ field: null, ignored: 'purchase_price' });
    expect(meaningOfHeader('Price Date')).toMatchObject({ field: null, ignored: 'date' });
    expect(meaningOfHeader('Ціна зі знижкою')).toMatchObject({ field: null, ignored: 'discount' });
    expect(meaningOfHeader('Ціна, грн')).toMatchObject({ field: 'price' });
    expect(meaningOfHeader('Артикул постачальника')).toMatchObject({ field: null, ignored: 'purchase_price' });
    expect(meaningOfHeader('Artist')).toMatchObject({ field: null });
    expect(meaningOfHeader('Кодування')).toMatchObject({ field: null });
    expect(mapColumns(['Код', 'Назва товару', 'Роздрібна ціна', 'Ціна', 'Залишок, шт'])).toEqual({
      code: 0,
      name: 1,
      price: 2,
      quantity: 4,
    });
    expect(mapColumns(['Артикул', 'Код кольору', 'Колір'])).toEqual({ code: 0, color: 2 });
    // An accounting export names the product only in its description.
    expect(mapColumns(['Item No.', 'Description', 'Unit Cost', 'Unit Price', 'Qty on hand'])).toEqual({
      code: 0,
      name: 1,
      price: 3,
      quantity: 4,
    });
    expect(mapColumns(['Артикул', 'Назва', 'Опис'])).toEqual({ code: 0, name: 1, description: 2 });
    // Whom it is for and the shop's own category (Shopify's 'Type', a 'Пол' column).
    expect(mapColumns(['SKU', 'Title', 'Type', 'Color', 'Size', 'Price', 'Stock'])).toEqual({
      code: 0,
      name: 1,
      category: 2,
      color: 3,
      size: 4,
      price: 5,
      quantity: 6,
    });
    expect(mapColumns(['Артикул', 'Наименование', 'Пол', 'Цена'])).toEqual({ code: 0, name: 1, audience: 2, price: 3 });
    expect(mapColumns(['Артикул', 'Наименование товара', 'Цена розн.', 'Кол-во'])).toEqual({
      code: 0,
      name: 1,
      price: 2,
      quantity: 3,
    });
    expect(meaningOfHeader('Количество')).toMatchObject({ field: 'quantity' });
    expect(mapColumns(['Артикул', 'Назва товару', 'Для кого', 'Категорія'])).toEqual({
      code: 0,
      name: 1,
      audience: 2,
      category: 3,
    });
  });

  it('reads a 1C/BAS export: Номенклатура is the name, Характеристика holds colour and size, each colour a product', async () => {
    expect(mapColumns(['Номенклатура', 'Артикул', 'Характеристика', 'Ціна, грн', 'Залишок'])).toEqual({
      name: 0,
      code: 1,
      variant: 2,
      price: 3,
      quantity: 4,
    });
    const rows = [
      ['Номенклатура', 'Артикул', 'Характеристика', 'Ціна, грн', 'Залишок'],
      ['Куртка-бомбер', 'MB-101', 'Чорний, 48', 2450, 3],
      ['Куртка-бомбер', 'MB-101', 'Чорний, 50', 2450, 0],
      ['Куртка-бомбер', 'MB-101', 'Оливковий, 50', 2450, 4],
      ['Светр', 'KN-305', 'Сірий меланж, M', 1350, 2],
      ['Шарф', 'AC-15', 'Сірий, б/р', 890, 4],
      ['Рукавиці', 'AC-21', 'Коричневий, 9', 1150, 2],
    ];
    const { products } = await parse(workbook(rows, 'xlsx'));
    const of = (code: string, color: string) => products.find((p) => p.code === code && p.color === color);
    expect(products).toHaveLength(5);
    expect(of('MB-101', 'Чорний')).toMatchObject({ name: 'Куртка-бомбер', price: 2450 });
    expect(of('MB-101', 'Чорний')!.sizes).toEqual([
      { size: '48', quantity: 3 },
      { size: '50', quantity: 0 },
    ]);
    expect(of('MB-101', 'Оливковий')!.sizes).toEqual([{ size: '50', quantity: 4 }]);
    expect(of('KN-305', 'Сірий меланж')!.sizes).toEqual([{ size: 'M', quantity: 2 }]);
    expect(of('AC-15', 'Сірий')!.sizes).toEqual([{ size: 'б/р', quantity: 4 }]);
    expect(of('AC-21', 'Коричневий')!.sizes).toEqual([{ size: '9', quantity: 2 }]);
  });

  it("reads a Prom.ua export: '+' / '-' availability beside an often empty count, Назва_групи as the category", async () => {
    const header = [
      'Код_товару',
      'Назва_позиції',
      'Ціна',
      'Валюта',
      'Наявність',
      'Кількість',
      'Назва_групи',
      'Колір',
      'Розмір',
    ];
    expect(mapColumns(header)).toMatchObject({
      code: 0,
      name: 1,
      price: 2,
      quantity: 4,
      category: 6,
      color: 7,
      size: 8,
    });
    const rows = [
      header,
      ['КП-2301', 'Купальник злитий', 1290, 'UAH', '+', 2, 'Купальники', 'Чорний', 'S'],
      ['КП-2301', 'Купальник злитий', 1290, 'UAH', '+', '', 'Купальники', 'Чорний', 'M'],
      ['КП-2301', 'Купальник злитий', 1290, 'UAH', '-', '', 'Купальники', 'Чорний', 'L'],
    ];
    const { products } = await parse(workbook(rows, 'xlsx'));
    expect(products).toHaveLength(1);
    expect(products[0]).toMatchObject({ category: 'Купальники', color: 'Чорний' });
    // A count where there is one; '+' alone: in stock, amount not given (null); '-': none.
    expect(products[0].sizes).toEqual([
      { size: 'S', quantity: 2 },
      { size: 'M', quantity: null },
      { size: 'L', quantity: 0 },
    ]);
  });

  it("reads Shopify's product export: option name/value pairs, a Handle's later rows without a title, a SKU per colour and size", async () => {
    // The header row of Shopify's current product CSV template (help.shopify.com, "Using CSV files
    // to import and export products"), as public exporters write it.
    const header = [
      'Handle',
      'Title',
      'Body (HTML)',
      'Vendor',
      'Product Category',
      'Type',
      'Tags',
      'Published',
      'Option1 Name',
      'Option1 Value',
      'Option1 Linked To',
      'Option2 Name',
      'Option2 Value',
      'Option2 Linked To',
      'Option3 Name',
      'Option3 Value',
      'Option3 Linked To',
      'Variant SKU',
      'Variant Grams',
      'Variant Inventory Tracker',
      'Variant Inventory Qty',
      'Variant Inventory Policy',
      'Variant Fulfillment Service',
      'Variant Price',
      'Variant Compare At Price',
      'Variant Requires Shipping',
      'Variant Taxable',
      'Variant Barcode',
      'Image Src',
      'Status',
    ];
    expect(mapColumns(header)).toMatchObject({ code: 17, name: 1, category: 5, quantity: 20, price: 23 });
    // Every Shopify option is one the variants differ by (`variant`): one of another name is the size.
    expect(optionPairs(header)).toEqual([
      { name: 8, value: 9, variant: true },
      { name: 11, value: 12, variant: true },
      { name: 14, value: 15, variant: true },
    ]);
    // WooCommerce's and Prom.ua's attribute columns pair alike.
    expect(optionPairs(['SKU', 'Attribute 1 name', 'Attribute 1 value(s)', 'Attribute 1 visible'])).toEqual([
      { name: 1, value: 2 },
    ]);
    // Prom.ua's unit column between the two gives the value's unit ('см').
    expect(optionPairs(['Назва_Характеристики', 'Одиниця_виміру_Характеристики', 'Значення_Характеристики'])).toEqual([
      { name: 0, value: 2, unit: 1 },
    ]);
    const row = (
      handle: string,
      first: boolean,
      colour: string,
      size: string,
      sku: string,
      qty: number,
      price: number,
    ) => {
      const r: Array<string | number> = header.map(() => '');
      r[0] = handle;
      if (first) Object.assign(r, { 1: 'Куртка софтшел', 5: 'Куртки', 8: 'Колір', 11: 'Розмір' });
      Object.assign(r, { 9: colour, 12: size, 17: sku, 20: qty, 23: price, 24: price + 500 });
      return r;
    };
    const rows = [
      header,
      row('softshell', true, 'Чорний', 'S', 'SS-BLK-S', 2, 2400),
      row('softshell', false, 'Чорний', 'M', 'SS-BLK-M', 0, 2400),
      row('softshell', false, 'Оливковий', 'M', 'SS-OLV-M', 3, 2400),
      row('softshell', false, 'Оливковий', 'L', 'SS-OLV-L', 1, 2400),
      // A variant without a SKU of its own: the handle is its code.
      row('softshell', false, 'Синій', 'L', '', 1, 2400),
    ];
    const { products } = await parse(workbook(rows, 'csv'), 'products_export.csv');
    expect(products.map((p) => [p.code, p.name, p.color, p.category, p.price])).toEqual([
      ['SS-BLK', 'Куртка софтшел', 'Чорний', 'Куртки', 2400],
      ['SS-OLV', 'Куртка софтшел', 'Оливковий', 'Куртки', 2400],
      ['softshell', 'Куртка софтшел', 'Синій', 'Куртки', 2400],
    ]);
    expect(products[0].sizes).toEqual([
      { size: 'S', quantity: 2, sku: 'SS-BLK-S' },
      { size: 'M', quantity: 0, sku: 'SS-BLK-M' },
    ]);
  });

  it("reads WooCommerce's product export: a variable parent, its variations by 'Parent' id:N, their SKUs often empty, the sale price", async () => {
    // The columns WooCommerce's own exporter writes (a subset, in its order).
    const header = [
      'ID',
      'Type',
      'SKU',
      'Name',
      'Published',
      'Date sale price starts',
      'In stock?',
      'Stock',
      'Sale price',
      'Regular price',
      'Categories',
      'Parent',
      'Attribute 1 name',
      'Attribute 1 value(s)',
      'Attribute 1 visible',
      'Attribute 1 global',
      'Attribute 2 name',
      'Attribute 2 value(s)',
      'Attribute 2 visible',
      'Attribute 2 global',
    ];
    expect(mapColumns(header)).toMatchObject({ code: 2, name: 3, quantity: 7, price: 9, category: 10 });
    const attrs = (colour: string, size: string) => ['Колір', colour, 1, 1, 'Розмір', size, 1, 1];
    const rows = [
      header,
      [
        101,
        'variable',
        'EV-101',
        'Сукня вечірня',
        1,
        '',
        1,
        '',
        '',
        '',
        'Сукні > Вечірні',
        '',
        ...attrs('Чорний, Смарагдовий', 'S, M'),
      ],
      [
        1001,
        'variation',
        '',
        'Сукня вечірня - Чорний, S',
        1,
        '',
        1,
        1,
        3490,
        4200,
        '',
        'id:101',
        ...attrs('Чорний', 'S'),
      ],
      [
        1002,
        'variation',
        '',
        'Сукня вечірня - Чорний, M',
        1,
        '',
        0,
        0,
        3490,
        4200,
        '',
        'id:101',
        ...attrs('Чорний', 'M'),
      ],
      [
        1003,
        'variation',
        '',
        'Сукня вечірня - Смарагдовий, M',
        1,
        '',
        1,
        2,
        3490,
        4200,
        '',
        'id:101',
        ...attrs('Смарагдовий', 'M'),
      ],
      [160, 'simple', 'BL-160', 'Болеро', 1, '', 1, 3, '', 1400, 'Накидки', '', '', '', '', '', '', '', '', ''],
    ];
    const { products } = await parse(workbook(rows, 'csv'), 'wc-product-export.csv');
    expect(products.map((p) => [p.code, p.name, p.color, p.category, p.price])).toEqual([
      ['EV-101', 'Сукня вечірня', 'Чорний', 'Сукні > Вечірні', 3490],
      ['EV-101', 'Сукня вечірня', 'Смарагдовий', 'Сукні > Вечірні', 3490],
      ['BL-160', 'Болеро', '', 'Накидки', 1400],
    ]);
    expect(products[0].sizes).toEqual([
      { size: 'S', quantity: 1 },
      { size: 'M', quantity: 0 },
    ]);
  });

  it("reads a Horoshop export: availability in words, 'Під замовлення' a size made to order (none in stock)", async () => {
    const header = [
      'Артикул',
      'Назва (UA)',
      'Назва (RU)',
      'Ціна',
      'Стара ціна',
      'Наявність',
      'Кількість',
      'Колір',
      'Розмір',
    ];
    const rows = [
      header,
      ['KN-02', 'Кардиган довгий', 'Кардиган длинный', 1450, '', 'В наявності', 2, 'бежевий', 'M'],
      ['KN-02', 'Кардиган довгий', 'Кардиган длинный', 1450, '', 'Під замовлення', 0, 'бежевий', 'L'],
      ['KN-02', 'Кардиган довгий', 'Кардиган длинный', 1450, '', 'Немає в наявності', 0, 'бежевий', 'XL'],
    ];
    const { products } = await parse(workbook(rows, 'xlsx'));
    expect(products).toHaveLength(1);
    expect(products[0]).toMatchObject({ name: 'Кардиган довгий', price: 1450 });
    expect(products[0].sizes).toEqual([
      { size: 'M', quantity: 2 },
      { size: 'L', quantity: 0, toOrder: true },
      { size: 'XL', quantity: 0 },
    ]);
  });

  it("reads Prom.ua's export: the Ukrainian name, variants by ID_групи_різновидів, a length in cm as the size, a material option, the discount, HTML descriptions", async () => {
    // The columns of Prom.ua's "Експорт товарів" sheet (a subset, in its order), with its repeated
    // characteristic triples (name, unit, value).
    const header = [
      'Код_товару',
      'Назва_позиції',
      'Назва_позиції_укр',
      'Опис',
      'Ціна',
      'Валюта',
      'Наявність',
      'Кількість',
      'Назва_групи',
      'Знижка',
      'ID_групи_різновидів',
      'Назва_Характеристики',
      'Одиниця_виміру_Характеристики',
      'Значення_Характеристики',
      'Назва_Характеристики',
      'Одиниця_виміру_Характеристики',
      'Значення_Характеристики',
    ];
    const belt = (code: string, colour: string, length: string, mark: string, qty: number) => [
      code,
      'Ремень мужской кожаный',
      'Ремінь чоловічий шкіряний',
      '<p>Ремінь&nbsp;з натуральної шкіри.</p>',
      890,
      'UAH',
      mark,
      qty,
      'Ремені',
      '',
      '901',
      'Колір',
      '',
      colour,
      'Довжина',
      'см',
      length,
    ];
    const rows = [
      header,
      belt('BL-01-105-BR', 'коричневий', '105', '+', 4),
      belt('BL-01-115-BR', 'коричневий', '115', '+', 2),
      belt('BL-01-105-BK', 'чорний', '105', '+', 2),
      belt('BL-01-115-BK', 'чорний', '115', '-', 0),
      [
        'BP-40-BK',
        'Рюкзак',
        'Рюкзак міський',
        '',
        3200,
        'UAH',
        '+',
        2,
        'Рюкзаки',
        '10%',
        '',
        'Колір',
        '',
        'чорний',
        'Матеріал',
        '',
        'натуральна шкіра',
      ],
    ];
    const { products } = await parse(workbook(rows, 'csv'), 'export-products.csv');
    expect(products.map((p) => [p.code, p.name, p.color, p.price, p.material])).toEqual([
      ['BL-01-BR', 'Ремінь чоловічий шкіряний', 'коричневий', 890, ''],
      ['BL-01-BK', 'Ремінь чоловічий шкіряний', 'чорний', 890, ''],
      ['BP-40-BK', 'Рюкзак міський', 'чорний', 2880, 'натуральна шкіра'],
    ]);
    expect(products[0].sizes).toEqual([
      { size: '105 см', quantity: 4, sku: 'BL-01-105-BR' },
      { size: '115 см', quantity: 2, sku: 'BL-01-115-BR' },
    ]);
    expect(products[1].sizes[1]).toEqual({ size: '115 см', quantity: 0, sku: 'BL-01-115-BK' });
    expect(products[0].description).toBe('Ремінь з натуральної шкіри.');
    expect(products[2].quantity).toBe(2);
  });

  it("reads an accounting report's characteristic: a labelled size with a decimal comma, a length, and a price per size", async () => {
    const rows = [
      ['Номенклатура', 'Артикул', 'Характеристика', 'Залишок', 'Ціна роздрібна, грн'],
      ['Каблучка срібна', 'K-1', 'розмір 16,5', 1, 1250],
      ['Каблучка срібна', 'K-1', 'розмір 17', 0, 1250],
      ['Ланцюжок срібний', 'L-3', '45 см', 3, 1450],
      ['Ланцюжок срібний', 'L-3', '55 см', 2, 1650],
      ['Сукня', 'D-7', 'Чорний, 38,5', 2, 900],
    ];
    const { products } = await parse(workbook(rows, 'csv'), 'report.csv');
    expect(products.map((p) => [p.code, p.color, p.price, p.sizes])).toEqual([
      [
        'K-1',
        '',
        1250,
        [
          { size: '16,5', quantity: 1 },
          { size: '17', quantity: 0 },
        ],
      ],
      [
        'L-3',
        '',
        1450,
        [
          { size: '45 см', quantity: 3 },
          { size: '55 см', quantity: 2, price: 1650 },
        ],
      ],
      ['D-7', 'Чорний', 900, [{ size: '38,5', quantity: 2 }]],
    ]);
  });

  it('tells formulas that fetch from outside the workbook from table references and link texts', () => {
    for (const outside of [
      '[1]Prices!B2',
      "'C:\\prices\\[old.xlsx]Sheet1'!B2",
      "'\\\\server\\share\\[a b.xlsx]My Sheet'!A1",
      'WEBSERVICE("http://x.example/")',
      'IMPORTRANGE("abc", "A1:B2")',
      "Excel|'sheet'!R1C1",
    ])
      expect([outside, linksOutside(outside)]).toEqual([outside, true]);
    for (const inside of [
      'SUBTOTAL(109,[Income])',
      'Table1[Price]+Sheet2!A1',
      'SUM(Table1[[#This Row],[Qty]])',
      'HYPERLINK("[../Test.xlsx]Sheet1!B2:C4", "Link")',
      'HYPERLINK("https://shop.example/p/1", "Сторінка")',
      "'Other sheet'!A1*2",
    ])
      expect([inside, linksOutside(inside)]).toEqual([inside, false]);
  });
});
