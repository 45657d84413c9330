import { graphErrors } from './graph-error';

export interface PageQuery {
  limit?: number;
  after?: string;
  before?: string;
}

export interface GraphPage<T> {
  data: T[];
  paging?: { cursors: { before: string; after: string }; next?: string; previous?: string };
}

const cursorOf = (id: string) => Buffer.from(id, 'utf8').toString('base64url');
const idOf = (cursor: string) => Buffer.from(cursor, 'base64url').toString('utf8');

/** Reads `limit`, `after` and `before` from a query (limit 25 by default, at most 100). */
export function pageQuery(query: Record<string, unknown>, fallbackLimit?: number): PageQuery {
  const raw = query.limit;
  let limit = fallbackLimit;
  if (typeof raw === 'string' && raw !== '') {
    limit = Number(raw);
    if (!Number.isInteger(limit) || limit < 0) throw graphErrors.invalidParam('limit must be a non-negative integer');
  }
  const cursor = (v: unknown) => (typeof v === 'string' && v.length > 0 && v.length <= 400 ? v : undefined);
  return { limit, after: cursor(query.after), before: cursor(query.before) };
}

/**
 * Graph's cursor paging over an ordered list: `data`, `paging.cursors.{before,after}` (the
 * first and last item), `paging.next` / `paging.previous` when there are more.
 * `link(cursorParam)` builds those URLs.
 */
export function paginate<T extends { id: string }, R>(
  items: T[],
  q: PageQuery,
  link: (param: { after: string } | { before: string }, limit: number) => string,
  map: (item: T) => R | Promise<R>,
): Promise<GraphPage<R>> {
  const limit = Math.min(Math.max(q.limit ?? 25, 0), 100);
  let start = 0;
  let end = items.length;
  if (q.after !== undefined) {
    const at = items.findIndex((i) => i.id === idOf(q.after!));
    start = at < 0 ? items.length : at + 1;
    end = Math.min(items.length, start + limit);
  } else if (q.before !== undefined) {
    const at = items.findIndex((i) => i.id === idOf(q.before!));
    end = at < 0 ? 0 : at;
    start = Math.max(0, end - limit);
  } else {
    end = Math.min(items.length, limit);
  }
  const slice = items.slice(start, end);
  return Promise.all(slice.map(map)).then((data) => {
    if (slice.length === 0) return { data };
    const before = cursorOf(slice[0].id);
    const after = cursorOf(slice[slice.length - 1].id);
    return {
      data,
      paging: {
        cursors: { before, after },
        ...(end < items.length ? { next: link({ after }, limit) } : {}),
        ...(start > 0 ? { previous: link({ before }, limit) } : {}),
      },
    };
  });
}
