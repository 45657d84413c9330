/**
 * A person's measurements as customers write them: "зріст 168, вага 60", "ріст 104", "рост 170 см",
 * "175 cm 70 kg", "донечка 4 роки", "сыну 7 лет", "малому півтора роки", "8 місяців". These are
 * for size advice: a height is never an article code or a size of the stock.
 */
import { normalise } from '../understand/text';

export interface Measurements {
  heightCm: number | null;
  weightKg: number | null;
  ageYears: number | null;
  /** The age as the customer gave it in months ("дитині 5 місяців"): said back in months, never as a fraction of a year. */
  ageMonths?: number;
  /** A finger's, hand's or wrist's girth ("обхват пальця 55 мм", "запястье 16 см"), in mm: rings, gloves, bracelets. */
  girth?: { part: GirthPart; mm: number };
}

export type GirthPart = 'finger' | 'hand' | 'wrist' | 'head';

const PARTS: Array<{ part: GirthPart; words: string; mm: [number, number] }> = [
  { part: 'finger', words: String.raw`пал[ье]ц\p{L}*|пальц\p{L}*|finger`, mm: [35, 90] },
  { part: 'hand', words: String.raw`долон\p{L}*|ладон\p{L}*|кист[ьіи]\p{L}*|hand|palm`, mm: [120, 320] },
  { part: 'wrist', words: String.raw`зап['’ʼ]?яст\p{L}*|запяст\p{L}*|запьяст\p{L}*|wrist`, mm: [110, 260] },
  // A head's girth: a helmet's or a hat's size ("голова 54", "обхват голови 50 см", "head 56 cm").
  { part: 'head', words: String.raw`голов\p{L}*|голів\p{L}*|head`, mm: [350, 700] },
];

/** A body part's girth: its word, then within a few words a number with mm or cm (or none: the likelier). */
function girthIn(t: string): Measurements['girth'] {
  for (const { part, words, mm } of PARTS) {
    const re = new RegExp(
      String.raw`(?<!\p{L})(?:${words})(?:\s+\p{L}+){0,2}\s*[:\-–]?\s*(?:около|біля|близько|приблизно)?\s*(\d{1,3}(?:[.,]\d)?)\s*(мм|mm|см|cm)?(?!\p{L})`,
      'u',
    );
    const m = t.match(re);
    if (!m) continue;
    const n = Number(m[1].replace(',', '.'));
    const unit = m[2] ?? (n * 10 >= mm[0] && n * 10 <= mm[1] ? 'cm' : 'mm');
    const value = /^(см|cm)$/.test(unit) ? n * 10 : n;
    if (value >= mm[0] && value <= mm[1]) return { part, mm: value };
  }
  return undefined;
}

const NUMBER = String.raw`(\d{1,3}(?:[.,]\d)?)`;
const HEIGHT = [
  new RegExp(
    String.raw`(?<!\p{L})(?:зріст|зросту|зростом|ріст|рост|роста|ростом|height|tall)\s*[:\-–]?\s*(?:около|біля|близько|приблизно)?\s*${NUMBER}`,
    'u',
  ),
  new RegExp(String.raw`${NUMBER}\s*(?:см|cm|сантиметр\p{L}*)(?!\p{L})`, 'u'),
  // "1.68 м", "1,75m": metres.
  new RegExp(String.raw`(?<!\d)(1[.,]\d{2})\s*(?:м|m)(?!\p{L})`, 'u'),
];
const WEIGHT = [
  new RegExp(
    String.raw`(?<!\p{L})(?:вага|вагою|важу|вес|весом|вешу|weight|weigh)\s*[:\-–]?\s*(?:около|біля|близько|приблизно)?\s*${NUMBER}`,
    'u',
  ),
  new RegExp(String.raw`${NUMBER}\s*(?:кг|kg|кило\p{L}*|кілограм\p{L}*|kilos?)(?!\p{L})`, 'u'),
];
const AGE_YEARS = new RegExp(
  String.raw`(?<![\d\-–])${NUMBER}\s*(?:рок(?:и|ів)|рік|року|лет|год(?:а|ик\p{L}*)?|years?(?: old)?|y\.?o\.?|yrs?)(?!\p{L})`,
  'u',
);
const AGE_MONTHS = new RegExp(
  String.raw`(?<![\d\-–])${NUMBER}\s*(?:місяц\p{L}*|міс|месяц\p{L}*|мес|months?)(?!\p{L})`,
  'u',
);
/** "півтора роки", "малому півтора": an age; "півтора метра", "полтора кило" a measure of something else. */
const HALF =
  /(?<!\p{L})(півтора|полтора|one and a half)(?!\p{L})(?!\s*(?:м|m|метр\p{L}*|met(?:re|er)s?|см|cm|кг|kg|кіло\p{L}*|кило\p{L}*|kilos?|л|l|літр\p{L}*|литр\p{L}*|lit(?:re|er)s?)(?!\p{L}))/u;
