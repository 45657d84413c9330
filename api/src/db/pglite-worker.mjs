// The embedded PGlite on a thread of its own; pglite-thread.ts is the app's side. Plain
// JavaScript: a worker thread starts without the parent's TypeScript loader (jest, tsx), and this
// file needs none (api/build.mjs bundles it beside the compiled server as it is).
import { Blob } from 'node:buffer';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { BYTEA_CODEC } from './pglite-codec.mjs';

/** An error as plain data: the message and PGlite's fields (`code`, `constraint`, `detail`, ...). */
function plain(err) {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err) };
  const out = { name: err.name, message: err.message };
  for (const [key, value] of Object.entries(err)) {
    if (value === null || (typeof value !== 'object' && typeof value !== 'function')) out[key] = value;
  }
  return out;
}

/** The bytea values' memory, moved to the app's thread rather than copied (each Buffer owns its memory). */
function transfersOf(result) {
  const columns = result.fields.filter((f) => f.dataTypeID === types.BYTEA).map((f) => f.name);
  const moved = [];
  for (const row of columns.length > 0 ? result.rows : []) {
    for (const column of columns) {
      const value = row[column];
      if (value instanceof Uint8Array && value.byteOffset === 0 && value.byteLength === value.buffer.byteLength)
        moved.push(value.buffer);
    }
  }
  return moved;
}

const { dataDir, wasmModule, loadDataDir } = workerData;
const options = {
  wasmModule,
  extensions: { pg_trgm },
  ...BYTEA_CODEC,
  ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
};
let pg;
try {
  pg = dataDir === 'memory' ? new PGlite(options) : new PGlite(dataDir, options);
  await pg.waitReady;
  parentPort.postMessage({ ready: true });
} catch (err) {
  parentPort.postMessage({ ready: false, error: plain(err) });
}

async function answer({ op, sql, params, compression }) {
  switch (op) {
    case 'query': {
      const result = await pg.query(sql, params);
      return [result, transfersOf(result)];
    }
    case 'exec':
      return [await pg.exec(sql), []];
    case 'dump': {
      const bytes = new Uint8Array(await (await pg.dumpDataDir(compression)).arrayBuffer());
      return [bytes, [bytes.buffer]];
    }
    case 'close':
      if (!pg.closed) await pg.close();
      return [undefined, []];
    default:
      throw new Error(`unknown operation ${op}`);
  }
}

// One call at a time, in the order they arrive: a transaction's statements never interleave.
let tail = Promise.resolve();
parentPort.on('message', (message) => {
  tail = tail.then(() =>
    answer(message).then(
      ([result, transfer]) => parentPort.postMessage({ id: message.id, result }, transfer),
      (err) => parentPort.postMessage({ id: message.id, error: plain(err) }),
    ),
  );
});
