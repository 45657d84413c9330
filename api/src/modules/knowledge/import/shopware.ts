import { coloursIn } from '../../../lib/colours';
import { fieldOfHeader, mapColumns, meaningOfHeader, type ColumnMap } from './columns';
import { asFileResult, cellText } from './rewritten-rows';
import { isSizeText, ProductCollector, type Cell, type HeaderRow, type RowsResult } from './rows';

/**
 * Shopware 6's product export (Settings → Import/Export, profile "Default product"; docs/product.md
 * §9.4): `;`-separated, one row per product and per variant, named by the profile's mapped keys:
 * `id` and `parent_id` (hex ids: a variant names its product's id), `product_number` (the code),
 * `active`, `stock`, `name`, `description` (HTML), `price_net`, `price_gross`,
 * `purchase_prices_net`/`_gross` (what the shop paid), `tax_rate`, `manufacturer_name`,
 * `categories` and `optionIds` (ids only: the options' names are not in the file). A variant
 * inherits every empty cell from its product, its name and price too; Shopware names it in the shop
 * by its product's name and its options, so a variant's own name, where the shop gave one, tells its
 * options ("Футболка Basic Чорна M" under "Футболка Basic"). The customer pays the gross price; the
 * net and purchase prices are never read. The rows are rewritten into the layout the collector
 * reads, as Magento's are (magento.ts): a product row, then a row per variant told apart by its
 * name, with its own code, price and stock. Variants none of which is told apart add their stock to
 * the product's; an inactive product or variant is not sold and is left out.
 */
export interface ShopwareColumns {
  id: number;
  parentId: number;
  number: number;
  active: number | undefined;
  stock: number | undefined;
  name: number | undefined;
  description: number | undefined;
  priceGross: number | undefined;
  priceNet: number | undefined;
  taxRate: number | undefined;
  manufacturer: number | undefined;
  categories: number | undefined;
  /** Further columns a shop's own profile adds (custom fields: 'material', 'gender'…), read as they are named. */
  extra: number[];
}

/** The default profile's columns, in its order: read here (or never: the ids, media and purchase prices), not passed on. */
export const DEFAULT_PROFILE_COLUMNS = [
  'id',
  'parent_id',
  'product_number',
  'active',
  'stock',
  'name',
  'description',
  'price_net',
  'price_gross',
  'purchase_prices_net',
  'purchase_prices_gross',
  'tax_id',
  'tax_rate',
  'tax_name',
  'cover_media_id',
  'cover_media_url',
  'cover_media_title',
  'cover_media_alt',
  'manufacturer_id',
  'manufacturer_name',
  'categories',
  'sales_channel',
  'propertyIds',
  'optionIds',
] as const;
const PROFILE = new Set<string>(DEFAULT_PROFILE_COLUMNS);

/** What the rewrite owns: an extra column of these is left out rather than read twice. */
const OWNED = new Set(['code', 'name', 'price', 'quantity', 'category', 'description']);

const column = (headers: unknown[], name: string) => {
  const at = headers.findIndex((h) => String(h ?? '').trim() === name);
  return at >= 0 ? at : undefined;
};

/** The Shopware columns of a header row, or null when it is no such export. */
export function shopwareColumns(headers: unknown[]): ShopwareColumns | null {
  const id = column(headers, 'id');
  const parentId = column(headers, 'parent_id');
  const number = column(headers, 'product_number');
  const priceGross = column(headers, 'price_gross');
  const priceNet = column(headers, 'price_net');
  if (id === undefined || parentId === undefined || number === undefined) return null;
  if (priceGross === undefined && priceNet === undefined) return null;
  const extra = Array.from(headers, (h, i) => ({ h: String(h ?? '').trim(), i })).filter(({ h }) => {
    if (h === '' || PROFILE.has(h)) return false;
    const field = fieldOfHeader(h);
    const ignored = meaningOfHeader(h).ignored;
    return !(field && OWNED.has(field)) && ignored !== 'purchase_price' && ignored !== 'private';
  });
  return {
    id,
    parentId,
    number,
    active: column(headers, 'active'),
    stock: column(headers, 'stock'),
    name: column(headers, 'name'),
    description: column(headers, 'description'),
    priceGross,
    priceNet,
    taxRate: column(headers, 'tax_rate'),
    manufacturer: column(headers, 'manufacturer_name'),
    categories: column(headers, 'categories'),
    extra: extra.map(({ i }) => i),
  };
}

const amount = (text: string): number | null => {
  const n = Number(text.replace(',', '.'));
  return text === '' || !Number.isFinite(n) ? null : n;
};

/** A category cell: Shopware's default profile writes the categories' ids ("0190…|0190…"), no names. */
const HEX_ID = /^[0-9a-f]{32}$/iu;

const VIRTUAL = ['Item Type', 'Handle', 'Артикул', 'Назва', 'Бренд', 'Категорія', 'Опис', 'Ціна', 'Кількість'] as const;
type Virtual = (typeof VIRTUAL)[number];

interface Row {
  index: number;
  row: Cell[];
}

export class ShopwareCollector {
  private readonly rows: Row[] = [];

  constructor(
    private readonly header: HeaderRow,
    private readonly headerRow: Cell[],
    private readonly sw: ShopwareColumns,
  ) {}

  private at(row: Cell[], at: number | undefined): string {
    return at === undefined ? '' : cellText(row[at]);
  }

  add(row: Cell[] | undefined, index = -1): void {
    if (!row || row.every((c) => c === null || c === '')) return;
    if (this.at(row, this.sw.number) === '' && this.at(row, this.sw.id) === '') return;
    this.rows.push({ index, row });
  }

