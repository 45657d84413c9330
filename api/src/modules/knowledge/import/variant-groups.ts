import { coloursIn } from '../../../lib/colours';
import type { ParsedProduct, ParsedSize } from './rows';

/**
 * A variant group whose rows are each named in full, as Prom.ua exports its 'Ідентифікатор_групи_
 * різновидів' rows ("Протеїн … Whey 908 г, шоколад", "Протеїн … Whey 2,27 кг, ваніль", each with
 * its own code and price): one model. Its name is what the rows' names share; its variants are the
 * characteristics whose values differ between the rows ('Смак: шоколад' / 'ваніль' is the colour
 * slot, the variant a customer names; 'Фасування: 908 г' / '2,27 кг', a value with a figure, the
 * size); the rows of one such colour become one product whose sizes keep each row's code and
 * price, under the code the rows' codes share (`SN101` of `SN101-09-CH` and `SN101-22-CH`).
 * Learned from the file: no list of kinds or option names. A group whose rows cannot be told apart
 * this way stays as the file has it.
 */

/** A name's words up to where the group's names part, without a trailing comma or dash. */
function sharedName(names: string[]): string {
  // A word the names share only up to its comma ("Hi-Float," / "Hi-Float") is still theirs.
  const split = names.map((n) =>
    n
      .trim()
      .split(/\s+/)
      .map((w) => w.replace(/[,;:]+$/u, '')),
  );
  let n = 0;
  while (split.every((w) => n < w.length && w[n] === split[0][n])) n += 1;
  if (n === 0) return '';
  // The first name's own words, its commas inside the shared part kept.
  const own = names[0].trim().split(/\s+/);
  // "Балон з гелієм Balloon Time на 30 / на 50 кульок": no name ends in a preposition.
  let shared = own
    .slice(0, n)
    .join(' ')
    .replace(/[\s,;:–—-]+$/u, '');
  while (DANGLING.test(shared)) shared = shared.replace(DANGLING, '').replace(/[\s,;:–—-]+$/u, '');
  return shared;
}

/** A preposition or conjunction a shared name would end with where the names part. */
const DANGLING = /\s+(?:на|з|із|зі|для|та|і|й|и|в|у|до|по|від|с|со|of|for|with|and|in|on|to)$/iu;

/** The parts of a row's name after the group's shared name, less its colour ("з гелієм" of "…, золото, з гелієм"). */
function nameTail(full: string, shared: string, colour: string): string[] {
  // Only a tail the name adds after a comma, as feeds title a variant ("…, золото, з гелієм").
  if (!full.startsWith(shared) || !/^\s*,/u.test(full.slice(shared.length))) return [];
  return full
    .slice(shared.length)
    .split(/,/u)
    .map((p) => p.replace(/^[\s–—-]+|[\s–—-]+$/gu, ''))
    .filter((p) => p !== '' && p.toLowerCase() !== colour.toLowerCase() && coloursIn(p).length === 0);
}

/** The code the group's codes share, cut at a separator: `SN101` of `SN101-09-CH`, `SN101-22-VN`. */
function sharedCode(codes: string[]): string {
  let n = 0;
  while (codes.every((c) => n < c.length && c[n].toLowerCase() === codes[0][n].toLowerCase())) n += 1;
  const prefix = codes[0].slice(0, n);
  const cut = prefix.search(/[\s\-_./][^\s\-_./]*$/u);
  const code = codes.every((c) => c.length === n || /[\s\-_./]/.test(c[n]))
    ? prefix.replace(/[\s\-_./]+$/u, '')
    : cut > 0
      ? prefix.slice(0, cut)
      : '';
  // A model's code has a figure ("DF" of "DF-1" and "DF-2" is a series' letters, no model's code).
  return /\d/.test(code) ? code : '';
}

const DETAIL = /^([^:\n]{1,60}):[ \t]*(\S[^\n]*)$/u;
/** Labels of a row's own number, link or picture: never a variant. */
const IDENTIFIER_LABEL =
  /(ідентифікатор|идентификатор|identifier|(?<![\p{L}])id(?![\p{L}])|uuid|guid|gtin|ean|mpn|barcode|штрих|посилання|ссылка|url|link|зображення|изображени|image|фото|photo|номер)/iu;
