// `npm start`: build what is missing, then serve app + API + realtime on one origin.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, buildFrontends } from './frontends.mjs';

await buildFrontends();
// tsx as a loader in this one process (its CLI would fork a second one that signals must reach).
const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/server.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
