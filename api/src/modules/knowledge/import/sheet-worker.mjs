// Import worker entry. Plain JavaScript on purpose: a worker thread starts without the parent's
// loader when the API runs under jest (swc) and with it under tsx (npm start), so this file
// loads the TypeScript parser through tsx's API itself and works the same in both.
import { Buffer } from 'node:buffer';
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { parseSpreadsheet } = await tsImport('./parse-sheet.ts', import.meta.url);

try {
  const { bytes, fileName, limits } = workerData;
  const result = parseSpreadsheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), fileName, limits);
  parentPort.postMessage({ ok: true, result });
} catch (err) {
  parentPort.postMessage(
    err?.name === 'SheetError'
      ? { ok: false, key: err.key, params: err.params }
      : { ok: false, key: 'knowledge.file_malformed', params: {}, detail: String(err?.message ?? err) },
  );
}
