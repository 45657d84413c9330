import { fieldOfHeader, headerWords, mapColumns, type ColumnMap } from './columns';
import { asFileResult, cellText } from './rewritten-rows';
import { saleHolds, type SaleDateColumns } from './sale-dates';
import { ProductCollector, type Cell, type HeaderRow, type RowsResult } from './rows';

/**
 * PrestaShop's products and combinations in one sheet (docs/product.md §9.4), as its CSV
 * import/export names the columns: a product row ('Product ID', 'Name *', 'Price tax included',
 * 'Reference #', 'Quantity', 'Feature(Name:Value:Position)'…) and, after it or anywhere below,
 * one row per combination naming only its product's ID, 'Attribute (Name:Type:Position)*'
 * ("Довжина:select:0|Тест:select:1"), 'Value (Value:Position)*' ("2,1 м:0|5-25 г:1"), its own
 * 'Reference', 'Impact on price' (what it adds to the product's price, or takes off) and
 * 'Quantity'. A combination's price is written nowhere: it is the product's plus the impact.
 * The rows are rewritten into the one-row-per-code-and-size layout the collector reads (a product
 * row, then a row per combination with the product's name, code and description, the
 * combination's colour, size, price and quantity).
 */
export interface PrestashopColumns {
  /** 'Product ID' of the product rows and, where the sheet joins both templates, 'Product ID*' of the combinations'. */
  productIds: number[];
  attribute: number;
  value: number;
  impact: number | undefined;
  /** The combination's own code ('Reference' beside the product's 'Reference #'). */
  combinationCode: number | undefined;
  feature: number | undefined;
  manufacturer: number | undefined;
  /** 'Discount percent', 'Discount amount' and their dates ('Discount from', 'Discount to'). */
  discount: { percent: number | undefined; amount: number | undefined; dates: SaleDateColumns };
}

/** "Attribute (Name:Type:Position)": a header naming the parts of its cells between brackets. */
const PARTS = /\(([^()]*)\)/u;
const partsOf = (header: unknown) => (PARTS.exec(String(header ?? ''))?.[1] ?? '').split(':').filter(Boolean);

/** The PrestaShop columns of a header row, or null when it is no such export. */
export function prestashopColumns(headers: unknown[], columns: ColumnMap): PrestashopColumns | null {
  const words = Array.from(headers, (h) => headerWords(h));
  // The attribute column's cells are "Name:Type:Position", the value column's "Value:Position".
  // A feature's cells are "Name:Value:Position": the middle part tells the two apart.
  const typed = (i: number) => partsOf(headers[i]).length === 3 && /^(?:type|тип)$/iu.test(partsOf(headers[i])[1]);
  const attribute = words.findIndex((_, i) => typed(i));
  const value = words.findIndex((w, i) => partsOf(headers[i]).length === 2 && w.length > 2);
  const productIds = words.flatMap((w, i) => (w.length === 2 && w.includes('id') && w[0] !== 'id' ? [i] : []));
  if (attribute < 0 || value < 0 || productIds.length === 0 || columns.code === undefined) return null;
  const impact = words.findIndex((w) => w.includes('impact') && w.includes('price'));
  const feature = words.findIndex((_, i) => partsOf(headers[i]).length === 3 && !typed(i));
  const manufacturer = words.findIndex((w) => w.length === 1 && ['manufacturer', 'brand', 'виробник'].includes(w[0]));
  const combinationCode = words.findIndex(
    (w, i) => i !== columns.code && fieldOfHeader(headers[i]) === 'code' && !w.includes('id'),
  );
  const at = (i: number) => (i >= 0 ? i : undefined);
  const discountOf = (word: string) => at(words.findIndex((w) => w.includes('discount') && w.includes(word)));
  return {
    discount: {
      percent: discountOf('percent'),
      amount: discountOf('amount'),
      dates: { from: discountOf('from'), to: discountOf('to') },
    },
    productIds,
    attribute,
    value,
    impact: at(impact),
    combinationCode: at(combinationCode),
    feature: at(feature),
    manufacturer: at(manufacturer),
  };
}

/**
 * The list separator of a sheet's attribute cells, learned from a combination of several attributes:
 * PrestaShop's "multiple value separator" is ',' unless the shop chose another ('|', ';'), as a shop
 * with decimal commas ("2,1 м") must. Null when every combination has one attribute (nothing to split).
 */