  /** The price a customer pays: the gross price, else the net one with its tax rate added. */
  private priceOf(row: Cell[]): number | null {
    const gross = amount(this.at(row, this.sw.priceGross));
    if (gross !== null) return gross;
    const net = amount(this.at(row, this.sw.priceNet));
    const rate = amount(this.at(row, this.sw.taxRate));
    return net === null || rate === null ? null : Math.round(net * (100 + rate)) / 100;
  }

  /** '0' or 'false' in `active`: switched off in the shop (an empty cell of a variant inherits). */
  private inactive(row: Cell[]): boolean {
    return ['0', 'false'].includes(this.at(row, this.sw.active).toLowerCase());
  }

  /** The options a variant's own name adds to its product's ("Чорна M"), or '' when it names none. */
  private static optionsIn(own: string, product: string): string {
    if (own === '' || own.toLowerCase() === product.toLowerCase()) return '';
    const rest = own.toLowerCase().startsWith(product.toLowerCase()) ? own.slice(product.length) : own;
    return rest.replace(/^[\s,/|:–—-]+/u, '').trim();
  }

  /**
   * "Чорна M" → "[CS]Колір=Чорна,[RB]Варіант=M": the colour words as a swatch, the rest as the choice.
   * Beside a colour, a rest that is no size ("1A1ER" of «… GA-2100-1A1ER чорний»: the maker's
   * reference) is left to the variant's own code rather than said as a size.
   */
  private static optionString(options: string): string {
    const words = options.split(/[\s,/]+/u).filter(Boolean);
    const colour = words.filter((w) => coloursIn(w).length === 1 && !/\d/u.test(w));
    const rest = words.filter((w) => !colour.includes(w)).join(' ');
    const size = rest !== '' && (colour.length === 0 || isSizeText(rest)) ? rest : '';
    return [
      ...(colour.length > 0 ? [`[CS]Колір=${colour.join(' ')}`] : []),
      ...(size !== '' ? [`[RB]Варіант=${size}`] : []),
    ].join(',');
  }

  result(): RowsResult {
    const byId = new Map<string, Row>();
    const variants = new Map<string, Row[]>();
    for (const r of this.rows) {
      const parent = this.at(r.row, this.sw.parentId);
      if (parent === '') byId.set(this.at(r.row, this.sw.id), r);
      else variants.set(parent, [...(variants.get(parent) ?? []), r]);
    }
    const extraNames = this.sw.extra.map((i) => cellText(this.headerRow[i]));
    const out: Array<{ index: number; cells: Partial<Record<Virtual, Cell>>; extra: Cell[] }> = [];
    const extraOf = (row: Cell[], fallback?: Cell[]) =>
      this.sw.extra.map((i) => {
        const own = cellText(row[i]);
        return own !== '' || !fallback ? own || null : cellText(fallback[i]) || null;
      });
    for (const [id, { index, row }] of byId) {
      if (this.inactive(row)) continue;
      const name = this.at(row, this.sw.name);
      const categories = this.at(row, this.sw.categories)
        .split('|')
        .map((c) => c.trim())
        .filter((c) => c !== '' && !HEX_ID.test(c));
      const base = {
        Handle: this.at(row, this.sw.number) || id,
        Назва: name,
        Бренд: this.at(row, this.sw.manufacturer),
        Категорія: categories.sort((a, b) => b.length - a.length)[0] ?? '',
        Опис: this.at(row, this.sw.description),
      };
      const own = (variants.get(id) ?? []).filter((v) => !this.inactive(v.row));
      const told = own.map((v) => ({ v, options: ShopwareCollector.optionsIn(this.at(v.row, this.sw.name), name) }));
      const named = told.filter((t) => t.options !== '');
      // Variants none of which is told apart by its name: their stock is the product's.
      const stock =
        own.length > 0
          ? own.reduce((sum, v) => sum + (amount(this.at(v.row, this.sw.stock)) ?? 0), 0)
          : amount(this.at(row, this.sw.stock));
      if (named.length === 0) {
        out.push({
          index,
          cells: { ...base, Артикул: base.Handle, Ціна: this.priceOf(row), Кількість: stock },
          extra: extraOf(row),
        });
        continue;
      }
      out.push({
        index,
        cells: { ...base, 'Item Type': 'Product', Артикул: base.Handle },
        extra: extraOf(row),
      });
      // Where some are named, one that is not is named by its own code.
      for (const { v, options } of told) {
        out.push({
          index: v.index,
          cells: {
            ...base,
            'Item Type': 'SKU',
            Назва: options ? ShopwareCollector.optionString(options) : `[RB]Варіант=${this.at(v.row, this.sw.number)}`,
            Артикул: this.at(v.row, this.sw.number) || base.Handle,
            Ціна: this.priceOf(v.row) ?? this.priceOf(row),
            Кількість: amount(this.at(v.row, this.sw.stock)),
          },
          extra: extraOf(v.row, row),
        });
      }
    }
    const header = [...VIRTUAL, ...extraNames];
    const inner = new ProductCollector({ index: this.header.index, columns: mapColumns(header) }, header);
    for (const o of out) inner.add([...VIRTUAL.map((h) => o.cells[h] ?? null), ...o.extra], o.index);
    const read = inner.result();
    const sw = this.sw;
    const mapping: ColumnMap = {
      ...this.header.columns,
      code: sw.number,
      ...(sw.name === undefined ? {} : { name: sw.name }),
      ...(sw.priceGross === undefined ? {} : { price: sw.priceGross }),
      ...(sw.stock === undefined ? {} : { quantity: sw.stock }),
    };
    return asFileResult(read, this.header, this.headerRow, mapping);
  }
}