/** A database number ("2146518301"). */
const LONG_NUMBER = /^\d{6,}$/u;

/** Whether a characteristic is a row's own number or link (by its label, or its values all database numbers). */
export function isIdentifier(label: string, values: string[]): boolean {
  return IDENTIFIER_LABEL.test(label) || values.every((v) => LONG_NUMBER.test(v.trim()));
}

/** Whether a name says a characteristic's value ("20 см", or its figure "20" as a word of its own). */
function saysValue(name: string, value: string): boolean {
  const n = name.toLowerCase();
  const v = value.toLowerCase().trim();
  if (n.includes(v)) return true;
  const figure = /^\d+(?:[.,]\d+)?/u.exec(v)?.[0];
  return figure !== undefined && new RegExp(`(?<![\\d.,])${figure.replace('.', '\\.')}(?![\\d]|[.,]\\d)`, 'u').test(n);
}

/** A product's characteristic lines ('Смак: шоколад') by label, the first of each. */
export function detailLines(p: ParsedProduct): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of p.description.split('\n')) {
    const m = DETAIL.exec(line.trim());
    if (m && !out.has(m[1].trim())) out.set(m[1].trim(), m[2].trim());
  }
  return out;
}

/**
 * The group as one model, or null when its rows cannot be told apart by what differs between them.
 * `byName`: rows of one name with no colour or size of their own, which the file ties by no column.
 */
