import { pageSlot } from './page-slot';

/**
 * Starts the worker that initialises ICU's formatting data off the main thread
 * (warm-intl.worker.ts). `start` makes the worker: the entry passes
 * `new Worker(new URL('./warm-intl.worker.ts', import.meta.url))`, which webpack turns into a chunk
 * of its own. Where a browser has no workers, or refuses this one, the page formats as before, only
 * with the first formatter on the main thread. Returns whether the worker started.
 */
export function warmIntl(start: () => Worker, scope: { Worker?: unknown } = globalThis): boolean {
  if (typeof scope.Worker !== 'function') return false;
  try {
    const worker = start();
    // The worker closes itself when done; an error (a failed fetch) needs no more than this.
    worker.addEventListener('error', () => worker.terminate());
    return true;
  } catch {
    return false;
  }
}

const warmed = pageSlot<boolean>('intlWorker');

/**
 * warmIntl once per page: a prerendered page starts it from its loader (public-page.ts) for its
 * islands, and main.js's take-over would start it again.
 */
export function warmIntlOnce(start: () => Worker, win: Window = window): boolean {
  if (warmed.get(win)) return false;
  warmed.set(true, win);
  return warmIntl(start, win as unknown as { Worker?: unknown });
}
