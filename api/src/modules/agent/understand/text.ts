/** Text helpers shared by query understanding, retrieval and the auditor. */

const UK_TO_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'h',
  ґ: 'g',
  д: 'd',
  е: 'e',
  є: 'ie',
  ж: 'zh',
  з: 'z',
  и: 'y',
  і: 'i',
  ї: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ь: '',
  ю: 'iu',
  я: 'ia',
  ы: 'y',
  э: 'e',
  ё: 'io',
  ъ: '',
  "'": '',
};

/** Lower case, one kind of apostrophe, no stress marks. */
export function normalise(text: string): string {
  return (
    text
      .normalize('NFC')
      .toLowerCase()
      // Russian ё is written е as often as not ("чёрный", "черный").
      .replace(/ё/g, 'е')
      .replace(/[’ʼ`´]/g, "'")
  );
}

/** Ukrainian (and Russian) Cyrillic to Latin, roughly as the national standard does. */
export function transliterate(word: string): string {
  let out = '';
  for (const ch of word) out += UK_TO_LATIN[ch] ?? ch;
  return out;
}

/**
 * The parts of a message that names several items ("лосини S і топ L", "2 шт 160х200, одне 180х200"):
 * split at commas (not a decimal one), semicolons, "+" and the joining words.
 */
export function partsOf(text: string): string[] {
  // Not at a decimal comma ("шоколад 2,5 кг + мішки").
  return text.split(/(?<!\d),|,(?!\d)|[;+]|\s(?:і|й|и|та|and|а також)\s/iu);
}

/** Words of two or more letters (apostrophes kept inside Ukrainian words). */
export function words(text: string): string[] {
  return (
    normalise(text)
      .match(/\p{L}[\p{L}']*\p{L}|\p{L}/gu)
      ?.filter((w) => w.length >= 2) ?? []
  );
}

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions). */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j += 1) d[0][j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** Endings that make word forms of one stem (Ukrainian cases and numbers, English plurals). */
const ENDINGS = new Set([
  '',
  'а',
  'я',
  'і',
  'и',
  'у',
  'ю',
  'о',
  'е',
  'ь',
  'ів',
  'ей',
  'ам',
  'ям',
  'ами',
  'ями',
  'ах',
  'ях',
  'ою',
  'ею',
  'ий',
  'ій',
  'ого',
  'ому',
  'ої',
  'ую',
  'им',
  'ими',
  'их',
  's',
  'es',
  'y',
  'a',
  'i',
  'u',
  'e',
]);

/**
 * Two word forms of the same word: one stem with known endings (сукня/сукню, jeans/jean) or,
 * for longer words, one typo.
 */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const shorter = Math.min(a.length, b.length);
  if (shorter < 3) return false;
  let common = 0;
  while (common < shorter && a[common] === b[common]) common += 1;
  if (common >= 3 && ENDINGS.has(a.slice(common)) && ENDINGS.has(b.slice(common))) return true;
  return shorter >= 5 && editDistance(a, b) <= 1;
}

/** Share of `query` words found in `candidate` (0..1). */
export function wordOverlap(query: string[], candidate: string[]): number {
  if (query.length === 0) return 0;
  const hits = query.filter((q) => candidate.some((c) => sameWord(q, c))).length;
  return hits / query.length;
}

/** A stable small number from a text: picks template variants reproducibly. */
export function textHash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