function asModel(rows: ParsedProduct[], byName: boolean): ParsedProduct[] | null {
  if (!byName && new Set(rows.map((p) => p.name)).size < 2) return null;
  const name = sharedName(rows.map((p) => p.name));
  if (name.split(/\s+/).length < 2) return null;
  // Only rows sold as one piece each (no sizes of their own beyond one) are taken apart here.
  if (rows.some((p) => p.sizes.length > 1)) return null;
  const details = rows.map(detailLines);
  const labels = [...new Set(details.flatMap((d) => [...d.keys()]))].filter((label) => {
    const values = details.map((d) => d.get(label) ?? '');
    return values.every((v) => v !== '') && new Set(values).size > 1;
  });
  const figured = (label: string) => details.every((d) => /\d/.test(d.get(label) ?? ''));
  // A row's own number or link ('Унікальний_ідентифікатор: 2146518301', 'Ідентифікатор_товару:
  // kz-0001') differs from row to row too, and tells no variant.
  const variantLike = labels.filter(
    (l) =>
      !isIdentifier(
        l,
        details.map((d) => d.get(l)!),
      ),
  );
  // Rows named in full say their variant in the name ("… Daily Chef 20 см" of 'Діаметр: 20 см'): such
  // a characteristic first, before one that only differs ('Вага,кг: 0.7').
  const named = (label: string) => rows.every((p, i) => saysValue(p.name, details[i].get(label)!));
  const first = (keep: (l: string) => boolean) =>
    variantLike.find((l) => keep(l) && named(l)) ?? variantLike.find(keep);
  const sizeLabel = rows.every((p) => p.sizes.length === 0) ? first(figured) : undefined;
  // A figure or a measure ('Вага,кг: 0.7', 'Діаметр: 16 см' beside 'Об'єм: 2 л') is no colour a customer names.
  const bare = (label: string) => details.every((d) => /^\d+(?:[.,]\d+)?\s*\p{L}{0,3}\.?$/u.test(d.get(label)!.trim()));
  const colourLabel = rows.every((p) => p.color === '') ? first((l) => l !== sizeLabel && !bare(l)) : undefined;
  const variants = rows.map((p, i) => ({
    product: p,
    colour: colourLabel ? details[i].get(colourLabel)! : p.color,
    size: sizeLabel ? details[i].get(sizeLabel)! : (p.sizes[0]?.size ?? ''),
  }));
  const distinct = () =>
    new Set(variants.map((v) => `${v.colour.toLowerCase()}\n${v.size.toLowerCase()}`)).size === rows.length;
  // "Куля-зірка …, золото, без гелію" / "…, золото, з гелієм" of one size: what each name says after
  // the shared name and its colour is what the variant is sold by, in the shop's own words.
  if (!distinct() && !sizeLabel) {
    const parts = rows.map((p, i) => nameTail(p.name, name, variants[i].colour));
    // A part every row of its colour says and rows of another colour do not ("срібло" of the silver
    // ones, whose colour cell says "серебро") is the colour in the name's language.
    const colourOf = (i: number) => variants[i].colour.toLowerCase();
    const tails = parts.map((own, i) =>
      own
        .filter(
          (t) =>
            !(
              parts.every((other, j) => colourOf(j) !== colourOf(i) || other.includes(t)) &&
              parts.some((other, j) => colourOf(j) !== colourOf(i) && !other.includes(t))
            ),
        )
        .join(', ')
        .slice(0, 60),
    );
    if (tails.every((t) => t !== '') && new Set(tails.map((t) => t.toLowerCase())).size > 1)
      variants.forEach((v, i) => (v.size = tails[i]));
  }
  // Every row must be its own colour and size, else the model would lose a row.
  if (!distinct()) return null;
  // Rows told apart by a colour alone keep their own codes (no size to keep a row's code in).
  // Rows the file ties as one (Prom.ua's group) sharing no model code ("TF-D20", "TF-D24"): the
  // first row's code, each other row's kept as its size's (as a Loyverse group's, rows.ts).
  // In one colour only: a colour's rows keep their own codes (the red pot is never shown as "ID-2W").
  const oneColour = new Set(variants.map((v) => v.colour.toLowerCase())).size === 1;
  const code = variants.every((v) => v.size !== '')
    ? sharedCode(rows.map((p) => p.code)) || (byName || !oneColour ? '' : rows[0].code)
    : '';
  const taken = new Set([colourLabel, sizeLabel]);
  // A sentence of the description (no characteristic) is kept.
  const description = (p: ParsedProduct) =>
    p.description
      .split('\n')
      .filter((line) => {
        const label = DETAIL.exec(line.trim())?.[1].trim();
        return label === undefined || !taken.has(label);
      })
      .join('\n');
  const byColour = new Map<string, ParsedProduct>();
  for (const { product: p, colour, size } of variants) {
    const key = colour.toLowerCase();
    const own: ParsedSize = {
      ...(p.sizes[0] ?? {}),
      size,
      quantity: p.sizes[0]?.quantity ?? p.quantity,
    };
    const merged = code === '' ? undefined : byColour.get(key);
    if (!merged) {
      const product: ParsedProduct = {
        ...p,
        code: code || p.code,
        name,
        color: colour,
        description: description(p),
        quantity: null,
        sizes: [{ ...own, ...(code && code !== p.code && { sku: p.code }) }],
      };
      if (size === '') {
        product.sizes = p.sizes;
        product.quantity = p.quantity;
      }
      byColour.set(code === '' ? `${key}\n${p.code}` : key, product);
      continue;
    }
    const price = own.price ?? p.price;
    merged.sizes.push({
      ...own,
      ...(code !== p.code && { sku: p.code }),
      ...(price !== null && price !== merged.price ? { price } : {}),
    });
  }
  return [...byColour.values()];
}

/**
 * The products with each variant group named in full per row (`groupOf`) gathered into its model;
 * so are rows of one name with no colour or size of their own that the file ties by no column, told
 * apart only by a characteristic ('Вага: 400 г' / '2 кг' of a hand-kept sheet).
 */
