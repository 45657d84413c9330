// The take-over of a prerendered page (docs/architecture.md §3): a real React tree rendered hidden
// beside static markup, the visitor's typing carried over, one synchronous swap.
import { act, useState, type FormEvent } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { takeOverPrerenderedPage } from './index';
import { guardPrerenderedForms } from './model/guard-prerendered-forms';
import { holdPrerenderedClicks } from './model/hold-clicks';
import { isSettled, whenSettled } from './model/when-settled';

/** The live app's form: React-controlled fields, so a carried value must reach React's state. */
function LoginForm({ onSubmit }: { onSubmit: (values: string) => void }) {
  const [email, setEmail] = useState('');
  const [remember, setRemember] = useState(false);
  const [plan, setPlan] = useState('50');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(`${email}|${remember}|${plan}`);
  };
  return (
    <form onSubmit={submit}>
      <h1>Sign in</h1>
      <input id="live-email" name="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <input id="r5" type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
      <select id="r6" value={plan} onChange={(e) => setPlan(e.target.value)}>
        <option value="50">50</option>
        <option value="100">100</option>
      </select>
      <output>{`${email}|${remember}|${plan}`}</output>
      <button type="submit">Go</button>
    </form>
  );
}

/** The same form as the build writes it: same names, but React numbered the unnamed fields differently. */
const PRERENDERED = `
  <div data-prerendered="/ua/login">
    <form method="post">
      <h1>Sign in</h1>
      <input id="pre-email" name="email" value="">
      <input id="r1" type="checkbox">
      <select id="r2"><option value="50" selected>50</option><option value="100">100</option></select>
      <output>|false|50</output>
      <button type="submit">Go</button>
    </form>
  </div>`;

let root: Root | null = null;

