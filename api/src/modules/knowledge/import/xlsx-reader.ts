import path from 'node:path';
import { SaxesParser } from 'saxes';
import type yauzl from 'yauzl';
import { SheetError, type Cell } from './rows';
import { openZip, type ZipArchive, type ZipBudget, type ZipLimits } from './zip-guard';

/**
 * A streaming reader of .xlsx worksheets (Office Open XML, transitional and strict), for the
 * stock import only. The zip is read by yauzl and the XML by saxes, both as their formats are
 * specified (namespace prefixes, either quote of attributes, CDATA, entities); what is ours is
 * only what no library does for us without building the whole workbook in memory (README, "Stock
 * import"): walking the parts the import needs (the workbook's visible sheets, shared strings,
 * the number formats that change a cell's displayed text) and handing the rows over one at a time.
 * SheetJS builds a whole workbook model first (~1.8 s and ~250 MB for 100,000 rows); exceljs's
 * streaming reader is the same saxes over another unzip, behind a cell model of its own. A zip
 * that holds no OOXML workbook returns null and the caller falls back to SheetJS (parse-sheet.ts).
 */

export interface XlsxCell {
  value: Cell;
  /** The formula's text, when the cell has one (never evaluated). */
  formula?: string;
}

export interface MergeRange {
  s: { r: number; c: number };
  e: { r: number; c: number };
}

export interface XlsxSheet {
  name: string;
  /** Hidden or very hidden in the workbook (Excel does not show it). */
  hidden: boolean;
  /**
   * Streams the sheet's part (inflated and parsed a chunk at a time, never held whole): visits
   * the rows holding cells, in file order, with 0-based indexes below `maxRows`; `visit` returning
   * false stops. Pieces of one row written as several `<row r="N">` elements in a row are one row.
   * `cell` turns each cell into the value kept (and may throw). Resolves with whether a row past
   * `maxRows` holds a value (too long) and the merged ranges, which the file keeps after the rows
   * (known only when the reading was not stopped).
   */
  eachRow(
    maxRows: number,
    cell: (c: XlsxCell) => Cell,
    visit: (index: number, row: Cell[]) => boolean,
  ): Promise<{ tooMany: boolean; merges: MergeRange[] | null }>;
}

// Excel's last column (XFD).
const MAX_COLUMN = 16383;
const CELL_REF = /^\$?([A-Za-z]{1,3})\$?(\d+)$/;

/** 'x:row' -> 'row'. */
const local = (name: string) => {
  const at = name.indexOf(':');
  return at < 0 ? name : name.slice(at + 1);
};

/** OOXML's `_xHHHH_` escapes of characters XML cannot carry. */
export function unescapeOoxml(s: string): string {
  return s.includes('_x') ? s.replace(/_x([0-9a-f]{4})_/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))) : s;
}

/** 'A' -> 0, 'AB' -> 27. */
function columnIndex(letters: string): number {
  let n = 0;
  for (let i = 0; i < letters.length; i += 1) n = n * 26 + ((letters.charCodeAt(i) | 0x20) - 96);
  return n - 1;
}

function decodeRef(ref: string): { r: number; c: number } | null {
  const m = CELL_REF.exec(ref);
  return m ? { r: Number(m[2]) - 1, c: columnIndex(m[1]) } : null;
}

interface XmlHandlers {
  open(name: string, attrs: Record<string, string>): void;
  close(name: string): void;
  text(text: string): void;
}

/**
 * Feeds a part's chunks to saxes (local names: prefixes dropped). After each chunk `pause`
 * is asked whether to stop reading (the rows were handed over and the caller has enough).
 */
