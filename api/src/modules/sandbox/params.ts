/**
 * A query or body as a plain record of single values: anything that is not an object gives {},
 * and a repeated parameter counts once (its first value).
 */
export function paramsOf(input: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return out;
  for (const [k, v] of Object.entries(input)) out[k] = Array.isArray(v) ? v[0] : v;
  return out;
}
