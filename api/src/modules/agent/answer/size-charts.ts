/**
 * Standard size charts, used for a suggestion when the shop's own data has no chart. Kept as data
 * with their sources; a suggestion from them is always said as one ("орієнтовно", "usually").
 */

/**
 * Children's clothing is labelled by body height in centimetres (EN 13402-1, clause 3: "body
 * height" is the primary dimension for children's garments), in steps of 6 cm.
 */
export const KIDS_HEIGHT_SIZES = [
  50, 56, 62, 68, 74, 80, 86, 92, 98, 104, 110, 116, 122, 128, 134, 140, 146, 152, 158, 164, 170,
];

/**
 * A child's typical height by age, in cm: the median of boys and girls averaged and rounded.
 * Source: WHO Child Growth Standards, length/height-for-age (2006), 0–5 years; WHO Growth
 * Reference 5–19 years, height-for-age (2007).
 */
export const HEIGHT_BY_AGE: Array<[years: number, cm: number]> = [
  [0, 50],
  // The first year month by month (a baby's size changes every few months): WHO length-for-age
  // medians of boys and girls at 1, 2, 3, 4, 5, 6, 9 months averaged.
  [1 / 12, 54],
  [2 / 12, 58],
  [0.25, 61],
  [4 / 12, 63],
  [5 / 12, 65],
  [0.5, 67],
  [0.75, 71],
  [1, 75],
  [1.5, 81],
  [2, 87],
  [3, 96],
  [4, 103],
  [5, 110],
  [6, 116],
  [7, 122],
  [8, 127],
  [9, 133],
  [10, 138],
  [11, 144],
  [12, 150],
  [13, 156],
  [14, 162],
];

/**
 * A child's typical weight by age, in kg: the median of boys and girls averaged and rounded to 0.1.
 * Source: WHO Child Growth Standards, weight-for-age (2006), 0–5 years; WHO Growth Reference
 * 5–10 years, weight-for-age (2007). For sizes given as a weight group ("0+ (0-13 kg)") when the
 * customer gives only the child's age ("для новонародженого", "дитині 8 місяців").
 */
export const WEIGHT_BY_AGE: Array<[years: number, kg: number]> = [
  [0, 3.3],
  [1 / 12, 4.4],
  [2 / 12, 5.4],
  [0.25, 6.1],
  [0.5, 7.6],
  [0.75, 8.6],
  [1, 9.3],
  [1.5, 10.6],
  [2, 11.9],
  [3, 14.1],
  [4, 16.2],
  [5, 18.3],
  [6, 20.4],
  [7, 22.7],
  [8, 25.2],
  [10, 31.6],
];

export type Audience = 'women' | 'men' | 'any';

export interface AdultRow {
  size: 'XS' | 'S' | 'M' | 'L' | 'XL' | 'XXL' | 'XXXL';
  /** Upper bound of body weight, kg (the row holds weights above the previous row's bound). */
  maxWeight: number;
  /** Upper bound of body height, cm. */
  maxHeight: number;
  /** The Ukrainian (ex-USSR) numeric sizes this letter size is sold as. */
  ua: number[];
}

/**
 * Adult letter sizes by height and weight, as common Ukrainian retail size charts give them
 * (letter codes as in EN 13402-3; numeric UA sizes are half the chest girth). Women's and men's
 * rows; `any` (the customer did not say for whom) sits between them.
 */
export const ADULT_CHART: Record<Audience, AdultRow[]> = {
  women: [
    { size: 'XS', maxWeight: 50, maxHeight: 158, ua: [40, 42] },
    { size: 'S', maxWeight: 57, maxHeight: 164, ua: [42, 44] },
    { size: 'M', maxWeight: 64, maxHeight: 170, ua: [44, 46] },
    { size: 'L', maxWeight: 72, maxHeight: 176, ua: [46, 48] },
    { size: 'XL', maxWeight: 80, maxHeight: 182, ua: [48, 50] },
    { size: 'XXL', maxWeight: 90, maxHeight: 188, ua: [50, 52] },
    { size: 'XXXL', maxWeight: 999, maxHeight: 999, ua: [52, 54] },
  ],
  men: [
    { size: 'XS', maxWeight: 58, maxHeight: 166, ua: [44] },
    { size: 'S', maxWeight: 66, maxHeight: 172, ua: [46] },
    { size: 'M', maxWeight: 75, maxHeight: 178, ua: [48] },
    { size: 'L', maxWeight: 85, maxHeight: 184, ua: [50] },
    { size: 'XL', maxWeight: 95, maxHeight: 190, ua: [52] },
    { size: 'XXL', maxWeight: 105, maxHeight: 196, ua: [54] },
    { size: 'XXXL', maxWeight: 999, maxHeight: 999, ua: [56] },
  ],
  any: [
    { size: 'XS', maxWeight: 52, maxHeight: 160, ua: [42] },
    { size: 'S', maxWeight: 60, maxHeight: 167, ua: [44] },
    { size: 'M', maxWeight: 70, maxHeight: 174, ua: [46, 48] },
    { size: 'L', maxWeight: 80, maxHeight: 181, ua: [48, 50] },
    { size: 'XL', maxWeight: 90, maxHeight: 188, ua: [50, 52] },
    { size: 'XXL', maxWeight: 100, maxHeight: 194, ua: [52, 54] },
    { size: 'XXXL', maxWeight: 999, maxHeight: 999, ua: [54, 56] },
  ],
};

/**
 * A ring's size as sold in Ukraine is its inner diameter in mm, in half sizes (15, 15.5 … 22); a
 * finger's girth (the inner circumference, ISO 8653:2016) divided by π gives it.
 */
export function ringSize(fingerGirthMm: number): number {
  return Math.round((fingerGirthMm / Math.PI) * 2) / 2;
}

/**
 * A glove's size is the hand's girth around the knuckles, thumb left out, in inches (EN ISO
 * 21420:2020 Table 1: size 6 = 152 mm, 7 = 178 mm, 8 = 203 mm … in steps of 25.4 mm), in half sizes.
 */
export function gloveSize(handGirthMm: number): number {
  return Math.round((handGirthMm / 25.4) * 2) / 2;
}

/**
 * A bracelet's length is the wrist's girth plus 1–2 cm of ease (jewellers' common rule; no
 * standard): both lengths are suggested, in cm.
 */
export function braceletLengths(wristGirthMm: number): number[] {
  const cm = Math.round(wristGirthMm / 10);
  return [cm + 1, cm + 2];
}
