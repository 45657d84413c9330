import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { AppError } from '../../../lib/errors';
import { FairSlots, FairSlotsRefused } from '../../../lib/fair-slots';
import { KNOWLEDGE_MESSAGES } from '../../../lib/messages-knowledge';

type KnowledgeMessageKey = keyof typeof KNOWLEDGE_MESSAGES;
import type { SheetChoice, SheetLimits } from './parse-sheet';
import type { ImportedSheet, SheetAnswer } from './sheet-job';

export interface ImportLimits extends SheetLimits {
  /** Upload size. */
  maxFileBytes: number;
  /** A parse taking longer is stopped (the worker is terminated). */
  timeoutMs: number;
  /** V8 heap of a worker; past it the worker dies, not the server. */
  workerHeapMb: number;
  /** Parses at once per process, and uploads allowed to wait for a turn (in all, and per account). */
  concurrency: number;
  queue: number;
  perAccountQueue: number;
}

export const DEFAULT_IMPORT_LIMITS: ImportLimits = {
  maxFileBytes: 20 * 1024 * 1024,
  maxUncompressedBytes: 120 * 1024 * 1024,
  maxRows: 150_000,
  timeoutMs: 120_000,
  workerHeapMb: 512,
  concurrency: 1,
  queue: 8,
  perAccountQueue: 2,
};

/** Refusal statuses: too big -> 413, not a spreadsheet -> 415, anything else about the content -> 422. */
const STATUS: Partial<Record<string, number>> = {
  'knowledge.file_too_large': 413,
  'knowledge.file_too_large_uncompressed': 413,
  'knowledge.file_too_many_rows': 413,
  'knowledge.file_type': 415,
  'knowledge.file_ods': 415,
  'knowledge.file_numbers': 415,
  'knowledge.file_not_spreadsheet': 415,
};

export function importError(key: string, params?: Record<string, string | number>): AppError {
  // Keys come from the worker (SheetError); an unknown one would be our bug, shown as 'malformed'.
  const known = (key in KNOWLEDGE_MESSAGES ? key : 'knowledge.file_malformed') as KnowledgeMessageKey;
  return new AppError(STATUS[known] ?? 422, known, params);
}

/**
 * The worker entry beside this file: in dist/ the bundle of sheet-worker.compiled.ts, in src/ a
 * loader entry that compiles the TypeScript through tsx in every worker (~3× slower to start).
 * `npm start` and the API tests give a bundle built once instead (Config.importWorker).
 */
export const WORKER_BESIDE = path.join(__dirname, 'sheet-worker.mjs');

/**
 * Parses stock spreadsheets off the main thread, one worker per file: the worker has a heap cap
 * and a deadline and is terminated after each file, so a hostile file costs one worker, never
 * the server, and its memory is returned. At most `concurrency` run at once, at most one per
 * account, and free turns go to the accounts in turn (lib/fair-slots.ts): one account's pile of
 * uploads waits behind its own first file, not in front of another account's.
 */
export class SpreadsheetParser {
  private readonly slots: FairSlots;

  constructor(
    readonly limits: ImportLimits = DEFAULT_IMPORT_LIMITS,
    private readonly worker: string = WORKER_BESIDE,
  ) {
    this.slots = new FairSlots({
      slots: limits.concurrency,
      queue: limits.queue,
      perAccountQueue: limits.perAccountQueue,
    });
  }

  /** Parses and waits for running (0 or 1 per account) and waiting uploads: for tests. */
  get state(): { holding: number; waiting: number } {
    return this.slots.state;
  }

  async parse(
    bytes: Buffer,
    fileName: string,
    account = '',
    options: { choice?: SheetChoice; preview?: boolean } = {},
  ): Promise<ImportedSheet> {
    if (bytes.length > this.limits.maxFileBytes) {
      throw importError('knowledge.file_too_large', { mb: Math.round(this.limits.maxFileBytes / 1048576) });
    }
    let release: () => void;
    try {
      release = await this.slots.acquire(account);
    } catch (err) {
      if (!(err instanceof FairSlotsRefused)) throw err;
      throw new AppError(
        429,
        err.reason === 'account_busy' ? 'knowledge.import_busy_account' : 'knowledge.import_busy',
      );
    }
    try {
      return await this.run(bytes, fileName, options);
    } finally {
      release();
    }
  }

  private run(
    bytes: Buffer,
    fileName: string,
    { choice, preview }: { choice?: SheetChoice; preview?: boolean },
  ): Promise<ImportedSheet> {
    const { maxUncompressedBytes, maxRows, timeoutMs, workerHeapMb } = this.limits;
    return new Promise((resolve, reject) => {
      // The worker gets its own copy of the bytes, moved (not copied again) into its thread.
      const copy = new Uint8Array(bytes);
      const worker = new Worker(this.worker, {
        workerData: { bytes: copy, fileName, limits: { maxUncompressedBytes, maxRows }, choice, preview },
        transferList: [copy.buffer],
        resourceLimits: { maxOldGenerationSizeMb: workerHeapMb, maxYoungGenerationSizeMb: 16 },
        execArgv: [],
        stdout: false,
        stderr: false,
      });
      let settled = false;
      const settle = (fn: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        void worker.terminate();
        fn();
      };
      const timer = setTimeout(() => settle(() => reject(importError('knowledge.file_timeout'))), timeoutMs);
      worker.once('message', (answer: SheetAnswer) =>
        settle(() => (answer.ok ? resolve(answer.result) : reject(importError(answer.key, answer.params)))),
      );
      worker.once('error', (err: NodeJS.ErrnoException) =>
        settle(() =>
          reject(
            // A file the heap cannot hold is refused; anything else is our fault (500, logged).
            err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? importError('knowledge.file_too_large_uncompressed') : err,
          ),
        ),
      );
      worker.once('exit', () => settle(() => reject(importError('knowledge.file_malformed'))));
    });
  }
}
