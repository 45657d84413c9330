// When a prerendered page's live app starts (docs/architecture.md §3): idle or the first reach for
// something only the app does, whichever comes first, once; and the work after it in slices.
import { runInSlices, startWhenNeeded } from './model/start-when-needed';

/** A window whose idle callback and timers run when the test says. */
function fakeWindow({ idle = true } = {}) {
  const idleCallbacks: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const win = {
    setTimeout: (fn: () => void) => timers.push(fn),
    clearTimeout: jest.fn(),
    ...(idle
      ? {
          requestIdleCallback: jest.fn((fn: () => void) => idleCallbacks.push(fn)),
          cancelIdleCallback: jest.fn(),
        }
      : {}),
  };
  return { win: win as unknown as Parameters<typeof startWhenNeeded>[0], idleCallbacks, timers };
}

beforeEach(() => {
  document.body.innerHTML = `
    <main>
      <a href="/ua/pricing" id="link">Pricing</a>
      <p id="text">Read me</p>
      <button type="button" id="demo">Demo</button>
      <label for="email" id="label">Email</label><input id="email">
      <select id="lang"><option>ua</option></select>
    </main>`;
});

const fire = (id: string, type: string) =>
  document.getElementById(id)!.dispatchEvent(new Event(type, { bubbles: true }));

describe('startWhenNeeded', () => {
  it('starts when the browser is idle, with a timeout, once', () => {
    const { win, idleCallbacks } = fakeWindow();
    const start = jest.fn();
    startWhenNeeded(win, document, start, { idleTimeoutMs: 1500 });
    expect(start).not.toHaveBeenCalled();
    expect(win.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 1500 });
    idleCallbacks[0]!();
    fire('demo', 'pointerdown');
    expect(start.mock.calls).toEqual([['idle']]);
  });

  it.each([
    ['a button pressed', 'demo', 'pointerdown'],
    ['a field focused', 'email', 'focusin'],
    ['a label pressed', 'label', 'pointerdown'],
    ['the language select reached by keyboard', 'lang', 'keydown'],
  ])('starts at once on %s, and not again when the browser is idle', (_name, id, type) => {
    const { win, idleCallbacks } = fakeWindow();
    const start = jest.fn();
    startWhenNeeded(win, document, start);
    fire(id, type);
    expect(start.mock.calls).toEqual([['interaction']]);
    expect(win.cancelIdleCallback).toHaveBeenCalled();
    idleCallbacks[0]?.();
    fire(id, type);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('leaves reading, scrolling and links alone: they work without the app', () => {
    const { win } = fakeWindow();
    const start = jest.fn();
    startWhenNeeded(win, document, start);
    fire('link', 'pointerdown');
    fire('link', 'focusin');
    fire('text', 'pointerdown');
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(start).not.toHaveBeenCalled();
  });

  it('uses a timer where the browser has no idle callback', () => {
    const { win, timers } = fakeWindow({ idle: false });
    const start = jest.fn();
    startWhenNeeded(win, document, start);
    expect(start).not.toHaveBeenCalled();
    timers[0]!();
    expect(start.mock.calls).toEqual([['idle']]);
  });

  it('stops waiting when cancelled', () => {
    const { win, idleCallbacks } = fakeWindow();
    const start = jest.fn();
    const cancel = startWhenNeeded(win, document, start);
    cancel();
    fire('demo', 'pointerdown');
    idleCallbacks[0]!();
    expect(start).not.toHaveBeenCalled();
  });
});

describe('runInSlices', () => {
  it('runs the steps in order, each after the one before has finished, with a yield between two', async () => {
    const log: string[] = [];
    const yieldFn = jest.fn(async () => {
      log.push('yield');
    });
    await runInSlices(
      [
        () => log.push('a'),
        async () => {
          await Promise.resolve();
          log.push('b');
        },
        () => log.push('c'),
      ],
      yieldFn,
    );
    expect(log).toEqual(['a', 'yield', 'b', 'yield', 'c']);
  });
});
