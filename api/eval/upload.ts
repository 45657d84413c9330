/** A shop's stock uploaded as the shop would: its rows saved as an .xlsx, through the real import. */
import type { FastifyInstance } from 'fastify';
import * as XLSX from '@e965/xlsx';

/** The stock as a shop saves it: the rows in the first sheet of an .xlsx. */
export function stockWorkbook(rows: unknown[][]): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'Залишки');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

export async function check(res: { statusCode: number; body: string }, what: string): Promise<void> {
  if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
}

export async function uploadWorkbook(
  app: FastifyInstance,
  auth: { authorization: string },
  rows: unknown[][],
): Promise<void> {
  const boundary = 'vitrina-eval';
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="stock.xlsx"\r\n` +
    'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n';
  const payload = Buffer.concat([Buffer.from(head), stockWorkbook(rows), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/data/files/xls',
    headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  // The import refusing the sheet (a 4xx with its message) is the shop's score, not the run's end.
  if (res.statusCode >= 400 && res.statusCode < 500) {
    const body = JSON.parse(res.body) as { error_message?: string };
    throw new StockRefused(body.error_message ?? res.body);
  }
  await check(res, 'stock upload');
}

/** The import refused a shop's stock: every message of the shop is scored as unanswered. */
export class StockRefused extends Error {
  constructor(reason: string) {
    super(`stock refused at upload: ${reason}`);
  }
}
