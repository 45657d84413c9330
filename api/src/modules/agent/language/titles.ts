/**
 * Titles whose characters are sold on toys (titles.json: "Холодне серце" / "Frozen", "Щенячий
 * патруль" / "Paw Patrol"): a customer's writing of a title a shop's names write otherwise is read
 * as the shop's writing ("щось з Холодного серця є?" searches "frozen" where a name says «Disney
 * Frozen Ельза»). Titles no name has change nothing.
 */
import titlesData from './titles.json';

interface TitleEntry {
  id: string;
  uk: string[];
  ru: string[];
  en: string[];
}

/** A writing's pattern: its terms in a row, each a word or a word's beginning (`холодн*`). */
function phrasePattern(phrase: string): RegExp {
  const terms = phrase
    .toLowerCase()
    .split(/\s+/)
    .map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, (c) => (c === '*' ? c : `\\${c}`)))
    .map((t) => (t.endsWith('*') ? `${t.slice(0, -1)}\\p{L}*` : t));
  return new RegExp(String.raw`(?<![\p{L}\d])${terms.join(String.raw`[\s\-]+`)}(?![\p{L}\d])`, 'giu');
}

const TITLES = (titlesData.titles as TitleEntry[]).map((t) => ({
  id: t.id,
  patterns: [...t.uk, ...t.ru, ...t.en].map(phrasePattern),
}));

/** The writings of titles in a text that none of `known` is ("ніндзяго" in a shop with no Ninjago). */
export function otherTitlesSaid(text: string, known: ShopTitle[]): string[] {
  const out: string[] = [];
  for (const t of TITLES) {
    if (known.some((k) => k.patterns === t.patterns)) continue;
    const m = t.patterns.map((p) => text.match(p)?.[0]).find(Boolean);
    if (m) out.push(m);
  }
  return out;
}

/** A title as a shop's names write it: the customer's writings and the names' one. */
export interface ShopTitle {
  patterns: RegExp[];
  spelling: string;
}

/** The titles some of the names write, each with the names' writing of it ("frozen" of «Disney Frozen Ельза»). */
export function titlesIn(names: string[]): ShopTitle[] {
  const lower = names.map((n) => n.toLowerCase());
  const out: ShopTitle[] = [];
  for (const t of TITLES) {
    for (const name of lower) {
      const m = t.patterns.map((p) => name.match(p)?.[0]).find(Boolean);
      if (m) {
        out.push({ patterns: t.patterns, spelling: m });
        break;
      }
    }
  }
  return out;
}

/** The text with each title written as the shop's names write it. */
export function withShopTitles(text: string, titles: ShopTitle[]): string {
  let out = text;
  for (const t of titles) for (const p of t.patterns) out = out.replace(p, t.spelling);
  return out;
}
