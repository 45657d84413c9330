/**
 * A model's size said by a part of it, when the size as a whole is not written:
 * - a number inside a range size ("на 48", "56 розмір" of a fleece sold in "48-50", "56-58");
 * - a rim of a tyre or a wheel ("на 17 радіус", "р16", "R17" of "215/60 R17", "R16 7J 5x112 ET45"):
 *   every size of the model on that rim;
 * - one dimension of a square or oblong size ("а 257 есть?" of a plate sold in "257 x 257 мм").
 * Only the models already named or in play are read (their own sizes), so a bare number that is no
 * part of their sizes stays what it was (a count, a code). Whole sizes are read in catalogue.sizesIn.
 */

/** A range size: two figures of two or three digits, the second larger ("48-50", "56–58"). */
const RANGE = /^\s*(\d{2,3})\s*[-–—]\s*(\d{2,3})\s*$/u;
/** A rim inside a size: "R16", "ZR17", "Р15" (its letters before the figure). */
const RIM_IN_SIZE = /(?<![\p{L}\d])Z?[RР]\s?(\d{2})(?![\d.,])/giu;
/** A rim said: "р16", "R 17", "на 17 радіус", "радіус 17", "17-й радіус", "r17". */
const RIM_SAID =
  /(?<![\p{L}\d])(?:z?[rр]\s?(\d{2})|(\d{2})(?:-?(?:й|ий|ый|го))?\s*(?:радіус\p{L}*|радиус\p{L}*|дюйм\p{L}*|inch\p{L}*)|(?:радіус\p{L}*|радиус\p{L}*)\s*(\d{2}))(?![\p{L}\d])/giu;
/** A size of two or three dimensions: "257 x 257 мм", "30×40 см", "60 х 90". */
const DIMENSIONS = /^\s*(\d{2,4})\s*[xх×*]\s*(\d{2,4})(?:\s*[xх×*]\s*(\d{2,4}))?\s*(?:мм|см|mm|cm|м|m)?\s*$/iu;
/**
 * A bare number said: no unit, money, count or sign after it; no price bound before it ("до 500").
 * A number joined to letters ("р16", "ET45") is not bare.
 */
const BARE =
  /(?<![\p{L}\d.,/]|(?:до|від|от|за|under|over|up to|по)\s)(\d{2,4})(?![\d.,]\d|\d|\p{L})(?!\s*(?:(?:г|гр|кг|мл|л|g|kg|ml|l|шт\p{L}*|штук\p{L}*|пар\p{L}*|грн|uah|hrn|usd|eur|рок\p{L}*|міс\p{L}*|х|x|×)(?!\p{L})|грив|₴|\$|%|[-–]\s*\d))/giu;

/**
 * The sizes among `own` (one model's, or the models' in play) that the text says by a part:
 * `known` are the sizes already read (a number one of them is is said whole, not as a part).
 */
export function partSizesSaid(text: string, own: string[], known: string[] = []): string[] {
  const sizes = [...new Set(own)];
  const out: string[] = [];
  const add = (s: string) => {
    if (!out.includes(s) && !known.includes(s)) out.push(s);
  };
  const wholeFigures = new Set(sizes.filter((s) => /^\s*\d+\s*$/.test(s)).map((s) => s.trim()));
  const knownFigures = new Set(known.flatMap((k) => k.match(/\d+/g) ?? []));
  const bare = [...text.matchAll(BARE)].map((m) => m[1]).filter((n) => !wholeFigures.has(n) && !knownFigures.has(n));
  // A number inside a range: the range (one only; ranges never overlap in a shop's sizes).
  for (const n of bare) {
    const value = Number(n);
    const ranges = sizes.filter((s) => {
      const r = RANGE.exec(s);
      return (
        r !== null &&
        Number(r[1]) < Number(r[2]) &&
        Number(r[2]) - Number(r[1]) <= 10 &&
        value >= Number(r[1]) &&
        value <= Number(r[2])
      );
    });
    if (ranges.length === 1) add(ranges[0]);
  }
  // A rim: every size on it.
  for (const s of rimSizesSaid(text, sizes, known)) add(s);
  // One dimension of a size: the one size that has it (two sizes sharing it name neither).
  for (const n of bare) {
    const having = sizes.filter((s) => {
      const d = DIMENSIONS.exec(s);
      return d !== null && [d[1], d[2], d[3]].includes(n);
    });
    if (having.length === 1) add(having[0]);
  }
  return out;
}

/**
 * The sizes among `own` on the rim the text says ("р16", "на 17 радіус", "R17"), none of those a
 * whole size already read says ("205/55 R16": that size's rim, no other's).
 */
export function rimSizesSaid(text: string, own: string[], known: string[] = []): string[] {
  const knownRims = new Set(known.flatMap((k) => [...k.matchAll(RIM_IN_SIZE)].map((m) => m[1])));
  // A rim after a width and profile ("225/45 r17") belongs to that whole size, said or not in the shop.
  const alone = (m: RegExpMatchArray) => !/\d{3}\s*[/\s]\s*\d{2}\s*$/u.test(text.slice(0, m.index));
  const rims = new Set(
    [...text.matchAll(RIM_SAID)]
      .filter(alone)
      .map((m) => m[1] ?? m[2] ?? m[3])
      .filter((r) => !knownRims.has(r)),
  );
  if (rims.size === 0) return [];
  return [...new Set(own)].filter(
    (s) => !known.includes(s) && [...s.matchAll(RIM_IN_SIZE)].some((m) => rims.has(m[1])),
  );
}
