import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';

/**
 * The database thread's entry beside this file (src/db/, or dist/ where api/build.mjs bundles it
 * next to the server).
 */
export const PGLITE_WORKER = path.join(__dirname, 'pglite-worker.mjs');

let compiled: Promise<WebAssembly.Module> | undefined;
/**
 * PGlite's WebAssembly, compiled once per process and shared with every database thread (a
 * compiled module crosses threads without copying or compiling again): PGlite caches it per
 * module instance, and each new thread would compile its 8.9 MB again (the tests open hundreds).
 */
function pgliteWasm(): Promise<WebAssembly.Module> {
  compiled ??= readFile(path.join(path.dirname(require.resolve('@electric-sql/pglite')), 'pglite.wasm')).then((bytes) =>
    WebAssembly.compile(bytes),
  );
  return compiled;
}

/** bytea's type id (PGlite's `types.BYTEA`; PGlite's code itself is loaded on the database thread only). */
const BYTEA = 17;

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

type Call =
  | { op: 'query'; sql: string; params?: unknown[] }
  | { op: 'exec'; sql: string }
  | { op: 'dump'; compression: 'none' | 'gzip' | 'auto' }
  | { op: 'close' };

type Answer = { ready: true } | { ready: false; error: object } | { id: number; result?: unknown; error?: object };

/** An error the thread sent as plain data (PGlite's `code`, `constraint`, ... included). */
function errorOf(data: object): Error {
  const { message, ...fields } = data as { message?: string };
  return Object.assign(new Error(message ?? 'PGlite error'), fields);
}

/**
 * The embedded PGlite (issue 47), run in a worker thread of its own: PGlite is PostgreSQL compiled
 * to WebAssembly, and each statement runs to its end on the thread that calls it. On the app's
 * thread a heavy statement (a stock import's batch, a kept file's part) held every request of every
 * shop, `/healthz` included, for its whole length; here it holds only this thread. The app's side
 * keeps what PGlite's own `query` and `exec` answer (rows, fields, affected rows; errors with their
 * SQLSTATE `code`); rows are parsed on the database thread (the codecs of pglite-codec.mjs) and
 * cross as structured clones, bytea values moved rather than copied (Buffers again on this side).
 * Calls run one at a time in the order they are made, as on one PostgreSQL session: the Kysely
 * dialect's lock (pglite-dialect.ts) keeps a transaction's statements together.
 */
export class PGliteThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private lastId = 0;
  private ended: Error | null = null;
  private closing: Promise<void> | null = null;
  /** Settles once the database is open (rejects when it could not be). */
  readonly waitReady: Promise<void>;

  constructor(dataDir: string, wasmModule: WebAssembly.Module, loadDataDir?: Uint8Array) {
    this.worker = new Worker(PGLITE_WORKER, {
      workerData: { dataDir, wasmModule, loadDataDir },
      transferList: loadDataDir ? [loadDataDir.buffer as ArrayBuffer] : [],
      // No loader or flag of the app's process: the entry is plain JavaScript.
      execArgv: [],
    });
    this.waitReady = new Promise<void>((resolve, reject) => {
      this.worker.once('message', (first: Answer) => {
        if ('ready' in first && first.ready) resolve();
        else reject(errorOf('error' in first && first.error ? first.error : {}));
        this.worker.on('message', (answer: Answer) => this.settle(answer));
      });
      this.worker.once('error', reject);
      this.worker.once('exit', (code) => reject(new Error(`the PGlite thread ended (${code}) before it opened`)));
    });
    // An idle database keeps no process alive (a call in flight does: see `call`).
    this.waitReady.then(
      () => this.worker.unref(),
      () => undefined,
    );
    this.worker.on('error', (err) => this.end(err));
    this.worker.on('exit', (code) => this.end(new Error(`the PGlite thread ended (exit code ${code})`)));
  }

  /** Opens a PGlite in a thread of its own: `memory`, or a data folder; `loadDataDir` a dump to start from. */
  static async open(dataDir: string, loadDataDir?: Blob): Promise<PGliteThread> {
    const bytes = loadDataDir ? new Uint8Array(await loadDataDir.arrayBuffer()) : undefined;
    const thread = new PGliteThread(dataDir, await pgliteWasm(), bytes);
    try {
      await thread.waitReady;
    } catch (err) {
      await thread.worker.terminate();
      throw err;
    }
    return thread;
  }

  get closed(): boolean {
    return this.ended !== null;
  }

  /** One statement, with parameters bound (PGlite's `query`). */
  async query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Results<R>> {
    const moved: ArrayBuffer[] = [];
    const sent = params?.map((value) => {
      // A structured clone carries a view's whole buffer (for a kept file's part, the whole file):
      // a part of a buffer goes as a copy of its own bytes, moved rather than copied again.
      if (!(value instanceof Uint8Array) || value.byteLength === value.buffer.byteLength) return value;
      const own = new Uint8Array(value);
      moved.push(own.buffer);
      return own;
    });
    const result = (await this.call({ op: 'query', sql, params: sent }, moved)) as Results<R>;
    // bytea arrives as the Uint8Array a structured clone makes of a Buffer: a Buffer again, same memory.
    for (const field of result.fields) {
      if (field.dataTypeID !== BYTEA) continue;
      for (const row of result.rows as Record<string, unknown>[]) {
        const value = row[field.name];
        if (value instanceof Uint8Array)
          row[field.name] = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
      }
    }
    return result;
  }

  /** Statements without parameters, one result each (PGlite's `exec`). */
  exec(sql: string): Promise<Results[]> {
    return this.call({ op: 'exec', sql }) as Promise<Results[]>;
  }

  /** The database's files as a tarball (PGlite's `dumpDataDir`). */
  async dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'auto'): Promise<Blob> {
    return new Blob([(await this.call({ op: 'dump', compression })) as Uint8Array<ArrayBuffer>]);
  }

  /** Closes the database (its files are written out) and ends the thread. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      if (!this.ended) await this.call({ op: 'close' }).catch(() => undefined);
      this.end(new Error('PGlite is closed'));
      await this.worker.terminate();
    })();
    return this.closing;
  }

  private call(message: Call, transfer: ArrayBuffer[] = []): Promise<unknown> {
    if (this.ended) return Promise.reject(this.ended);
    const id = ++this.lastId;
    return new Promise((resolve, reject) => {
      // A call in flight keeps the process alive until it is answered.
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
      try {
        this.worker.postMessage({ id, ...message }, transfer);
      } catch (err) {
        // A parameter a structured clone cannot carry (a function, a symbol).
        this.forget(id);
        reject(err as Error);
      }
    });
  }

  private settle(answer: Answer): void {
    if (!('id' in answer)) return;
    const call = this.forget(answer.id);
    if (!call) return;
    if (answer.error) call.reject(errorOf(answer.error));
    else call.resolve(answer.result);
  }

  private forget(id: number): Pending | undefined {
    const call = this.pending.get(id);
    this.pending.delete(id);
    if (this.pending.size === 0 && !this.ended) this.worker.unref();
    return call;
  }

  /** No call is answered after this: those in flight fail with `reason`. */
  private end(reason: Error): void {
    this.ended ??= reason;
    for (const call of this.pending.values()) call.reject(reason);
    this.pending.clear();
  }
}