async function parseXml(chunks: AsyncIterable<Buffer>, on: XmlHandlers, pause?: () => boolean): Promise<boolean> {
  const parser = new SaxesParser({ position: false, xmlns: false });
  let failure: unknown = null;
  parser.on('error', (err) => {
    failure ??= err;
  });
  parser.on('opentag', (tag) => on.open(local(tag.name), tag.attributes as Record<string, string>));
  parser.on('closetag', (tag) => on.close(local(tag.name)));
  parser.on('text', on.text);
  parser.on('cdata', on.text);
  // Parts are UTF-8, or UTF-16 with a byte order mark (some Windows Phone and .NET writers).
  let decoder: TextDecoder | null = null;
  const fail = (err: unknown) => {
    throw err instanceof SheetError ? err : new SheetError('knowledge.file_malformed');
  };
  try {
    for await (const chunk of chunks) {
      decoder ??= new TextDecoder(
        chunk[0] === 0xff && chunk[1] === 0xfe
          ? 'utf-16le'
          : chunk[0] === 0xfe && chunk[1] === 0xff
            ? 'utf-16be'
            : 'utf-8',
      );
      parser.write(decoder.decode(chunk, { stream: true }));
      if (failure) fail(failure);
      if (pause?.()) return false;
    }
    if (decoder) parser.write(decoder.decode());
    parser.close();
  } catch (err) {
    fail(err);
  }
  if (failure) fail(failure);
  return true;
}

async function partXml(zip: ZipArchive, entry: yauzl.Entry | undefined, on: XmlHandlers): Promise<void> {
  if (!entry) return;
  await parseXml(zip.chunks(entry), on);
}

/** The text of string items (`<si>` of the shared strings, `<is>` of a cell): `<t>` runs, not phonetic ones. */
class RunText {
  private phonetic = 0;
  private inT = false;
  text = '';

  open(name: string): void {
    if (name === 'rPh') this.phonetic += 1;
    else if (name === 't' && this.phonetic === 0) this.inT = true;
  }

  close(name: string): void {
    if (name === 'rPh') this.phonetic -= 1;
    else if (name === 't') this.inT = false;
  }

  add(text: string): void {
    if (this.inT) this.text += text;
  }

  take(): string {
    const out = unescapeOoxml(this.text);
    this.text = '';
    this.inT = false;
    this.phonetic = 0;
    return out;
  }
}

async function sharedStrings(zip: ZipArchive, entry: yauzl.Entry | undefined): Promise<string[]> {
  const strings: string[] = [];
  const run = new RunText();
  let inItem = false;
  await partXml(zip, entry, {
    open(name) {
      if (name === 'si') inItem = true;
      else if (inItem) run.open(name);
    },
    close(name) {
      if (name === 'si') {
        inItem = false;
        strings.push(run.take());
      } else if (inItem) run.close(name);
    },
    text(t) {
      if (inItem) run.add(t);
    },
  });
  return strings;
}

/**
 * A number format that shows an integer as a code: only zero placeholders (two or more) and
 * literal text, e.g. `00000` (77 -> "00077"), `"ART-"0000`, `000\-000`. Any other format (prices,
 * dates, percentages) leaves the number as it is.
 */
