import path from 'node:path';
import { createInflateRaw } from 'node:zlib';
import { SheetError, type Cell } from './rows';
import { checkedEntries, entryData, inflateEntry, type ZipEntry, type ZipLimits } from './zip-guard';

/**
 * A lean reader of .xlsx (Office Open XML) worksheets, for the stock import only: cell values
 * (shared and inline strings, numbers, booleans; errors as empty), formulas' text (for the
 * external-link refusal) and merged ranges. SheetJS builds a whole workbook model first (every
 * cell an object, the sheet's XML as one string and split again), which took ~1.8 s and ~250 MB
 * for 100,000 rows (README, Measured); this reads the sheet's inflated bytes a slice of rows at a
 * time into plain arrays. Formats it does not recognise (no OOXML workbook part) return null and
 * the caller falls back to SheetJS (parse-sheet.ts).
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
  /**
   * Streams the sheet's part (inflated a chunk at a time, never held whole): visits the rows
   * holding cells, in file order, with 0-based indexes below `maxRows`; `visit` returning false
   * stops. `cell` turns each cell into the value kept (and may throw). Resolves with whether a
   * row past `maxRows` holds a value (too long) and the merged ranges, which the file keeps after
   * the rows (known only when the reading was not stopped).
   */
  eachRow(
    maxRows: number,
    cell: (c: XlsxCell) => Cell,
    visit: (index: number, row: Cell[]) => boolean,
  ): Promise<{ tooMany: boolean; merges: MergeRange[] | null }>;
}

const ATTR = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
// Optional namespace prefixes ('x:row'): some writers (the OpenXML SDK) use them.
const ROW = /<(?:[\w.-]+:)?row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:[\w.-]+:)?row>)/g;
const CELL = /<(?:[\w.-]+:)?c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:[\w.-]+:)?c>)/g;
const VALUE = /<(?:[\w.-]+:)?v\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:[\w.-]+:)?v>)/;
const FORMULA = /<(?:[\w.-]+:)?f\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:[\w.-]+:)?f>)/;
const TEXT = /<(?:[\w.-]+:)?t\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:[\w.-]+:)?t>)/g;
// Phonetic runs (furigana) are not part of the text.
const PHONETIC = /<(?:[\w.-]+:)?rPh\b[\s\S]*?<\/(?:[\w.-]+:)?rPh>/g;
const SI = /<(?:[\w.-]+:)?si\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:[\w.-]+:)?si>)/g;
const MERGE = /<(?:[\w.-]+:)?mergeCell\b([^>]*?)\/?>/g;
// Excel's last column (XFD).
const MAX_COLUMN = 16383;
const CELL_REF = /^\$?([A-Za-z]{1,3})\$?(\d+)$/;
/** Inflated bytes per chunk of a streamed part (the sheet's text is decoded a chunk of rows at a time). */
const CHUNK_BYTES = 1 << 16;

function attrs(s: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of s.matchAll(ATTR)) out[m[1]] = m[2] ?? m[3];
  return out;
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** XML text: entities, character references and OOXML's `_xHHHH_` escapes. */
export function xmlText(s: string): string {
  if (s.includes('&')) {
    s = s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (all, e: string) => {
      if (e[0] !== '#') return ENTITIES[e] ?? all;
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    });
  }
  if (s.includes('_x')) s = s.replace(/_x([0-9a-f]{4})_/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return s;
}

