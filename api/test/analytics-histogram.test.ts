import { bucketBounds, histogramPercentile } from '../src/modules/analytics/histogram';

/** Percentiles from wait buckets (docs/product.md §9.7, long periods) against the exact ones. */
describe('analytics wait buckets', () => {
  const bucketOf = (seconds: number) => (seconds < 1 ? 0 : Math.floor(Math.log(seconds) / Math.log(1.1)) + 1);
  const exact = (values: number[], q: number) => {
    const s = [...values].sort((a, b) => a - b);
    const rank = q * (s.length - 1);
    const lo = Math.floor(rank);
    return s[lo]! + (s[Math.min(lo + 1, s.length - 1)]! - s[lo]!) * (rank - lo);
  };

  it('bounds each bucket 10 % wide from 1 s', () => {
    expect(bucketBounds(0)).toEqual([0, 1]);
    expect(bucketBounds(1)).toEqual([1, 1.1]);
    const [lo, hi] = bucketBounds(bucketOf(600));
    expect(lo).toBeLessThanOrEqual(600);
    expect(hi).toBeGreaterThan(600);
  });

  it.each([0.5, 0.9])('reads the %s quantile of 5,000 waits within 5 %', (q) => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    // Waits from seconds to hours, skewed like replies are.
    const values = Array.from({ length: 5000 }, () => Math.exp(random() * Math.log(20_000)));
    const counts = new Map<number, number>();
    for (const v of values) counts.set(bucketOf(v), (counts.get(bucketOf(v)) ?? 0) + 1);
    const estimate = histogramPercentile(counts, q)!;
    expect(Math.abs(estimate / exact(values, q) - 1)).toBeLessThan(0.05);
  });

  it('is null without replies', () => {
    expect(histogramPercentile(new Map(), 0.5)).toBeNull();
    expect(histogramPercentile(new Map([[3, 0]]), 0.5)).toBeNull();
  });
});
