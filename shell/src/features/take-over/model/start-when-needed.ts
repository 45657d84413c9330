// When a prerendered page's live app starts (docs/architecture.md §3, prerendered pages): a page a
// visitor mostly reads needs no JavaScript to be read, scrolled or left through a link, so the app
// loads when the browser is idle, or sooner when the visitor reaches for something only the app
// does (a form field, a button, the language select, the menu), whichever comes first.

/** What needs the live app: fields, buttons and what stands for them. Links work without it. */
export const NEEDS_APP = 'input, textarea, select, button, summary, label, [role="button"], [contenteditable]';

type IdleWindow = Pick<Window, 'setTimeout' | 'clearTimeout'> & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** The interactions that show the visitor reaching for the app. */
const EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

export interface StartOptions {
  /** The longest wait for an idle moment (requestIdleCallback's timeout), ms. */
  idleTimeoutMs?: number;
}

/**
 * Calls `start` once: at the first idle moment (requestIdleCallback with a timeout; a timer where
 * the browser has none), or at the first interaction with an element matching NEEDS_APP inside
 * `doc`, whichever comes first. Returns a function that cancels the wait.
 */
export function startWhenNeeded(
  win: IdleWindow,
  doc: Document,
  start: (reason: 'idle' | 'interaction') => void,
  { idleTimeoutMs = 2000 }: StartOptions = {},
): () => void {
  let done = false;
  let idleHandle: number | null = null;
  let timer: ReturnType<Window['setTimeout']> | null = null;
  const stop = () => {
    done = true;
    for (const type of EVENTS) doc.removeEventListener(type, onInteraction, true);
    if (idleHandle !== null) win.cancelIdleCallback?.(idleHandle);
    if (timer !== null) win.clearTimeout(timer);
  };
  const fire = (reason: 'idle' | 'interaction') => {
    if (done) return;
    stop();
    start(reason);
  };
  function onInteraction(event: Event) {
    const target = event.target;
    if (target instanceof Element && target.closest(NEEDS_APP)) fire('interaction');
  }
  for (const type of EVENTS) doc.addEventListener(type, onInteraction, { capture: true, passive: true });
  if (typeof win.requestIdleCallback === 'function')
    idleHandle = win.requestIdleCallback(() => fire('idle'), { timeout: idleTimeoutMs });
  else timer = win.setTimeout(() => fire('idle'), Math.min(idleTimeoutMs, 200));
  return stop;
}

/**
 * Lets the browser run what is waiting (input, paint) before the next piece of work: the
 * scheduler's `yield` where the browser has it (the continuation keeps its priority), else a
 * timer.
 */
export function yieldToMain(win: Window & { scheduler?: { yield?: () => Promise<void> } } = window): Promise<void> {
  if (typeof win.scheduler?.yield === 'function') return win.scheduler.yield();
  return new Promise((resolve) => win.setTimeout(resolve, 0));
}

/**
 * Runs `steps` one after another, each in a task of its own (a yield to the browser between two),
 * so loading and evaluating the app never adds up to one long task.
 */
export async function runInSlices(steps: (() => unknown)[], yieldFn: () => Promise<void> = yieldToMain) {
  for (const [index, step] of steps.entries()) {
    if (index > 0) await yieldFn();
    await step();
  }
}
