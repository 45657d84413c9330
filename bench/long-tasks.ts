// Issue 53, item 1: what the main thread does on a public page at Lighthouse's 4× CPU slowdown,
// from a DevTools trace: every task over 50 ms from the first paint until the page has been quiet
// for 5 s after its load (no interaction), each named by what took most of its time (the HTML's
// parse, style and layout, a script's evaluation or a function it ran, a garbage collection).
// For bench/lighthouse.ts (`long_tasks_4x`, per browser); the README's table comes from it.
import type { Browser } from 'playwright-core';
import { MOBILE, startTrace } from './take-over';
import type { ProfileNode, TraceEvent } from './trace-event';

export interface LongTask {
  /** From the first paint, ms (throttled). */
  at_ms: number;
  duration_ms: number;
  /** What took most of the task: the longest of its direct parts, with the script's file where there is one. */
  mostly: string;
  /**
   * With a CPU profile (`profile`): the functions the task's samples were in, most first, each
   * with its self time and its time with what it called (ms, throttled); `file:line:column` of the
   * built script (its source map names the source).
   */
  hottest?: { fn: string; self_ms: number; total_ms: number }[];
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

/** A CPU profile's samples on the renderer's main thread: when each was taken and its stack, leaf first. */
interface Sample {
  ts: number;
  stack: string[];
}

const frameName = ({ callFrame }: ProfileNode) => {
  const file = callFrame.url ? new URL(callFrame.url, 'http://x').pathname : '';
  const where = file ? ` ${file}:${(callFrame.lineNumber ?? 0) + 1}:${(callFrame.columnNumber ?? 0) + 1}` : '';
  return `${callFrame.functionName || '(anonymous)'}${where}`;
};

function samplesOf(events: TraceEvent[], pid: number, tid: number): Sample[] {
  const samples: Sample[] = [];
  for (const profile of events.filter((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid)) {
    const nodes = new Map<number, ProfileNode>();
    let ts = profile.args?.data?.startTime ?? profile.ts;
    const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.id === profile.id && e.pid === pid);
    for (const chunk of chunks) {
      const data = chunk.args?.data;
      for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      const deltas = data?.timeDeltas ?? [];
      (data?.cpuProfile?.samples ?? []).forEach((id, index) => {
        ts += deltas[index] ?? 0;
        const stack: string[] = [];
        for (let node = nodes.get(id); node; node = node.parent !== undefined ? nodes.get(node.parent) : undefined)
          stack.push(frameName(node));
        samples.push({ ts, stack });
      });
    }
  }
  return samples;
}

/** The functions the samples in [from, to] were in: self time (the leaf) and total (anywhere on the stack). */
function hottestIn(samples: Sample[], from: number, to: number, top = 8): LongTask['hottest'] {
  const within = samples.filter((sample) => sample.ts >= from && sample.ts <= to);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  within.forEach((sample, index) => {
    const next = within[index + 1]?.ts ?? to;
    const took = Math.max(0, next - sample.ts);
    const leaf = sample.stack[0] ?? '(idle)';
    self.set(leaf, (self.get(leaf) ?? 0) + took);
    for (const fn of new Set(sample.stack)) total.set(fn, (total.get(fn) ?? 0) + took);
  });
  const ms = (us: number) => Math.round(us / 100) / 10;
  const bySelf = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  const byTotal = [...total.entries()]
    .filter(([fn]) => !fn.startsWith('(root)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top);
  const names = [...new Set([...bySelf.map(([fn]) => fn), ...byTotal.map(([fn]) => fn)])];
  return names
    .map((fn) => ({ fn, self_ms: ms(self.get(fn) ?? 0), total_ms: ms(total.get(fn) ?? 0) }))
    .sort((a, b) => b.total_ms - a.total_ms);
}

export function longTasksOf(events: TraceEvent[]): LongTask[] {
  const paint = events.find((event) => event.name === 'firstPaint' || event.name === 'firstContentfulPaint');
  const main = events.find(
    (event) =>
      event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && (!paint || event.pid === paint.pid),
  );
  if (!main) return [];
  const samples = samplesOf(events, main.pid, main.tid);
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
      ...(samples.length > 0 ? { hottest: hottestIn(samples, task.ts, end) } : {}),
    };
  });
}

/**
 * One load of `url` on a phone's viewport with the CPU slowed `rate`×, traced; its tasks over 50 ms.
 * `profile`: with V8's sampling CPU profile too, to name the functions inside each task (the
 * sampling costs a little time of its own).
 */
export async function measureLongTasks(browser: Browser, url: string, rate = 4, profile = false): Promise<LongTask[]> {
  const context = await browser.newContext(MOBILE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const stop = await startTrace(cdp, profile ? [...CATEGORIES, 'disabled-by-default-v8.cpu_profiler'] : CATEGORIES);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(5000);
    return longTasksOf(await stop());
  } finally {
    await context.close();
  }
}
