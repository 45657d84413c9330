/**
 * The words that join a second item to a customer's message: "тоді беру 110, і ще футболку", "ок
 * рожеву М, і маску для сну", "52 and 2 packs of socks". What stands before them is said of the
 * item in play; what follows names another. Shared by the order's reading (orders/collect.ts) and
 * the assistant's (agent/retrieve/retriever.ts), so both split a message alike.
 */
export const ALSO =
  /\s*(?:[,;]\s*)?(?<!\p{L})(?:і ще|и ещё|и еще|ще й|ще і|а також|також|плюс|and also|and|also|plus)(?!\p{L})\s*|\s*\+\s*/iu;

/**
 * The joins, and a plain "і", "та", "и" with or without a comma before it ("ок рожеву М, і маску
 * для сну", "беру серую L и бафф черный").
 */
const ALSO_OR_AND = new RegExp(`${ALSO.source}|\\s*,?\\s+(?:і|й|та|и)\\s+`, 'iu');

/**
 * "ок рожеву М, і маску для сну" → { head: "ок рожеву М", tail: "маску для сну" }; null without
 * such a join. The caller checks that the tail names a product and the head none.
 */
export function splitAlso(text: string): { head: string; tail: string } | null {
  // "беру рожевий і синій, і ще батарейку": the join that adds an item, before a plain "і" of colours.
  const strong = ALSO.exec(text);
  const m = strong && strong.index > 0 ? strong : ALSO_OR_AND.exec(text);
  if (!m || m.index === 0) return null;
  return { head: text.slice(0, m.index), tail: text.slice(m.index + m[0].length) };
}
