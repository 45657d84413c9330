import { randomBytes } from 'node:crypto';
import { createDeflateRaw, constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import * as XLSX from '@e965/xlsx';

export type Book = 'xlsx' | 'xls' | 'csv';

/** A workbook file of rows (first sheet), as a shop would save it. */
export function workbook(rows: unknown[][], book: Book, merges: XLSX.Range[] = []): Buffer {
  const ws = XLSX.utils.aoa_to_sheet(rows, { dense: true });
  if (merges.length) ws['!merges'] = merges;
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, ws, 'Залишки');
  if (book === 'csv') return Buffer.from(XLSX.utils.sheet_to_csv(ws), 'utf8');
  return XLSX.write(wb, { type: 'buffer', bookType: book === 'xls' ? 'biff8' : 'xlsx', compression: true }) as Buffer;
}

/** `count` data rows, one per code and size (five sizes a code), under a Ukrainian header. */
export function stockRows(count: number): unknown[][] {
  const sizes = ['XS', 'S', 'M', 'L', 'XL'];
  const rows: unknown[][] = [['Артикул', 'Назва', 'Колір', 'Розмір', 'Кількість', 'Ціна']];
  for (let i = 0; i < count; i += 1) {
    const n = Math.floor(i / 5);
    rows.push([
      `VT-${10000 + n}`,
      `Сукня лляна ${n}`,
      n % 2 ? 'чорний' : 'білий',
      sizes[i % 5],
      i % 7,
      1299 + (n % 10),
    ]);
  }
  return rows;
}

interface ZipEntry {
  name: string;
  /** Raw deflate data (method 8) or stored bytes (method 0). */
  data: Buffer;
  method: 0 | 8;
  /** Uncompressed size written in the headers (a bomb may lie). */
  size: number;
}

/** A zip archive of the given entries (CRC left 0: only sizes and layout matter here). */
export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(e.method, 8);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(e.method, 10);
    central.writeUInt32LE(e.data.length, 20);
    central.writeUInt32LE(e.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.data);
    centrals.push(central, name);
    offset += local.length + name.length + e.data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

/**
 * Raw deflate data that inflates to `mb` MiB of zeros, built without deflating them all: after
 * a sync flush every further MiB of zeros compresses to the same bytes, which are repeated.
 */
export async function zerosDeflate(mb: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const chunk = async () => {
    out.length = 0;
    deflate.write(Buffer.alloc(1 << 20));
    await new Promise<void>((resolve) => deflate.flush(constants.Z_SYNC_FLUSH, () => resolve()));
    return Buffer.concat(out);
  };
  const first = await chunk();
  const repeat = await chunk();
  if (!repeat.equals(await chunk())) throw new Error('deflate chunks differ');
  deflate.destroy();
  // Then an empty final block (fixed Huffman, end-of-block only) on the byte boundary.
  return Buffer.concat([first, ...new Array<Buffer>(mb - 1).fill(repeat), Buffer.from([0x03, 0x00])]);
}

/** An .xlsx-looking zip whose sheet inflates to `mb` MiB; `declared` is the size its headers claim. */
export async function zipBomb(mb: number, declared: number): Promise<Buffer> {
  const data = await zerosDeflate(mb);
  return zip([
    { name: '[Content_Types].xml', data: Buffer.from('<Types/>'), method: 0, size: 8 },
    { name: 'xl/worksheets/sheet1.xml', data, method: 8, size: declared },
  ]);
}

/** A multipart body with files (what a browser's FormData sends). */
export function filesUpload(files: Array<{ field: string; name: string; bytes: Buffer }>) {
  const boundary = `----vitrina${randomBytes(8).toString('hex')}`;
  const parts = files.flatMap((f) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    f.bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A multipart body with one file in the field `file` (what the upload form sends). */
export const fileUpload = (name: string, bytes: Buffer, field = 'file') => filesUpload([{ field, name, bytes }]);

/** POST /api/v1/data/files/xls with one file. */
export async function upload(
  app: FastifyInstance,
  auth: { authorization: string },
  name: string,
  bytes: Buffer,
  query = '',
) {
  const body = fileUpload(name, bytes);
  return app.inject({
    method: 'POST',
    url: `/api/v1/data/files/xls${query}`,
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}
