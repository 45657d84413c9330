/**
 * A `/healthz` prober in a worker thread of its own (bench/import-fairness.ts): a real HTTP GET to
 * the listening app every `everyMs`, one at a time, timed from the request's start to the end of
 * its answer. From another thread, so a blocked event loop in the app shows as a slow answer (a
 * probe sharing the app's thread would start late instead, and time nothing). Stops at the message
 * 'stop' and posts `{ samples: number[] }` (ms).
 */
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

export interface ProbeInput {
  port: number;
  everyMs: number;
}

const { port, everyMs } = workerData as ProbeInput;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const samples: number[] = [];
let running = true;

function probe(): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/healthz', agent }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`/healthz ${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end();
  });
}

parentPort!.on('message', (m) => {
  if (m === 'stop') running = false;
});

void (async () => {
  while (running) {
    const started = performance.now();
    await probe();
    samples.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  agent.destroy();
  parentPort!.postMessage({ samples });
})();
