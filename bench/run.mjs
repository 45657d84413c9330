// `npm run bench`: performance figures as one JSON document on stdout (progress on stderr).
// Nothing here is asserted; the issues name the targets and the README records results.
// `npm run bench -- inbox lighthouse` runs only the parts named (the keys of the JSON document).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, buildApi, buildFrontends } from '../scripts/frontends.mjs';
import { browserForRun } from '../e2e/support/find-browser.mts';

const log = (...args) => console.error('[bench]', ...args);
await buildFrontends({ log });
// The inbox part runs the compiled server (e2e/support/server.ts).
buildApi();
await browserForRun();
log(`node ${process.version}`);

const tsx = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const results = {};
const only = process.argv.slice(2);

function runPart(name, script) {
  if (only.length > 0 && !only.includes(name)) return;
  if (!existsSync(script)) {
    log(`${name}: ${path.relative(ROOT, script)} missing, skipped`);
    return;
  }
  log(`${name}: running ${path.relative(ROOT, script)}`);
  const out = spawnSync(process.execPath, [tsx, script], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    timeout: 15 * 60_000,
  });
  if (out.status !== 0) {
    results[name] = { error: `exit ${out.status}` };
    return;
  }
  try {
    results[name] = JSON.parse(out.stdout.trim().split('\n').pop());
  } catch {
    results[name] = { error: 'unparsable output', output: out.stdout.slice(-500) };
  }
}

runPart('frontend_bundles', path.join(ROOT, 'bench/frontend-bundles.ts'));
runPart('lighthouse', path.join(ROOT, 'bench/lighthouse.ts'));
runPart('api_http', path.join(ROOT, 'api/bench/http.ts'));
runPart('knowledge_import', path.join(ROOT, 'api/bench/knowledge-import.ts'));
runPart('import_fairness', path.join(ROOT, 'api/bench/import-fairness.ts'));
runPart('webhook_to_websocket', path.join(ROOT, 'api/bench/webhooks.ts'));
runPart('ai_drafts', path.join(ROOT, 'api/bench/ai-drafts.ts'));
runPart('order_collect', path.join(ROOT, 'api/bench/order-collect.ts'));
runPart('autopilot', path.join(ROOT, 'api/bench/autopilot.ts'));
runPart('inbox', path.join(ROOT, 'bench/inbox.ts'));
runPart('analytics', path.join(ROOT, 'api/bench/analytics.ts'));

console.log(JSON.stringify(results, null, 2));
