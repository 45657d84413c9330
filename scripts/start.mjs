// `npm start`: build what is missing, then serve app + API + realtime on one origin.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT, buildFrontends } from './frontends.mjs';

await buildFrontends();
// Local use: without SMTP, mail (reset links) is read in the local mailbox, which the API only
// serves when asked to, only to this machine, and never with NODE_ENV=production.
const env = { ...process.env };
if (env.NODE_ENV !== 'production' && !env.SMTP_URL && env.DEV_MAILBOX === undefined) {
  env.DEV_MAILBOX = '1';
  console.log(
    `npm start: DEV_MAILBOX=1, local mailbox at http://localhost:${env.PORT || 8080}/mailbox (this machine only)`,
  );
}
// The spreadsheet import worker, bundled once (a second): from source, each worker would compile
// the TypeScript through tsx as it starts, ~3× slower per upload (api/build.mjs).
const bundled = spawnSync(process.execPath, [path.join(ROOT, 'api/build.mjs'), '--import-worker'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  encoding: 'utf8',
});
if (bundled.status !== 0) process.exit(bundled.status ?? 1);
env.IMPORT_WORKER = bundled.stdout.trim();
const removeWorker = () => rmSync(path.dirname(env.IMPORT_WORKER), { recursive: true, force: true });
// tsx as a loader in this one process (its CLI would fork a second one that signals must reach).
const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/server.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  removeWorker();
  process.exit(code ?? 0);
});
