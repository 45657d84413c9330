// Import worker entry of the compiled API: api/build.mjs bundles it as dist/sheet-worker.mjs,
// beside the server bundle, where parse-file.ts looks for the worker (see sheet-worker.mjs).
import { parentPort, workerData } from 'node:worker_threads';
import { answerSheetJob, transfersOf, type SheetJob } from './sheet-job';

const answer = await answerSheetJob(workerData as SheetJob);
parentPort?.postMessage(answer, transfersOf(answer));