function setUp() {
  document.head.innerHTML =
    '<style id="live-css" media="not all" data-take-over-pending>.a{}</style><style data-prerendered>.a{}</style>';
  document.body.innerHTML = `${PRERENDERED}<div id="root"></div>`;
  window.history.replaceState(null, '', '/ua/login');
  return {
    prerendered: document.body.querySelector<HTMLElement>('[data-prerendered]')!,
    live: document.getElementById('root')!,
  };
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

describe('take-over of a prerendered page', () => {
  it('renders hidden, then swaps in one step: typed values in React state, focus and caret moved, markup and CSS gone', async () => {
    const { prerendered, live } = setUp();
    const email = prerendered.querySelector<HTMLInputElement>('[name="email"]')!;
    email.value = 'olena@example.com';
    prerendered.querySelector<HTMLInputElement>('[type="checkbox"]')!.checked = true;
    prerendered.querySelector<HTMLSelectElement>('select')!.value = '100';
    email.focus();
    email.setSelectionRange(2, 5);

    takeOverPrerenderedPage(live);
    expect(live.hidden).toBe(true);
    await act(async () => {
      root = createRoot(live);
      root.render(<LoginForm onSubmit={() => undefined} />);
    });

    expect(document.body.querySelector('[data-prerendered]')).toBeNull();
    expect(live.hidden).toBe(false);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(document.querySelector('style[data-prerendered]')).toBeNull();
    // The live app's style, held off until now, is on.
    expect(document.getElementById('live-css')!.hasAttribute('media')).toBe(false);
    expect(document.getElementById('live-css')!.hasAttribute('data-take-over-pending')).toBe(false);
    expect(live.querySelector('output')!.textContent).toBe('olena@example.com|true|100');
    const focused = document.activeElement as HTMLInputElement;
    expect(focused.id).toBe('live-email');
    expect([focused.selectionStart, focused.selectionEnd]).toEqual([2, 5]);
  });

  it('waits while a part of the live page says aria-busy, and takes over when it stops', async () => {
    const { live } = setUp();
    takeOverPrerenderedPage(live);
    function Page({ busy }: { busy: boolean }) {
      return busy ? <div aria-busy="true" /> : <h1>Sign in</h1>;
    }
    await act(async () => {
      root = createRoot(live);
      root.render(<Page busy />);
    });
    expect(document.body.querySelector('[data-prerendered]')).not.toBeNull();
    expect(live.hidden).toBe(true);
    await act(async () => root!.render(<Page busy={false} />));
    expect(document.body.querySelector('[data-prerendered]')).toBeNull();
    expect(live.hidden).toBe(false);
  });

  it('a submit made on the prerendered form is held, then made on the live form with the carried values', async () => {
    const { prerendered, live } = setUp();
    guardPrerenderedForms(document);
    prerendered.querySelector<HTMLInputElement>('[name="email"]')!.value = 'early@example.com';
    const form = prerendered.querySelector('form')!;
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);

    const submitted: string[] = [];
    takeOverPrerenderedPage(live);
    await act(async () => {
      root = createRoot(live);
      root.render(<LoginForm onSubmit={(values) => submitted.push(values)} />);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(submitted).toEqual(['early@example.com|false|50']);
  });

  it('a click on a prerendered button is held, then made on the live button: the demo opens after the take-over', async () => {
    document.head.innerHTML = '';
    document.body.innerHTML = `
      <div data-prerendered="/ua"><main><a href="#booking">Book</a><button type="button">Demo</button></main></div>
      <div id="root"></div>`;
    window.history.replaceState(null, '', '/ua');
    const live = document.getElementById('root')!;
    holdPrerenderedClicks(document);
    document.querySelector<HTMLButtonElement>('[data-prerendered] button')!.click();

    function Landing() {
      const [open, setOpen] = useState(false);
      return (
        <main>
          <a href="#booking">Book</a>
          <button type="button" onClick={() => setOpen(true)}>
            Demo
          </button>
          {open && <div role="dialog">Try it</div>}
        </main>
      );
    }
    takeOverPrerenderedPage(live);
    await act(async () => {
      root = createRoot(live);
      root.render(<Landing />);
    });
    expect(document.body.querySelector('[data-prerendered]')).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(live.querySelector('[role="dialog"]')?.textContent).toBe('Try it');
  });

  it('a click on a link, or on a button outside a prerendered page, is not held', async () => {
    const { live } = setUp();
    document.body.insertAdjacentHTML('beforeend', '<button type="button" id="outside">x</button>');
    holdPrerenderedClicks(document);
    const link = document.createElement('a');
    link.href = '#x';
    document.body.querySelector('[data-prerendered] form')!.append(link);
    link.click();
    document.getElementById('outside')!.click();
    let clicks = 0;
    takeOverPrerenderedPage(live);
    await act(async () => {
      root = createRoot(live);
      root.render(
        <form>
          <h1>Sign in</h1>
          <button type="button" onClick={() => (clicks += 1)}>
            Go
          </button>
        </form>,
      );
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(document.body.querySelector('[data-prerendered]')).toBeNull();
    expect(clicks).toBe(0);
  });

  it('at another address (an island signed in and went on to the inbox), nothing typed, focused or held goes over', async () => {
    const { prerendered, live } = setUp();
    guardPrerenderedForms(document);
    const email = prerendered.querySelector<HTMLInputElement>('[name="email"]')!;
    email.value = 'olena@example.com';
    email.focus();
    prerendered.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    window.history.pushState(null, '', '/ua/chats');
    const onSubmit = jest.fn();
    takeOverPrerenderedPage(live);
    // The inbox's page happens to have a field of the same name.
    await act(async () => {
      root = createRoot(live);
      root.render(<LoginForm onSubmit={onSubmit} />);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(document.body.querySelector('[data-prerendered]')).toBeNull();
    expect(live.hidden).toBe(false);
    expect(live.querySelector<HTMLInputElement>('[name="email"]')!.value).toBe('');
    expect(document.activeElement).toBe(document.body);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a submit outside a prerendered page is left alone', () => {
    document.body.innerHTML = '<form id="f"></form>';
    guardPrerenderedForms(document);
    const event = new Event('submit', { bubbles: true, cancelable: true });
    document.getElementById('f')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('a document without a prerendered page: the live root is left as it is', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const live = document.getElementById('root')!;
    takeOverPrerenderedPage(live);
    expect(live.hidden).toBe(false);
  });
});

describe('when the live app has settled', () => {
  const tree = (html: string) => {
    const element = document.createElement('div');
    element.innerHTML = html;
    return element;
  };

  it('needs something drawn and nothing aria-busy, on the same path', () => {
    expect(isSettled(tree(''), '/ua', '/ua')).toBe(false);
    expect(isSettled(tree('<main aria-busy="true"></main>'), '/ua', '/ua')).toBe(false);
    expect(isSettled(tree('<main aria-busy="false"><h1>x</h1></main>'), '/ua', '/ua/')).toBe(true);
  });

  it('once the app went to another address (a redirect, a sign-in), waits only until it drew anything', () => {
    expect(isSettled(tree('<main aria-busy="true"></main>'), '/ua/login', '/ua/chats')).toBe(true);
    // Nothing drawn yet: the prerendered page stays rather than an empty one.
    expect(isSettled(tree(''), '/ua/login', '/ua/chats')).toBe(false);
  });

  it('calls back once, on the change that settles it', async () => {
    const live = tree('<div aria-busy="true"></div>');
    const calls: number[] = [];
    whenSettled(
      live,
      '/ua',
      () => calls.push(1),
      () => '/ua',
    );
    await Promise.resolve();
    expect(calls).toEqual([]);
    live.firstElementChild!.setAttribute('aria-busy', 'false');
    await Promise.resolve();
    live.append(document.createElement('p'));
    await Promise.resolve();
    expect(calls).toEqual([1]);
  });
});
