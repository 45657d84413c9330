/**
 * Browsing, totals and size advice as the other stages see them: a compact view for the step log
 * and the language model's prompt, and the figures the auditor accepts from them.
 */
import type { ProductFact } from '../retrieve/knowledge';
import type { Browse } from './browse';
import type { SizeAdvice } from './size-advice';
import type { Totals } from './totals';

interface AnswerFacts {
  browse?: Browse;
  totals?: Totals;
  sizeAdvice?: SizeAdvice;
}

/** For factsSummary: `product` is the summary's view of one product. */
export function answerSummary(facts: AnswerFacts, product: (p: ProductFact) => object): object {
  const { browse, totals, sizeAdvice } = facts;
  return {
    ...(browse && {
      browse: {
        filter: {
          max_price: browse.request.maxPrice,
          ...(browse.request.cheaperThan !== undefined && { cheaper_than: browse.request.cheaperThan }),
          min_price: browse.request.minPrice,
          sizes: browse.request.sizes,
          colour_named: browse.request.colour,
          kind: browse.request.kind?.map((m) => m.name) ?? null,
        },
        models: browse.items.map((i) => ({ name: i.name, products: i.variants.map(product) })),
        more_models: browse.more,
      },
    }),
    ...(totals && {
      totals: {
        lines: totals.lines.map((l) => ({
          name: l.name,
          codes: l.variants.map((v) => v.code),
          quantity: l.quantity,
          unit_price: l.unitPrice,
          line_total: l.lineTotal,
        })),
        total: totals.total,
        currency: totals.currency,
      },
    }),
    ...(sizeAdvice && {
      size_advice: {
        measurements: sizeAdvice.measurements,
        standard_chart: sizeAdvice.chart,
        for_whom: sizeAdvice.audience,
        suggested_sizes: sizeAdvice.suggested,
        fitting_sizes_in_stock: sizeAdvice.fits.map((f) => ({ code: f.product.code, sizes: f.sizes })),
      },
    }),
  };
}

export interface AnswerSources {
  products: ProductFact[];
  prices: number[];
  numbers: number[];
  quantities: number[];
  sizes: string[];
}

/**
 * What the auditor accepts from these facts: the listed products (their prices, sizes, codes), the
 * totals computed from the data's prices (each line's quantity × price and their sum, nothing
 * else), the sizes the chart suggests, the customer's price bounds and the count of models not listed.
 */
export function answerSources(facts: AnswerFacts): AnswerSources {
  const out: AnswerSources = { products: [], prices: [], numbers: [], quantities: [], sizes: [] };
  const { browse, totals, sizeAdvice } = facts;
  if (browse) {
    out.products.push(...browse.items.flatMap((i) => i.variants));
    for (const bound of [browse.request.maxPrice, browse.request.minPrice, browse.request.cheaperThan ?? null])
      if (bound !== null) out.prices.push(bound);
    // The models not listed: `more`, or more when the reply's list is cut short for its length.
    for (let n = browse.more; n <= browse.items.length + browse.more; n += 1) out.numbers.push(n);
    out.sizes.push(...browse.request.sizes.map((s) => s.toUpperCase()));
  }
  if (totals) {
    for (const l of totals.lines) {
      out.products.push(...l.variants);
      out.prices.push(l.unitPrice, l.lineTotal);
      out.quantities.push(l.quantity);
      out.numbers.push(l.quantity, ...(l.left === undefined ? [] : [l.left]));
    }
    out.prices.push(totals.total);
  }
  if (sizeAdvice) {
    out.products.push(...sizeAdvice.fits.map((f) => f.product));
    out.sizes.push(...sizeAdvice.suggested);
    out.numbers.push(...sizeAdvice.suggested.filter((s) => /^\d+$/.test(s)).map(Number));
    const { heightCm, weightKg, ageYears } = sizeAdvice.measurements;
    for (const v of [heightCm, weightKg, ageYears, sizeAdvice.measurements.ageMonths ?? null])
      if (v !== null) out.numbers.push(v);
  }
  return out;
}
