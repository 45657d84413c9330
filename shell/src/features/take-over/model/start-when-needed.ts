// When a prerendered page's live app starts (docs/architecture.md §3, prerendered pages): a page a
// visitor mostly reads needs no JavaScript to be read, scrolled or left through a link, so the app
// loads only when the visitor reaches for something only the app does (a form field, a button, the
// menu) that no island of the page answers (islands/). Not when the browser is idle: the whole app
// evaluated and rendered beside a page being read was what made a public page's blocking time on
// Chromium 156 (issue 53).

/** What needs the live app: fields, buttons and what stands for them. Links work without it. */
export const NEEDS_APP = 'input, textarea, select, button, summary, label, [role="button"], [contenteditable]';

/** The interactions that show the visitor reaching for the app. */
const EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * Calls `start` once, at the first interaction with an element matching NEEDS_APP inside `doc`
 * that `wanted` (default: every such element) accepts. Returns a function that cancels the wait.
 */
export function startWhenNeeded(
  doc: Document,
  start: () => void,
  wanted: (element: Element) => boolean = () => true,
): () => void {
  let done = false;
  const stop = () => {
    done = true;
    for (const type of EVENTS) doc.removeEventListener(type, onInteraction, true);
  };
  function onInteraction(event: Event) {
    const target = event.target;
    const element = target instanceof Element ? target.closest(NEEDS_APP) : null;
    if (done || !element || !wanted(element)) return;
    stop();
    start();
  }
  for (const type of EVENTS) doc.addEventListener(type, onInteraction, { capture: true, passive: true });
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
