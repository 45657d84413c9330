/**
 * Which words of a message may describe a product, for the answer's reading (retriever.ts) and the
 * order's (order-items.ts) alike.
 */
import { countsIn, isArithmeticWord, isCountUnit, tokens } from '../answer/quantities';
import { isMeasurementWord } from '../answer/measurements';

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
