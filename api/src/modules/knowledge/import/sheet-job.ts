import { Buffer } from 'node:buffer';
import type { Transferable } from 'node:worker_threads';
import { parseSpreadsheet, type SheetChoice, type SheetLimits, type SheetResult } from './parse-sheet';
import { encodeProducts } from './product-lines';

export interface SheetJob {
  bytes: Uint8Array;
  fileName: string;
  limits: SheetLimits;
  /** The owner's choices from the preview. */
  choice?: SheetChoice;
  /** A preview: a file the import cannot take as it is answers with the reading and the problem. */
  preview?: boolean;
}

/** A parsed file as the worker hands it over: the counts, and the products as JSON lines (product-lines.ts). */
export interface ImportedSheet extends Omit<SheetResult, 'products'> {
  products: number;
  lines: Uint8Array;
}

export type SheetAnswer =
  | { ok: true; result: ImportedSheet }
  | { ok: false; key: string; params: Record<string, string | number>; detail?: string };

/** One file's parse inside the import worker, as the message it posts back (parse-file.ts). */
export async function answerSheetJob({ bytes, fileName, limits, choice, preview }: SheetJob): Promise<SheetAnswer> {
  try {
    const { products, ...result } = await parseSpreadsheet(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      fileName,
      limits,
      choice,
      preview,
    );
    return { ok: true, result: { ...result, products: products.length, lines: encodeProducts(products) } };
  } catch (err) {
    const e = err as { name?: string; key?: string; params?: Record<string, string | number>; message?: string };
    return e?.name === 'SheetError'
      ? { ok: false, key: e.key ?? 'knowledge.file_malformed', params: e.params ?? {} }
      : { ok: false, key: 'knowledge.file_malformed', params: {}, detail: String(e?.message ?? err) };
  }
}

/** What the answer's message moves rather than copies: the product lines. */
export function transfersOf(answer: SheetAnswer): Transferable[] {
  return answer.ok ? [answer.result.lines.buffer as ArrayBuffer] : [];
}
