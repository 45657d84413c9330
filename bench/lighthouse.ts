// Lighthouse (mobile emulation, the default) on the e2e suite's browser (e2e/support/find-browser.mts) for /ua and /ua/pricing:
// performance and accessibility scores, LCP, CLS and total blocking time.
import { startServer } from '../e2e/support/server';
import { CHROMIUM_ARGS } from '../e2e/support/browser';
import { browserForRun } from '../e2e/support/find-browser.mjs';

async function main() {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const server = await startServer();
  const chrome = await chromeLauncher.launch({ chromePath: (await browserForRun()).path, chromeFlags: CHROMIUM_ARGS });
  try {
    const out: Record<string, unknown> = {};
    for (const route of ['/ua', '/ua/pricing']) {
      const result = await lighthouse(`${server.url}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no result for ${route}`);
      out[route] = {
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
        lcp_ms: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
        cls: Number((lhr.audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
        tbt_ms: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
        failing_accessibility_audits: Object.values(lhr.audits)
          .filter((a) => a.score === 0 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id))
          .map((a) => a.id),
      };
    }
    console.log(JSON.stringify({ ...out, target: 'performance >= 95, accessibility >= 95' }));
  } finally {
    chrome.kill();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
