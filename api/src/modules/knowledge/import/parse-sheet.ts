import type * as XLSX from '@e965/xlsx';
import type { KnowledgeFileType } from '@vitrina/shared/contracts';
import {
  HEADER_SEARCH_ROWS,
  findHeaderRow,
  headersFound,
  ProductCollector,
  SheetError,
  type Cell,
  type HeaderRow,
  type RowsResult,
} from './rows';
import { fileTypeOf } from './file-type';
import { xlsxSheets, type MergeRange, type XlsxCell } from './xlsx-reader';
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
const MAX_ZIP_ENTRIES = 10_000;
const isZip = (buf: Buffer) => buf.subarray(0, 4).equals(ZIP);

/** CSV text: UTF-8 (with or without BOM), UTF-16 with a BOM, else Windows-1251 (Excel's Ukrainian export). */
function decodeText(buf: Buffer): string {
  if (buf[0] === 0xff && buf[1] === 0xfe) return new TextDecoder('utf-16le').decode(buf);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(buf);
  } catch {
    return new TextDecoder('windows-1251').decode(buf);
  }
}

const utf16 = (s: string) => Buffer.from(s, 'utf16le');
/** Stream names of an Office file encrypted with a password to open, or with rights management. */
const ENCRYPTION_INFO = utf16('EncryptionInfo');
const ENCRYPTED_PACKAGE = utf16('EncryptedPackage');
const DRM = utf16('DRMEncrypted');

/**
 * An encrypted Office file is a compound file (CFB) whatever its name: an .xlsx with a password
 * to open holds EncryptionInfo and EncryptedPackage streams, one under rights management a DRM
 * data space. Neither can be read without the key: each has a message of its own.
 */
function refuseEncrypted(buf: Buffer): void {
  if (!buf.subarray(0, 8).equals(CFB)) return;
  if (buf.includes(DRM)) throw new SheetError('knowledge.file_rights_protected');
  if (buf.includes(ENCRYPTION_INFO) || buf.includes(ENCRYPTED_PACKAGE)) throw new SheetError('knowledge.file_password');
}

/** Refuses a file whose bytes are not what its name says (a renamed picture, archive, program...). */
async function contentOf(buf: Buffer, type: KnowledgeFileType, limits: SheetLimits): Promise<Buffer | string> {
  const zip = isZip(buf);
  const isCfb = buf.subarray(0, 8).equals(CFB);
  if (type === 'csv') {
    const head = buf.subarray(0, 64 * 1024);
    const utf16 = head[0] === 0xff && head[1] === 0xfe;
    if (zip || isCfb || (!utf16 && head.includes(0))) throw new SheetError('knowledge.file_not_spreadsheet', { type });
    return decodeText(buf);
  }
  refuseEncrypted(buf);
  if (zip) {
    await checkZip(buf, { maxUncompressedBytes: limits.maxUncompressedBytes, maxEntries: MAX_ZIP_ENTRIES });
    return buf;
  }
  // An .xls saved under the name .xlsx is still read (SheetJS tells the formats by their bytes).
  if (isCfb) return buf;
  throw new SheetError('knowledge.file_not_spreadsheet', { type });
}

// A formula that reaches outside the workbook: another file ('[1]Sheet!A1', 'C:\\x.xls'), a URL or DDE.
const EXTERNAL_FORMULA = /\[[^\]]+\]|https?:|file:|\\\\|\w\|/i;

/** A cell's kept value: formulas are never evaluated (the value Excel saved is used); one reaching outside the workbook is refused. */
function keptValue(value: Cell, formula: string | undefined): Cell {
  // CSV formulas ('=...') have no saved value.
  formula ??= typeof value === 'string' && value.startsWith('=') ? value : undefined;
  if (formula !== undefined) {
    if (EXTERNAL_FORMULA.test(formula)) throw new SheetError('knowledge.file_external_links');
    if (typeof value === 'string' && value.startsWith('=')) return null;
  }
  return value;
}

