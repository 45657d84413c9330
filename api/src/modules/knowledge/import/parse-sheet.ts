import type * as XLSX from '@e965/xlsx';
import type { KnowledgeFileType } from '@vitrina/shared/contracts';
import {
  HEADER_SEARCH_ROWS,
  findHeaderRow,
  headersFound,
  noHeaderReason,
  ProductCollector,
  SheetError,
  type Cell,
  type HeaderRow,
  type RowsResult,
} from './rows';
import { ignoredColumns, mapColumns, type ColumnMap, type IgnoredReason } from './columns';
import { fileTypeOf, fileTypeRefusal } from './file-type';
import { codeFormat, xlsxSheets, type MergeRange, type XlsxCell } from './xlsx-reader';
import { checkZip } from './zip-guard';
import { ShopwareCollector, shopwareColumns } from './shopware';
import { MagentoCollector, magentoColumns } from './magento';
import { PrestashopCollector, prestashopColumns } from './prestashop';

export interface SheetLimits {
  maxUncompressedBytes: number;
  /** Data rows per sheet. */
  maxRows: number;
}

/** The owner's choices from the preview (docs/product.md §9.4): any of them may be left to the import. */
export interface SheetChoice {
  /** A sheet by name (a hidden one too: the owner picked it). */
  sheet?: string;
  /** Field -> column (0-based); replaces the automatic mapping, a column with no field is ignored. */
  mapping?: ColumnMap;
  /** The header row (0-based); with a mapping, the row the data starts below. */
  headerRow?: number;
}

export interface SheetResult extends RowsResult {
  sheet: string;
  /** The workbook's sheets, in order. */
  sheets: Array<{ name: string; hidden: boolean }>;
  /** Header-row columns that serve no field, with why. */
  ignored: Array<{ column: number; reason: IgnoredReason }>;
  /** A preview's reading that could not be imported as it is: the refusal's message key. */
  problem?: string;
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
  // Excel 2.x-4.0 workbooks: a bare BIFF stream starting with its BOF record.
  if (type === 'xls' && buf[0] === 0x09 && [0x00, 0x02, 0x04].includes(buf[1])) return buf;
  throw new SheetError('knowledge.file_not_spreadsheet', { type });
}