export function codeFormat(formatCode: string): ((n: number) => string | null) | null {
  const section = formatCode.split(';')[0] ?? '';
  const parts: Array<{ literal: string } | { zeros: number }> = [];
  let zeros = 0;
  for (let i = 0; i < section.length; i += 1) {
    const ch = section[i];
    if (ch === '"') {
      const end = section.indexOf('"', i + 1);
      if (end < 0) return null;
      parts.push({ literal: section.slice(i + 1, end) });
      i = end;
    } else if (ch === '\\') {
      parts.push({ literal: section[i + 1] ?? '' });
      i += 1;
    } else if (ch === '0') {
      zeros += 1;
      const last = parts[parts.length - 1];
      if (last && 'zeros' in last) last.zeros += 1;
      else parts.push({ zeros: 1 });
    } else if (ch === '[') {
      // A colour or locale tag ([Red], [$-422]); a condition makes it no code format.
      const end = section.indexOf(']', i);
      if (end < 0 || /^\[[<>=]/.test(section.slice(i, end + 1))) return null;
      i = end;
    } else if (ch === '-' || ch === ' ' || ch === '/' || ch === '(' || ch === ')' || ch === '_') {
      if (ch === '_') i += 1;
      else parts.push({ literal: ch });
    } else {
      return null;
    }
  }
  if (zeros < 2) return null;
  return (n: number) => {
    if (!Number.isInteger(n) || n < 0 || n >= 1e15) return null;
    let digits = String(n).padStart(zeros, '0');
    // Extra leading digits go into the first group of zeros.
    let out = '';
    let first = true;
    for (const part of parts) {
      if ('literal' in part) {
        out += part.literal;
        continue;
      }
      const take = first ? digits.length - (zeros - part.zeros) : part.zeros;
      out += digits.slice(0, take);
      digits = digits.slice(take);
      first = false;
    }
    return out;
  };
}

/** The code formats of the cell styles (`cellXfs`), by style index; absent for any other format. */
async function codeFormats(
  zip: ZipArchive,
  entry: yauzl.Entry | undefined,
): Promise<Map<number, (n: number) => string | null>> {
  const custom = new Map<string, string>();
  const xfs: string[] = [];
  let inXfs = false;
  await partXml(zip, entry, {
    open(name, a) {
      if (name === 'numFmt' && a.numFmtId !== undefined) custom.set(a.numFmtId, a.formatCode ?? '');
      else if (name === 'cellXfs') inXfs = true;
      else if (name === 'xf' && inXfs) xfs.push(a.numFmtId ?? '0');
    },
    close(name) {
      if (name === 'cellXfs') inXfs = false;
    },
    text() {},
  });
  const byStyle = new Map<number, (n: number) => string | null>();
  xfs.forEach((id, index) => {
    const code = custom.get(id);
    const format = code === undefined ? null : codeFormat(code);
    if (format) byStyle.set(index, format);
  });
  return byStyle;
}

/** An ISO 8601 date cell (`t="d"`) as the serial number Excel keeps for it (as SheetJS gives it with cellDates off). */
function isoDateSerial(v: string): Cell {
  const clock = /^(\d\d):(\d\d)(?::(\d\d(?:\.\d+)?))?$/.exec(v);
  if (clock) return (Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3] ?? 0)) / 86_400;
  const time = Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(v) || !v.includes('T') ? v : `${v}Z`);
  if (Number.isNaN(time)) return v;
  return (time - Date.UTC(1899, 11, 30)) / 86_400_000;
}

/** A cell's value, as SheetJS reads it with cellDates off (errors and empty cells are null). */
function cellOf(
  type: string,
  v: string | null,
  inline: string | null,
  strings: string[],
  format: ((n: number) => string | null) | undefined,
): Cell {
  if (type === 'inlineStr') return inline ?? (v === null ? null : unescapeOoxml(v));
  if (v === null) return null;
  switch (type) {
    case 's':
      return v.trim() === '' ? null : (strings[Number(v)] ?? null);
    case 'str':
      return unescapeOoxml(v);
    case 'd':
      return isoDateSerial(v);
    case 'b':
      return v.trim() === '1' || v.trim() === 'true';
    case 'e':
      return null;
    default: {
      const n = Number(v);
      if (v.trim() === '' || Number.isNaN(n)) return null;
      return (format && format(n)) ?? n;
    }
  }
}

interface SheetParts {
  strings: () => Promise<string[]>;
  formats: () => Promise<Map<number, (n: number) => string | null>>;
}

