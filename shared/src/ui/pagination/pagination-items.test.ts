import { paginationItems } from './pagination-items';

const E = 'ellipsis';

describe('paginationItems (docs/product.md §9.4)', () => {
  it('is empty without pages', () => {
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(1, -3)).toEqual([]);
  });

  it.each([1, 2, 3, 4, 5])('lists all pages when there are %i (5 or fewer)', (total) => {
    for (let current = 1; current <= total; current += 1) {
      expect(paginationItems(current, total)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    }
  });

  it('near the start: the first three, an ellipsis, the last', () => {
    expect(paginationItems(1, 10)).toEqual([1, 2, 3, E, 10]);
    expect(paginationItems(2, 10)).toEqual([1, 2, 3, E, 10]);
    expect(paginationItems(1, 6)).toEqual([1, 2, 3, E, 6]);
    expect(paginationItems(2, 6)).toEqual([1, 2, 3, E, 6]);
  });

  it('in the middle: previous, current, next, an ellipsis, the last', () => {
    expect(paginationItems(3, 10)).toEqual([2, 3, 4, E, 10]);
    expect(paginationItems(5, 10)).toEqual([4, 5, 6, E, 10]);
    expect(paginationItems(6, 10)).toEqual([5, 6, 7, E, 10]);
    expect(paginationItems(3, 7)).toEqual([2, 3, 4, E, 7]);
  });

  it('near the end: the last five', () => {
    expect(paginationItems(7, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(paginationItems(8, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(paginationItems(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(paginationItems(3, 6)).toEqual([2, 3, 4, 5, 6]);
    expect(paginationItems(6, 6)).toEqual([2, 3, 4, 5, 6]);
    expect(paginationItems(4, 7)).toEqual([3, 4, 5, 6, 7]);
  });

  it('for every page of 6 to 30, lists the current page and its neighbours, and hides at least two pages behind an ellipsis', () => {
    for (let total = 6; total <= 30; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const items = paginationItems(current, total);
        expect(items).toHaveLength(5);
        expect(items).toContain(current);
        if (current > 1) expect(items).toContain(current - 1);
        if (current < total) expect(items).toContain(current + 1);
        expect(items).toContain(total);
        const e = items.indexOf(E);
        if (e !== -1) expect((items[e + 1] as number) - (items[e - 1] as number)).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('clamps a current page outside the range', () => {
    expect(paginationItems(0, 10)).toEqual([1, 2, 3, E, 10]);
    expect(paginationItems(99, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(paginationItems(NaN, 3)).toEqual([1, 2, 3]);
  });
});
