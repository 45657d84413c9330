import * as XLSX from '@e965/xlsx';
import type { KnowledgeFileType } from '@vitrina/shared/contracts';
import {
  HEADER_SEARCH_ROWS,
  findHeaderRow,
  headersFound,
  rowsToProducts,
  SheetError,
  type Cell,
  type RowsResult,
} from './rows';
import { checkZip } from './zip-guard';

export interface SheetLimits {
  maxUncompressedBytes: number;
  /** Data rows per sheet. */
  maxRows: number;
}

export interface SheetResult extends RowsResult {
  sheet: string;
}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const CFB = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** The type a file name claims; null for anything but .xls, .xlsx and .csv. */
export function fileTypeOf(name: string): KnowledgeFileType | null {
  const ext = /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase();
  return ext === 'xls' || ext === 'xlsx' || ext === 'csv' ? ext : null;
}

/** CSV text: UTF-8 (with or without BOM), UTF-16 with a BOM, else Windows-1251 (Excel's Ukrainian export). */
function decodeText(buf: Buffer): string {
  if (buf[0] === 0xff && buf[1] === 0xfe) return new TextDecoder('utf-16le').decode(buf);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(buf);
  } catch {
    return new TextDecoder('windows-1251').decode(buf);
  }
}

/** Refuses a file whose bytes are not what its name says (a renamed picture, archive, program...). */
function contentOf(buf: Buffer, type: KnowledgeFileType, limits: SheetLimits): Buffer | string {
  const isZip = buf.subarray(0, 4).equals(ZIP);
  const isCfb = buf.subarray(0, 8).equals(CFB);
  if (type === 'csv') {
    const head = buf.subarray(0, 64 * 1024);
    const utf16 = head[0] === 0xff && head[1] === 0xfe;
    if (isZip || isCfb || (!utf16 && head.includes(0)))
      throw new SheetError('knowledge.file_not_spreadsheet', { type });
    return decodeText(buf);
  }
  if (isZip) {
    checkZip(buf, { maxUncompressedBytes: limits.maxUncompressedBytes, maxEntries: 10_000 });
    return buf;
  }
  if (type === 'xls' && isCfb) return buf;
  throw new SheetError('knowledge.file_not_spreadsheet', { type });
}

// A formula that reaches outside the workbook: another file ('[1]Sheet!A1', 'C:\\x.xls'), a URL or DDE.
const EXTERNAL_FORMULA = /\[[^\]]+\]|https?:|file:|\\\\|\w\|/i;

function cellValue(cell: XLSX.CellObject | undefined): Cell {
  if (!cell) return null;
  // Formulas are never evaluated: the value Excel saved is used; CSV formulas ('=...') have none.
  const formula = cell.f ?? (typeof cell.v === 'string' && cell.v.startsWith('=') ? cell.v : undefined);
  if (formula !== undefined) {
    if (EXTERNAL_FORMULA.test(formula)) throw new SheetError('knowledge.file_external_links');
    if (typeof cell.v === 'string' && cell.v.startsWith('=')) return null;
  }
  if (cell.t === 'e' || cell.t === 'z' || cell.v === undefined) return null;
  return cell.v as Cell;
}

function sheetRows(ws: XLSX.WorkSheet): Cell[][] {
  const dense = (ws['!data'] ?? []) as Array<Array<XLSX.CellObject | undefined> | undefined>;
  const rows: Cell[][] = new Array(dense.length);
  for (let r = 0; r < dense.length; r += 1) {
    const row = dense[r];
    rows[r] = row ? Array.from(row, cellValue) : [];
  }
  // Merged header cells: the value of a merge's top-left cell fills the whole merge.
  for (const m of ws['!merges'] ?? []) {
    if (m.s.r >= HEADER_SEARCH_ROWS) continue;
    const value = rows[m.s.r]?.[m.s.c] ?? null;
    for (let r = m.s.r; r <= Math.min(m.e.r, HEADER_SEARCH_ROWS - 1, rows.length - 1); r += 1) {
      for (let c = m.s.c; c <= Math.min(m.e.c, 255); c += 1) rows[r][c] ??= value;
    }
  }
  return rows;
}

/**
 * Reads a stock spreadsheet (runs inside the import worker): checks the bytes, lets SheetJS read
 * it without evaluating anything, finds the sheet and header row with an article-code column and
 * turns its rows into products. Throws SheetError with a message key for anything it refuses.
 */
export function parseSpreadsheet(buf: Buffer, fileName: string, limits: SheetLimits): SheetResult {
  const type = fileTypeOf(fileName);
  if (!type) throw new SheetError('knowledge.file_type');
  const content = contentOf(buf, type, limits);
  const maxSheetRows = limits.maxRows + HEADER_SEARCH_ROWS + 1;
  let wb: XLSX.WorkBook;
  try {
    wb = XLSX.read(content, {
      type: typeof content === 'string' ? 'string' : 'buffer',
      dense: true,
      // CSV cells stay text, so '00123' keeps its zeros; prices and quantities are parsed by us.
      raw: type === 'csv',
      cellFormula: true,
      cellHTML: false,
      cellText: false,
      cellNF: false,
      cellStyles: false,
      cellDates: false,
      sheetRows: maxSheetRows,
      WTF: false,
    });
  } catch {
    throw new SheetError('knowledge.file_malformed');
  }
  let firstHeaders: string[] | null = null;
  for (const name of wb.SheetNames) {
    const ws = wb.Sheets[name];
    if (!ws) continue;
    const full = ws['!fullref'] ? XLSX.utils.decode_range(ws['!fullref']) : null;
    if (full && full.e.r + 1 > maxSheetRows)
      throw new SheetError('knowledge.file_too_many_rows', { max: limits.maxRows });
    const rows = sheetRows(ws);
    const header = findHeaderRow(rows);
    if (!header) {
      firstHeaders ??= rows.length > 0 ? headersFound(rows) : null;
      continue;
    }
    if (rows.length - header.index - 1 > limits.maxRows)
      throw new SheetError('knowledge.file_too_many_rows', { max: limits.maxRows });
    const result = rowsToProducts(rows, header);
    if (result.products.length === 0) throw new SheetError('knowledge.file_no_products');
    return { ...result, sheet: name };
  }
  if (firstHeaders === null) throw new SheetError('knowledge.file_empty');
  throw new SheetError('knowledge.file_no_code_column', { headers: firstHeaders.join(', ') || '—' });
}
