/**
 * Percentiles from reply-wait counts per bucket (migration 0018's analytics_reply_waits): bucket 0
 * holds waits under 1 s, bucket b ≥ 1 waits in [1.1^(b−1), 1.1^b) seconds, so a percentile read from
 * them is within 5 % of the exact one.
 */
const RATIO = 1.1;

export function bucketBounds(bucket: number): [number, number] {
  return bucket <= 0 ? [0, 1] : [RATIO ** (bucket - 1), RATIO ** bucket];
}

/**
 * The q-quantile (0–1) of the waits counted in `counts` (bucket → replies), as percentile_cont
 * places it (rank q × (n − 1)), interpolated geometrically inside its bucket; null without replies.
 */
export function histogramPercentile(counts: ReadonlyMap<number, number>, q: number): number | null {
  const buckets = [...counts.entries()].filter(([, n]) => n > 0).sort(([a], [b]) => a - b);
  const total = buckets.reduce((sum, [, n]) => sum + n, 0);
  if (total === 0) return null;
  const rank = q * (total - 1);
  let before = 0;
  for (const [bucket, n] of buckets) {
    if (rank < before + n) {
      const [lo, hi] = bucketBounds(bucket);
      const within = (rank - before + 0.5) / n;
      return bucket === 0 ? lo + (hi - lo) * within : lo * (hi / lo) ** within;
    }
    before += n;
  }
  const [, hi] = bucketBounds(buckets[buckets.length - 1]![0]);
  return hi;
}
