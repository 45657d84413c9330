import { Buffer } from 'node:buffer';
import { parseSpreadsheet, type SheetLimits, type SheetResult } from './parse-sheet';

export interface SheetJob {
  bytes: Uint8Array;
  fileName: string;
  limits: SheetLimits;
}

export type SheetAnswer =
  | { ok: true; result: SheetResult }
  | { ok: false; key: string; params: Record<string, string | number>; detail?: string };

/** One file's parse inside the import worker, as the message it posts back (parse-file.ts). */
export async function answerSheetJob({ bytes, fileName, limits }: SheetJob): Promise<SheetAnswer> {
  try {
    const result = await parseSpreadsheet(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      fileName,
      limits,
    );
    return { ok: true, result };
  } catch (err) {
    const e = err as { name?: string; key?: string; params?: Record<string, string | number>; message?: string };
    return e?.name === 'SheetError'
      ? { ok: false, key: e.key ?? 'knowledge.file_malformed', params: e.params ?? {} }
      : { ok: false, key: 'knowledge.file_malformed', params: {}, detail: String(e?.message ?? err) };
  }
}
