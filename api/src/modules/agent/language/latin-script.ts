/**
 * Ukrainian (or Russian) typed in Latin letters, as customers often write in direct messages
 * ("pryvit, svetr z kosamy ye v L?", "beru"): read back into Cyrillic so that every reader (the
 * assistant's understanding, the dialogue state, the order's reading) sees the words it knows.
 * A word is read back by the national transliteration in reverse and its informal variants (j for
 * й, ja/ju/je for я/ю/є, g for г); it is ours when it is no English word and its Cyrillic reading
 * is a Ukrainian or Russian one (the spelling dictionaries, dictionary.ts). The message is
 * Latin-script Ukrainian when ours are at least half of its words of three letters or more and
 * outnumber its English words. Codes, sizes and words the dictionaries do not confirm ("Kyiv",
 * "Kravets") are kept as written.
 */
import { isDictionaryWord, isEnglishWord } from './dictionary';

/** Longest first: "shch" before "sh", "zh" before "z". */
const LETTERS: Array<[string, string]> = [
  ['shch', 'щ'],
  ['sch', 'щ'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['ts', 'ц'],
  ['yu', 'ю'],
  ['ju', 'ю'],
  ['ya', 'я'],
  ['ja', 'я'],
  ['ye', 'є'],
  ['je', 'є'],
  ['yi', 'ї'],
  ['ji', 'ї'],
  ['a', 'а'],
  ['b', 'б'],
  ['v', 'в'],
  ['w', 'в'],
  ['h', 'г'],
  ['g', 'г'],
  ['d', 'д'],
  ['e', 'е'],
  ['z', 'з'],
  ['y', 'и'],
  ['i', 'і'],
  ['j', 'й'],
  ['k', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['r', 'р'],
  ['s', 'с'],
  ['t', 'т'],
  ['u', 'у'],
  ['f', 'ф'],
  ['c', 'ц'],
  ["'", 'ʼ'],
];

/** A lower-case Latin word read back letter by letter (longest match first); null if a letter is not ours. */
function cyrillic(word: string): string | null {
  let out = '';
  for (let i = 0; i < word.length;) {
    const hit = LETTERS.find(([latin]) => word.startsWith(latin, i));
    if (!hit) return null;
    out += hit[1];
    i += hit[0].length;
  }
  return out;
}

/** The Cyrillic reading a dictionary confirms: as read, with "и" for a final "і", "є" first, or a soft sign. */
function confirmed(word: string): string | null {
  const read = cyrillic(word);
  if (!read) return null;
  // The soft sign is rarely typed: "skilky" is «скільки».
  const soft = read.replace(/(?<=[аеиіоуюяєї])([лнтсдзц])(?=[бвгґджзклмнпрстфхцчшщ])/g, '$1ь');
  for (const candidate of [read, read.replace(/і$/, 'и'), read.replace(/^е/, 'є'), soft])
    if (isDictionaryWord(candidate) === true) return candidate;
  return null;
}

const WORD = /[A-Za-z][A-Za-z']*/g;

/** Latin letters that look like Cyrillic ones, as a Ukrainian keyboard's neighbours type them. */
const LOOKALIKE: Record<string, string> = { i: 'і', I: 'І', a: 'а', e: 'е', o: 'о', c: 'с', p: 'р', x: 'х', y: 'у' };
/** A Cyrillic word with a Latin look-alike inside ("флiсом", "скiльки": a Latin i). */
const MIXED =
  /(?<![\p{L}\d])(?=[\p{L}']*\p{Script=Cyrillic}[\p{L}']*\p{Script=Cyrillic})(?=[\p{L}']*[iIaeocpxy])[\p{L}']+(?![\p{L}\d-])/gu;

/** The text with its Cyrillic words' Latin look-alikes in Cyrillic; null when it has none. */
function withCyrillicLookalikes(text: string): string | null {
  const fixed = text.replace(MIXED, (word) => [...word].map((ch) => LOOKALIKE[ch] ?? ch).join(''));
  return fixed === text ? null : fixed;
}

/**
 * The text in Cyrillic when it is Ukrainian or Russian typed in Latin letters, or has Cyrillic words
 * with a Latin look-alike typed inside them ("скiльки"); null otherwise.
 */
export function fromLatinScript(text: string): string | null {
  if (/[\u0400-\u04ff]/.test(text)) return withCyrillicLookalikes(text);
  const words = [...text.matchAll(WORD)].map((m) => m[0]);
  if (words.length === 0) return null;
  // A word of one letter ("a", "v", "z", "i") is read back only in a message that is ours.
  const readings = words.map((w, i) => {
    const lower = w.toLowerCase();
    // An upper-case token is a size or a code (L, XL, NP), never a word to read back; a capitalised
    // word after the first is a name ("Olena Koval": «ковал» is a Russian word, Koval a surname).
    if (w.length > 1 && w === w.toUpperCase()) return null;
    if (i > 0 && w[0] !== w[0].toLowerCase()) return null;
    if (w.length < 2 || isEnglishWord(lower)) return null;
    return confirmed(lower);
  });
  const ours = readings.filter((r) => r !== null).length;
  // Ours must hold a word of three letters or more ("ok" alone is anyone's), be at least half of
  // the longer words, and outnumber the English ones.
  const longer = words.filter((w) => w.length > 2 && w !== w.toUpperCase()).length;
  const english = words.filter((w) => w.length > 1 && isEnglishWord(w.toLowerCase())).length;
  const oursLonger = readings.filter((r, i) => r !== null && words[i].length > 2).length;
  if (oursLonger === 0 || ours * 2 < longer || ours <= english) return null;
  let at = 0;
  return text.replace(WORD, (w) => {
    const reading = readings[at++];
    if (reading) return w[0] === w[0].toUpperCase() ? reading[0].toUpperCase() + reading.slice(1) : reading;
    // Short words between ours: "a v siromu" → "а в сірому".
    if (w.length <= 2 && w === w.toLowerCase()) return cyrillic(w) ?? w;
    return w;
  });
}
