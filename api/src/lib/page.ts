import type { Page } from '@vitrina/shared/contracts';

/** A Spring-style page (snake_case) of `content` at zero-based `number` of `size`. */
export function toPage<T>(content: T[], total: number, number: number, size: number): Page<T> {
  const totalPages = Math.ceil(total / size);
  return {
    content,
    size,
    number,
    number_of_elements: content.length,
    total_elements: total,
    total_pages: totalPages,
    first: number === 0,
    last: number >= totalPages - 1,
    empty: content.length === 0,
    pageable: { offset: number * size, page_number: number, page_size: size },
  };
}

/** Spring's `sort=field` or `sort=field,desc`. */
export function parseSort(sort: string | undefined): { field: string; desc: boolean } | null {
  if (!sort) return null;
  const [field, dir] = sort.toLowerCase().split(',');
  return { field, desc: dir === 'desc' };
}
