import type { ParsedProduct, ParsedSize } from './rows';
import { HOMOGLYPHS, sizeCellLabel, textKey } from '../text-keys';

/**
 * Codes as shops export them: one SKU per size (`HW-118-S`, `BR3305-75C`, `4410-SM`, `MS-1-OS`,
 * `SK-2-3638`) names a size of a model, not a product of its own. A SKU's model code is the SKU
 * without its last segment when that segment is the row's size as this shop's own data writes it:
 * its letters and digits (`S/M` → SM, `36-38` → 3638) or the initials of a size of several words
 * (`one size` → OS). Learned from the file, not from a list of codes.
 *
 * The SKUs of one model (same model code, name, colour and price) become one product with each
 * size's own SKU kept, so a customer's "HW-118" and "HW-118-S" both find it. Whatever does not fit
 * this pattern stays as the file has it.
 */

const SEPARATOR = /[\s\-_./]+/gu;
/** A size glued to the code at a change of script: `BL12S`, `BR3305` + `75` is not one (no change). */
const GLUED = /^(.*\d)(\p{L}+)$|^(.*\p{L})(\d+)$/u;

function shape(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/** A shape with Cyrillic look-alikes as Latin letters: a size's "1 м" is a code's `1M`. */
function latin(shaped: string): string {
  return shaped.replace(/[авекмнорстхі]/g, (ch) => HOMOGLYPHS[ch] ?? ch);
}

/**
 * Whether `tail` writes a device model's size short: its number whole and each word after it by its
 * first letters, the brand words before the number left out (`15PM` of "iPhone 15 Pro Max", `S24U`
 * of "Samsung Galaxy S24 Ultra", `A55`, `41` of "Apple Watch 41 мм"), one after the other for a
 * size that fits several (`1314` of "iPhone 13 / 14", `1515P` of "iPhone 15 / 15 Pro").
 */
function abbreviatesModel(tail: string, size: string): boolean {
  const cores: string[] = [];
  let branded = false;
  for (const part of size.split(/\s+\/\s+/)) {
    const words = part.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    const digit = words.findIndex((w) => /\d/.test(w));
    if (digit < 0) return false;
    branded ||= words.slice(0, digit).some((w) => /^[a-z]{3,}$/.test(w));
    cores.push(
      ...words
        .slice(digit)
        .filter((w) => !/^(мм|mm|см|cm)$/.test(w))
        .map((w) => latin(shape(w))),
    );
  }
  const t = latin(shape(tail));
  const written = (rest: string, words: string[]): boolean => {
    if (words.length === 0) return rest === '';
    const [word, ...others] = words;
    if (/\d/.test(word)) return rest.startsWith(word) && written(rest.slice(word.length), others);
    for (let k = 1; k <= word.length; k += 1)
      if (rest.startsWith(word.slice(0, k)) && written(rest.slice(k), others)) return true;
    return false;
  };
  return branded && /\d/.test(t) && written(t, cores);
}

/** A unit after a size's number (`95 cm`, `42 EU`): a code writes the number alone (`BLT-220-95`). */
const UNIT = /(?<=\d)(?:cm|см|mm|мм|ml|мл|eu|uk|us|л|l|кг|kg|г|гр|g|шт|pcs)$/u;

/** A size system before a size's number (`EU 41`, `UK 8`): a code writes the number alone (`BT-STM-41`). */
const SYSTEM = /^(?:eur?|uk|us)(?=\d)/u;

/** Whether `tail` is `size` as written in a code: its letters and digits (without a unit), or its words' initials. */
function namesSize(tail: string, size: string): boolean {
  const t = shape(tail);
  if (t === '') return false;
  if (t === shape(size) || t === shape(size).replace(UNIT, '') || t === shape(size).replace(SYSTEM, '')) return true;
  // "0,9" of "900 г": the code writes the weight in kilograms.
  const grams = /^\s*(\d+)\s*(?:г|гр|g)\s*$/iu.exec(size);
  if (
    grams &&
    /^\d+[.,]\d+$/.test(tail.trim()) &&
    Math.round(Number(tail.trim().replace(',', '.')) * 1000) === Number(grams[1])
  )
    return true;
  // "1 м" of a cable is a code's `1M`.
  if (/^\d+\p{L}*$/u.test(t) && latin(t) === latin(shape(size))) return true;
  if (abbreviatesModel(tail, size)) return true;
  // A size said with its description ("S / ручна поклажа, 55×40×20 см"): the code writes its label.
  const label = sizeCellLabel(size);
  if (label !== size.trim() && namesSize(tail, label)) return true;
  const words = size.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length >= 2 && words.every((w) => /\p{L}/u.test(w)) && words.map((w) => w[0]).join('') === t;
}

const LETTER_SIZE = /^(?:XXS|XS|S|M|L|XL|XXL|XXXL)$/i;
/** A size cell that counts pieces in a pack ("7 шт", "1 шт", "2 pcs"): no size a code's letter could name. */
const PACK = /^\s*\d+\s*(?:шт|pcs|пар|pairs?)\.?\s*$/iu;

interface Split {
  product: ParsedProduct;
  model: string;
  size: ParsedSize;
  /** The tail is digits, or glued without a separator: taken only when another SKU of the model confirms it. */
  needsSibling: boolean;
  /** The tail does not write the size (`KL-4100-M` of "середній"): each SKU of the model must be another size. */
  loose?: boolean;
}

function splitOf(product: ParsedProduct): Split | null {
  // A size '' (a variant by colour alone with its own code) is no size to find in the code.
  if (product.sizes.length !== 1 || product.sizes[0].size === '') return null;
  const size = product.sizes[0];
  // The last segment, or the last two when the size has a separator of its own (`RNG-305-16.5`).
  const cuts = [...product.code.matchAll(SEPARATOR)].reverse().slice(0, 2);
  const cut = cuts.find((m) => namesSize(product.code.slice(m.index + m[0].length), size.size));
  const glued = cut || cuts.length > 0 ? null : GLUED.exec(product.code);
  let model = cut ? product.code.slice(0, cut.index) : (glued?.[1] ?? glued?.[3]);
  let tail = cut ? product.code.slice(cut.index + cut[0].length) : (glued?.[2] ?? glued?.[4]);
  let inside = false;
  let loose = false;
  // "ЛС-22/S", "ЛС-22/M" of a pack of "7 шт" each: the letter in the code is the size, the pack a count.
  const last = cuts[0];
  if (last && PACK.test(size.size)) {
    const letter = product.code.slice(last.index + last[0].length);
    const head = product.code.slice(0, last.index);
    if (LETTER_SIZE.test(letter) && /\d/.test(head))
      return { product, model: head, size: { ...size, size: letter.toUpperCase() }, needsSibling: true };
  }
  if (!model || !tail || !namesSize(tail, size.size)) {
    // The size between the model and a colour's code (Prom.ua's `BL-01-105-BR`): the model in that
    // colour is the code without it (`BL-01-BR`).
    const middle = middleSize(product.code, size.size);
    if (middle) {
      ({ model, tail } = middle);
    } else {
      // A last segment that writes the size otherwise (`KL-4100-M` of "середній (Ø 150 см)"): taken
      // only when other SKUs of the model, of the same name and colour, confirm it with other sizes.
      if (cuts.length === 0) return null;
      model = product.code.slice(0, cuts[0].index);
      tail = product.code.slice(cuts[0].index + cuts[0][0].length);
      if (!/^[\p{L}\d]{1,4}$/u.test(tail) || !/\d/.test(model)) return null;
      loose = true;
    }
    inside = true;
  }
  // The model's code is still an article code: `JG-48` in size 48 is not a size of "JG". A code of
  // letters in segments (Shopify's `SS-W-BLK-M`) is one when another SKU of the model confirms it.
  const lettersOnly = !/\d/.test(model);
  if ((lettersOnly && !/[\p{L}][\s\-_./]+[\p{L}]/u.test(model)) || shape(model).length < 2) return null;
  return { product, model, size, loose, needsSibling: inside || glued !== null || /^\d+$/.test(tail) || lettersOnly };
}

/** A segment after the first and before the last that names the size, and the code without it. */
function middleSize(code: string, size: string): { model: string; tail: string } | null {
  const cuts = [...code.matchAll(SEPARATOR)];
  for (let i = 0; i + 1 < cuts.length; i += 1) {
    const start = cuts[i].index + cuts[i][0].length;
    const segment = code.slice(start, cuts[i + 1].index);
    if (namesSize(segment, size))
      return { model: code.slice(0, cuts[i].index) + code.slice(cuts[i + 1].index), tail: segment };
  }
  return null;
}

// The price may differ by size (a suitcase's L above its S): each size keeps its own (`ParsedSize.price`).
const sameModel = (a: ParsedProduct, b: ParsedProduct) =>
  textKey(a.name) === textKey(b.name) && textKey(a.color) === textKey(b.color);

/**
 * The description of a model gathered from one product per size: the lines all of them share; a
 * characteristic every size gives with its own value said per size ("Вага, кг: S 2,6 · M 3,4 · L
 * 4,2"), as the import says a size chart given as columns (rows.ts, withSizeChart); a line only
 * one size has (a description given once) as the model's; other lines each with its size
 * ("Підковдра 200×220 см (євро)"), so no size's description is said of another.
 */
function mergedDescription(group: Split[]): string {
  const lines = group.map((s) => s.product.description.split('\n').filter((l) => l.trim() !== ''));
  const shared = new Set(lines[0].filter((line) => lines.every((l) => l.includes(line))));
  const labelOf = (line: string) => (line.indexOf(': ') > 0 ? line.slice(0, line.indexOf(': ') + 2) : null);
  const perSize = new Map<string, string>();
  for (const line of lines[0]) {
    const label = labelOf(line);
    if (shared.has(line) || label === null) continue;
    const values = lines.map((l) => l.find((x) => !shared.has(x) && x.startsWith(label))?.slice(label.length));
    if (values.some((v) => v === undefined)) continue;
    perSize.set(label, `${label}${group.map((s, i) => `${sizeCellLabel(s.size.size)} ${values[i]}`).join(' · ')}`);
  }
  const own = lines.map((l) => l.filter((x) => !shared.has(x) && !perSize.has(labelOf(x) ?? '')));
  const holders = own.filter((o) => o.length > 0).length;
  const ofSize = (line: string, i: number) => (holders === 1 ? line : `${line} (${sizeCellLabel(group[i].size.size)})`);
  // In the first size's order, then the other sizes' own lines.
  const out = lines[0].map((line) => (shared.has(line) ? line : (perSize.get(labelOf(line) ?? '') ?? ofSize(line, 0))));
  own.slice(1).forEach((lines, i) => out.push(...lines.map((line) => ofSize(line, i + 1))));
  return out.join('\n');
}

/** The file's products with per-size SKUs of one model gathered into the model (see above). */
export function gatherVariantCodes(products: ParsedProduct[]): ParsedProduct[] {
  const codes = new Set(products.map((p) => p.code));
  const groups = new Map<string, Split[]>();
  for (const p of products) {
    const split = splitOf(p);
    // A model code that is already a product of the file is that product's, not a new model's.
    if (!split || codes.has(split.model)) continue;
    const group = groups.get(split.model);
    if (group) group.push(split);
    else groups.set(split.model, [split]);
  }
  const into = new Map<ParsedProduct, ParsedProduct | null>();
  for (const [model, group] of groups) {
    const first = group[0].product;
    if (!group.every((s) => sameModel(s.product, first))) continue;
    if (group.length === 1 && group[0].needsSibling) continue;
    // Each SKU of a model is one of its sizes: two rows of one size are two products.
    if (group.some((s) => s.loose) && new Set(group.map((s) => s.size.size)).size !== group.length) continue;
    const sizes = new Map<string, ParsedSize>();
    for (const { product, size } of group) {
      const seen = sizes.get(size.size);
      if (seen)
        seen.quantity =
          seen.quantity === null && size.quantity === null ? null : (seen.quantity ?? 0) + (size.quantity ?? 0);
      else {
        const own = size.price ?? product.price;
        sizes.set(size.size, {
          ...size,
          sku: product.code,
          ...(own !== null && own !== first.price ? { price: own } : {}),
        });
      }
    }
    const pick = (field: 'material' | 'lining' | 'description' | 'category' | 'audience') =>
      group.find((s) => s.product[field])?.product[field] ?? '';
    const merged: ParsedProduct = {
      ...first,
      code: model,
      material: pick('material'),
      lining: pick('lining'),
      description: group.every((s) => s.product.description === first.description)
        ? first.description
        : mergedDescription(group),
      category: pick('category'),
      audience: pick('audience'),
      sizes: [...sizes.values()],
      quantity: null,
    };
    into.set(first, merged);
    for (const s of group.slice(1)) into.set(s.product, null);
  }
  if (into.size === 0) return products;
  return products.flatMap((p) => {
    const merged = into.get(p);
    return merged === undefined ? [p] : merged === null ? [] : [merged];
  });
}

/**
 * A product whose code is another's of the same name and colour plus a number its one size has
 * ("КТ-06/Я-24" of "упаковка 24 шт" beside "КТ-06/Я" of "1 банка"): a pack of that product, so
 * one of its sizes, with its own code and price kept, as a customer asks "гурме по чому?" of both.
 */
export function joinPackCodes(products: ParsedProduct[]): ParsedProduct[] {
  const byCode = new Map(products.map((p) => [p.code, p]));
  const joined = new Set<ParsedProduct>();
  for (const p of products) {
    const m = /^(.+?)[-_./](\d+)$/u.exec(p.code);
    if (!m || p.sizes.length !== 1 || p.sizes[0].size === '') continue;
    if (!new RegExp(`(?<!\\d)${m[2]}(?!\\d)`).test(p.sizes[0].size)) continue;
    const base = byCode.get(m[1]);
    if (!base || base === p || joined.has(base) || !sameModel(base, p)) continue;
    if (base.sizes.length === 0 || base.sizes.some((x) => x.size === '' || x.size === p.sizes[0].size)) continue;
    const own = p.sizes[0].price ?? p.price;
    base.sizes.push({ ...p.sizes[0], sku: p.code, ...(own !== null && own !== base.price ? { price: own } : {}) });
    joined.add(p);
  }
  return joined.size === 0 ? products : products.filter((p) => !joined.has(p));
}
