import type { ImportChoice, ImportReport, ImportSample } from '@vitrina/shared/contracts';
import { FIELDS } from './import/columns';
import type { SheetChoice } from './import/parse-sheet';
import { productBatches } from './import/product-lines';
import type { ImportedSheet } from './import/sheet-job';

/** Products shown in a preview. */
export const SAMPLE_SIZE = 20;

/** 0 -> 'A', 27 -> 'AB'. */
export function columnLetter(index: number): string {
  let s = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** The owner's choices as the worker takes them (the header row 0-based). */
export function sheetChoiceOf(choice: ImportChoice | undefined): SheetChoice {
  if (!choice) return {};
  return {
    sheet: choice.sheet,
    headerRow: choice.header_row === undefined ? undefined : choice.header_row - 1,
    mapping: choice.mapping,
  };
}

/** What the import chose and skipped, as the API reports it (docs/product.md §9.4). */
export function reportOf(sheet: ImportedSheet): ImportReport {
  const fieldAt = new Map<number, (typeof FIELDS)[number]>();
  for (const field of FIELDS) {
    const column = sheet.mapping[field];
    if (column !== undefined) fieldAt.set(column, field);
  }
  const ignored = new Map(sheet.ignored.map((c) => [c.column, c.reason]));
  const width = Math.max(sheet.headers.length, ...[...fieldAt.keys()].map((c) => c + 1));
  return {
    sheet: sheet.sheet,
    sheets: sheet.sheets,
    header_row: sheet.mapping.code === undefined && sheet.headers.length === 0 ? null : sheet.headerRow + 1,
    mapping: sheet.mapping,
    columns: Array.from({ length: width }, (_, index) => ({
      index,
      letter: columnLetter(index),
      header: sheet.headers[index] ?? '',
      field: fieldAt.get(index) ?? null,
      ignored: fieldAt.has(index) ? null : (ignored.get(index) ?? null),
    })),
    rows: sheet.rows,
    products: sheet.products,
    skipped: sheet.skipped,
    skipped_by: sheet.skippedBy,
    skipped_rows: sheet.skippedRows,
  };
}

/** The first products as they will be stored. */
export function sampleOf(sheet: ImportedSheet): ImportSample[] {
  for (const batch of productBatches(sheet.lines, SAMPLE_SIZE)) {
    return batch.map(({ code, name, color, sizes, quantity, price }) => ({
      code,
      name,
      color,
      sizes,
      // As stored (repository.ts): the known size quantities plus a quantity given without a size.
      quantity:
        sizes.every((s) => s.quantity === null) && quantity === null
          ? null
          : sizes.reduce((sum, s) => sum + (s.quantity ?? 0), 0) + (quantity ?? 0),
      price,
    }));
  }
  return [];
}