function separatorOf(cells: Array<[attributes: string, values: string]>): string | null {
  for (const [attributes, values] of cells)
    for (const sep of ['|', ';', ',']) {
      const names = attributes.split(sep);
      if (names.length > 1 && names.length === values.split(sep).length && names.every((n) => n.split(':').length >= 2))
        return sep;
    }
  return null;
}

/** "2,1 м:0" -> "2,1 м": a value without its position. */
const withoutPosition = (part: string) => part.replace(/:\s*\d+\s*$/u, '').trim();

/** "Матеріал:Карбон IM8:0|Стрій:Швидкий:1" -> [Матеріал, Карбон IM8], [Стрій, Швидкий]. */
function featuresOf(cell: string, sep: string): Array<[string, string]> {
  return cell.split(sep).flatMap((part): Array<[string, string]> => {
    const name = part.slice(0, part.indexOf(':')).trim();
    const value = withoutPosition(part.slice(part.indexOf(':') + 1));
    return part.includes(':') && name && value ? [[name, value]] : [];
  });
}

/** '+150.000000', '-44,5' -> 150, -44.5; 0 when the cell gives no number. */
function signedAmount(cell: Cell | undefined): number {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : 0;
  const m = /^\s*([+\-−]?)\s*(\d+(?:[.,]\d+)?)/u.exec(cellText(cell).replace(/[\s\u00a0]/g, ''));
  if (!m) return 0;
  const n = Number(m[2].replace(',', '.'));
  return m[1] === '-' || m[1] === '−' ? -n : n;
}

/** Whether an attribute is a colour: PrestaShop's 'color' type, or a name a colour column has. */
const isColour = (name: string, type: string) => type.toLowerCase() === 'color' || fieldOfHeader(name) === 'color';

/**
 * The columns of the rewritten rows, as a sheet of one row per code and size names them; each
 * feature and the manufacturer follow as a characteristic column of its own.
 */
const VIRTUAL = ['Handle', 'Артикул', 'Назва', 'Категорія', 'Опис', 'Колір', 'Розмір', 'Ціна', 'Кількість'] as const;
type Virtual = (typeof VIRTUAL)[number];

interface Product {
  index: number;
  id: string;
  code: string;
  name: string;
  category: string;
  description: string;
  /** The 'Feature(Name:Value:Position)' cell, read once the list separator is known. */
  features: string;
  maker: string;
  price: number | null;
  /** What the product's discount takes off a price today (PrestaShop's reduction, while its dates hold). */
  off: (price: number) => number;
  quantity: Cell | undefined;
}

/**
 * Reads a PrestaShop sheet's rows (products first or combinations anywhere) and, at the end, hands
 * them to a collector in the layout it knows: each product row before its combinations.
 */
export class PrestashopCollector {
  private readonly products = new Map<string, Product>();
  /** Combinations by their product's ID, wherever in the sheet they come. */
  private readonly combinations = new Map<string, Array<{ index: number; row: Cell[] }>>();
  /** The attribute cells' list separator, learned at the end (separatorOf). */
  private separator: string | null = null;

  constructor(
    private readonly header: HeaderRow,
    private readonly headerRow: Cell[],
    private readonly ps: PrestashopColumns,
  ) {}

  private at(row: Cell[], column: number | undefined): Cell | undefined {
    return column === undefined ? undefined : row[column];
  }

  add(row: Cell[] | undefined, index = -1): void {
    if (!row || row.every((c) => c === null || c === '')) return;
    const id = this.ps.productIds.map((i) => cellText(row[i])).find((c) => c !== '') ?? '';
    const attributes = cellText(row[this.ps.attribute]);
    if (attributes !== '' && id !== '') {
      const list = this.combinations.get(id) ?? [];
      list.push({ index, row });
      this.combinations.set(id, list);
      return;
    }
    const col = this.header.columns;
    const maker = cellText(this.at(row, this.ps.manufacturer));
    const price = this.at(row, col.price);
    this.products.set(id || `row:${index}`, {
      index,
      id,
      code: cellText(this.at(row, col.code)),
      name: cellText(this.at(row, col.name)),
      category: cellText(this.at(row, col.category))
        .split(/\s*[|;,]\s*/u)
        .filter(Boolean)
        .join(', '),
      description: cellText(this.at(row, col.description)),
      features: cellText(this.at(row, this.ps.feature)),
      maker,
      price: cellText(price) === '' ? null : signedAmount(price),
      off: this.discountOf(row),
      quantity: this.at(row, col.quantity),
    });
  }

