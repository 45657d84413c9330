// Lighthouse (mobile emulation, the default) on the e2e suite's browser (e2e/support/find-browser.mts)
// for /ua, /en and /ua/pricing, three runs each: the median of each figure (performance and
// accessibility scores, LCP, CLS, total blocking time), and every run's figures beside it.
import { startServer } from '../e2e/support/server';
import { CHROMIUM_ARGS } from '../e2e/support/browser';
import { browserForRun } from '../e2e/support/find-browser.mjs';

const ROUTES = ['/ua', '/en', '/ua/pricing'];
const RUNS = 3;

interface Figures {
  performance: number;
  accessibility: number;
  lcp_ms: number;
  cls: number;
  tbt_ms: number;
}

/** The median of each figure over the runs (each taken on its own: the runs' middle values may differ). */
export function medianFigures(runs: Figures[]): Figures {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };
  const keys = Object.keys(runs[0]!) as (keyof Figures)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as Figures;
}

async function main() {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const server = await startServer();
  const chrome = await chromeLauncher.launch({ chromePath: (await browserForRun()).path, chromeFlags: CHROMIUM_ARGS });
  try {
    const out: Record<string, unknown> = {};
    for (const route of ROUTES) {
      const runs: Figures[] = [];
      const failing = new Set<string>();
      for (let run = 0; run < RUNS; run += 1) {
        const result = await lighthouse(`${server.url}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`no result for ${route}`);
        runs.push({
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
          lcp_ms: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
          cls: Number((lhr.audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
          tbt_ms: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
        });
        for (const audit of Object.values(lhr.audits))
          if (audit.score === 0 && lhr.categories.accessibility.auditRefs.some((r) => r.id === audit.id))
            failing.add(audit.id);
      }
      out[route] = { median: medianFigures(runs), runs, failing_accessibility_audits: [...failing] };
    }
    console.log(
      JSON.stringify({
        ...out,
        runs_per_page: RUNS,
        target: 'performance >= 95, accessibility >= 95, LCP <= 2000 ms, TBT <= 150 ms, CLS <= 0.02',
      }),
    );
  } finally {
    chrome.kill();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
