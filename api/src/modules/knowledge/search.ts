import { sql, type RawBuilder } from 'kysely';
import { codeKey, textKey } from './text-keys';

/** Word similarity a product must reach for a fuzzy (typo) match; pg_trgm's default is 0.6. */
export const FUZZY_THRESHOLD = 0.4;

export interface ProductSearch {
  /** Predicate over `products`. */
  where: RawBuilder<boolean>;
  /** Relevance: exact code, code prefix, then word similarity / full-text rank. */
  score: RawBuilder<number>;
}

/**
 * A product search tolerant of case, spaces, hyphens, Cyrillic look-alikes in codes and typos:
 * the code's letters and digits (trigram index on code_key), the words of code, name, colour,
 * material and lining (trigram word similarity and full text on search_text). Null when the
 * query has no letters or digits. Run it after `fuzzyThreshold()` in the same transaction.
 */
export function productSearch(query: string): ProductSearch | null {
  const key = codeKey(query);
  const text = textKey(query);
  if (key === '' || text === '') return null;
  const contains = `%${key}%`;
  const fts = sql`to_tsvector('simple', search_text) @@ plainto_tsquery('simple', ${text})`;
  return {
    where: sql<boolean>`(code_key like ${contains} or ${text} <% search_text or ${fts})`,
    score: sql<number>`(case when code_key = ${key} then 3 when code_key like ${`${key}%`} then 2 when code_key like ${contains} then 1 else 0 end
      + word_similarity(${text}, search_text))`,
  };
}

/** Sets the word-similarity threshold for the current transaction. */
export const fuzzyThreshold = () =>
  sql`select set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`;

/** search_text of a product: lower-case words of its code, code key, name, colour, material, lining, sizes' own codes. */
export function searchTextOf(p: {
  code: string;
  name: string;
  color: string;
  material: string;
  lining: string;
  sizes?: Array<{ sku?: string }>;
}): string {
  const skus = (p.sizes ?? []).flatMap((s) => (s.sku ? [textKey(s.sku), codeKey(s.sku)] : []));
  return [textKey(p.code), codeKey(p.code), textKey(p.name), textKey(p.color), textKey(p.material), textKey(p.lining)]
    .concat(skus)
    .filter(Boolean)
    .join(' ');
}
