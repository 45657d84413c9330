// Import worker entry when the API runs from source. Plain JavaScript on purpose: a worker thread
// starts without the parent's loader under jest (swc) and under tsx (npm start), so it loads the
// TypeScript through tsx's API itself. The compiled API (npm run build, api/build.mjs) replaces
// this file in dist/ with a bundle of sheet-worker.compiled.ts, which needs no loader.
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { answerSheetJob, transfersOf } = await tsImport('./sheet-job.ts', import.meta.url);
const answer = await answerSheetJob(workerData);
parentPort.postMessage(answer, transfersOf(answer));
