// When a prerendered page's live app starts (docs/architecture.md §3): at the first reach for
// something only the app does, once (never on idle: issue 53); and the work after it in slices.
import { runInSlices, startWhenNeeded } from './model/start-when-needed';

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
  it.each([
    ['a button pressed', 'demo', 'pointerdown'],
    ['a field focused', 'email', 'focusin'],
    ['a label pressed', 'label', 'pointerdown'],
    ['the language select reached by keyboard', 'lang', 'keydown'],
  ])('starts at once on %s, and only once', (_name, id, type) => {
    const start = jest.fn();
    startWhenNeeded(document, start);
    fire(id, type);
    fire(id, type);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('leaves reading, scrolling and links alone: they work without the app; nothing starts by itself', async () => {
    const start = jest.fn();
    startWhenNeeded(document, start);
    fire('link', 'pointerdown');
    fire('link', 'focusin');
    fire('text', 'pointerdown');
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(start).not.toHaveBeenCalled();
  });

  it('leaves what `wanted` refuses (an island answers it) to the page', () => {
    const start = jest.fn();
    startWhenNeeded(document, start, (element) => element.id !== 'demo');
    fire('demo', 'pointerdown');
    expect(start).not.toHaveBeenCalled();
    fire('email', 'focusin');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when cancelled', () => {
    const start = jest.fn();
    const cancel = startWhenNeeded(document, start);
    cancel();
    fire('demo', 'pointerdown');
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
