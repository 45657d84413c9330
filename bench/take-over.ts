// The take-over of a prerendered page (docs/architecture.md §3), measured in a real Chromium
// through playwright-core, for bench/lighthouse.ts:
//   - the longest main-thread task while the live app loads and replaces the page, with the CPU
//     slowed 4× through the DevTools protocol (Lighthouse's mobile slowdown), from
//     PerformanceObserver `longtask` entries between the shell's marks (shell/src/features/take-over/model/marks.ts),
//     and the most main-thread CPU time one of those tasks took, from a trace (see longestTaskCpuMs);
//     The take-over starts at the visitor's first reach for a part no island answers (here: a key
//     on such a field or button, once the page has loaded and its islands near the viewport are in);
//   - the JavaScript a page loads before any interaction (its own script and the islands near the
//     viewport) and after the visitor's first interaction.
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/support/browser';
import { REACH_FOR_APP } from '../e2e/support/take-over';
import type { TraceEvent } from './trace-event';

const STARTED = 'vitrina:take-over-start';
const DONE = 'vitrina:take-over-done';

/** Lighthouse's mobile viewport (Moto G Power). */
export const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** Before the page's own scripts: every long task's start and duration. A string: nothing from tsx's transform. */
const WATCH_LONG_TASKS = `
  window.longTasks_ = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.longTasks_.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
`;

/** In the page: the figures from the long tasks and the marks (a string, as WATCH_LONG_TASKS). */
const READ_TAKE_OVER = `(() => {
  const tasks = window.longTasks_;
  const from = performance.getEntriesByName('${STARTED}')[0]?.startTime ?? 0;
  const to = performance.getEntriesByName('${DONE}')[0]?.startTime ?? 0;
  const during = tasks.filter((task) => task.start + task.duration >= from && task.start <= to);
  return {
    longest_task_ms: Math.round(Math.max(0, ...during.map((task) => task.duration))),
    long_tasks: during.length,
    blocking_ms: Math.round(during.reduce((sum, task) => sum + task.duration - 50, 0)),
    take_over_ms: Math.round(to - from),
    longest_task_in_load_ms: Math.round(Math.max(0, ...tasks.map((task) => task.duration))),
  };
})()`;

export interface TakeOverFigures {
  /** The longest task that started between the take-over's start and the swap, ms (0: none over 50 ms). */
  longest_task_ms: number;
  /** Tasks over 50 ms in that window. */
  long_tasks: number;
  /** Their time over 50 ms each, summed (the take-over's share of total blocking time), ms. */
  blocking_ms: number;
  /** From the start mark to the swap, ms (throttled). */
  take_over_ms: number;
  /** The longest task anywhere in the load (the page's own first tasks included), ms. */
  longest_task_in_load_ms: number;
  /**
   * The most main-thread CPU time one task took between the marks (slowed 4× as above), ms: what the
   * page asks of the CPU, without the time the host kept the thread off it (see longestTaskCpuMs).
   */
  longest_task_cpu_ms: number;
}

/**
 * The most CPU time one main-thread task took from the take-over's start mark to its end mark, in
 * a trace (each task's `tdur`, its thread time). A task's wall time also holds the time the
 * operating system kept the thread off the CPU: on a 2-core machine that ran the server and the
 * browser's own threads beside it, tasks of 50–78 ms wall time with 0–1 ms of CPU time were seen
 * even without throttling, and DevTools' throttling (a signal every 200 µs, then a busy wait three
 * times the wall time since the last one) turns such gaps into more wall time.
 */
function longestTaskCpuMs(events: TraceEvent[]): number {
  const start = events.find((event) => event.name === STARTED);
  const end = events.find((event) => event.name === DONE);
  if (!start || !end) return 0;
  const main = events.find(
    (event) => event.name === 'thread_name' && event.pid === start.pid && event.args?.name === 'CrRendererMain',
  );
  const tasks = events.filter(
    (event) =>
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      event.pid === start.pid &&
      event.tid === main?.tid &&
      event.ts + (event.dur ?? 0) >= start.ts &&
      event.ts <= end.ts,
  );
  return Math.round(Math.max(0, ...tasks.map((task) => (task.tdur ?? 0) / 1000)));
}