export function gatherVariantGroups(
  products: ParsedProduct[],
  groupOf: (p: ParsedProduct) => string | undefined,
): ParsedProduct[] {
  const groups = new Map<string, ParsedProduct[]>();
  for (const p of products) {
    const tied = groupOf(p);
    const key =
      tied === undefined || tied === ''
        ? p.color === '' && p.sizes.length === 0
          ? `name:${p.name.trim().toLowerCase()}`
          : undefined
        : `group:${tied}`;
    if (key === undefined) continue;
    const group = groups.get(key);
    if (group) group.push(p);
    else groups.set(key, [p]);
  }
  const replaced = new Map<ParsedProduct, ParsedProduct[]>();
  for (const rows of groups.values()) {
    if (rows.length < 2) continue;
    const model = asModel(
      rows,
      rows.every((p) => groupOf(p) === undefined || groupOf(p) === ''),
    );
    if (!model) continue;
    replaced.set(rows[0], model);
    for (const p of rows.slice(1)) replaced.set(p, []);
  }
  return products.flatMap((p) => replaced.get(p) ?? [p]);
}

/** A name ending in its size after a comma: "Спиці кругові Addi 80 см, 3,5 мм", "Гачок Tulip Etimo, 4 мм". */
const SIZED_NAME = /^(.*\S)\s*,\s+(\d+(?:[.,]\d+)?\s*(?:мм|mm|см|cm|м|m|мл|ml|л|l|г|g|гр|кг|kg|шт|pcs)\.?)$/iu;
/**
 * A name ending in its size said as one ("Устілки каркасні, р. 38", "Бандаж, чорний, р. M (39-41)",
 * "…, розмір XL", "…, size M"), as an accounting system that needs a unique name per product names
 * each size (RemOnline): the size even where only one row has it.
 */
const SIZE_SAID_NAME = /^(.*\S)\s*,\s+(?:р\.|розм\.|розмір|размер|size)\s*(\S.{0,30})$/iu;

/** The name's head and its size, by a size said ("р. M") or a measure after a comma ("4 мм"). */
function sizedName(name: string): { head: string; size: string; said: boolean } | null {
  const said = SIZE_SAID_NAME.exec(name.trim());
  if (said) return { head: said[1], size: said[2].trim(), said: true };
  const measure = SIZED_NAME.exec(name.trim());
  return measure ? { head: measure[1], size: measure[2], said: false } : null;
}

/**
 * Rows of a hand-kept sheet that name one model in its sizes ("Гачок Tulip Etimo, 3 мм" / "…, 3,5 мм"
 * / "…, 4 мм", each with a code and stock of its own, no colour or size column): one product in its
 * first row's code, each row a size keeping its own code and price. A name alone ends in no size,
 * unless it says it is one ("…, р. M").
 */
export function gatherSizedNames(products: ParsedProduct[]): ParsedProduct[] {
  const groups = new Map<string, Array<{ p: ParsedProduct; size: string; said: boolean }>>();
  for (const p of products) {
    // No size of its own; a second code's one size '' (RemOnline's 'Код' beside its 'Артикул') is none.
    const unsized = p.sizes.length === 0 || (p.sizes.length === 1 && p.sizes[0].size === '');
    const m = p.color === '' && unsized ? sizedName(p.name) : null;
    if (!m) continue;
    const key = m.head.toLowerCase();
    groups.set(key, [...(groups.get(key) ?? []), { p, size: m.size, said: m.said }]);
  }
  const replaced = new Map<ParsedProduct, ParsedProduct[]>();
  for (const rows of groups.values()) {
    const codes = new Set(rows.map((r) => r.p.code));
    if ((rows.length < 2 && !rows[0].said) || codes.size < rows.length) continue;
    const [first] = rows;
    const quantity = (p: ParsedProduct) => p.sizes[0]?.quantity ?? p.quantity;
    const model: ParsedProduct = {
      ...first.p,
      name: sizedName(first.p.name)!.head,
      quantity: null,
      sizes: rows.map(({ p, size }) => ({
        size,
        quantity: quantity(p),
        ...(p !== first.p && { sku: p.code }),
        ...(p.price !== null && p.price !== first.p.price && { price: p.price }),
      })),
    };
    replaced.set(first.p, [model]);
    for (const { p } of rows.slice(1)) replaced.set(p, []);
  }
  return products.flatMap((p) => replaced.get(p) ?? [p]);
}
