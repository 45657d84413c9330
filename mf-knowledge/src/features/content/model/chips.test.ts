import { addChip, canSubmitCodes, codesToSubmit, dropEmptyStrings, rangeLabel, removeChip } from './chips';

describe('other-colour chips (docs/product.md §5)', () => {
  it('adds a trimmed code only when it is not empty and not there yet', () => {
    expect(addChip([], '  1025 ')).toEqual(['1025']);
    expect(addChip(['1025'], '1025')).toEqual(['1025']);
    expect(addChip(['1025'], '   ')).toEqual(['1025']);
    expect(addChip(['1025'], '1026')).toEqual(['1025', '1026']);
    expect(removeChip(['1025', '1026'], '1025')).toEqual(['1026']);
  });

  it('submits the list, or the single typed code when the list is empty; nothing with neither', () => {
    expect(codesToSubmit(['1025'], '1030')).toEqual(['1025']);
    expect(codesToSubmit([], ' 1030 ')).toEqual(['1030']);
    expect(codesToSubmit([], '  ')).toEqual([]);
    expect(canSubmitCodes([], '')).toBe(false);
    expect(canSubmitCodes([], 'x')).toBe(true);
  });

  it('drops empty strings from a publication update', () => {
    expect(dropEmptyStrings({ link: '  ', code: '1024', linked_codes: [] })).toEqual({
      code: '1024',
      linked_codes: [],
    });
  });

  it('labels a page offset–end/total', () => {
    expect(rangeLabel({ pageable: { offset: 20 }, number_of_elements: 20, total_elements: 57 })).toBe('20–40/57');
    expect(rangeLabel({ pageable: { offset: 0 }, number_of_elements: 0, total_elements: 0 })).toBe('0–0/0');
  });
});
