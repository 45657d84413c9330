export type PaginationItem = number | 'ellipsis';

/** How many pages are listed in full; above it the list is shortened (docs/product.md §9.4). */
const SHOW_ALL_UP_TO = 5;

/**
 * The page buttons of docs/product.md §9.4 for a 1-based `current` page of `total`:
 * - 5 pages or fewer: all of them;
 * - near the start (pages 1-2): the first three, an ellipsis, the last;
 * - near the end (the last four pages): the last five;
 * - otherwise: previous, current, next, an ellipsis, the last.
 * The boundaries keep the neighbours of the current page always listed, and an ellipsis
 * always stands for at least two pages.
 */
export function paginationItems(current: number, total: number): PaginationItem[] {
  const last = Math.max(0, Math.floor(total));
  if (last === 0) return [];
  const page = Math.min(Math.max(1, Math.floor(current) || 1), last);
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

  if (last <= SHOW_ALL_UP_TO) return range(1, last);
  if (page <= 2) return [1, 2, 3, 'ellipsis', last];
  if (page >= last - 3) return range(last - 4, last);
  return [page - 1, page, page + 1, 'ellipsis', last];
}
