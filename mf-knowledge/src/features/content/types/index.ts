/** The three views of the Content & Product tab; exactly one is active (docs/product.md §9.4). */
export const CONTENT_TYPES = ['publications', 'stories', 'product'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export const DEFAULT_CONTENT_TYPE: ContentType = 'product';

/** Period selector values (docs/product.md §9.4). */
export const PERIODS = ['week', 'month', 'year', 'last3Days', 'last7Days'] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = 'month';