/** Reads one worksheet part, handing its rows to `visit` after each parsed chunk. */
async function readSheetXml(
  zip: ZipArchive,
  entry: yauzl.Entry,
  budget: ZipBudget,
  parts: SheetParts,
  maxRows: number,
  toCell: (c: XlsxCell) => Cell,
  visit: (index: number, row: Cell[]) => boolean,
): Promise<{ tooMany: boolean; merges: MergeRange[] | null }> {
  const strings = await parts.strings();
  const formats = await parts.formats();
  const ready: Array<{ index: number; row: Cell[]; any: boolean }> = [];
  const merges: MergeRange[] = [];
  let pending: { index: number; row: Cell[]; any: boolean } | null = null;
  let nextRow = 0;
  let nextCol = 0;
  // The cell being read.
  let cell: { c: number; type: string; style: number } | null = null;
  let v: string | null = null;
  let formula: string | null = null;
  let inline: RunText | null = null;
  let inlineText: string | null = null;
  let capture: 'v' | 'f' | null = null;
  let stopped = false;
  let tooMany = false;

  const finishRow = () => {
    if (pending) ready.push(pending);
    pending = null;
  };
  const on: XmlHandlers = {
    open(name, a) {
      if (inline) {
        inline.open(name);
        return;
      }
      switch (name) {
        case 'row': {
          const r = a.r !== undefined ? Number(a.r) - 1 : nextRow;
          const index = Number.isInteger(r) && r >= 0 ? r : nextRow;
          nextRow = index + 1;
          nextCol = 0;
          if (pending?.index !== index) {
            finishRow();
            pending = { index, row: [], any: false };
          }
          break;
        }
        case 'c': {
          const at = a.r ? decodeRef(a.r) : null;
          const c = at ? at.c : nextCol;
          nextCol = c + 1;
          cell = { c, type: a.t ?? 'n', style: a.s ? Number(a.s) : 0 };
          v = null;
          formula = null;
          inlineText = null;
          break;
        }
        case 'v':
          if (cell) {
            capture = 'v';
            v = '';
          }
          break;
        case 'f':
          if (cell) {
            capture = 'f';
            formula = '';
          }
          break;
        case 'is':
          if (cell) inline = new RunText();
          break;
        case 'mergeCell': {
          const [s0, e0] = (a.ref ?? '').split(':');
          const s = decodeRef(s0 ?? '');
          const e = decodeRef(e0 ?? s0 ?? '');
          if (s && e) merges.push({ s, e });
          break;
        }
        default:
      }
    },
    close(name) {
      if (inline) {
        if (name === 'is') {
          inlineText = inline.take();
          inline = null;
        } else inline.close(name);
        return;
      }
      switch (name) {
        case 'v':
        case 'f':
          capture = null;
          break;
        case 'c': {
          const done = cell;
          cell = null;
          if (!done || !pending || done.c > MAX_COLUMN) break;
          const value = toCell({
            value: cellOf(done.type, v, inlineText, strings, formats.get(done.style)),
            formula: formula ?? undefined,
          });
          if (value === null && pending.row[done.c] != null) break;
          pending.row[done.c] = value;
          if (value !== null) pending.any = true;
          break;
        }
        case 'sheetData':
          finishRow();
          break;
        default:
      }
    },
    text(t) {
      if (inline) inline.add(t);
      else if (capture === 'v') v += t;
      else if (capture === 'f') formula += t;
    },
  };
  const handOver = (): boolean => {
    for (const { index, row, any } of ready.splice(0)) {
      if (index >= maxRows) {
        if (!any) continue;
        tooMany = true;
        stopped = true;
        return true;
      }
      for (let c = 0; c < row.length; c += 1) row[c] ??= null;
      if (!visit(index, row)) {
        stopped = true;
        return true;
      }
    }
    return false;
  };
  const atEnd = await parseXml(zip.chunks(entry, budget), on, handOver);
  if (atEnd) {
    finishRow();
    handOver();
  }
  return { tooMany, merges: atEnd && !stopped ? merges : null };
}

interface Relationship {
  id: string;
  type: string;
  target: string;
}

/** Relationship targets of a part, by id, resolved to zip paths (external ones left out). */
async function relationships(zip: ZipArchive, relsPath: string, partPath: string): Promise<Relationship[]> {
  const dir = path.posix.dirname(partPath);
  const out: Relationship[] = [];
  await partXml(zip, zip.entries.get(relsPath.toLowerCase()), {
    open(name, a) {
      if (name !== 'Relationship' || a.TargetMode === 'External') return;
      const target = a.Target ?? '';
      out.push({
        id: a.Id ?? '',
        type: a.Type ?? '',
        target: target.startsWith('/') ? target.slice(1) : path.posix.normalize(path.posix.join(dir, target)),
      });
    },
    close() {},
    text() {},
  });
  return out;
}

