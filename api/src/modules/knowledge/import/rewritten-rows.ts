import type { ColumnMap } from './columns';
import type { Cell, HeaderRow, RowsResult } from './rows';

/**
 * Platform exports whose rows the general collector cannot read as they are (PrestaShop's
 * combinations, Magento's configurable products) are rewritten into its layout and read by it; the
 * result then reports the file's own header row and columns, not the rewritten ones.
 */
export const cellText = (cell: Cell | undefined) => (cell === null || cell === undefined ? '' : String(cell).trim());

export function asFileResult(read: RowsResult, header: HeaderRow, headerRow: Cell[], mapping: ColumnMap): RowsResult {
  return {
    ...read,
    columns: read.columns.filter((f) => mapping[f] !== undefined),
    headerRow: header.index,
    mapping,
    headers: Array.from(headerRow, (c) => cellText(c).slice(0, 100)),
  };
}