function cellValue(cell: XLSX.CellObject | undefined): Cell {
  if (!cell) return null;
  const value = cell.t === 'e' || cell.t === 'z' || cell.v === undefined ? null : (cell.v as Cell);
  return keptValue(value, cell.f);
}

const xlsxCellValue = (cell: XlsxCell): Cell => keptValue(cell.value, cell.formula);

/** Merged header cells: the value of a merge's top-left cell fills the whole merge. */
function fillMerges(rows: Cell[][], merges: MergeRange[]): void {
  for (const m of merges) {
    if (m.s.r >= HEADER_SEARCH_ROWS) continue;
    const value = rows[m.s.r]?.[m.s.c] ?? null;
    for (let r = m.s.r; r <= Math.min(m.e.r, HEADER_SEARCH_ROWS - 1, rows.length - 1); r += 1) {
      for (let c = m.s.c; c <= Math.min(m.e.c, 255); c += 1) rows[r][c] ??= value;
    }
  }
}

/** A sheet as the import reads it: its rows one at a time, and its merged ranges. */
interface SheetSource {
  name: string;
  /** Hidden in the workbook: never chosen by itself (docs/product.md §9.4). */
  hidden: boolean;
  /** Known before the rows (SheetJS), else null (the .xlsx reader meets them after the rows). */
  merges: MergeRange[] | null;
  /**
   * Visits the rows in order (0-based index); `visit` returning false stops. Throws when the sheet
   * is too long. Resolves with the merged ranges when the reading went to the end.
   */
  eachRow(visit: (index: number, row: Cell[]) => boolean): Promise<MergeRange[] | null>;
}

function tooManyRows(limits: SheetLimits): SheetError {
  return new SheetError('knowledge.file_too_many_rows', { max: limits.maxRows });
}

/** The sheets of an .xlsx through the lean reader (xlsx-reader.ts), or null when it is no OOXML workbook. */
async function xlsxSources(buf: Buffer, limits: SheetLimits, maxSheetRows: number): Promise<SheetSource[] | null> {
  const sheets = await xlsxSheets(buf, {
    maxUncompressedBytes: limits.maxUncompressedBytes,
    maxEntries: MAX_ZIP_ENTRIES,
  });
  return (
    sheets?.map((sheet) => ({
      name: sheet.name,
      hidden: sheet.hidden,
      merges: null,
      async eachRow(visit) {
        const { tooMany, merges } = await sheet.eachRow(maxSheetRows, xlsxCellValue, visit);
        if (tooMany) throw tooManyRows(limits);
        return merges;
      },
    })) ?? null
  );
}

/** The sheets of any workbook SheetJS reads (xls, csv, and zips the lean reader does not know). */
async function sheetJsSources(
  content: Buffer | string,
  type: KnowledgeFileType,
  limits: SheetLimits,
  maxSheetRows: number,
): Promise<SheetSource[]> {
  // SheetJS (a megabyte of code) is loaded only for the files the lean .xlsx reader leaves to it.
  const XLSX = await import('@e965/xlsx');
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
  } catch (err) {
    if (/password|encrypt/i.test(String((err as Error)?.message))) throw new SheetError('knowledge.file_password');
    throw new SheetError('knowledge.file_malformed');
  }
  return wb.SheetNames.map((name, index) => {
    const ws = wb.Sheets[name];
    return {
      name,
      hidden: Boolean(wb.Workbook?.Sheets?.[index]?.Hidden),
      merges: ws?.['!merges'] ?? [],
      async eachRow(visit) {
        // The workbook lets this sheet go: its cell objects are dropped row by row as they are read.
        delete wb.Sheets[name];
        const dense = (ws?.['!data'] ?? []) as Array<Array<XLSX.CellObject | undefined> | undefined>;
        const full = ws?.['!fullref'] ? XLSX.utils.decode_range(ws['!fullref']) : null;
        if (full && full.e.r + 1 > maxSheetRows) throw tooManyRows(limits);
        for (let r = 0; r < dense.length; r += 1) {
          const row = dense[r];
          dense[r] = undefined;
          if (row && !visit(r, Array.from(row, cellValue))) break;
        }
        return ws?.['!merges'] ?? [];
      },
    };
  });
}

