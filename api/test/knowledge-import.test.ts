import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { DEFAULT_IMPORT_LIMITS, SpreadsheetParser, WORKER_BESIDE } from '../src/modules/knowledge/import/parse-file';
import { testImportWorker } from './import-worker';
import { encodeProducts, productBatches } from '../src/modules/knowledge/import/product-lines';
import { parseSizes, type ParsedProduct } from '../src/modules/knowledge/import/rows';
import { stockRows, workbook, zip, zipBomb, type Book } from './spreadsheets';

const parser = new SpreadsheetParser({ ...DEFAULT_IMPORT_LIMITS, concurrency: 2 }, testImportWorker());

/** Parses in the worker and reads its product lines back (without the derived links). */
async function parse(bytes: Buffer, name: string) {
  const sheet = await parser.parse(bytes, name);
  const products: ParsedProduct[] = [];
  for (const batch of productBatches(sheet.lines, 1000)) for (const { links: _, ...p } of batch) products.push(p);
  return { ...sheet, products };
}

/** Parses, or returns the refusal as {status, key, params}. */
async function refusal(bytes: Buffer, name: string) {
  try {
    await parser.parse(bytes, name);
  } catch (err) {
    const e = err as { statusCode: number; key: string; params?: Record<string, unknown> };
    return { status: e.statusCode, key: e.key, params: e.params };
  }
  throw new Error('the file was accepted');
}

const BOOKS: Book[] = ['xlsx', 'xls', 'csv'];

