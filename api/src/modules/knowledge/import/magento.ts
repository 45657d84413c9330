import { fieldOfHeader, mapColumns, meaningOfHeader, type ColumnMap } from './columns';
import { asFileResult, cellText } from './rewritten-rows';
import { saleHolds } from './sale-dates';
import { ProductCollector, type Cell, type HeaderRow, type RowsResult } from './rows';

/**
 * Magento 2's product CSV (System → Data Transfer → Export, entity Products; docs/product.md §9.4):
 * one row per product, a `configurable` parent (after or before its `simple` children) naming them in
 * `configurable_variations` ("sku=MCH-P4P-2055516,tyre_size=205/55 R16|sku=…") with the attributes'
 * labels in `configurable_variation_labels` ("tyre_size=Типорозмір"); the children are named as
 * Magento's wizard names them ("Michelin Primacy 4+-205/55 R16") and carry the price and the count,
 * the parent the categories and the description. Further attributes sit in one cell,
 * `additional_attributes` ("cost=3480.000000,load_index=91,…"), the Cost attribute among them. A row
 * with a `store_view_code` is a translation of the same sku (its other cells empty). The rows are
 * rewritten into the layout the collector reads: a parent row, then one row per child with the
 * parent's name, category and description and the child's code, colour, size, price and count.
 */
export interface MagentoColumns {
  productType: number;
  storeView: number | undefined;
  variations: number | undefined;
  variationLabels: number | undefined;
  attributes: number | undefined;
  specialPrice: number | undefined;
  specialFrom: number | undefined;
  specialTo: number | undefined;
  inStock: number | undefined;
}

const column = (headers: unknown[], name: string) => {
  const at = headers.findIndex((h) => String(h ?? '').trim() === name);
  return at >= 0 ? at : undefined;
};

/** The Magento columns of a header row, or null when it is no such export. */
export function magentoColumns(headers: unknown[], columns: ColumnMap): MagentoColumns | null {
  const productType = column(headers, 'product_type');
  const variations = column(headers, 'configurable_variations');
  const attributes = column(headers, 'additional_attributes');
  if (productType === undefined || columns.code === undefined || (variations ?? attributes) === undefined) return null;
  return {
    productType,
    storeView: column(headers, 'store_view_code'),
    variations,
    variationLabels: column(headers, 'configurable_variation_labels'),
    attributes,
    specialPrice: column(headers, 'special_price'),
    specialFrom: column(headers, 'special_price_from_date'),
    specialTo: column(headers, 'special_price_to_date'),
    inStock: column(headers, 'is_in_stock'),
  };
}

/** "a=1,b=x|y" → [[a, 1], [b, x|y]]: a Magento list of code=value pairs (a value may hold no '=' or ','). */
export function pairsOf(cell: string, separator = ','): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const part of cell.split(separator)) {
    const eq = part.indexOf('=');
    if (eq > 0 && /^[a-z0-9_]+$/iu.test(part.slice(0, eq).trim()))
      pairs.push([part.slice(0, eq).trim(), part.slice(eq + 1)]);
    else if (pairs.length > 0) pairs[pairs.length - 1][1] += `${separator}${part}`;
  }
  return pairs.map(([k, v]) => [k, v.trim()]);
}

const amount = (cell: Cell | undefined): number | null => {
  const n = Number(cellText(cell).replace(',', '.'));
  return cellText(cell) === '' || !Number.isFinite(n) ? null : n;
};

/** An attribute whose value no customer may be told: the Cost attribute and its like ('cost', 'purchase_price'). */
const isSecret = (code: string) =>
  ['purchase_price', 'private'].includes(meaningOfHeader(code.replace(/_/g, ' ')).ignored ?? '');