/** The text of a string item (`<si>`, `<is>`): its `<t>` runs, without phonetic ones. */
function runText(xml: string): string {
  const body = xml.includes('rPh') ? xml.replace(PHONETIC, '') : xml;
  let out = '';
  for (const m of body.matchAll(TEXT)) out += m[1] ?? '';
  return xmlText(out);
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

/** End of the last `</row>` (any prefix) in buf[from, to), or -1. */
function lastRowEnd(buf: Buffer, from: number, to: number): number {
  let at = buf.lastIndexOf('row>', to - 4);
  while (at >= from) {
    let i = at - 1;
    while (i > from && /[\w.-]/.test(String.fromCharCode(buf[i]))) i -= 1;
    if (buf[i] === 0x3a /* : */) i -= 1;
    if (buf[i] === 0x2f /* / */ && buf[i - 1] === 0x3c /* < */) return at + 4;
    at = buf.lastIndexOf('row>', at - 1);
  }
  return -1;
}

/** A cell's value, as SheetJS reads it with cellDates off (errors and empty cells are null). */
function cellOf(attrText: string, inner: string | undefined, strings: string[]): XlsxCell {
  const t = /\bt\s*=\s*"(\w+)"/.exec(attrText)?.[1] ?? 'n';
  if (!inner) return { value: null };
  const f = inner.includes('f') ? FORMULA.exec(inner) : null;
  const formula = f ? xmlText(f[1] ?? '') : undefined;
  if (t === 'inlineStr') return { value: runText(inner), formula };
  const found = VALUE.exec(inner);
  if (!found) return { value: null, formula };
  const v = found[1] ?? '';
  switch (t) {
    case 's':
      return { value: v === '' ? null : (strings[Number(v)] ?? null), formula };
    case 'str':
    case 'd':
      return { value: xmlText(v), formula };
    case 'b':
      return { value: v === '1' || v === 'true', formula };
    case 'e':
      return { value: null, formula };
    default: {
      const n = Number(v);
      return { value: v.trim() === '' || Number.isNaN(n) ? null : n, formula };
    }
  }
}

/** Rows of a stretch of sheet XML that holds whole rows only. Returns false when stopped. */
class RowReader {
  private next = 0;
  tooMany = false;

  constructor(
    private readonly strings: string[],
    private readonly maxRows: number,
    private readonly cell: (c: XlsxCell) => Cell,
    private readonly visit: (index: number, row: Cell[]) => boolean,
  ) {}

  read(text: string): boolean {
    for (const rm of text.matchAll(ROW)) {
      const rAttr = /\br\s*=\s*"(\d+)"/.exec(rm[1])?.[1];
      const index = rAttr ? Number(rAttr) - 1 : this.next;
      this.next = index + 1;
      if (!rm[2]) continue;
      const row: Cell[] = [];
      let col = 0;
      let any = false;
      for (const cm of rm[2].matchAll(CELL)) {
        const ref = /\br\s*=\s*"([^"]+)"/.exec(cm[1])?.[1];
        const at = ref ? decodeRef(ref) : null;
        const c = at ? at.c : col;
        col = c + 1;
        if (c > MAX_COLUMN) continue;
        const value = this.cell(cellOf(cm[1], cm[2], this.strings));
        row[c] = value;
        any ||= value !== null;
      }
      if (index >= this.maxRows) {
        if (!any) continue;
        this.tooMany = true;
        return false;
      }
      for (let c = 0; c < row.length; c += 1) row[c] ??= null;
      if (!this.visit(index, row)) return false;
    }
    return true;
  }
}

function mergesIn(text: string): MergeRange[] {
  const merges: MergeRange[] = [];
  for (const m of text.matchAll(MERGE)) {
    const [a, b] = (attrs(m[1]).ref ?? '').split(':');
    const s = decodeRef(a ?? '');
    const e = decodeRef(b ?? a ?? '');
    if (s && e) merges.push({ s, e });
  }
  return merges;
}

/**
 * A zip entry's bytes a chunk at a time: stored ones sliced, deflated ones through a streaming
 * inflate that stops once the shared budget is spent (a lying entry never grows past it).
 */
async function* entryChunks(buf: Buffer, entry: ZipEntry, budget: { left: number }): AsyncGenerator<Buffer> {
  const data = entryData(buf, entry);
  const spend = (chunk: Buffer) => {
    budget.left -= chunk.length;
    if (budget.left < 0) throw new SheetError('knowledge.file_too_large_uncompressed');
    return chunk;
  };
  if (entry.method === 0) {
    for (let i = 0; i < data.length; i += CHUNK_BYTES) yield spend(data.subarray(i, i + CHUNK_BYTES));
    return;
  }
  const inflate = createInflateRaw({ chunkSize: CHUNK_BYTES });
  inflate.end(data);
  try {
    for await (const chunk of inflate) yield spend(chunk as Buffer);
  } catch (err) {
    throw err instanceof SheetError ? err : new SheetError('knowledge.file_malformed');
  } finally {
    inflate.destroy();
  }
}

