/** The columns the stock import fills (docs/product.md §9.4), in the order it reports them. */
export const IMPORT_FIELDS = [
  'code',
  'name',
  'color',
  'size',
  'price',
  'quantity',
  'lining',
  'material',
  'description',
  'category',
  'audience',
  'variant',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Why a column with a header serves no field. */
export const IMPORT_IGNORED_REASONS = [
  'purchase_price',
  'private',
  'date',
  'discount',
  'percent',
  'unknown',
  'duplicate',
] as const;
export type ImportIgnoredReason = (typeof IMPORT_IGNORED_REASONS)[number];

/** Why a row below the header is not a product. */
export const IMPORT_SKIP_REASONS = ['no_code', 'total', 'not_product', 'header'] as const;
export type ImportSkipReason = (typeof IMPORT_SKIP_REASONS)[number];
