/**
 * Which words of a message may describe a product, for the answer's reading (retriever.ts) and the
 * order's (order-items.ts) alike.
 */
import { countsIn, isArithmeticWord, isCountUnit, tokens } from '../answer/quantities';
import { isMeasurementWord } from '../answer/measurements';
import { conceptsOf } from '../language/lexicon';

/** The word after "на", "для", "for": what the goods are for ("8 мотків на светр", "for a scarf"). */
const PURPOSE = /(?<!\p{L})(?:на|для|под|for)\s+(\p{L}+)/giu;

/**
 * Counting, summing and measuring words describe no product ("а якщо три штуки?", "ріст 104"); nor
 * does a package counted ("two bags of royal canin", "3 пачки"): it is no kind of product the shop lacks.
 */
export function describesProduct(text: string): (word: string) => boolean {
  const counted = new Set(
    countsIn(text).flatMap((c) => {
      const next = tokens(text)[c.word + 1];
      return next && isCountUnit(next) ? [next] : [];
    }),
  );
  return (w) => !isArithmeticWord(w) && !isMeasurementWord(w) && !counted.has(w.toLowerCase());
}

/**
 * Whether a word the shop's data lacks is still an item asked: not what the goods are for ("ланаголд
 * 052, треба 8 мотків на светр": the sweater is the yarn's purpose). A property said so ("сукня на
 * запах") still is one; whom it is for ("для собачки") narrows a search elsewhere.
 */
export function asksForItem(text: string): (word: string) => boolean {
  const purposes = new Set(
    [...text.matchAll(PURPOSE)]
      .map((m) => m[1].toLowerCase())
      .filter((w) => conceptsOf(w).every((c) => c.cls === 'kind')),
  );
  const plain = describesProduct(text);
  return (w) => plain(w) && !purposes.has(w.toLowerCase());
}
