// Lighthouse (mobile emulation, the default) for /ua, /en, /ua/pricing, /ua/login and
// /ua/registration, five runs each, the median and the worst of each figure (performance and
// accessibility scores, LCP, CLS, total blocking time) and every run's figures beside it, each
// with the machine's load average (/proc/loadavg) when it was taken, on each browser present (e2e/support/find-browser.mts:
// the system Chromium and the lockfile's; an absent one is skipped and named). Beside them, per
// browser, the take-over of each page (bench/take-over.ts: its longest task with the CPU slowed
// 4×), the same pages' Lighthouse figures with their scripts taken out (bench/without-javascript.ts:
// the machine's floor under the live figures), and once, what /ua and /ua/login load before the
// first interaction and after it. `npm run bench -- lighthouse` runs this part alone.
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { startServer } from '../e2e/support/server';
import { CHROMIUM_ARGS } from '../e2e/support/browser';
import { allBrowsers, type FoundBrowser } from '../e2e/support/find-browser.mjs';
import { launch, measureJsSplit, measureTakeOver, type TakeOverFigures } from './take-over';
import { serveWithoutJavaScript } from './without-javascript';
import { measureLongTasks } from './long-tasks';

// LIGHTHOUSE_ROUTES=/ua/pricing,/en measures only those (a closer look at one page).
const ROUTES = process.env.LIGHTHOUSE_ROUTES?.split(',') ?? [
  '/ua',
  '/en',
  '/ua/pricing',
  '/ua/login',
  '/ua/registration',
];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
// LIGHTHOUSE_FLOOR=0 leaves out the pages' figures without their scripts (half the run's time).
const FLOOR = process.env.LIGHTHOUSE_FLOOR !== '0';

/** The first interaction the JavaScript split counts from, per page. */
const INTERACTIONS: Record<string, { label: string; run: (page: Page) => Promise<void> }> = {
  '/ua': {
    label: "the hero's start button (the demo island: its modal opens)",
    run: async (page) => {
      await page.locator('section[aria-labelledby="hero-title"] button').first().click();
      await page.getByRole('dialog').waitFor();
    },
  },
  '/ua/pricing': {
    label: 'scrolling to the booking form (an island) and typing into its name field',
    run: async (page) => {
      await page.locator('#booking').scrollIntoViewIfNeeded();
      await page.locator('#booking input[name="name"]').fill('Reader');
    },
  },
  '/ua/login': {
    label: 'typing into the email field (an island)',
    run: (page) => page.locator('input[name="email"]').fill('reader@example.com'),
  },
  '/ua/registration': {
    label: 'typing into the name field (an island)',
    run: (page) => page.locator('input[name="name"]').fill('Reader'),
  },
};

interface Figures {
  performance: number;
  accessibility: number;
  lcp_ms: number;
  cls: number;
  tbt_ms: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The median of each figure over the runs (each taken on its own: the runs' middle values may differ). */
export function medianFigures<T extends object>(runs: T[]): T {
  const keys = Object.keys(runs[0]!) as (keyof T)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key] as unknown as number))]),
  ) as unknown as T;
}

/**
 * The worst of each figure over the runs: the lowest score, the highest LCP, CLS and blocking time
 * (each taken on its own, as the median).
 */
export function worstFigures(runs: Figures[]): Figures {
  const pick = (key: keyof Figures, worst: (...values: number[]) => number) => worst(...runs.map((run) => run[key]));
  return {
    performance: pick('performance', Math.min),
    accessibility: pick('accessibility', Math.min),
    lcp_ms: pick('lcp_ms', Math.max),
    cls: pick('cls', Math.max),
    tbt_ms: pick('tbt_ms', Math.max),
  };
}

const loadAverage = () => loadavg().map((n) => Number(n.toFixed(2)));

