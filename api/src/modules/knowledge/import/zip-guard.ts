import yauzl from 'yauzl';
import { SheetError } from './rows';

export interface ZipLimits {
  /** Sum of the entries' uncompressed sizes (declared, and inflated). */
  maxUncompressedBytes: number;
  maxEntries: number;
}

/** Inflated bytes of the entries read so far, shared by all the readings of one file. */
export interface ZipBudget {
  left: number;
}

/**
 * A zip opened through yauzl (its central directory read as the format specifies: ZIP64,
 * comments, data descriptors), after the checks that need no inflating: entry count, declared
 * sizes, external workbook links. Entries are inflated only when read, each as a stream under a
 * shared byte budget: an entry that lies about its size is stopped by the budget, never filling
 * the memory. (yauzl's own size check is off: real files declare a few bytes less than they hold,
 * calamine's issue 252, and are read by Excel and SheetJS.)
 */
export interface ZipArchive {
  /** Entries by lower-cased path. */
  entries: Map<string, yauzl.Entry>;
  budget: ZipBudget;
  /** The entry's inflated bytes a chunk at a time; every byte is charged to `budget`. */
  chunks(entry: yauzl.Entry, budget?: ZipBudget): AsyncGenerator<Buffer>;
  /** The entry's inflated bytes whole (small parts: the workbook, relationships, styles). */
  read(entry: yauzl.Entry): Promise<Buffer>;
}

const tooLarge = () => new SheetError('knowledge.file_too_large_uncompressed');

/** yauzl's own errors: a stream longer than its entry declared is a bomb, anything else damage. */
function zipError(err: unknown): SheetError {
  if (err instanceof SheetError) return err;
  const message = String((err as Error)?.message ?? err);
  return /too many bytes/i.test(message) ? tooLarge() : new SheetError('knowledge.file_malformed');
}

function openBuffer(buf: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buf, { lazyEntries: true, validateEntrySizes: false, strictFileNames: false }, (err, zip) =>
      err || !zip ? reject(zipError(err)) : resolve(zip),
    );
  });
}

function listEntries(zip: yauzl.ZipFile, limits: ZipLimits): Promise<yauzl.Entry[]> {
  if (zip.entryCount > limits.maxEntries) return Promise.reject(new SheetError('knowledge.file_malformed'));
  return new Promise((resolve, reject) => {
    const list: yauzl.Entry[] = [];
    let declared = 0;
    zip.on('entry', (entry: yauzl.Entry) => {
      declared += entry.uncompressedSize;
      if (declared > limits.maxUncompressedBytes) {
        zip.close();
        reject(tooLarge());
        return;
      }
      list.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(list));
    zip.once('error', (err) => reject(zipError(err)));
    zip.readEntry();
  });
}

function openStream(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<NodeJS.ReadableStream> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => (err || !stream ? reject(zipError(err)) : resolve(stream)));
  });
}

export async function openZip(buf: Buffer, limits: ZipLimits): Promise<ZipArchive> {
  const zip = await openBuffer(buf);
  const list = await listEntries(zip, limits);
  if (list.some((e) => /^xl\/externalLinks\//i.test(e.fileName))) throw new SheetError('knowledge.file_external_links');
  const entries = new Map<string, yauzl.Entry>();
  for (const e of list) entries.set(e.fileName.replace(/\\/g, '/').toLowerCase(), e);
  const shared: ZipBudget = { left: limits.maxUncompressedBytes };
  async function* chunks(entry: yauzl.Entry, budget: ZipBudget = shared): AsyncGenerator<Buffer> {
    if (entry.isEncrypted()) throw new SheetError('knowledge.file_password');
    const stream = await openStream(zip, entry);
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        budget.left -= chunk.length;
        if (budget.left < 0) throw tooLarge();
        yield chunk;
      }
    } catch (err) {
      throw zipError(err);
    } finally {
      (stream as unknown as { destroy(): void }).destroy();
    }
  }
  return {
    entries,
    budget: shared,
    chunks,
    async read(entry) {
      const parts: Buffer[] = [];
      for await (const chunk of chunks(entry)) parts.push(chunk);
      return Buffer.concat(parts);
    },
  };
}

/**
 * Checks a zip before SheetJS inflates it (a zip our reader does not read: .ods, .xlsb...): the
 * declared sizes must stay under the limit, and every entry is inflated here under the shared
 * cap, so an entry that lies about its size cannot grow past it either. Throws SheetError.
 */
export async function checkZip(buf: Buffer, limits: ZipLimits): Promise<void> {
  const archive = await openZip(buf, limits);
  for (const entry of archive.entries.values()) {
    for await (const _ of archive.chunks(entry)) {
      // Only counted.
    }
  }
}
