// A closer look at one public page's main thread (issue 53): `npx tsx bench/trace-page.ts /ua/pricing`
// loads it on the built app (as the bench serves it) with the CPU slowed 4×, LONG_TASKS_RUNS times
// (default 3), and prints each run's tasks over 50 ms with the functions V8's sampling profiler
// found in them (bench/long-tasks.ts). CHROME_PATH picks the browser (else the e2e's choice).
import { startServer } from '../e2e/support/server';
import { browserForRun } from '../e2e/support/find-browser.mjs';
import { launch } from './take-over';
import { measureLongTasks } from './long-tasks';

const routes = process.argv.slice(2);
if (routes.length === 0) throw new Error('usage: tsx bench/trace-page.ts /ua/pricing [/en …]');
const runs = Number(process.env.LONG_TASKS_RUNS ?? 3);

async function main() {
  const server = await startServer();
  const { path } = await browserForRun();
  const browser = await launch(path);
  try {
    const out: Record<string, unknown> = { browser: browser.version() };
    for (const route of routes) {
      const perRun = [];
      for (let run = 0; run < runs; run += 1)
        perRun.push(await measureLongTasks(browser, `${server.url}${route}`, 4, true));
      out[route] = perRun;
    }
    console.log(JSON.stringify(out, null, 2));
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
