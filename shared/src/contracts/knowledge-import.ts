import { z } from 'zod';
import { IMPORT_FIELDS, IMPORT_IGNORED_REASONS, IMPORT_SKIP_REASONS } from './constants/knowledge-import';
import { KNOWLEDGE_FILE_TYPES, knowledgeFileSchema, productSizeSchema } from './knowledge';

/**
 * The stock import's preview (docs/product.md §9.4, issue 32): after an upload the owner sees the
 * sheet chosen, what each column became, the first products as they will be stored and the rows
 * that will be skipped with why; they may change a column's meaning, the header row or the sheet,
 * then confirm. An upload without the preview makes the same choices and reports them.
 */

/** Field -> 0-based column. */
export const importMappingSchema = z.partialRecord(z.enum(IMPORT_FIELDS), z.number().int().min(0).max(16383));
export type ImportMapping = z.infer<typeof importMappingSchema>;

/** The owner's choices (POST .../preview/:id and .../confirm); absent ones are left to the import. */
export const importChoiceSchema = z.strictObject({
  sheet: z.string().min(1).max(255).optional(),
  /** 1-based, as the spreadsheet shows it. */
  header_row: z.number().int().min(1).max(30).optional(),
  mapping: importMappingSchema.optional(),
});
export type ImportChoice = z.infer<typeof importChoiceSchema>;

export const importColumnSchema = z.object({
  index: z.number().int(),
  /** 'A', 'B', … 'AA'. */
  letter: z.string(),
  header: z.string(),
  field: z.enum(IMPORT_FIELDS).nullable(),
  ignored: z.enum(IMPORT_IGNORED_REASONS).nullable(),
});
export type ImportColumn = z.infer<typeof importColumnSchema>;

export const importSkippedRowSchema = z.object({
  row: z.number().int(),
  reason: z.enum(IMPORT_SKIP_REASONS),
  text: z.string(),
});
export type ImportSkippedRow = z.infer<typeof importSkippedRowSchema>;

/** What the import chose and skipped: in every upload's answer, and the body of a preview. */
export const importReportSchema = z.object({
  sheet: z.string(),
  sheets: z.array(z.object({ name: z.string(), hidden: z.boolean() })),
  /** 1-based; null when no header row was found (the preview then asks for the code column). */
  header_row: z.number().int().nullable(),
  mapping: importMappingSchema,
  columns: z.array(importColumnSchema),
  rows: z.number().int(),
  products: z.number().int(),
  skipped: z.number().int(),
  skipped_by: z.partialRecord(z.enum(IMPORT_SKIP_REASONS), z.number().int()),
  /** The first skipped rows (at most 50). */
  skipped_rows: z.array(importSkippedRowSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** A product as it will be stored (the first ones of a preview). */
export const importSampleSchema = z.object({
  code: z.string(),
  name: z.string(),
  color: z.string(),
  sizes: z.array(productSizeSchema),
  quantity: z.number().int().nullable(),
  price: z.number().nullable(),
});
export type ImportSample = z.infer<typeof importSampleSchema>;

/** POST /api/v1/data/files/xls/preview (multipart "file") and POST .../preview/:id. */
export const importPreviewSchema = importReportSchema.extend({
  id: z.string(),
  name: z.string(),
  type: z.enum(KNOWLEDGE_FILE_TYPES),
  expires_at: z.string(),
  /** The first products (at most 20). */
  sample: z.array(importSampleSchema),
  /** Set when the file cannot be imported as chosen (e.g. no code column): the message to show. */
  problem: z.object({ key: z.string(), message: z.string() }).nullable(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** An upload's answer: the file, and what the import chose and skipped. */
export const uploadedFileSchema = knowledgeFileSchema.extend({ import: importReportSchema.optional() });
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