function versionOf(browser: FoundBrowser): string {
  try {
    return execFileSync(browser.path, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

async function lighthouseRuns(browser: FoundBrowser, origin: string, label = '') {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: browser.path, chromeFlags: CHROMIUM_ARGS });
  try {
    const out: Record<string, unknown> = {};
    for (const route of ROUTES) {
      const runs: (Figures & { load_average: number })[] = [];
      const longTasks: { url: string; duration_ms: number; start_ms: number }[][] = [];
      const failing = new Set<string>();
      // A run Lighthouse could not score (a runtime error such as NO_LCP, a null score) is named and
      // taken again, at most RUNS times over: counted as 0 it would drag the median down.
      const failedRuns: string[] = [];
      for (let run = 0; run < RUNS && failedRuns.length <= RUNS;) {
        const result = await lighthouse(`${origin}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`no result for ${route}`);
        if (lhr.runtimeError || lhr.categories.performance.score === null) {
          failedRuns.push(lhr.runtimeError?.code ?? 'no performance score');
          continue;
        }
        run += 1;
        runs.push({
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
          lcp_ms: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
          cls: Number((lhr.audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
          tbt_ms: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
          load_average: loadAverage()[0]!,
        });
        // Lighthouse's own list of the run's long tasks (simulated, 4× CPU): where TBT comes from.
        const items = (lhr.audits['long-tasks']?.details as { items?: Record<string, unknown>[] } | undefined)?.items;
        longTasks.push(
          (items ?? []).slice(0, 3).map((item) => ({
            url: String(item.url ?? '').replace(origin, ''),
            duration_ms: Math.round(Number(item.duration ?? 0)),
            start_ms: Math.round(Number(item.startTime ?? 0)),
          })),
        );
        for (const audit of Object.values(lhr.audits))
          if (audit.score === 0 && lhr.categories.accessibility.auditRefs.some((r) => r.id === audit.id))
            failing.add(audit.id);
      }
      const { load_average: _load, ...median } = medianFigures(runs);
      const worst = worstFigures(runs);
      const load = runs.map((run) => run.load_average);
      out[route] = {
        median,
        worst,
        load_average: { min: Math.min(...load), max: Math.max(...load) },
        runs,
        longest_tasks_per_run: longTasks,
        failing_accessibility_audits: [...failing],
        failed_runs: failedRuns,
      };
      process.stderr.write(
        `[lighthouse] ${browser.source}${label} ${route}: median ${JSON.stringify(median)} worst ${JSON.stringify(worst)} load ${load.join('/')}\n`,
      );
    }
    return out;
  } finally {
    chrome.kill();
  }
}

async function takeOverRuns(browser: FoundBrowser, origin: string) {
  const playwright = await launch(browser.path);
  try {
    const out: Record<string, unknown> = {};
    for (const route of ROUTES) {
      const runs: TakeOverFigures[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measureTakeOver(playwright, `${origin}${route}`, 4));
      out[route] = { median: medianFigures(runs), runs };
      process.stderr.write(`[take-over] ${browser.source} ${route}: ${JSON.stringify(medianFigures(runs))}\n`);
    }
    return out;
  } finally {
    await playwright.close();
  }
}

/**
 * Pages whose tasks over 50 ms at 4× are listed from a trace (bench/long-tasks.ts, README item 1 of
 * issue 53), those of LIGHTHOUSE_ROUTES where it is set.
 */
const TRACED = ['/en', '/ua/pricing', '/ua/login'].filter((route) => ROUTES.includes(route));

async function longTaskRuns(browser: FoundBrowser, origin: string) {
  const playwright = await launch(browser.path);
  try {
    const out: Record<string, unknown> = {};
    for (const route of TRACED) {
      out[route] = await measureLongTasks(playwright, `${origin}${route}`, 4);
      process.stderr.write(`[long tasks 4x] ${browser.source} ${route}: ${JSON.stringify(out[route])}\n`);
    }
    return out;
  } finally {
    await playwright.close();
  }
}

async function main() {
  const { found, missing } = await allBrowsers();
  if (found.length === 0) throw new Error(`no browser: ${JSON.stringify(missing)}`);
  for (const skipped of missing) process.stderr.write(`[lighthouse] ${skipped.source} skipped: ${skipped.reason}\n`);
  const server = await startServer();
  const withoutJs = await serveWithoutJavaScript(ROUTES);
  try {
    const browsers: Record<string, unknown> = {};
    for (const browser of found) {
      const version = versionOf(browser);
      process.stderr.write(`[lighthouse] ${browser.source}: ${version} (${browser.path})\n`);
      const loadBefore = loadAverage();
      browsers[browser.source] = {
        path: browser.path,
        version,
        load_average_before: loadBefore,
        pages: await lighthouseRuns(browser, server.url),
        // The same HTML with no scripts: what this machine costs the page before any JavaScript.
        pages_without_javascript: FLOOR ? await lighthouseRuns(browser, withoutJs.url, ' (no JavaScript)') : 'skipped',
        take_over_cpu_4x: await takeOverRuns(browser, server.url),
        long_tasks_4x: await longTaskRuns(browser, server.url),
        load_average_after: loadAverage(),
      };
    }
    const playwright = await launch(found[0]!.path);
    const jsSplit: Record<string, unknown> = {};
    try {
      for (const [route, interaction] of Object.entries(INTERACTIONS))
        jsSplit[route] = await measureJsSplit(playwright, `${server.url}${route}`, interaction);
    } finally {
      await playwright.close();
    }
    console.log(
      JSON.stringify({
        browsers,
        skipped_browsers: missing,
        js_split: jsSplit,
        runs_per_page: RUNS,
        target:
          'each browser, median of 5: performance >= 98, accessibility 100, LCP <= 1500 ms, TBT <= 100 ms, CLS <= 0.02; worst run performance >= 90; /ua before any interaction <= 30 KB gzip, after load <= 199 KB',
      }),
    );
  } finally {
    await withoutJs.stop();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
