// `npm start`: build what is missing, then serve app + API + realtime on one origin.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, buildFrontends } from './frontends.mjs';

await buildFrontends();
const tsx = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const server = spawn(process.execPath, [tsx, path.join(ROOT, 'api/src/server.ts')], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