  /**
   * A product row's discount ('Discount percent' or 'Discount amount', as PrestaShop's product import
   * makes a specific price of them) as what it takes off a price, while its dates hold (none: always);
   * the product's combinations get it too.
   */
  private discountOf(row: Cell[]): (price: number) => number {
    const { percent, amount, dates } = this.ps.discount;
    const pct = signedAmount(this.at(row, percent));
    const sum = signedAmount(this.at(row, amount));
    if ((pct <= 0 && sum <= 0) || !saleHolds(row, dates)) return () => 0;
    return (price) => Math.min(price, pct > 0 ? Math.round(price * pct) / 100 : sum);
  }

  /** A combination's colour and size: its colour attribute, and its other values joined ("2,1 м · 5-25 г"). */
  private variantOf(row: Cell[]): { colour: string; size: string } {
    const split = (cell: string) => (this.separator === null ? [cell] : cell.split(this.separator));
    const names = split(cellText(row[this.ps.attribute]));
    const values = split(cellText(row[this.ps.value])).map(withoutPosition);
    const colours: string[] = [];
    const sizes: string[] = [];
    names.forEach((attribute, i) => {
      const [name = '', type = ''] = attribute.split(':').map((s) => s.trim());
      const value = values[i] ?? '';
      if (value !== '') (isColour(name, type) ? colours : sizes).push(value);
    });
    return { colour: colours.join(', '), size: sizes.join(' · ') };
  }

  result(): RowsResult {
    this.separator = separatorOf(
      [...this.combinations.values()].flatMap((rows) =>
        rows.map(({ row }): [string, string] => [cellText(row[this.ps.attribute]), cellText(row[this.ps.value])]),
      ),
    );
    // Features and the manufacturer, each a characteristic column: name -> value per product.
    const sep = this.separator ?? ([...this.products.values()].some((p) => p.features.includes('|')) ? '|' : ',');
    const makerHeader = this.ps.manufacturer === undefined ? '' : cellText(this.headerRow[this.ps.manufacturer]);
    const details = new Map<Product, Map<string, string>>();
    for (const p of this.products.values()) {
      const own = featuresOf(p.features, sep);
      if (p.maker && makerHeader) own.push([makerHeader, p.maker]);
      details.set(p, new Map(own));
    }
    const detailNames = [...new Set([...details.values()].flatMap((d) => [...d.keys()]))];
    const header = [...VIRTUAL, ...detailNames];
    const inner = new ProductCollector({ index: this.header.index, columns: mapColumns(header) }, header);
    for (const p of this.products.values()) {
      const virtual = (cells: Partial<Record<Virtual, Cell | undefined>>): Cell[] => [
        ...VIRTUAL.map((h) => cells[h] ?? null),
        ...detailNames.map((name) => details.get(p)?.get(name) ?? null),
      ];
      const base = { Handle: p.id || `row:${p.index}`, Назва: p.name, Категорія: p.category, Опис: p.description };
      const combinations = (p.id && this.combinations.get(p.id)) || [];
      if (combinations.length === 0) {
        const price = p.price === null ? null : p.price - p.off(p.price);
        inner.add(virtual({ ...base, Артикул: p.code, Ціна: price, Кількість: p.quantity }), p.index);
        continue;
      }
      // The product row names the model; its combinations are what is sold.
      inner.add(virtual({ ...base, Артикул: p.code }), p.index);
      for (const { index, row } of combinations) {
        const own = cellText(this.at(row, this.ps.combinationCode));
        // A combination's own code is kept where it extends the product's ("KT-STREAM-21"), as a size's.
        const code = own !== '' && p.code !== '' && own.toLowerCase().startsWith(p.code.toLowerCase()) ? own : p.code;
        const full =
          p.price === null ? null : Math.round((p.price + signedAmount(this.at(row, this.ps.impact))) * 100) / 100;
        const price = full === null ? null : full - p.off(full);
        const { colour, size } = this.variantOf(row);
        inner.add(
          virtual({
            ...base,
            Артикул: code,
            Колір: colour,
            Розмір: size,
            Ціна: price,
            Кількість: this.at(row, this.header.columns.quantity),
          }),
          index,
        );
      }
    }
    // A combination whose product row is not in the sheet has no name or price: not read.
    const read = inner.result();
    const col = this.header.columns;
    const mapping: ColumnMap = { ...col, variant: this.ps.value };
    return asFileResult(read, this.header, this.headerRow, mapping);
  }
}
