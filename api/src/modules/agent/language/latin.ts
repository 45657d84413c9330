/**
 * One Latin spelling for a word as it sounds, whichever script it was typed in: a customer's
 * "флекс" and a shop's "Flex", "енерджі" and "Energy", "амелі" and "Amelie" meet on one key.
 * Cyrillic goes through the national transliteration (text.ts); English spelling is then
 * reduced to the same letters for the same sounds (x → ks, soft c → s, soft g and j → dzh, y → i…).
 */
import { transliterate } from '../understand/text';

const RULES: Array<[RegExp, string]> = [
  [/x/g, 'ks'],
  [/ck/g, 'k'],
  [/qu/g, 'kv'],
  [/q/g, 'k'],
  [/ph/g, 'f'],
  // A word's final "ow" sounds "оу" ("Minnow" and "мінноу", "show" and "шоу").
  [/ow$/g, 'ou'],
  [/w/g, 'v'],
  [/c(?=[eiy])/g, 's'],
  [/c/g, 'k'],
  [/g(?=[eiy])/g, 'dzh'],
  [/j/g, 'dzh'],
  [/kh/g, 'h'],
  [/(?:ee|ea)/g, 'i'],
  [/oo/g, 'u'],
  [/y/g, 'i'],
  [/i[ea](?=$|[^aeiou])/g, 'i'],
  // "dry" and "драй", "basic" and "бейсік": a diphthong and a long vowel written either way.
  [/[ae]i/g, 'i'],
  [/([a-z])\1+/g, '$1'],
  // A hard "g" that Ukrainian writes «г» ("лего" of "LEGO", "гейм" of "game"; the national
  // transliteration gives "h"): one letter for both.
  [/g/g, 'h'],
  // A word's final "d" sounds "т" ("Standard" and "стандарт"); an English word's first "u" often
  // "ю" ("Universal" and "юніверсал").
  [/d$/g, 't'],
  [/^iu/g, 'u'],
];

const MEMO = new Map<string, string>();

/** The sound key of a lower-case word ("" for a word with no letters). */
export function latinKey(word: string): string {
  let key = MEMO.get(word);
  if (key !== undefined) return key;
  key = transliterate(word.toLowerCase()).replace(/[^a-z]/g, '');
  // English "u" before a doubled consonant sounds "а": "Runner" and "раннер", "Summer" and "саммер".
  // An English word's silent final "e": "Creatine" and "креатин", "Prime" and "прайм".
  // A final "a…e" sounds "ей": "Case" and "кейс", "Game" and "гейм".
  if (/^[a-z]+$/i.test(word))
    key = key
      .replace(/u(?=([b-df-hj-np-tv-z])\1)/g, 'a')
      .replace(/a(?=[b-df-hj-np-tv-z]e$)/, 'ai')
      .replace(/(?<=[^aeiou])e$/, '')
      // "wal" sounds "вол": "DeWalt" and "деволт", "Walker" and "волкер".
      .replace(/wa(?=l)/g, 'wo');
  for (const [from, to] of RULES) key = key.replace(from, to);
  if (MEMO.size >= 50_000) MEMO.clear();
  MEMO.set(word, key);
  return key;
}

const FRENCH: Array<[RegExp, string]> = [
  [/eau/g, 'o'],
  [/au/g, 'o'],
  [/ou/g, 'u'],
  [/ch/g, 'sh'],
  [/ph/g, 'f'],
  [/th/g, 't'],
  [/qu/g, 'k'],
  [/g(?=[eiy])/g, 'zh'],
  [/j/g, 'zh'],
  [/c(?=[eiy])/g, 's'],
  [/c/g, 'k'],
  [/w/g, 'v'],
  [/y/g, 'i'],
  // Final letters French leaves unsaid ("Sauvage", "Baccarat", "Hermès").
  [/(?:es|e|s|t|x|d)$/g, ''],
  [/([a-z])\1+/g, '$1'],
  // The hard "g" Ukrainian writes «г», as latinKey has it ("Gourmet": "гурме").
  [/g/g, 'h'],
];

const LATINATE: Array<[RegExp, string]> = [
  [/c(?=[eiy])/g, 'ts'],
  [/(?<=[aeiou])s(?=[aeiou])/g, 'z'],
];

/**
 * How a Latin name's word sounds read the French way ("Sauvage": "sovazh", as "соваж" is written),
 * or "" where it sounds as `latinKey` has it; perfume and fashion houses are named in French.
 */
export function frenchKey(word: string): string {
  if (!/^[a-z]{4,}$/i.test(word)) return '';
  let key = word
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '');
  for (const [from, to] of FRENCH) key = key.replace(from, to);
  return key === latinKey(word.toLowerCase()) ? '' : key;
}

/**
 * How a Latin name's word sounds read the Latin or German way, as Ukrainian borrows such names
 * ("Cesar": "цезар", a soft c as ц and an s between vowels as з), or "" where it sounds as `latinKey` has it.
 */
export function latinateKey(word: string): string {
  if (!/^[a-z]{4,}$/i.test(word)) return '';
  let key = word.toLowerCase();
  for (const [from, to] of LATINATE) key = key.replace(from, to);
  key = latinKey(key);
  return key === latinKey(word.toLowerCase()) ? '' : key;
}

/**
 * How an English name's word sounds with its short "a" of a closed syllable, which Ukrainian writes
 * «е» ("Stanley": "стенлі", "Black": "блек", "Jack": "джек"), or "" where it has none.
 */
export function englishKey(word: string): string {
  if (!/^[a-z]{4,}$/i.test(word)) return '';
  const key = latinKey(word.toLowerCase().replace(/a(?=[b-df-hj-np-tvxz](?:[b-df-hj-np-tv-z]|$))/g, 'e'));
  return key === latinKey(word.toLowerCase()) ? '' : key;
}

/** The other readings of a Latin name's word (French, Latinate, English): searched beside its `latinKey`. */
export function otherKeys(word: string): string[] {
  return [frenchKey(word), latinateKey(word), englishKey(word)].filter(Boolean);
}
