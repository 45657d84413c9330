/**
 * Size concepts said in words (language/size-words.json): "середню", "medium" and "средний" are one
 * size, "ручна поклажа" and "cabin" another. The catalogue names a shop's size by a concept only
 * where the size's own cell has a word of it ("M / середня, 65×45×26 см").
 */
import data from './size-words.json';
import { words as wordsOf } from '../understand/text';

interface SizeConcept {
  id: string;
  terms: string[];
}

const CONCEPTS: SizeConcept[] = data.sizes.map((s) => ({ id: s.id, terms: [...s.uk, ...s.ru, ...s.en] }));

const matches = (word: string, term: string) =>
  term.endsWith('*') ? word.startsWith(term.slice(0, -1)) : word === term;

/** The size concepts a text's words name ("на середню" → medium, "cabin size" → cabin). */
export function sizeConceptsIn(text: string): string[] {
  const words = wordsOf(text.toLowerCase());
  return CONCEPTS.filter((c) => words.some((w) => c.terms.some((t) => matches(w, t)))).map((c) => c.id);
}

/**
 * A bed size written with its number ("1,5-спальний", "2-х спальний", "1.5 сп.") in the words its
 * concept knows ("полутораспальний", "двоспальний"), so the cell and the customer's words meet.
 */
export function bedSizesInWords(text: string): string {
  return text
    .replace(/(?<![\d.,])1[.,]5\s*[-–]?\s*(?:х\s*)?(?=сп)/giu, 'полутора')
    .replace(/(?<![\d.,])2\s*[-–]?\s*(?:х|x)?\s*[-–]?\s*(?=сп)/giu, 'дво')
    .replace(/(?<![\d.,])1\s*[-–]?\s*(?=сп)/giu, 'одно');
}
