/**
 * The shop's own size chart as its stock gives it: a characteristic said per size by the import
 * ("Довжина спинки, см: XS 20 · S 25 · M 30", "Обхват грудей, см: XS 28-32 · S 34-38"; docs/product.md
 * §9.4). A customer's measure named by a word of the chart's label ("спинка 29", "груди 42", "back
 * 30 cm") picks the smallest size that holds it; with several measures the largest of those sizes.
 */
import type { ProductFact } from '../retrieve/knowledge';
import { wordsOf } from '../retrieve/catalogue';
import { normalise } from '../understand/text';
import { sameRoot } from './details';

interface ChartLine {
  /** The label's words that name what is measured ("довжина", "спинки"). */
  words: string[];
  /** Each size with the highest value it holds. */
  rows: Array<{ size: string; hi: number }>;
}

const ENTRY = /^(\S+)\s+(\d{1,3}(?:[.,]\d)?)(?:\s*[-–]\s*(\d{1,3}(?:[.,]\d)?))?$/u;
const num = (s: string) => Number(s.replace(',', '.'));

/** The product's characteristics that are said per size with a figure each. */
function chartLines(p: ProductFact): ChartLine[] {
  return (p.details ?? []).flatMap((d) => {
    const entries = d.value.split(/\s+·\s+/);
    if (entries.length < 2) return [];
    const rows = entries.map((e) => ENTRY.exec(e.trim()));
    if (rows.some((r) => r === null)) return [];
    const words = wordsOf(d.label).filter((w) => w.length >= 4 && /^\p{L}+$/u.test(w));
    return [{ words, rows: rows.map((r) => ({ size: r![1], hi: num(r![3] ?? r![2]) })) }];
  });
}

/** The figure the text gives after a word of one root with one of `words` ("спинка 29 см"). */
function measureFor(text: string, words: string[]): number | null {
  const tokens = normalise(text).match(/[\p{L}]+|\d{1,3}(?:[.,]\d)?/gu) ?? [];
  for (let i = 0; i < tokens.length; i += 1) {
    if (!/^\p{L}{4,}$/u.test(tokens[i]) || !words.some((w) => sameRoot(tokens[i], w))) continue;
    // The figure within the next two words ("обхват грудей 42", "спинка — 30 см").
    for (const t of tokens.slice(i + 1, i + 4)) if (/^\d/.test(t)) return num(t);
  }
  return null;
}

/** The size the shop's chart gives for the text's measures, or null (no chart, no measure named). */
export function sizeByStockChart(text: string, p: ProductFact): string | null {
  let best: { index: number; size: string } | null = null;
  for (const line of chartLines(p)) {
    // A label's own measured part: its words but the generic "довжина"/"обхват" when it has another.
    const specific = line.words.filter((w) => !/^(довжин|длин|обхват|length|girth)/u.test(w));
    const measure = measureFor(text, specific.length > 0 ? specific : line.words);
    if (measure === null) continue;
    const index = line.rows.findIndex((r) => r.hi >= measure);
    const at = index < 0 ? line.rows.length - 1 : index;
    if (!best || at > best.index) best = { index: at, size: line.rows[at].size };
  }
  return best?.size ?? null;
}
