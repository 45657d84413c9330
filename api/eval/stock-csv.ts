/**
 * A small reader for a stock spreadsheet saved as CSV with Ukrainian headers, one row per code
 * and size (Артикул, Назва, Колір, Розмір, Кількість, Ціна, Склад, Підкладка, Інші кольори).
 * Stands in for the knowledge module's importer until it merges.
 */
import type { ProductFact } from '../src/modules/agent/retrieve/knowledge';

const HEADERS = {
  code: 'Артикул',
  name: 'Назва',
  colour: 'Колір',
  size: 'Розмір',
  quantity: 'Кількість',
  price: 'Ціна',
  material: 'Склад',
  lining: 'Підкладка',
  linked: 'Інші кольори',
} as const;

/** RFC 4180 fields: commas, quotes doubled inside quoted fields, CRLF or LF. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      if (row.some((f) => f.trim() !== '')) rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  row.push(field);
  if (row.some((f) => f.trim() !== '')) rows.push(row);
  return rows;
}

/** Rows grouped into products (one per code), sizes in sheet order. */
export function productsFromCsv(text: string): ProductFact[] {
  const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  const col = Object.fromEntries(
    Object.entries(HEADERS).map(([key, title]) => [key, header.findIndex((h) => h.trim() === title)]),
  ) as Record<keyof typeof HEADERS, number>;
  for (const [key, index] of Object.entries(col)) {
    if (index < 0) throw new Error(`stock sheet: no column ${HEADERS[key as keyof typeof HEADERS]}`);
  }
  const byCode = new Map<string, ProductFact>();
  for (const r of rows) {
    const cell = (key: keyof typeof HEADERS) => (r[col[key]] ?? '').trim();
    const code = cell('code');
    let product = byCode.get(code);
    if (!product) {
      product = {
        code,
        name: cell('name'),
        colour: cell('colour'),
        price: Number(cell('price')),
        currency: 'UAH',
        material: cell('material') || null,
        lining: cell('lining') || null,
        sizes: [],
        linkedCodes: cell('linked')
          .split(/[,;\s]+/)
          .filter(Boolean),
      };
      byCode.set(code, product);
    }
    product.sizes.push({ size: cell('size').toUpperCase(), quantity: Number(cell('quantity')) || 0 });
  }
  return [...byCode.values()];
}
