// Issue 53, item 1: what the main thread does on a public page at Lighthouse's 4× CPU slowdown,
// from a DevTools trace: every task over 50 ms from the first paint until the page has been quiet
// for 5 s after its load (no interaction), each named by what took most of its time (the HTML's
// parse, style and layout, a script's evaluation or a function it ran, a garbage collection).
// For bench/lighthouse.ts (`long_tasks_4x`, per browser); the README's table comes from it.
import type { Browser } from 'playwright-core';
import { MOBILE, startTrace } from './take-over';
import type { TraceEvent } from './trace-event';

export interface LongTask {
  /** From the first paint, ms (throttled). */
  at_ms: number;
  duration_ms: number;
  /** What took most of the task: the longest of its direct parts, with the script's file where there is one. */
  mostly: string;
}

const CATEGORIES = [
  'disabled-by-default-devtools.timeline',
  'devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  '__metadata',
];

/** Names a trace event for a person: a script's file, else the event's name. */
function label(event: TraceEvent): string {
  const url = event.args?.data?.url;
  const file = url ? new URL(url, 'http://x').pathname : '';
  return file ? `${event.name} ${file}` : event.name;
}

export function longTasksOf(events: TraceEvent[]): LongTask[] {
  const paint = events.find((event) => event.name === 'firstPaint' || event.name === 'firstContentfulPaint');
  const main = events.find(
    (event) =>
      event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && (!paint || event.pid === paint.pid),
  );
  if (!main) return [];
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X');
  const tasks = onMain.filter(
    (event) =>
      event.name === 'RunTask' && (event.dur ?? 0) > 50_000 && (!paint || event.ts + (event.dur ?? 0) >= paint.ts),
  );
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const parts = onMain.filter(
      (event) =>
        event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end && event.name !== 'RunTask',
    );
    // The longest part that is not merely a wrapper of a longer one's whole time.
    const longest = parts.sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
    return {
      at_ms: Math.round((task.ts - (paint?.ts ?? task.ts)) / 1000),
      duration_ms: Math.round((task.dur ?? 0) / 1000),
      mostly: longest ? `${label(longest)} (${Math.round((longest.dur ?? 0) / 1000)} ms)` : 'nothing traced inside',
    };
  });
}

/** One load of `url` on a phone's viewport with the CPU slowed `rate`×, traced; its tasks over 50 ms. */
export async function measureLongTasks(browser: Browser, url: string, rate = 4): Promise<LongTask[]> {
  const context = await browser.newContext(MOBILE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const stop = await startTrace(cdp, CATEGORIES);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(5000);
    return longTasksOf(await stop());
  } finally {
    await context.close();
  }
}
