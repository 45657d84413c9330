/**
 * Article codes as customers write them and as shops export them (the catalogue index's keys).
 *
 * - Any writing of one code gives the same key: case, dash/space/slash or none, leading zeros
 *   dropped, Cyrillic look-alikes (ВТ-41 = BT-41), Cyrillic as it sounds (лв0012 = LV0012), and
 *   Cyrillic for the sound of each Latin letter (хв118 = HW-118, лг114 = LG 114, рб-21 = RB-21).
 * - A product is also found by the codes of its sizes (`HW-118-S`, kept by the import from a file
 *   with one SKU per size) and by its code without a colour segment (`SN-2041-BLK` → SN-2041)
 *   when that segment abbreviates the product's own colour.
 */
import { HOMOGLYPHS } from '../../knowledge';
import { colourByKey, coloursIn } from './query';
import { transliterate } from './text';

/** Letters and digits of a code, lower case, with leading zeros of each number dropped: JN-0007 → jn7. */
function codeShape(text: string, letter: (ch: string) => string): string {
  let out = '';
  for (const ch of text.toLowerCase()) {
    if (/[a-z0-9]/.test(ch)) out += ch;
    else if (/[\p{L}\p{N}]/u.test(ch)) out += letter(ch);
  }
  return out.replace(/(^|\D)0+(?=\d)/g, '$1');
}

/**
 * One letter per sound, the same for a Latin letter and the Cyrillic one customers type for it:
 * H and G are both written г or х, W and V both в, C and K both к, X (a look-alike) х.
 */
const SOUND: Record<string, string> = {
  g: 'h',
  x: 'h',
  w: 'v',
  c: 'k',
  q: 'k',
  y: 'i',
  j: 'i',
  г: 'h',
  ґ: 'h',
  х: 'h',
  в: 'v',
  к: 'k',
  ц: 'ts',
  и: 'i',
  й: 'i',
  ы: 'i',
  є: 'e',
  э: 'e',
  ю: 'u',
  я: 'a',
  ж: 'zh',
  ч: 'ch',
  ш: 'sh',
  щ: 'sh',
};

function sound(ch: string): string {
  return SOUND[ch] ?? transliterate(ch);
}

/** A code's shape by sound: Latin letters folded the same way as Cyrillic ones (see SOUND). */
export function soundKey(text: string): string {
  return codeShape([...text.toLowerCase()].map((ch) => (/[a-z]/.test(ch) ? (SOUND[ch] ?? ch) : ch)).join(''), sound);
}

/** Keys under which a code (or a customer's spelling of one) is looked up, most exact first. */
export function codeKeys(text: string): string[] {
  // Cyrillic look-alikes (ВТ-41 = BT-41, К-310 = K-310) and Cyrillic as it sounds (лв0012 = LV0012).
  const lookalike = codeShape(text, (ch) => HOMOGLYPHS[ch] ?? ch);
  return [...new Set([lookalike, codeShape(text, transliterate)])];
}

/** The numbers of a code of three digits or more, leading zeros dropped: `BAG-0915-BLK` → 915. */
export function codeNumbers(code: string): string[] {
  return (code.match(/\d+/g) ?? []).map((n) => n.replace(/^0+(?=\d)/, '')).filter((n) => n.length >= 3);
}

// One letter too ("КТ-03-Л" of salmon, "-К" of chicken): it must begin the product's colour.
const SEGMENT = /^(.*?\d.*?)[\s\-_./]+(\p{L}{1,})$/u;

/** Whether `short` is `word` or its abbreviation: the same first letter, the rest in order (BLK: black). */
function abbreviates(short: string, word: string): boolean {
  if (short[0] !== word[0] || short.length > word.length) return false;
  let at = 0;
  for (const ch of word) if (ch === short[at]) at += 1;
  return at === short.length;
}

/**
 * The code without a last segment that names the product's colour (`SN-2041-BLK` in black →
 * SN-2041, `TS-5-CHORN` in чорний → TS-5), or null. The colour as the shop writes it, in Latin
 * letters, and its colour family's English name.
 */
export function withoutColour(code: string, colour: string): string | null {
  const m = SEGMENT.exec(code);
  if (!m) return null;
  const tail = transliterate(m[2].toLowerCase());
  const names = [
    ...(colour.toLowerCase().match(/\p{L}+/gu) ?? []).map(transliterate),
    ...coloursIn(colour).flatMap((key) => (colourByKey(key)?.en ?? '').split(/\s+/)),
  ].filter((w) => w.length >= 2);
  return names.some((w) => abbreviates(tail, w)) ? m[1] : null;
}