describe('stock spreadsheet import', () => {
  describe.each(BOOKS)('%s', (book) => {
    it('reads Ukrainian headers, one row per code and size', async () => {
      const rows = [
        ['Артикул', 'Назва', 'Колір', 'Розмір', 'Кількість', 'Ціна, грн', 'Склад', 'Підкладка', 'Опис'],
        ['VT-101', 'Сукня міді', 'чорний', 'S', 2, 1899, 'льон 100%', 'віскоза', 'Лляна сукня'],
        ['VT-101', 'Сукня міді', 'чорний', 'M', 0, 1899, 'льон 100%', 'віскоза', 'Лляна сукня'],
        ['VT-102', 'Сукня міді', 'білий', 'S', 5, '1 899,50 грн', 'льон 100%', 'віскоза', ''],
      ];
      const result = await parse(workbook(rows, book), `stock.${book}`);
      expect(result.rows).toBe(3);
      expect(result.products).toEqual([
        {
          code: 'VT-101',
          name: 'Сукня міді',
          color: 'чорний',
          price: 1899,
          material: 'льон 100%',
          lining: 'віскоза',
          description: 'Лляна сукня',
          category: '',
          audience: '',
          sizes: [
            { size: 'S', quantity: 2 },
            { size: 'M', quantity: 0 },
          ],
          quantity: null,
        },
        expect.objectContaining({ code: 'VT-102', price: 1899.5, sizes: [{ size: 'S', quantity: 5 }] }),
      ]);
    });

    it('reads English headers in any case and spacing', async () => {
      const rows = [
        [' ARTICLE ', 'Product  Name', 'colour', 'SIZE', 'Qty', 'price'],
        ['A-1', 'Linen shirt', 'blue', 'L', 3, 45.5],
      ];
      const result = await parse(workbook(rows, book), `stock.${book}`);
      expect(result.products[0]).toMatchObject({ code: 'A-1', name: 'Linen shirt', color: 'blue', price: 45.5 });
      expect(result.products[0].sizes).toEqual([{ size: 'L', quantity: 3 }]);
    });

    it('finds the header under a title row, skipping empty rows', async () => {
      const rows = [
        ['Залишки складу на 01.11.2026'],
        [],
        ['Код', 'Назва', 'Наявність'],
        [],
        ['B-7', 'Светр', 4],
        [null, null, null],
        ['B-8', 'Кардиган', 'немає'],
      ];
      const result = await parse(workbook(rows, book), `stock.${book}`);
      expect(result.products.map((p) => [p.code, p.quantity])).toEqual([
        ['B-7', 4],
        ['B-8', 0],
      ]);
      expect(result.rows).toBe(2);
    });

    it('reads sizes listed in one cell, with or without quantities', async () => {
      const rows = [
        ['Артикул', 'Назва', 'Розміри'],
        ['C-1', 'Джинси', 'S, M, L'],
        ['C-2', 'Футболка', 'S:2, M:0; L:5'],
      ];
      const [a, b] = (await parse(workbook(rows, book), `stock.${book}`)).products;
      expect(a.sizes).toEqual([
        { size: 'S', quantity: null },
        { size: 'M', quantity: null },
        { size: 'L', quantity: null },
      ]);
      expect(b.sizes).toEqual([
        { size: 'S', quantity: 2 },
        { size: 'M', quantity: 0 },
        { size: 'L', quantity: 5 },
      ]);
    });

    it('refuses a file without an article-code column and names the headers it found', async () => {
      const rows = [
        ['Назва', 'Ціна', 'Колір'],
        ['Сукня', 100, 'red'],
      ];
      const r = await refusal(workbook(rows, book), `stock.${book}`);
      expect(r).toMatchObject({ status: 422, key: 'knowledge.file_no_code_column' });
      expect(r.params?.headers).toBe('Назва, Ціна, Колір');
    });
  });

  it('reads merged header cells (a merged title, a header spanning two rows)', async () => {
    const rows = [
      ['Прайс весна 2026', null, null, null],
      ['Артикул', 'Назва', 'Ціна', 'Залишок'],
      [null, null, 'грн', 'шт'],
      ['D-1', 'Тренч', 3200, 1],
    ];
    const merges = [
      { s: { r: 0, c: 0 }, e: { r: 0, c: 3 } },
      { s: { r: 1, c: 0 }, e: { r: 2, c: 0 } },
      { s: { r: 1, c: 1 }, e: { r: 2, c: 1 } },
    ];
    for (const book of ['xlsx', 'xls'] as const) {
      const result = await parse(workbook(rows, book, merges), `stock.${book}`);
      expect(result.products).toEqual([
        expect.objectContaining({ code: 'D-1', name: 'Тренч', price: 3200, quantity: 1 }),
      ]);
    }
  });

  it('reads an .xlsx (shared or inline strings) to the same products as SheetJS reads the .xls', async () => {
    const rows = [
      ['Артикул', 'Назва', 'Колір', 'Розмір', 'Кількість', 'Ціна', 'Опис'],
      ['A&B-1', 'Сукня <міні> & "пояс"', 'чорний', 'S', 2, 1299.5, '  два   пробіли  '],
      ['A&B-1', '', '', 'M', true, null, null],
      [],
      ['C-2', 'Блуза', 'білий', 'S:1, M:0', null, '750 грн', 'рядок 1\nрядок 2'],
      ['C-3', 'Tee', 'red', 42, false, 0.1, '=не формула'],
    ];
    const xls = await parse(workbook(rows, 'xls'), 'stock.xls');
    expect(xls.products).toHaveLength(3);
    const ws = XLSX.utils.aoa_to_sheet(rows, { dense: true });
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, ws, 'Залишки');
    for (const bookSST of [true, false]) {
      const xlsx = XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', bookSST }) as Buffer;
      expect(await parse(xlsx, 'stock.xlsx')).toEqual({ ...xls });
    }
  });

  it('reads an .xlsx written with namespace prefixes, rich text, escapes and no cell references', async () => {
    const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
    const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
    const part = (name: string, xml: string) => {
      const data = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>${xml}`);
      return { name, data, method: 0 as const, size: data.length };
    };
    const file = zip([
      part(
        '_rels/.rels',
        `<Relationships><Relationship Id="r1" Type="${rel}/officeDocument" Target="/book/main.xml"/></Relationships>`,
      ),
      part(
        'book/main.xml',
        `<x:workbook xmlns:x="${ns}" xmlns:r="${rel}"><x:sheets><x:sheet name="Notes &amp; more" sheetId="1" r:id="rA"/>` +
          `<x:sheet name="Stock" sheetId="2" r:id="rB"/></x:sheets></x:workbook>`,
      ),
      part(
        'book/_rels/main.xml.rels',
        `<Relationships><Relationship Id="rA" Type="${rel}/worksheet" Target="sheets/notes.xml"/>` +
          `<Relationship Id="rB" Type="${rel}/worksheet" Target="sheets/../sheets/stock.xml"/>` +
          `<Relationship Id="rS" Type="${rel}/sharedStrings" Target="strings.xml"/></Relationships>`,
      ),
      part(
        'book/strings.xml',
        `<x:sst xmlns:x="${ns}"><x:si><x:t>Артикул</x:t></x:si>` +
          `<x:si><x:r><x:t>Наз</x:t></x:r><x:r><x:rPr><x:b/></x:rPr><x:t>ва</x:t></x:r><x:rPh><x:t>ナ</x:t></x:rPh></x:si>` +
          `<x:si><x:t xml:space="preserve">Пальто_x000D_ &#x2014; вовна</x:t></x:si></x:sst>`,
      ),
      part(
        'book/sheets/notes.xml',
        `<x:worksheet xmlns:x="${ns}"><x:sheetData><x:row><x:c t="inlineStr"><x:is><x:t>Примітки</x:t></x:is></x:c></x:row></x:sheetData></x:worksheet>`,
      ),
      part(
        'book/sheets/stock.xml',
        `<x:worksheet xmlns:x="${ns}"><x:sheetData>` +
          `<x:row><x:c t="s"><x:v>0</x:v></x:c><x:c t="s"><x:v>1</x:v></x:c><x:c t="inlineStr"><x:is><x:t>Ціна</x:t></x:is></x:c></x:row>` +
          `<x:row r="3"><x:c><x:v>123</x:v></x:c><x:c r="B3" t="s"><x:v>2</x:v></x:c><x:c r="C3"><x:f>1+1</x:f><x:v>2500</x:v></x:c></x:row>` +
          `<x:row r="4"><x:c r="A4" t="e"><x:v>#N/A</x:v></x:c><x:c r="B4" t="b"><x:v>1</x:v></x:c></x:row>` +
          `</x:sheetData></x:worksheet>`,
      ),
    ]);
    const result = await parse(file, 'stock.xlsx');
    expect(result).toMatchObject({ sheet: 'Stock', rows: 2, skipped: 1, columns: ['code', 'name', 'price'] });
    expect(result.products).toEqual([expect.objectContaining({ code: '123', name: 'Пальто — вовна', price: 2500 })]);
  });

  it('reads 100,000 rows', async () => {
    const result = await parse(workbook(stockRows(100_000), 'xlsx'), 'big.xlsx');
    expect(result.rows).toBe(100_000);
    expect(result.products).toHaveLength(20_000);
    expect(result.products[19_999].sizes).toHaveLength(5);
  });

  it('refuses more rows than the limit', async () => {
    const small = new SpreadsheetParser({ ...DEFAULT_IMPORT_LIMITS, maxRows: 100 }, testImportWorker());
    await expect(small.parse(workbook(stockRows(101), 'csv'), 'a.csv')).rejects.toMatchObject({
      statusCode: 413,
      key: 'knowledge.file_too_many_rows',
    });
    await expect(small.parse(workbook(stockRows(100), 'xlsx'), 'a.xlsx')).resolves.toMatchObject({ rows: 100 });
  });

  it('refuses a zip bomb that declares its gigabytes, before inflating it', async () => {
    const bomb = await zipBomb(2048, 2 ** 31);
    expect(bomb.length).toBeLessThan(3 * 1024 * 1024);
    expect(await refusal(bomb, 'stock.xlsx')).toMatchObject({
      status: 413,
      key: 'knowledge.file_too_large_uncompressed',
    });
  });

  it('refuses a zip bomb that lies about its size, without inflating past the limit', async () => {
    const before = process.memoryUsage().rss;
    const bomb = await zipBomb(2048, 1000);
    expect(await refusal(bomb, 'stock.xlsx')).toMatchObject({
      status: 413,
      key: 'knowledge.file_too_large_uncompressed',
    });
    // The worker did the inflating; this process never held the gigabytes.
    expect(process.memoryUsage().rss - before).toBeLessThan(1024 * 1024 * 1024);
  });

  it('refuses renamed files that are not spreadsheets', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(await refusal(png, 'stock.xlsx')).toMatchObject({ status: 415, key: 'knowledge.file_not_spreadsheet' });
    expect(await refusal(png, 'stock.xls')).toMatchObject({ status: 415, key: 'knowledge.file_not_spreadsheet' });
    expect(await refusal(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 0, 1, 2]), 'stock.csv')).toMatchObject({
      status: 415,
    });
    const elf = readFileSync(process.execPath).subarray(0, 256 * 1024);
    expect((await refusal(elf, 'stock.csv')).status).toBe(415);
    expect(await refusal(Buffer.from('a,b'), 'stock.pdf')).toMatchObject({ status: 415, key: 'knowledge.file_type' });
  });

  it('refuses a damaged spreadsheet and a zip that is not a workbook', async () => {
    const good = workbook(stockRows(10), 'xlsx');
    const truncated = good.subarray(0, Math.floor(good.length / 2));
    expect((await refusal(truncated, 'stock.xlsx')).status).toBe(422);
    const notBook = zip([{ name: 'readme.txt', data: Buffer.from('hello'), method: 0, size: 5 }]);
    expect((await refusal(notBook, 'stock.xlsx')).status).toBeGreaterThanOrEqual(400);
    expect((await refusal(notBook, 'stock.xlsx')).status).toBeLessThan(500);
  });

  it('uses the saved values of formulas and refuses formulas linking to other files', async () => {
    const ws = XLSX.utils.aoa_to_sheet([['Артикул', 'Ціна', 'Кількість']], { dense: true });
    XLSX.utils.sheet_add_aoa(ws, [['F-1', { t: 'n', v: 500, f: '250*2' }, { t: 'n', v: 3, f: 'SUM(1,2)' }]], {
      origin: 'A2',
    });
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, ws, 'S');
    const withFormulas = XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const ok = await parse(withFormulas, 'f.xlsx');
    expect(ok.products[0]).toMatchObject({ code: 'F-1', price: 500, quantity: 3 });

    XLSX.utils.sheet_add_aoa(ws, [['F-2', { t: 'n', v: 1, f: "'C:\\prices\\[old.xlsx]Sheet1'!B2" }]], { origin: 'A3' });
    const external = XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    expect(await refusal(external, 'f.xlsx')).toMatchObject({ status: 422, key: 'knowledge.file_external_links' });
    const csv = Buffer.from('Артикул,Ціна\nG-1,"=WEBSERVICE(""http://x.example/"")"\n');
    expect(await refusal(csv, 'f.csv')).toMatchObject({ status: 422, key: 'knowledge.file_external_links' });
    // A CSV formula has no saved value: the price is unknown (the row is a product by its quantity).
    const local = await parse(Buffer.from('Артикул,Ціна,Кількість\nG-1,=1+2,2\n'), 'f.csv');
    expect(local.products[0]).toMatchObject({ code: 'G-1', price: null, quantity: 2 });
  });

  it('reads a Windows-1251 CSV (Excel export) and keeps leading zeros of codes', async () => {
    const text = 'Артикул;Назва;Ціна\r\n00123;Блуза;750\r\n';
    const cp1251 = Buffer.from(
      new Uint8Array(
        [...text].map((ch) => {
          const code = ch.charCodeAt(0);
          if (code < 128) return code;
          if (ch === 'і') return 0xb3;
          if (ch === 'І') return 0xb2;
          return code - 0x410 + 0xc0;
        }),
      ),
    );
    const result = await parse(cp1251, 'win.csv');
    expect(result.products).toEqual([expect.objectContaining({ code: '00123', name: 'Блуза', price: 750 })]);
  });

  it('parses the sample stock file shipped for the assistant', async () => {
    const file = path.join(__dirname, '../fixtures/stock-ua.csv');
    const result = await parse(readFileSync(file), 'stock-ua.csv');
    expect(result.products.length).toBeGreaterThanOrEqual(25);
    expect(result.columns).toEqual(
      expect.arrayContaining(['code', 'name', 'color', 'size', 'price', 'quantity', 'material']),
    );
  });

  it('reads the same from the worker entry beside parse-file.ts (tsx, from source) as from the bundle', async () => {
    const bytes = readFileSync(path.join(__dirname, '../fixtures/stock-ua.csv'));
    const fromSource = await new SpreadsheetParser(DEFAULT_IMPORT_LIMITS, WORKER_BESIDE).parse(bytes, 'stock-ua.csv');
    expect(testImportWorker()).toMatch(/\.mjs$/);
    expect(fromSource).toEqual(await parser.parse(bytes, 'stock-ua.csv'));
    expect(fromSource.lines.byteLength).toBeGreaterThan(1000);
  });

  it('parses one file at a time per process, lets a few wait and refuses more', async () => {
    const one = new SpreadsheetParser({ ...DEFAULT_IMPORT_LIMITS, concurrency: 1, queue: 1 }, testImportWorker());
    const file = workbook(stockRows(10), 'csv');
    const results = await Promise.allSettled([
      one.parse(file, 'a.csv', 'shop-a'),
      one.parse(file, 'b.csv', 'shop-b'),
      one.parse(file, 'c.csv', 'shop-c'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect((results[2] as PromiseRejectedResult).reason).toMatchObject({
      statusCode: 429,
      key: 'knowledge.import_busy',
    });
    // The slot was handed over, then given back: none is counted twice or lost.
    expect(one.state).toEqual({ holding: 0, waiting: 0 });
    await expect(one.parse(file, 'd.csv')).resolves.toMatchObject({ rows: 10 });
    await expect(Promise.all([one.parse(file, 'e.csv'), one.parse(file, 'f.csv')])).resolves.toHaveLength(2);
  });

  it("gives turns to accounts in rotation: one account's pile waits behind its own first file", async () => {
    const fair = new SpreadsheetParser(
      { ...DEFAULT_IMPORT_LIMITS, concurrency: 1, queue: 8, perAccountQueue: 2 },
      testImportWorker(),
    );
    const file = workbook(stockRows(10), 'csv');
    const finished: string[] = [];
    const parse = (name: string, account: string) =>
      fair.parse(file, name, account).then(() => void finished.push(name));
    const heavy = [parse('a1.csv', 'shop-a'), parse('a2.csv', 'shop-a'), parse('a3.csv', 'shop-a')];
    // A fourth from the same account is refused at once; the other shop still gets in line.
    await expect(fair.parse(file, 'a4.csv', 'shop-a')).rejects.toMatchObject({
      statusCode: 429,
      key: 'knowledge.import_busy_account',
    });
    const light = parse('b1.csv', 'shop-b');
    await Promise.all([...heavy, light]);
    expect(finished).toEqual(['a1.csv', 'b1.csv', 'a2.csv', 'a3.csv']);
    expect(fair.state).toEqual({ holding: 0, waiting: 0 });
  });

  it('hands products over as JSON lines, read back in batches with the links derived over the whole file', () => {
    const product = (code: string, name: string, color: string): ParsedProduct => ({
      code,
      name,
      color,
      price: 1450,
      material: 'льон 100 %',
      lining: '',
      description: 'Сукня "міді" 👗\nз поясом',
      category: '',
      audience: '',
      sizes: [{ size: 'M', quantity: 2 }],
      quantity: null,
    });
    const products = [
      product('DR-1', 'Сукня льняна', 'синя'),
      product('DR-2', 'Сукня льняна', 'біла'),
      product('SH-1', 'Сорочка', 'біла'),
      product('SH-2', 'Сорочка', 'біла'),
      product('CO-1', 'Пальто', 'чорне'),
    ];
    const batches = [...productBatches(encodeProducts(products), 2)];
    expect(batches.map((b) => b.length)).toEqual([2, 2, 1]);
    const lines = batches.flat();
    expect(lines.map(({ links: _, ...p }) => p)).toEqual(products);
    // The same name in another colour is another colour; the only coat has no links at all.
    expect(lines.map((l) => l.links)).toEqual([
      { colors: ['DR-2'], linings: [] },
      { colors: ['DR-1'], linings: [] },
      { colors: [], linings: [] },
      { colors: [], linings: [] },
      undefined,
    ]);
    expect([...productBatches(encodeProducts([]), 2)]).toEqual([]);
  });

  it('parses size cells', () => {
    expect(parseSizes('42-44', 3)).toEqual([{ size: '42-44', quantity: 3 }]);
    expect(parseSizes(42, null)).toEqual([{ size: '42', quantity: null }]);
    expect(parseSizes('S - 2; M (4)', null)).toEqual([
      { size: 'S', quantity: 2 },
      { size: 'M', quantity: 4 },
    ]);
  });
});
