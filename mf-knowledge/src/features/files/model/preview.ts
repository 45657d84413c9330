import {
  IMPORT_FIELDS,
  type ImportChoice,
  type ImportField,
  type ImportMapping,
  type ImportPreview,
} from '@vitrina/shared/contracts';

/** The choices a preview shows, as the next call sends them (docs/product.md §9.4). */
export function choiceOf(preview: ImportPreview): ImportChoice {
  return {
    sheet: preview.sheet,
    ...(preview.header_row === null ? {} : { header_row: preview.header_row }),
    mapping: preview.mapping,
  };
}

/**
 * The mapping with `column` given `field` ('' = ignored): a column serves one field, and a field
 * one column, so the field leaves the column it had and the column's old field is dropped.
 */
export function withField(mapping: ImportMapping, column: number, field: ImportField | ''): ImportMapping {
  const next: ImportMapping = {};
  for (const f of IMPORT_FIELDS) {
    const at = mapping[f];
    if (at !== undefined && at !== column && f !== field) next[f] = at;
  }
  if (field !== '') next[field] = column;
  return next;
}

/** The field of a column in a mapping, or ''. */
export function fieldAt(mapping: ImportMapping, column: number): ImportField | '' {
  return IMPORT_FIELDS.find((f) => mapping[f] === column) ?? '';
}
