import {
  addLinkedCodesRequestSchema,
  productListQuerySchema,
  publicationUpdateRequestSchema,
  shopAnswersUpdateRequestSchema,
  VALIDATION_MESSAGES,
} from '@vitrina/shared/contracts';

const issues = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('knowledge contracts', () => {
  it('publication update drops empty strings (docs/product.md §4.8) and keeps null to clear', () => {
    expect(publicationUpdateRequestSchema.parse({ link: '', code: ' VT-1 ', linked_codes: ['A', '', 'A'] })).toEqual({
      code: 'VT-1',
      linked_codes: ['A'],
    });
    expect(publicationUpdateRequestSchema.parse({ link: null })).toEqual({ link: null });
    expect(issues(publicationUpdateRequestSchema.safeParse({ link: '  ', code: '' }))).toEqual([
      'validation.publication_update.empty',
    ]);
    expect(issues(publicationUpdateRequestSchema.safeParse({ link: 'ftp://x.example' }))).toEqual([
      'validation.link.invalid',
    ]);
  });

  it('product pages default to page 0 of 20 and check sort', () => {
    expect(productListQuerySchema.parse({})).toEqual({ page: 0, size: 20 });
    expect(productListQuerySchema.parse({ page: '2', size: '50', sort: 'price,DESC' })).toMatchObject({
      page: 2,
      size: 50,
    });
    expect(issues(productListQuerySchema.safeParse({ sort: 'password' }))).toEqual(['validation.sort.invalid']);
  });

  it('by-code bodies trim, drop empty and repeated codes, and need one', () => {
    expect(addLinkedCodesRequestSchema.parse({ codes: [' A ', 'A', '', 'B'] })).toEqual({ codes: ['A', 'B'] });
    expect(issues(addLinkedCodesRequestSchema.safeParse({ codes: [''] }))).toEqual(['validation.codes.required']);
  });

  it('every message key the knowledge contracts use is in the catalogue', () => {
    const keys = [
      ...issues(shopAnswersUpdateRequestSchema.safeParse({})),
      ...issues(productListQuerySchema.safeParse({ page: '-1', size: '500', channelId: 'x' })),
      ...issues(addLinkedCodesRequestSchema.safeParse({ codes: new Array(60).fill(0).map((_, i) => `C${i}`) })),
    ];
    expect(keys.length).toBeGreaterThanOrEqual(5);
    for (const key of keys) expect(Object.keys(VALIDATION_MESSAGES)).toContain(key);
  });
});
