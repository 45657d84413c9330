/**
 * Sizes that are a device's model: a phone case, a screen glass or a watch strap is sold by the
 * device it fits ("iPhone 15 Pro Max", "Samsung Galaxy S24 Ultra", "Apple Watch 41 мм", "AirPods
 * Pro 2"), and one variant may fit two ("iPhone 13 / 14", "iPhone 15 / 15 Pro"). Customers write
 * the model without its brand words and the words after its number as they say them: "15 про
 * макс", "15 pro max", "15promax", "на 14 плюс", "с24 ультра", "а55", "епл вотч 41", "airpods 3".
 *
 * Such a size is read as brand words (Latin, before the first word with a digit), then its core:
 * the word with the digit and the words after it. The core is said in order, its words in either
 * script; a unit after the number ("мм") may be left out; the brand words may be left out, except
 * before a one-digit number ("airpods 3", never a bare "3"). Of two models said at one place the
 * longer holds: "15 про макс" names "iPhone 15 Pro Max", not "iPhone 15 Pro" nor "iPhone 15".
 */
import { editDistance, normalise, transliterate } from './text';
import { latinKey } from '../language/latin';

interface Alternative {
  prefix: string[];
  core: string[];
}

export interface ModelSize {
  spelling: string;
  alternatives: Alternative[];
}

/** Where a text names a model size: the whole mention and where its number begins. */
export interface ModelSizeSaid {
  spelling: string;
  start: number;
  end: number;
  coreStart: number;
}

/** A size's own words that say only that it is a size (never a device's brand). */
const SIZE_WORDS = new Set(['size', 'eu', 'ua', 'us', 'uk', 'ru', 'int', 'group']);
const UNITS = new Set(['мм', 'mm', 'см', 'cm']);

interface Token {
  text: string;
  start: number;
  end: number;
}

/** Words and numbers with where they stand; a number glued to the word after it is two ("15pro", "45mm"). */
function tokensOf(text: string): Token[] {
  const out: Token[] = [];
  for (const m of normalise(text).matchAll(/[\p{L}\d]+/gu)) {
    const at = m.index ?? 0;
    for (const part of m[0].matchAll(/\p{L}*\d+|\p{L}+/gu)) {
      const start = at + (part.index ?? 0);
      out.push({ text: part[0], start, end: start + part[0].length });
    }
  }
  return out;
}

/** A size read as a device's model, or null ("42", "M", "2-3 роки", "Group 1/2/3 (9-36 kg)" is none). */
export function modelSizeOf(spelling: string): ModelSize | null {
  const alternatives: Alternative[] = [];
  let brand: string[] = [];
  // "iPhone 15 / 15 Pro", and "iPhone 13/14" written close: a slash between two numbers parts them too.
  for (const part of spelling.split(/\s+\/\s+|(?<=\d)\/(?=\d)/)) {
    const words = tokensOf(part).map((t) => t.text);
    const digit = words.findIndex((w) => /\d/.test(w));
    if (digit < 0 || words.slice(digit).some((w) => !/^(\p{L}*\d+|\p{L}+)$/u.test(w))) return null;
    // "iPhone 15 / 15 Pro": the part after the slash keeps the first part's brand.
    const prefix = digit > 0 ? words.slice(0, digit) : brand;
    if (!prefix.some((w) => /^[a-z]{3,}$/.test(w)) || prefix.some((w) => SIZE_WORDS.has(w))) return null;
    brand = prefix;
    alternatives.push({ prefix, core: words.slice(digit) });
  }
  return alternatives.length > 0 ? { spelling, alternatives } : null;
}

/** Whether a customer's word is a word of the size's, in either script or with one typo. */
function sameWord(said: string, own: string): boolean {
  if (said === own) return true;
  const latin = transliterate(said);
  if (latin === own) return true;
  if (/\d/.test(own)) return false;
  if (latinKey(said) === latinKey(own)) return true;
  return own.length >= 4 && editDistance(latin, own) <= 1;
}

/** A number that is a count or an amount, not a model: "3 шт", "до 300", "50 грн". */
function countOrAmount(text: string, token: Token): boolean {
  const after = text.slice(token.end);
  const before = text.slice(0, token.start);
  return (
    /^\s*(шт\p{L}*|штук\p{L}*|пар\p{L}*|pcs|pieces?|грн|uah|₴|гривень|%)(?!\p{L})/iu.test(after) ||
    /(?<!\p{L})(до|від|от|за|under|over|below)\s+$/iu.test(before)
  );
}

