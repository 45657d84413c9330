/**
 * Scoring of one draft, as ../shared/eval/README.md says: every `must` group needs one of its
 * strings (case-insensitive); a `must_not` figure must not appear as a whole number (not inside a
 * longer one; "1 390" and "1,390" are 1390 too); a `must_not` phrase must not appear at all.
 */
export interface ScoredCase {
  id: number | string;
  kind: string;
  /** ua, en, ru (answered in Ukrainian). */
  lang: string;
  text: string;
  must: string[][];
  must_not: string[];
  /** The pipeline must refuse the text (an error for the owner, no draft). */
  error?: boolean;
}

export interface CaseScore {
  correct: boolean;
  /** `must_not` figures the draft names: figures the data does not give for this product. */
  unsupported: string[];
  problems: string[];
}

const FIGURE = /^\d+$/;

/** Digits of a draft with thousands separators closed up: "1 390 грн" -> "1390 грн". */
function closeUpNumbers(text: string): string {
  return text.replace(/(\d)[ \u00a0\u202f,](?=\d{3}(?!\d))/g, '$1');
}

export function figureIn(text: string, figure: string): boolean {
  return new RegExp(`(?<!\\d)${figure}(?!\\d)`).test(closeUpNumbers(text));
}

/** A letter size (`S`, `M`, Cyrillic `М`, `XL`, `S/M`): matched as a whole token (README, "`must` and `must_not`"). */
const LETTER_SIZE = /^(?:[XxХх]{0,3}[SMLsmlМмСсЛл]|[SMLsml]\/[SMLsml])$/u;

/** Whether a lower-cased draft mentions `s`: a substring, or a whole token for a letter size. */
export function mentions(text: string, s: string): boolean {
  const needle = s.toLowerCase();
  if (!LETTER_SIZE.test(s)) return text.includes(needle);
  const escaped = needle.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\d])${escaped}(?![\\p{L}\\d])`, 'u').test(text);
}

export function scoreDraft(c: ScoredCase, answer: string | null, error: string | null): CaseScore {
  const problems: string[] = [];
  const unsupported: string[] = [];
  if (c.error) {
    if (!error) problems.push('expected the pipeline to refuse');
    return { correct: problems.length === 0, unsupported, problems };
  }
  if (answer === null) return { correct: false, unsupported, problems: [`no draft: ${error ?? 'nothing'}`] };
  const text = answer.toLowerCase();
  for (const group of c.must) {
    if (!group.some((s) => mentions(text, s))) problems.push(`missing one of ${JSON.stringify(group)}`);
  }
  for (const m of c.must_not) {
    if (FIGURE.test(m)) {
      if (figureIn(answer, m)) unsupported.push(m);
    } else if (text.includes(m.toLowerCase())) problems.push(`contains "${m}"`);
  }
  if (unsupported.length > 0) problems.push(`figures not in the data: ${unsupported.join(', ')}`);
  return { correct: problems.length === 0, unsupported, problems };
}