/** Reads a worksheet part from its chunks, decoding only whole rows (a chunk's rows at a time). */
async function readSheetXml(
  chunks: AsyncIterable<Buffer>,
  rows: RowReader,
): Promise<{ tooMany: boolean; merges: MergeRange[] | null }> {
  let held: Buffer[] = [];
  for await (const chunk of chunks) {
    held.push(chunk);
    const end = lastRowEnd(chunk, 0, chunk.length);
    if (end < 0) continue;
    const data = held.length === 1 ? chunk : Buffer.concat(held);
    const cut = data.length - chunk.length + end;
    held = [data.subarray(cut)];
    if (!rows.read(data.toString('utf8', 0, cut))) return { tooMany: rows.tooMany, merges: null };
  }
  // The rest: the last rows, then what follows the rows (the merged ranges among it).
  const rest = Buffer.concat(held).toString('utf8');
  if (!rows.read(rest)) return { tooMany: rows.tooMany, merges: null };
  return { tooMany: false, merges: mergesIn(rest) };
}

/** Relationship targets of a part, by id, resolved to zip paths. */
function relationships(xml: string, partPath: string): Array<{ id: string; type: string; target: string }> {
  const dir = path.posix.dirname(partPath);
  return [...xml.matchAll(/<(?:[\w.-]+:)?Relationship\b([^>]*?)\/?>/g)].map((m) => {
    const a = attrs(m[1]);
    const target = xmlText(a.Target ?? '');
    return {
      id: a.Id ?? '',
      type: a.Type ?? '',
      target: target.startsWith('/') ? target.slice(1) : path.posix.normalize(path.posix.join(dir, target)),
    };
  });
}

/**
 * The worksheets of an .xlsx in workbook order, or null when the zip holds no OOXML workbook
 * (the caller lets SheetJS try: .ods, .xlsb...). Every entry read is inflated under one shared
 * cap (`maxUncompressedBytes`, zip-guard.ts); the zip's other entries are never inflated.
 */
export function xlsxSheets(buf: Buffer, limits: ZipLimits): XlsxSheet[] | null {
  const list = checkedEntries(buf, limits);
  const byName = new Map<string, ZipEntry>();
  for (const e of list) byName.set(e.name.toLowerCase(), e);
  const budget = { left: limits.maxUncompressedBytes };
  const entry = (name: string) => byName.get(name.toLowerCase());
  /** Inflated bytes of each sheet read to its end. */
  const read = new Map<ZipEntry, number>();
  const part = (name: string): Buffer | null => {
    const found = entry(name);
    if (!found) return null;
    const bytes = inflateEntry(buf, found, budget.left);
    budget.left -= bytes.length;
    return bytes;
  };
  const rootRels = part('_rels/.rels')?.toString('utf8');
  const bookPath =
    (rootRels && relationships(rootRels, '').find((r) => r.type.endsWith('/officeDocument'))?.target) ||
    'xl/workbook.xml';
  const book = part(bookPath)?.toString('utf8');
  if (!book || !/<(?:[\w.-]+:)?workbook\b/.test(book)) return null;
  const bookRelsPath = path.posix.join(path.posix.dirname(bookPath), '_rels', `${path.posix.basename(bookPath)}.rels`);
  const rels = relationships(part(bookRelsPath)?.toString('utf8') ?? '', bookPath);
  const stringsPath = rels.find((r) => r.type.endsWith('/sharedStrings'))?.target;
  let strings: string[] | null = null;
  const sharedStrings = (): string[] => {
    if (strings) return strings;
    const xml = stringsPath ? part(stringsPath)?.toString('utf8') : undefined;
    strings = xml ? [...xml.matchAll(SI)].map((m) => runText(m[1] ?? '')) : [];
    return strings;
  };
  const sheets: XlsxSheet[] = [];
  for (const m of book.matchAll(/<(?:[\w.-]+:)?sheet\b([^>]*?)\/?>/g)) {
    const a = attrs(m[1]);
    const relId = Object.entries(a).find(([k]) => k.endsWith(':id'))?.[1];
    const rel = rels.find((r) => r.id === relId);
    if (!rel || !rel.type.endsWith('/worksheet')) continue;
    sheets.push({
      name: xmlText(a.name ?? ''),
      async eachRow(maxRows, cell, visit) {
        const found = entry(rel.target);
        if (!found) return { tooMany: false, merges: [] };
        // A sheet read again (parse-sheet.ts does, for merged header cells) is charged once:
        // the second reading may inflate what the first one did, no more.
        const charged = read.get(found);
        const meter = charged === undefined ? budget : { left: charged };
        const left = meter.left;
        const rows = new RowReader(sharedStrings(), maxRows, cell, visit);
        const result = await readSheetXml(entryChunks(buf, found, meter), rows);
        if (charged === undefined && result.merges) read.set(found, left - meter.left);
        return result;
      },
    });
  }
  return sheets;
}