/** The model sizes a text names, the longer of two said at one place, in the text's order. */
export function modelSizesSaid(text: string, sizes: ModelSize[]): ModelSizeSaid[] {
  if (sizes.length === 0) return [];
  const tokens = tokensOf(text);
  const lower = normalise(text);
  // A piece of an article code ("CS-220-13-CL"): glued to the next or last piece by a dash or slash.
  const glued = (i: number) =>
    (i > 0 && /^[-_./]$/.test(lower.slice(tokens[i - 1].end, tokens[i].start))) ||
    (i + 1 < tokens.length && /^[-_./]$/.test(lower.slice(tokens[i].end, tokens[i + 1].start)));
  const found: ModelSizeSaid[] = [];
  for (const { spelling, alternatives } of sizes) {
    for (const { prefix, core } of alternatives) {
      const needed = core.length - (core.length > 1 && UNITS.has(core[core.length - 1]) ? 1 : 0);
      for (let i = 0; i < tokens.length; i += 1) {
        if (!sameWord(tokens[i].text, core[0]) || glued(i)) continue;
        let n = 1;
        while (n < core.length && i + n < tokens.length && sameWord(tokens[i + n].text, core[n])) n += 1;
        if (n < needed) continue;
        let start = i;
        while (start > 0 && prefix.length > 0 && brandWord(tokens[start - 1].text, new Set(prefix))) start -= 1;
        const bare = needed === 1 && /^\d+$/.test(core[0]);
        if (bare && (core[0].length === 1 ? start === i : countOrAmount(lower, tokens[i]))) continue;
        found.push({ spelling, start: tokens[start].start, end: tokens[i + n - 1].end, coreStart: tokens[i].start });
      }
    }
  }
  const longest = found.filter(
    (f) =>
      !found.some(
        (o) =>
          (o.start <= f.coreStart &&
            o.end >= f.end &&
            o.end - o.coreStart > f.end - f.coreStart &&
            o.spelling !== f.spelling) ||
          // "на айфон 13": the model whose brand was said, not another "13" said bare (Redmi Note 13).
          (o.coreStart === f.coreStart && o.start < o.coreStart && f.start === f.coreStart),
      ),
  );
  return longest.sort((a, b) => a.start - b.start);
}

/** Whether a customer's word is a brand word of the shop's models, as said in either script ("айфон" of iPhone). */
function brandWord(said: string, brands: Set<string>): boolean {
  const key = latinKey(said);
  return [...brands].some((b) => {
    if (sameWord(said, b)) return true;
    const own = latinKey(b);
    return Math.min(key.length, own.length) >= 4 && editDistance(key, own) <= 1;
  });
}

/**
 * Devices' models a text names that are none of the shop's model sizes: a number after a brand
 * word of the shop's models ("на айфон 12" where the shop has iPhone 13 to 15), or after a name in
 * Latin letters said with на/для/for ("чохол на Google Pixel 8"). Only where the shop sells by
 * device; each as the customer wrote it.
 */
export function unknownModelsSaid(text: string, sizes: ModelSize[]): string[] {
  if (sizes.length === 0) return [];
  const brands = new Set(sizes.flatMap((s) => s.alternatives.flatMap((a) => a.prefix)));
  const known = modelSizesSaid(text, sizes);
  const tokens = tokensOf(text);
  const lower = normalise(text);
  const out: string[] = [];
  tokens.forEach((token, i) => {
    if (!/^\p{L}{0,2}\d{1,3}$/u.test(token.text) || i === 0) return;
    if (known.some((k) => token.start < k.end && token.end > k.start) || countOrAmount(lower, token)) return;
    if (/^[-_./]$/.test(lower.slice(tokens[i - 1].end, token.start))) return;
    let start = i - 1;
    if (!brandWord(tokens[start].text, brands)) {
      // "на Google Pixel 8": up to two Latin words after на/для/for.
      while (
        start > 0 &&
        i - start < 3 &&
        /^[a-z]{3,}$/.test(tokens[start].text) &&
        !/^(на|для|під|под|for)$/.test(tokens[start - 1].text)
      )
        start -= 1;
      if (
        !/^[a-z]{3,}$/.test(tokens[start].text) ||
        start === 0 ||
        !/^(на|для|під|под|for)$/.test(tokens[start - 1].text)
      )
        return;
    }
    out.push(text.slice(tokens[start].start, token.end));
  });
  return out;
}

/** The devices a size fits, each as its words ("iPhone 15 / 15 Pro": "iphone 15", "iphone 15 pro"). */
function devicesOf(spelling: string): string[] {
  return modelSizeOf(spelling)?.alternatives.map((a) => [...a.prefix, ...a.core].join(' ')) ?? [];
}

/** Whether two model sizes fit one device ("iPhone 15 Pro" and the glass's "iPhone 15 / 15 Pro"). */
export function fitsSameDevice(a: string, b: string): boolean {
  const theirs = devicesOf(b);
  return devicesOf(a).some((d) => theirs.includes(d));
}