const relsOf = (partPath: string) =>
  path.posix.join(path.posix.dirname(partPath), '_rels', `${path.posix.basename(partPath)}.rels`);

/** What a zip that is no OOXML workbook is, for a message of its own. */
function otherZipKind(zip: ZipArchive): 'numbers' | null {
  for (const name of zip.entries.keys()) {
    if (name.startsWith('index/') && name.endsWith('.iwa')) return 'numbers';
  }
  return zip.entries.has('index.xml') && zip.entries.has('metadata/properties.plist') ? 'numbers' : null;
}

/**
 * The worksheets of an .xlsx in workbook order (hidden ones flagged), or null when the zip holds
 * no OOXML workbook (the caller lets SheetJS try: .ods, .xlsb...). Every entry read is inflated
 * under one shared cap (`maxUncompressedBytes`, zip-guard.ts); the zip's other entries are never
 * inflated. A .numbers package is refused with a message of its own.
 */
export async function xlsxSheets(buf: Buffer, limits: ZipLimits): Promise<XlsxSheet[] | null> {
  const zip = await openZip(buf, limits);
  const rootRels = await relationships(zip, '_rels/.rels', '');
  const bookPath = rootRels.find((r) => r.type.endsWith('/officeDocument'))?.target || 'xl/workbook.xml';
  const bookEntry = zip.entries.get(bookPath.toLowerCase());
  if (!bookEntry) {
    if (otherZipKind(zip) === 'numbers') throw new SheetError('knowledge.file_numbers');
    return null;
  }
  const listed: Array<{ name: string; hidden: boolean; relId: string }> = [];
  let isWorkbook = false;
  await partXml(zip, bookEntry, {
    open(name, a) {
      if (name === 'workbook') isWorkbook = true;
      if (name !== 'sheet') return;
      const relId = Object.entries(a).find(([k]) => k === 'id' || k.endsWith(':id'))?.[1] ?? '';
      listed.push({ name: a.name ?? '', hidden: a.state === 'hidden' || a.state === 'veryHidden', relId });
    },
    close() {},
    text() {},
  });
  if (!isWorkbook) return null;
  const rels = await relationships(zip, relsOf(bookPath), bookPath);
  const target = (kind: string) => rels.find((r) => r.type.endsWith(kind))?.target;
  let strings: Promise<string[]> | null = null;
  let formats: Promise<Map<number, (n: number) => string | null>> | null = null;
  const parts: SheetParts = {
    strings: () => (strings ??= sharedStrings(zip, zip.entries.get(target('/sharedStrings')?.toLowerCase() ?? ''))),
    formats: () => (formats ??= codeFormats(zip, zip.entries.get(target('/styles')?.toLowerCase() ?? ''))),
  };
  /** Inflated bytes of each sheet read to its end. */
  const charged = new Map<yauzl.Entry, number>();
  const sheets: XlsxSheet[] = [];
  for (const { name, hidden, relId } of listed) {
    const rel = rels.find((r) => r.id === relId);
    // Chart, dialog and macro sheets are listed (as Excel shows them) but hold no cells to read.
    if (!rel || !/\/(worksheet|chartsheet|dialogsheet|macrosheet|xlMacrosheet)$/.test(rel.type)) continue;
    const cells = rel.type.endsWith('/worksheet');
    sheets.push({
      name,
      hidden,
      async eachRow(maxRows, cell, visit) {
        const found = cells ? zip.entries.get(rel.target.toLowerCase()) : undefined;
        if (!found) return { tooMany: false, merges: [] };
        // A sheet read again (parse-sheet.ts does, for merged header cells) is charged once:
        // the second reading may inflate what the first one did, no more.
        const before = charged.get(found);
        const budget = before === undefined ? zip.budget : { left: before };
        const left = budget.left;
        const result = await readSheetXml(zip, found, budget, parts, maxRows, cell, visit);
        if (before === undefined && result.merges) charged.set(found, left - budget.left);
        return result;
      },
    });
  }
  return sheets;
}
