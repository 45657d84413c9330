/**
 * Sizes that count places (issue 46): a tent, a sofa, a boat or a sleeping bag for two is sized
 * "2-місний" / "2-местный" / "2-person" in a shop's data, while customers write the number in
 * words and colloquial forms: "двомісна", "тримісний", "двушка", "четвірка", "на трьох", "нас
 * троє", "намет на 4 людини", "for 3 people", "3-man". `placesOf` reads a size cell; `placesSaid`
 * the numbers of places a customer's text names.
 */

/** The compound roots of a number of places: дво-місний, трьох-місний, двух-местный… */
const ROOTS: Array<[number, string]> = [
  [1, 'одно'],
  [2, 'двох|дво|двух'],
  [3, 'трьох|три|трех|трёх'],
  [4, 'чотирьох|чотири|четырех|четырёх'],
  [5, "п['’ʼ]?ятиі?|п['’ʼ]?яти|пяти"],
  [6, 'шести'],
  [8, 'восьми'],
];
/** Colloquial nouns of a size: "двушка", "трійка", "четвірка". */
const NOUNS: Array<[number, string]> = [
  [2, 'двушк|двійк'],
  [3, 'трійк|трешк|трёшк'],
  [4, 'четвірк|четвёрк|четверк'],
];
/** Collective numerals: "на трьох", "нас троє", "for three". */
const COLLECTIVE: Array<[number, string]> = [
  [1, 'одного'],
  [2, 'двох|двоє|двоих|двое|двух|two|couple'],
  [3, 'трьох|троє|троих|трое|трех|трёх|three'],
  [4, 'чотирьох|четверо|четверых|четырех|четырёх|four'],
  [5, "п['’ʼ]?ятьох|п['’ʼ]?ятеро|пятерых|пятеро|five"],
  [6, 'шістьох|шестеро|шестерых|six'],
];
/** A word of places or persons after a number: "3-місний", "на 4 людини", "2 persons". */
const PLACE_WORD = String.raw`(?:міс(?:т)?н\p{L}*|мест(?:н)?\p{L}*|person\p{L}*|people|man|men|seat\p{L}*|pax)`;
const PERSON_WORD = String.raw`(?:людин\p{L}*|люде\p{L}*|люди|ос[іо]б\p{L}*|персон\p{L}*|чолові?к\p{L}*|человек\p{L}*|дорослих|взрослых|people|persons?|adults?)`;

/** The number of places of a size cell ("3-місний", "2-местная", "4-person", "2 місця"); null for other sizes. */
export function placesOf(size: string): number | null {
  const m =
    /^\s*(\d{1,2})\s*(?:-?\s*х\s*)?[-–\s]?\s*(?:місн\p{L}*|місц\p{L}*|місця|местн\p{L}*|мест[аo]?|person|persons|people|man|seats?|seater)\s*$/iu.exec(
      size,
    );
  return m ? Number(m[1]) : null;
}

/** The numbers of places a customer's text names ("двомісна", "на трьох", "for 3 people"). */
export function placesSaid(text: string): number[] {
  const t = text.toLowerCase();
  const found = new Set<number>();
  const B = String.raw`(?<![\p{L}\d])`;
  // "3-місний", "3 місна", "3-х місна", "2-person", "3 man".
  for (const m of t.matchAll(new RegExp(String.raw`${B}(\d{1,2})\s*(?:-?\s*х\s*)?[-–]?\s*${PLACE_WORD}`, 'gu')))
    found.add(Number(m[1]));
  // "на 4 людини", "для 3 осіб", "for 3 people", "3 persons".
  for (const m of t.matchAll(
    new RegExp(String.raw`${B}(\d{1,2})\s*(?:-?\s*(?:х|ох|ех))?\s+${PERSON_WORD}(?!\p{L})`, 'gu'),
  ))
    found.add(Number(m[1]));
  for (const [n, roots] of ROOTS)
    if (new RegExp(String.raw`${B}(?:${roots})\s*-?\s*(?:міс(?:т)?н|местн)`, 'u').test(t)) found.add(n);
  for (const [n, nouns] of NOUNS) if (new RegExp(String.raw`${B}(?:${nouns})\p{L}*`, 'u').test(t)) found.add(n);
  for (const [n, words] of COLLECTIVE) {
    const w = `(?:${words})`;
    // "на трьох", "для двох", "for three", "нас троє", "нас четверо"; "троє людей", "three people".
    const said = new RegExp(
      String.raw`${B}(?:(?:на|для|for)\s+${w}(?!\p{L})(?!\s+(?:(?:шт|пар|pair|piece|item)\p{L}*|of(?!\p{L})))|нас\s+${w}(?!\p{L})|${w}\s*-?\s*${PERSON_WORD}(?!\p{L})|${w}-(?:person|man|seat\p{L}*))`,
      'u',
    );
    if (said.test(t)) found.add(n);
  }
  return [...found];
}

/** A size of places as English says it: "3-місний" → "3-person". */
export function placesLabel(size: string): string | null {
  const n = placesOf(size);
  return n === null ? null : `${n}-person`;
}