/** Records a trace of what follows until the returned function is called; it resolves to the events. */
export async function startTrace(
  cdp: CDPSession,
  categories = ['disabled-by-default-devtools.timeline', 'blink.user_timing', '__metadata'],
): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  // Tasks (RunTask, with their thread time) and the page's marks; nothing that samples the CPU.
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: categories },
  });
  return async () => {
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await complete;
    return events;
  };
}

/**
 * Waits for the swap's mark through the DevTools protocol itself: Playwright's waitForFunction and
 * evaluate first inject their own scripts into the page (one ~70 ms task at 4×), which would land
 * inside the window measured.
 */
async function waitForTakeOver(cdp: CDPSession) {
  const { exceptionDetails } = await cdp.send('Runtime.evaluate', {
    expression: `new Promise((resolve, reject) => {
      const poll = () => (performance.getEntriesByName('${DONE}').length > 0 ? resolve(true) : setTimeout(poll, 100));
      poll();
      setTimeout(() => reject(new Error('no take-over within 60 s')), 60000);
    })`,
    awaitPromise: true,
  });
  if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
}

/** One load of `url` with the CPU slowed `rate`×; the take-over starts at a reach for the app, a second after the load. */
export async function measureTakeOver(browser: Browser, url: string, rate = 4): Promise<TakeOverFigures> {
  const context = await browser.newContext(MOBILE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.addInitScript(WATCH_LONG_TASKS);
    // In the same load: the trace's own overhead is in the wall-time figure too, as in Lighthouse's.
    const stopTrace = await startTrace(cdp);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(1000);
    await cdp.send('Runtime.evaluate', { expression: REACH_FOR_APP });
    await waitForTakeOver(cdp);
    // The task that swapped the trees ends after the mark: let it be reported.
    await page.waitForTimeout(500);
    const { result } = await cdp.send('Runtime.evaluate', { expression: READ_TAKE_OVER, returnByValue: true });
    const longest_task_cpu_ms = longestTaskCpuMs(await stopTrace());
    return { ...(result.value as Omit<TakeOverFigures, 'longest_task_cpu_ms'>), longest_task_cpu_ms };
  } finally {
    await context.close();
  }
}

export interface JsSplit {
  /** Loaded with no interaction, the page loaded and idle: its own script and the islands near the viewport, gzip bytes. */
  before_first_interaction_gzip: number;
  /** Loaded after the first interaction (`interaction`). */
  after_first_interaction_gzip: number;
  /** Both. */
  total_gzip: number;
  interaction: string;
  scripts: { before_first_interaction: string[]; after_first_interaction: string[] };
}

/**
 * What a page loads before the visitor's first interaction (loaded, then idle for 2 s) and after it
 * (`interact`: the demo button, a form field). Each script's gzip size comes from its body.
 */
export async function measureJsSplit(
  browser: Browser,
  url: string,
  interaction: { label: string; run: (page: Page) => Promise<void> },
): Promise<JsSplit> {
  const context = await browser.newContext(MOBILE);
  try {
    const page = await context.newPage();
    const origin = new URL(url).origin;
    const scripts: { url: string; phase: 'load' | 'interaction'; gzip: Promise<number> }[] = [];
    let phase: 'load' | 'interaction' = 'load';
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push({
        url: response.url(),
        phase,
        gzip: response
          .body()
          .then((body) => gzipSync(body).length)
          .catch(() => 0),
      });
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2000);
    phase = 'interaction';
    await interaction.run(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const split: JsSplit = {
      before_first_interaction_gzip: 0,
      after_first_interaction_gzip: 0,
      total_gzip: 0,
      interaction: interaction.label,
      scripts: { before_first_interaction: [], after_first_interaction: [] },
    };
    for (const script of scripts) {
      const gzip = await script.gzip;
      const name = script.url.replace(origin, '');
      if (script.phase === 'interaction') {
        split.after_first_interaction_gzip += gzip;
        split.scripts.after_first_interaction.push(name);
      } else {
        split.before_first_interaction_gzip += gzip;
        split.scripts.before_first_interaction.push(name);
      }
    }
    split.total_gzip = split.before_first_interaction_gzip + split.after_first_interaction_gzip;
    return split;
  } finally {
    await context.close();
  }
}

export function launch(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
}