/** An attribute code as a characteristic's label ("load_index" → "Load index"). */
const labelOf = (code: string) => {
  const words = code.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** An attribute that is a colour ('color', 'colour', 'Колір'), by its code or its label. */
const isColour = (code: string, label: string) => [code, label].some((h) => fieldOfHeader(h) === 'color');

// 'Item Type' as BigCommerce's (Product / SKU): a child is a variant of the parent row before it,
// its own sku kept as its size's (a child's sku need not extend the parent's: KRKZ-1398 of KRKZ-ST).
const VIRTUAL = [
  'Item Type',
  'Handle',
  'Артикул',
  'Назва',
  'Категорія',
  'Опис',
  'Колір',
  'Розмір',
  'Ціна',
  'Кількість',
] as const;
type Virtual = (typeof VIRTUAL)[number];

interface Row {
  index: number;
  row: Cell[];
}

export class MagentoCollector {
  /** The rows of the default store view by sku, in the sheet's order. */
  private readonly rows = new Map<string, Row>();

  constructor(
    private readonly header: HeaderRow,
    private readonly headerRow: Cell[],
    private readonly mg: MagentoColumns,
    /** Today, for a special price's dates (tests pass their own). */
    private readonly now = Date.now(),
  ) {}

  private at(row: Cell[], at: number | undefined): string {
    return at === undefined ? '' : cellText(row[at]);
  }

  add(row: Cell[] | undefined, index = -1): void {
    if (!row || row.every((c) => c === null || c === '')) return;
    // A store view's row translates a product already read; the default view's row is the one sold.
    if (this.at(row, this.mg.storeView) !== '') return;
    const sku = this.at(row, this.header.columns.code);
    if (sku !== '' && !this.rows.has(sku)) this.rows.set(sku, { index, row });
  }

  /** The price a customer pays: the special price while its dates hold, else the price. */
  private priceOf(row: Cell[]): number | null {
    const special = amount(this.at(row, this.mg.specialPrice));
    const current = saleHolds(row, { from: this.mg.specialFrom, to: this.mg.specialTo }, this.now);
    return special !== null && special > 0 && current ? special : amount(this.at(row, this.header.columns.price));
  }

  /** The count on hand: none when the row says it is out of stock, whatever its quantity. */
  private quantityOf(row: Cell[]): number | null {
    if (this.at(row, this.mg.inStock) === '0') return 0;
    return amount(this.at(row, this.header.columns.quantity));
  }

  result(): RowsResult {
    const col = this.header.columns;
    const attributesOf = (row: Cell[]) => pairsOf(this.at(row, this.mg.attributes));
    // Each parent's children: code → their variant attributes (code → value), in the parent's order.
    const children = new Map<string, Array<{ sku: string; values: Array<[string, string]> }>>();
    const labels = new Map<string, Map<string, string>>();
    const childOf = new Set<string>();
    for (const [sku, { row }] of this.rows) {
      if (this.at(row, this.mg.productType) !== 'configurable') continue;
      const list = this.at(row, this.mg.variations)
        .split('|')
        .map((v) => pairsOf(v))
        .flatMap((pairs) => {
          const child = pairs.find(([k]) => k === 'sku')?.[1] ?? '';
          return child ? [{ sku: child, values: pairs.filter(([k]) => k !== 'sku') }] : [];
        });
      children.set(sku, list);
      labels.set(sku, new Map(pairsOf(this.at(row, this.mg.variationLabels))));
      for (const c of list) childOf.add(c.sku);
    }
    // Characteristics: every attribute but the secret ones and those a variant is chosen by.
    const detailsOf = (row: Cell[], axes: Set<string>) =>
      new Map(
        attributesOf(row)
          .filter(([code, value]) => value !== '' && !axes.has(code) && !isSecret(code))
          .map(([code, value]): [string, string] => [labelOf(code), value.replace(/^(\d+)\.0+$/u, '$1')]),
      );
    const out: Array<{ index: number; cells: Partial<Record<Virtual, Cell>>; details: Map<string, string> }> = [];
    const base = (row: Cell[], sku: string) => ({
      Handle: sku,
      Назва: this.at(row, col.name),
      // 'Default Category/Шини,Default Category/Шини/Зимові': the deepest path, without the root.
      Категорія:
        this.at(row, col.category)
          .split(',')
          .map((p) => p.split('/').slice(1).join('/'))
          .filter(Boolean)
          .sort((a, b) => b.split('/').length - a.split('/').length)[0] ?? '',
      Опис: this.at(row, col.description),
    });
    for (const [sku, { index, row }] of this.rows) {
      if (childOf.has(sku)) continue;
      const list = children.get(sku);
      if (!list) {
        out.push({
          index,
          cells: { ...base(row, sku), Артикул: sku, Ціна: this.priceOf(row), Кількість: this.quantityOf(row) },
          details: detailsOf(row, new Set()),
        });
        continue;
      }
      const named = labels.get(sku) ?? new Map<string, string>();
      out.push({
        index,
        cells: { ...base(row, sku), 'Item Type': 'Product', Артикул: sku },
        details: detailsOf(row, new Set()),
      });
      for (const child of list) {
        const own = this.rows.get(child.sku);
        if (!own) continue;
        const axes = new Set(child.values.map(([k]) => k));
        // The child's options as BigCommerce names a variant row ("[CS]Колір=Чорний,[RB]Розмір=R16"),
        // which the collector reads as its colour (a swatch) and size; a value may hold commas.
        const options = child.values
          .map(([k, v]) => `[${isColour(k, named.get(k) ?? '') ? 'CS' : 'RB'}]${named.get(k) || labelOf(k)}=${v}`)
          .join(',');
        out.push({
          index: own.index,
          cells: {
            ...base(row, sku),
            'Item Type': 'SKU',
            Назва: options,
            Артикул: child.sku,
            Ціна: this.priceOf(own.row),
            Кількість: this.quantityOf(own.row),
          },
          details: detailsOf(own.row, axes),
        });
      }
    }
    const detailNames = [...new Set(out.flatMap((o) => [...o.details.keys()]))];
    const header = [...VIRTUAL, ...detailNames];
    const inner = new ProductCollector({ index: this.header.index, columns: mapColumns(header) }, header);
    for (const o of out)
      inner.add(
        [...VIRTUAL.map((h) => o.cells[h] ?? null), ...detailNames.map((n) => o.details.get(n) ?? null)],
        o.index,
      );
    const read = inner.result();
    const mapping: ColumnMap = { ...col, ...(this.mg.variations === undefined ? {} : { variant: this.mg.variations }) };
    return asFileResult(read, this.header, this.headerRow, mapping);
  }
}
