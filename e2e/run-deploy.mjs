// `npm run test:deploy`: the deployment test (e2e/deploy, docs/deploy.md). Builds the front end
// (only what is stale) and the API (always: esbuild takes a few seconds), then runs it with node's
// test runner. Needs nginx (Debian's), PostgreSQL (DATABASE_URL, default the local `test`
// database) and Redis (REDIS_URL, default 127.0.0.1:6379).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApi, buildFrontends } from '../scripts/frontends.mjs';
import { browserForRun } from './support/find-browser.mts';

const here = path.dirname(fileURLToPath(import.meta.url));
await buildFrontends();
buildApi();
await browserForRun();
const child = spawn(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-reporter=spec', path.join('deploy', 'deployment.test.ts')],
  { cwd: here, stdio: 'inherit' },
);
child.on('exit', (code) => process.exit(code ?? 1));
