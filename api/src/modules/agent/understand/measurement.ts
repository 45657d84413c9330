/**
 * A number in a customer's text that is a measurement or an amount, never an article code:
 * "зріст 165", "вага 60", "165 см", "2 роки", "до 1500 грн", "under 1000". Decided by the words
 * around the number (a unit after it, a measured quantity or a price bound before it) in
 * Ukrainian, Russian and English.
 */

/** Units and counters after a number: length, weight, age, money, pieces, per cent (not м or m: "4410 М" is a size). */
const UNIT_AFTER =
  /^\s*(?:см|cm|мм|mm|мл|ml|кг|kg|г|гр|g|л|l|oz|lbs?|ft|inch(?:es)?|рок\p{L}*|рік|р\.|лет|год(?:а|ик\p{L}*)?|y\.?o\.?|years?|yrs?|міс\p{L}*|мес\p{L}*|months?|тиж\p{L}*|нед\p{L}*|weeks?|грн|uah|₴|гр(?:ив|н)\p{L}*|hrn|usd|\$|eur|€|шт|pcs|pieces?|пар\p{L}*|pairs?|%)(?![\p{L}])/iu;

/** What is measured or bounded before a number: body measures, age, a price limit. */
const MEASURE_BEFORE = new RegExp(
  '(?<![\\p{L}])(?:' +
    [
      // height, weight, age
      'з?р[іо]ст\\p{L}*',
      'рост\\p{L}*',
      'height',
      'tall',
      'ваг\\p{L}*',
      'вес\\p{L}*',
      'weigh\\p{L}*',
      'вік\\p{L}*',
      'возраст\\p{L}*',
      'age',
      'aged',
      // lengths and girths
      'довжин\\p{L}*',
      'длин\\p{L}*',
      'length',
      'обхват\\p{L}*',
      'груд\\p{L}*',
      'тал\\p{L}*',
      'стегн\\p{L}*',
      'бедр\\p{L}*',
      'bust',
      'chest',
      'waist',
      'hips?',
      'inseam',
      'стоп\\p{L}*',
      'устілк\\p{L}*',
      'стельк\\p{L}*',
      'foot',
      // a price bound
      'до',
      'від',
      'от',
      'under',
      'below',
      'over',
      'above',
      'within',
      'around',
      'up to',
      'less than',
      'more than',
      'max(?:imum)?',
      'макс\\p{L}*',
      'мін\\p{L}*',
      'мин\\p{L}*',
      'менше',
      'меньше',
      'більше',
      'больше',
      'дешевше',
      'дешевле',
      'дорожче',
      'дороже',
      'бюджет\\p{L}*',
      'budget',
      'близько',
      'около',
      'приблизно',
      'примерно',
    ].join('|') +
    ')\\s*[:=\\-–—~]?\\s*(?:~\\s*)?$',
  'iu',
);

/** Dimensions as customers write them: "160x230", "160*230", "160 × 230", "160 на 230", "55x40x20". */
const DIMENSIONS =
  /(?<![\p{L}\d])\d{2,3}(?:[.,]\d)?\s*(?:[×xхXХ*]|на|by)\s*\d{2,3}(?:[.,]\d)?(?:\s*(?:[×xхXХ*]|на|by)\s*\d{2,3})?(?![\p{L}\d])/giu;

/** Whether `text.slice(start, end)` overlaps dimensions the text gives ("200" or "х300" of "200х300"). */
export function inDimensions(text: string, start: number, end: number): boolean {
  for (const m of text.matchAll(DIMENSIONS)) {
    const at = m.index ?? 0;
    if (start < at + m[0].length && end > at) return true;
  }
  return false;
}

/** Whether the number `text.slice(start, end)` is a measurement or an amount (see above). */
export function isMeasurement(text: string, start: number, end: number): boolean {
  return (
    UNIT_AFTER.test(text.slice(end, end + 12)) ||
    MEASURE_BEFORE.test(text.slice(Math.max(0, start - 24), start)) ||
    inDimensions(text, start, end)
  );
}
