import { inflateRawSync } from 'node:zlib';
import { SheetError } from './rows';

export interface ZipLimits {
  /** Sum of the entries' uncompressed sizes. */
  maxUncompressedBytes: number;
  maxEntries: number;
}

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

function endOfCentralDirectory(buf: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i -= 1) {
    if (buf.readUInt32LE(i) === EOCD) return i;
  }
  throw new SheetError('knowledge.file_malformed');
}

function entries(buf: Buffer, limits: ZipLimits): ZipEntry[] {
  const eocd = endOfCentralDirectory(buf);
  const count = buf.readUInt16LE(eocd + 10);
  let offset = buf.readUInt32LE(eocd + 16);
  if (count === 0xffff || offset === 0xffffffff) throw new SheetError('knowledge.file_too_large_uncompressed'); // ZIP64
  if (count > limits.maxEntries) throw new SheetError('knowledge.file_malformed');
  const list: ZipEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (offset + 46 > buf.length || buf.readUInt32LE(offset) !== CENTRAL)
      throw new SheetError('knowledge.file_malformed');
    const nameLength = buf.readUInt16LE(offset + 28);
    const extra = buf.readUInt16LE(offset + 30);
    const comment = buf.readUInt16LE(offset + 32);
    list.push({
      method: buf.readUInt16LE(offset + 10),
      compressedSize: buf.readUInt32LE(offset + 20),
      size: buf.readUInt32LE(offset + 24),
      localOffset: buf.readUInt32LE(offset + 42),
      name: buf.toString('utf8', offset + 46, offset + 46 + nameLength),
    });
    offset += 46 + nameLength + extra + comment;
  }
  return list;
}

/** A zip's entries after the checks that need no inflating: declared sizes, entry count, external links. */
export function checkedEntries(buf: Buffer, limits: ZipLimits): ZipEntry[] {
  const list = entries(buf, limits);
  let declared = 0;
  for (const e of list) declared += e.size;
  if (declared > limits.maxUncompressedBytes) throw new SheetError('knowledge.file_too_large_uncompressed');
  if (list.some((e) => /^xl\/externalLinks\//i.test(e.name))) throw new SheetError('knowledge.file_external_links');
  return list;
}

/**
 * One entry's bytes, inflated with an output cap of `budget` bytes: an entry that lies about its
 * size stops at the cap (file_too_large_uncompressed) instead of filling the memory.
 */
export function inflateEntry(buf: Buffer, e: ZipEntry, budget: number): Buffer {
  const data = entryData(buf, e);
  if (e.method === 0) {
    if (data.length > budget) throw new SheetError('knowledge.file_too_large_uncompressed');
    return data;
  }
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(1, budget) });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new SheetError('knowledge.file_too_large_uncompressed');
    }
    throw new SheetError('knowledge.file_malformed');
  }
}

/** An entry's stored bytes (deflated for method 8), after its local header. */
export function entryData(buf: Buffer, e: ZipEntry): Buffer {
  if (e.method !== 0 && e.method !== 8) throw new SheetError('knowledge.file_malformed');
  const local = e.localOffset;
  if (local + 30 > buf.length || buf.readUInt32LE(local) !== LOCAL) throw new SheetError('knowledge.file_malformed');
  const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
  return buf.subarray(start, start + e.compressedSize);
}

/**
 * Checks an .xlsx (a zip) before SheetJS inflates it: the central directory's declared sizes
 * must stay under the limit, and each entry is then inflated here with an output cap, so an
 * entry that lies about its size cannot grow past the limit either. External workbook links
 * are refused. Throws SheetError. (The xlsx reader, xlsx-reader.ts, needs no such pass: it
 * inflates only the entries it reads, each under the same shared cap.)
 */
export function checkZip(buf: Buffer, limits: ZipLimits): void {
  let budget = limits.maxUncompressedBytes;
  for (const e of checkedEntries(buf, limits)) {
    budget -= inflateEntry(buf, e, budget).length;
    if (budget < 0) throw new SheetError('knowledge.file_too_large_uncompressed');
  }
}
