/** The stock columns we recognise by their header, in Ukrainian and English. */
export const FIELDS = [
  'code',
  'name',
  'color',
  'size',
  'price',
  'quantity',
  'lining',
  'material',
  'description',
] as const;
export type Field = (typeof FIELDS)[number];

/**
 * Header spellings, already in header-key form (lower case, letters and digits only). A header
 * matches a field when its key equals an alias, or starts with one ('Ціна, грн' -> 'ціна').
 */
export const HEADER_ALIASES: Record<Field, string[]> = {
  code: [
    'артикул',
    'арт',
    'код',
    'кодтовару',
    'article',
    'articlecode',
    'art',
    'code',
    'sku',
    'itemcode',
    'productcode',
    'vendorcode',
    'артикль',
  ],
  name: ['назва', 'найменування', 'назватовару', 'товар', 'модель', 'name', 'productname', 'title', 'product', 'item'],
  color: ['колір', 'колір товару', 'кольори', 'colour', 'color', 'colours', 'colors', 'цвет'],
  size: ['розмір', 'розміри', 'розмір/кількість', 'size', 'sizes', 'размер'],
  price: ['ціна', 'вартість', 'ціназаод', 'price', 'retailprice', 'цена'],
  quantity: [
    'кількість',
    'наявність',
    'залишок',
    'залишки',
    'вналичии',
    'остаток',
    'quantity',
    'qty',
    'stock',
    'instock',
    'available',
    'availability',
  ],
  lining: ['підкладка', 'lining', 'подкладка'],
  material: ['склад', 'матеріал', 'тканина', 'material', 'materials', 'composition', 'fabric', 'состав'],
  description: ['опис', 'описання', 'description', 'details', 'описание'],
};

/** 'Ціна, грн ' -> 'цінагрн'. */
export function headerKey(value: unknown): string {
  return String(value ?? '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

const EXACT = new Map<string, Field>();
for (const field of FIELDS) for (const alias of HEADER_ALIASES[field]) EXACT.set(headerKey(alias), field);

/** The field a header names: an exact alias first, else the longest alias it starts with. */
export function fieldOfHeader(header: unknown): Field | null {
  const key = headerKey(header);
  if (key === '') return null;
  const exact = EXACT.get(key);
  if (exact) return exact;
  let best: { field: Field; length: number } | null = null;
  for (const [alias, field] of EXACT) {
    if (alias.length >= 3 && key.startsWith(alias) && (!best || alias.length > best.length)) {
      best = { field, length: alias.length };
    }
  }
  return best?.field ?? null;
}

export type ColumnMap = Partial<Record<Field, number>>;

/**
 * Column index of each field in a header row. Exact matches are placed before prefix matches,
 * so 'Артикул' wins over 'Код кольору'; the first column wins among equals.
 */
export function mapColumns(headers: unknown[]): ColumnMap {
  const map: ColumnMap = {};
  for (const exactPass of [true, false]) {
    headers.forEach((header, index) => {
      const field = fieldOfHeader(header);
      if (!field || map[field] !== undefined || Object.values(map).includes(index)) return;
      if (exactPass !== EXACT.has(headerKey(header))) return;
      map[field] = index;
    });
  }
  return map;
}