type SheetOutcome = { result: RowsResult } | { headers: string[] | null };

/** Whether merged ranges reach into the rows searched for the header (fillMerges fills only those). */
const mergesInHead = (merges: MergeRange[]) => merges.some((m) => m.s.r < HEADER_SEARCH_ROWS);

/**
 * One sheet's products: its first rows (merged cells filled in) are searched for the header,
 * then every row below goes straight into the products; a sheet without a header stops at its
 * first rows. When the merged ranges come only after the rows (.xlsx) and reach into the first
 * rows, the sheet is read a second time with them (a banner or a two-row header is filled in
 * exactly as SheetJS's path does).
 */
async function readSheet(source: SheetSource, limits: SheetLimits): Promise<SheetOutcome> {
  let merges = source.merges;
  for (;;) {
    const known = merges !== null;
    const head: Cell[][] = [];
    let found: { header: HeaderRow; collector: ProductCollector } | null = null;
    let settled = false;
    let last = -1;
    const settle = () => {
      settled = true;
      for (let r = 0; r < head.length; r += 1) head[r] ??= [];
      fillMerges(head, merges ?? []);
      const header = findHeaderRow(head);
      if (!header) return;
      const collector = new ProductCollector(header, head[header.index]);
      for (let r = header.index + 1; r < head.length; r += 1) collector.add(head[r], r);
      found = { header, collector };
    };
    const atEnd = await source.eachRow((index, row) => {
      if (index < HEADER_SEARCH_ROWS) {
        head[index] = row;
        return true;
      }
      if (!settled) settle();
      // No header: read on (rows unused) only to learn the merged ranges.
      if (!found) return !known;
      last = index;
      found.collector.add(row, index);
      return true;
    });
    if (!known && atEnd && mergesInHead(atEnd)) {
      merges = atEnd;
      continue;
    }
    if (!settled) settle();
    const done = found as { header: HeaderRow; collector: ProductCollector } | null;
    if (!done) return { headers: head.length > 0 ? headersFound(head) : null };
    if (last - done.header.index > limits.maxRows) throw tooManyRows(limits);
    return { result: done.collector.result() };
  }
}

/**
 * Reads a stock spreadsheet (runs inside the import worker): checks the bytes, reads the sheets
 * without evaluating anything (an .xlsx through the lean reader, xlsx-reader.ts; .xls, CSV and
 * other zips through SheetJS), finds the sheet and header row with an article-code column and
 * turns its rows into products. Throws SheetError with a message key for anything it refuses.
 */
export async function parseSpreadsheet(buf: Buffer, fileName: string, limits: SheetLimits): Promise<SheetResult> {
  const type = fileTypeOf(fileName);
  if (!type) throw new SheetError('knowledge.file_type');
  const maxSheetRows = limits.maxRows + HEADER_SEARCH_ROWS + 1;
  const lean = type !== 'csv' && isZip(buf) ? await xlsxSources(buf, limits, maxSheetRows) : null;
  const sources = lean ?? (await sheetJsSources(await contentOf(buf, type, limits), type, limits, maxSheetRows));
  let firstHeaders: string[] | null = null;
  for (const source of sources) {
    if (source.hidden) continue;
    const outcome = await readSheet(source, limits);
    if ('headers' in outcome) {
      firstHeaders ??= outcome.headers;
      continue;
    }
    if (outcome.result.products.length === 0) throw new SheetError('knowledge.file_no_products');
    return { ...outcome.result, sheet: source.name };
  }
  if (firstHeaders === null) throw new SheetError('knowledge.file_empty');
  throw new SheetError('knowledge.file_no_code_column', { headers: firstHeaders.join(', ') || '—' });
}