/** A newborn ("для новонародженого", "на новорожденного", "newborn"): an age of 0 months. */
const NEWBORN = /(?<!\p{L})(новонародж\p{L}*|новорожд\p{L}*|new-?borns?)(?!\p{L})/u;

/**
 * A month or week of pregnancy, never a baby's age: "я на 6 місяці", "6 місяць", "на 6-му місяці",
 * "до вагітності", "26 тиждень", "second trimester", "6 months pregnant". An ordinal ("6-й", or the
 * singular "місяць" after 2, 5, 6…) or the writer herself "on" a month is a term, not an age.
 */
const PREGNANCY = new RegExp(
  [
    String.raw`(?<!\p{L})(?:вагітн|беремен|pregnan|триместр|trimester|до пологів|до родов|due date)`,
    String.raw`(?<![\d,.])\d{1,2}\s*-?\s*(?:й|ий|му|ому|ом|м|th|st|nd|rd)\s+(?:місяц|месяц|month|тиж|недел|week)`,
    String.raw`(?<![\d,.])(?:[02-9]|1[0-9]|[2-9][02-9])\s*(?:місяць|месяц)(?!\p{L})`,
    String.raw`(?<!\p{L})(?:я|ми|мы|вона|она|дружина|жена)\s+(?:\p{L}+\s+)?на\s+\d{1,2}\s*-?\p{L}{0,3}\s+(?:місяц|месяц|тиж|недел)`,
  ].join('|'),
  'iu',
);

/** Whether the text speaks of a term of pregnancy (above): its months are no one's age. */
export function speaksOfPregnancy(text: string): boolean {
  return PREGNANCY.test(normalise(text));
}

const value = (m: RegExpMatchArray | null) => (m ? Number(m[1].replace(',', '.')) : null);

function first(res: RegExp[], text: string): number | null {
  for (const re of res) {
    const v = value(text.match(re));
    if (v !== null) return v;
  }
  return null;
}

/** Words that only give a measurement (never a product's description). */
const MEASUREMENT_WORD =
  /^(зріст|зросту|зростом|ріст|рост|роста|ростом|height|tall|обхват\p{L}*|girth|circumference|мм|mm|вага|вагою|важу|вес|весом|вешу|weight|weigh|см|cm|метр\p{L}*|сантиметр\p{L}*|met(?:re|er)s?|кг|kg|роки|років|рік|року|лет|года|год|годик\p{L}*|years?|old|yo|місяц\p{L}*|міс|месяц\p{L}*|мес|months?|півтора|полтора|новонародж\p{L}*|новорожд\p{L}*|newborns?)$/u;

export function isMeasurementWord(word: string): boolean {
  return MEASUREMENT_WORD.test(normalise(word));
}

export function measurementsIn(text: string): Measurements {
  const t = normalise(text);
  let height = first([HEIGHT[0], HEIGHT[2]], t);
  // "60 см" alone may be a garment's length; a bare figure in cm is a height only when a person's.
  const bare = value(t.match(HEIGHT[1]));
  if (height === null && bare !== null && bare >= 90) height = bare;
  if (height !== null && height < 3) height = Math.round(height * 100);
  const weight = first(WEIGHT, t);
  const newborn = NEWBORN.test(t) && !PREGNANCY.test(t);
  const months = PREGNANCY.test(t) ? null : (value(t.match(AGE_MONTHS)) ?? (newborn ? 0 : null));
  // "на 2-3 роки" is a size, not an age: a range is excluded by the look-behind.
  const years = value(t.match(AGE_YEARS)) ?? (HALF.test(t) ? 1.5 : null) ?? (months !== null ? months / 12 : null);
  const girth = girthIn(t);
  // "обхват долоні 19 см" is a hand, not a height.
  if (girth && height !== null && bare === height) height = null;
  return {
    ...(girth && { girth }),
    heightCm: height !== null && height >= 40 && height <= 230 ? height : null,
    weightKg: weight !== null && weight >= 2 && weight <= 250 ? weight : null,
    ageYears: years !== null && (years > 0 || newborn) && years <= 16 ? years : null,
    ...(months !== null &&
      value(t.match(AGE_YEARS)) === null &&
      (months > 0 || newborn) &&
      months <= 36 && { ageMonths: months }),
  };
}

export function hasMeasurements(m: Measurements): boolean {
  return m.heightCm !== null || m.weightKg !== null || m.ageYears !== null || m.girth !== undefined;
}
