/**
 * Text keys for search and matching, computed in JS so PGlite and PostgreSQL (whatever their
 * collation) compare the same strings: lower case, apostrophes unified, punctuation to spaces.
 */

// Cyrillic letters that look like Latin ones: an article code typed on a Ukrainian keyboard
// ('АВ-12', 'С-01') matches the Latin code in the file.
export const HOMOGLYPHS: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  є: 'e',
  з: '3',
  і: 'i',
  ї: 'i',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
};

/** Lower case, letters and digits only, Cyrillic look-alikes as Latin: 'AB-12 3' and 'аb123' -> 'ab123'. */
export function codeKey(code: string): string {
  let out = '';
  for (const ch of code.toLowerCase()) {
    if (/[\p{L}\p{N}]/u.test(ch)) out += HOMOGLYPHS[ch] ?? ch;
  }
  return out;
}

/** Lower case words separated by one space: 'Сукня-міді  ЧОРНА' -> 'сукня міді чорна'. */
export function textKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’ʼ`']/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * A size cell's own label before what it says of it: `S` of "S / ручна поклажа, 55×40×20 см", `40 л`
 * of "40 л, 50×30×27 см", `M` of "M (для валіз 60–65 см)", `Ø12 см` of "Ø12 см · h 35–40 см" (a pot's
 * diameter, then the plant's height); the whole cell when it has no such part.
 */
export function sizeCellLabel(size: string): string {
  return size.split(/\s+[/·•|]\s+|,\s|\s\(/u)[0].trim();
}

/** The spelling among a product's sizes that a size said names: the same, or its label ("M" of "M / середня, …"). */
export function sizeSpelling(sizes: string[], said: string): string | undefined {
  const key = codeKey(said);
  return sizes.find((s) => codeKey(s) === key) ?? sizes.find((s) => codeKey(sizeCellLabel(s)) === key);
}