// A formula that reaches outside the workbook: a function that fetches (WEBSERVICE, RTD, Google's
// IMPORT...), a reference into another workbook ('[1]Prices!B2', "'C:\\x\\[old.xlsx]Sheet1'!B2"), a file
// or network path, DDE ('app|topic'!item). String literals are left out of the reference check
// (a HYPERLINK's target or a text is no data from outside), and so are table references
// ('SUBTOTAL(109,[Income])', 'Table1[Price]'), which never end in '!'.
const EXTERNAL_FUNCTION = /\b(?:WEBSERVICE|RTD|IMPORTDATA|IMPORTHTML|IMPORTXML|IMPORTRANGE|IMPORTFEED)\s*\(/i;
const EXTERNAL_REFERENCE = /\[[^\]]+\](?:[^'!()[\],;+\-*/&=<>^\s]*|[^'!]*')!|file:|\\\\|\w\|/i;

export function linksOutside(formula: string): boolean {
  return EXTERNAL_FUNCTION.test(formula) || EXTERNAL_REFERENCE.test(formula.replace(/"(?:[^"]|"")*"/g, '""'));
}

/** A cell's kept value: formulas are never evaluated (the value Excel saved is used); one reaching outside the workbook is refused. */
function keptValue(value: Cell, formula: string | undefined): Cell {
  // CSV formulas ('=...') have no saved value.
  formula ??= typeof value === 'string' && value.startsWith('=') ? value : undefined;
  if (formula !== undefined) {
    if (linksOutside(formula)) throw new SheetError('knowledge.file_external_links');
    if (typeof value === 'string' && value.startsWith('=')) return null;
  }
  return value;
}

/** Code formats by their text, made once per format (an .xls names a few). */
const codeFormats = new Map<string, ReturnType<typeof codeFormat>>();

function cellValue(cell: XLSX.CellObject | undefined): Cell {
  if (!cell) return null;
  let value = cell.t === 'e' || cell.t === 'z' || cell.v === undefined ? null : (cell.v as Cell);
  // A number an .xls shows as a code ('00077' from the format 00000) is kept as shown.
  if (typeof value === 'number' && typeof cell.z === 'string' && cell.z !== 'General') {
    if (!codeFormats.has(cell.z)) codeFormats.set(cell.z, codeFormat(cell.z));
    value = codeFormats.get(cell.z)?.(value) ?? value;
  }
  return keptValue(value, cell.f);
}

const xlsxCellValue = (cell: XlsxCell): Cell => keptValue(cell.value, cell.formula);

/**
 * Merged cells in the first rows: the value of a merge's top-left cell fills the whole merge
 * (a header cell spanning two rows or columns). With `vertical`, only merges within one column
 * (a code merged over its size rows); a banner across columns below the header ('Сукні' over the
 * whole row) stays one cell, so it reads as the group label it is.
 */
function fillMerges(rows: Cell[][], merges: MergeRange[], vertical = false): void {
  for (const m of merges) {
    if (m.s.r >= HEADER_SEARCH_ROWS || (vertical && m.s.c !== m.e.c)) continue;
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
      // Number formats kept (one string per formatted cell) for the codes they show.
      cellNF: true,
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

/** The first row with two filled cells (a header the owner maps by hand, when none was found). */
function firstFilledRow(rows: Cell[][]): number {
  const at = rows.findIndex((r) => (r ?? []).filter((c) => c !== null && String(c).trim() !== '').length >= 2);
  return Math.max(0, at);
}

/** The header row: found by the import, or where the owner's mapping puts it. */
function chosenHeader(head: Cell[][], choice: SheetChoice): HeaderRow | null {
  if (!choice.mapping) return findHeaderRow(head);
  if (choice.mapping.code === undefined) throw new SheetError('knowledge.mapping_no_code');
  const index = Math.min(
    choice.headerRow ?? findHeaderRow(head)?.index ?? firstFilledRow(head),
    HEADER_SEARCH_ROWS - 1,
  );
  return { index, columns: choice.mapping };
}

/** What turns a sheet's rows into products: the general collector, or one for a platform's layout. */
export type RowCollector = Pick<ProductCollector, 'add' | 'result'>;

export function collectorOf(header: HeaderRow, headerRow: Cell[]): RowCollector {
  const shopware = shopwareColumns(headerRow);
  if (shopware) return new ShopwareCollector(header, headerRow, shopware);
  const magento = magentoColumns(headerRow, header.columns);
  if (magento) return new MagentoCollector(header, headerRow, magento);
  const prestashop = prestashopColumns(headerRow, header.columns);
  return prestashop ? new PrestashopCollector(header, headerRow, prestashop) : new ProductCollector(header, headerRow);
}

type SheetOutcome = { result: RowsResult } | { headers: string[] | null; head: Cell[][] };

/** Whether merged ranges reach into the rows searched for the header (fillMerges fills only those). */
const mergesInHead = (merges: MergeRange[]) => merges.some((m) => m.s.r < HEADER_SEARCH_ROWS);

/**
 * One sheet's products: its first rows (merged cells filled in) are searched for the header,
 * then every row below goes straight into the products; a sheet without a header stops at its
 * first rows. When the merged ranges come only after the rows (.xlsx) and reach into the first
 * rows, the sheet is read a second time with them (a banner or a two-row header is filled in
 * exactly as SheetJS's path does).
 */
async function readSheet(source: SheetSource, limits: SheetLimits, choice: SheetChoice): Promise<SheetOutcome> {
  let merges = source.merges;
  for (;;) {
    const known = merges !== null;
    const head: Cell[][] = [];
    let found: { header: HeaderRow; collector: RowCollector } | null = null;
    let settled = false;
    let last = -1;
    const settle = () => {
      settled = true;
      for (let r = 0; r < head.length; r += 1) head[r] ??= [];
      // The header is found with every merge filled; the rows below it get only vertical ones.
      const filled = head.map((row) => row.slice());
      fillMerges(filled, merges ?? []);
      fillMerges(head, merges ?? [], true);
      const header = chosenHeader(filled, choice);
      if (!header) return;
      const collector = collectorOf(header, filled[header.index]);
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
    const done = found as { header: HeaderRow; collector: RowCollector } | null;
    if (!done) return { headers: head.length > 0 ? headersFound(head) : null, head };
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
export async function parseSpreadsheet(
  buf: Buffer,
  fileName: string,
  limits: SheetLimits,
  choice: SheetChoice = {},
  preview = false,
): Promise<SheetResult> {
  const sources = await sheetSources(buf, fileName, limits, limits.maxRows + HEADER_SEARCH_ROWS + 1);
  const sheets = sources.map(({ name, hidden }) => ({ name, hidden }));
  const candidates =
    choice.sheet === undefined ? sources.filter((s) => !s.hidden) : sources.filter((s) => s.name === choice.sheet);
  if (choice.sheet !== undefined && candidates.length === 0)
    throw new SheetError('knowledge.sheet_not_found', { sheet: choice.sheet });
  let first: { name: string; headers: string[]; head: Cell[][] } | null = null;
  for (const source of candidates) {
    const outcome = await readSheet(source, limits, choice);
    if ('headers' in outcome) {
      if (!first && outcome.headers !== null)
        first = { name: source.name, headers: outcome.headers, head: outcome.head };
      continue;
    }
    const { result } = outcome;
    const read: SheetResult = {
      ...result,
      sheet: source.name,
      sheets,
      ignored: ignoredColumns(result.headers, result.mapping),
    };
    if (result.products.length > 0) return read;
    // Rows under the header, none a product: say so, not that the code column is empty.
    const problem =
      result.skipped > (result.skippedBy.no_code ?? 0)
        ? 'knowledge.file_no_product_rows'
        : 'knowledge.file_no_products';
    if (!preview) throw new SheetError(problem);
    return { ...read, problem };
  }
  if (first === null) throw new SheetError('knowledge.file_empty');
  const reason = noHeaderReason(first.head);
  if (!preview) throw new SheetError(reason, { headers: first.headers.join(', ') || '—' });
  // The preview shows the first sheet's likely header row, for the owner to say which column is the code.
  const headerRow = firstFilledRow(first.head);
  const headers = Array.from(first.head[headerRow] ?? [], (c) => (c === null ? '' : String(c).trim().slice(0, 100)));
  // What the other columns would hold, so the owner names only the code column (not every
  // recognised column shown as "taken from another column").
  const mapping = mapColumns(headers);
  return {
    products: [],
    rows: 0,
    skipped: 0,
    columns: [],
    headerRow,
    mapping,
    headers,
    skippedRows: [],
    skippedBy: {},
    sheet: first.name,
    sheets,
    ignored: ignoredColumns(headers, mapping),
    problem: reason,
  };
}

async function sheetSources(buf: Buffer, fileName: string, limits: SheetLimits, maxSheetRows: number) {
  const type = fileTypeOf(fileName);
  if (!type) throw new SheetError(fileTypeRefusal(fileName));
  const lean = type !== 'csv' && isZip(buf) ? await xlsxSources(buf, limits, maxSheetRows) : null;
  return lean ?? (await sheetJsSources(await contentOf(buf, type, limits), type, limits, maxSheetRows));
}

/**
 * The first `rows` rows of every sheet as the import reads them (cells before any column rule),
 * for the corpus test that compares them with SheetJS's reading (api/test/knowledge-corpus.test.ts).
 */
export async function sheetCells(
  buf: Buffer,
  fileName: string,
  limits: SheetLimits,
  rows: number,
): Promise<Array<{ name: string; hidden: boolean; rows: Cell[][] }>> {
  const out: Array<{ name: string; hidden: boolean; rows: Cell[][] }> = [];
  for (const source of await sheetSources(buf, fileName, limits, limits.maxRows)) {
    const read: Cell[][] = [];
    await source.eachRow((index, row) => {
      if (index >= rows) return false;
      read[index] = row;
      return true;
    });
    for (let r = 0; r < read.length; r += 1) read[r] ??= [];
    out.push({ name: source.name, hidden: source.hidden, rows: read });
  }
  return out;
}
