/**
 * @jest-environment node
 */
// The service worker's notification handlers (public/service-worker/sw.js, docs/product.md §9.13),
// run in a context of their own with the worker globals they use: a push shows its notification
// unless a tab of the app is visible; a tap routes an open tab of the app to the notification's
// address (the conversation) or opens a new window there.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

type Listener = (event: { waitUntil(p: Promise<unknown>): void } & Record<string, unknown>) => void;

interface FakeWindow {
  url: string;
  visibilityState: 'visible' | 'hidden';
  postMessage: jest.Mock;
  focus: jest.Mock;
}

function loadWorker(windows: FakeWindow[]) {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const openWindow = jest.fn(async () => null);
  const self = {
    location: { origin: 'https://vitrina.test' },
    addEventListener: (type: string, fn: Listener) => listeners.set(type, fn),
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) => {
        shown.push({ title, options });
      },
    },
    clients: { matchAll: async () => windows, openWindow },
    skipWaiting: async () => undefined,
  };
  const source = readFileSync(path.join(__dirname, '../public/service-worker/sw.js'), 'utf8');
  vm.runInNewContext(source, { self, URL, caches: {}, fetch, Response, console });
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (p) => (pending = p) });
    await pending;
  };
  return { dispatch, shown, openWindow };
}

const window = (url: string, visibilityState: 'visible' | 'hidden'): FakeWindow => ({
  url,
  visibilityState,
  postMessage: jest.fn(),
  focus: jest.fn(async () => null),
});

const PAYLOAD = {
  kind: 'NEW_MESSAGE',
  title: 'Marko пише',
  body: 'Є сукня в розмірі S?',
  url: '/ua/chats?c=conv-1',
  tag: 'c-conv-1',
};
const push = (payload: unknown) => ({ data: { json: () => payload } });

describe('the service worker', () => {
  it('shows a new message with its text, tag and address when no tab of the app is visible', async () => {
    const worker = loadWorker([window('https://vitrina.test/ua/chats', 'hidden')]);
    await worker.dispatch('push', push(PAYLOAD));
    expect(worker.shown).toEqual([
      {
        title: 'Marko пише',
        options: expect.objectContaining({
          body: 'Є сукня в розмірі S?',
          tag: 'c-conv-1',
          data: { url: '/ua/chats?c=conv-1' },
        }),
      },
    ]);
  });

  it('shows nothing while a tab of the app is visible (that tab shows the message), except a test', async () => {
    const worker = loadWorker([window('https://vitrina.test/ua/orders', 'visible')]);
    await worker.dispatch('push', push(PAYLOAD));
    expect(worker.shown).toEqual([]);
    await worker.dispatch('push', push({ ...PAYLOAD, kind: 'TEST', title: 'Сповіщення увімкнено' }));
    expect(worker.shown.map((n) => n.title)).toEqual(['Сповіщення увімкнено']);
  });

  it('a tap routes an open tab to the conversation and focuses it', async () => {
    const tab = window('https://vitrina.test/ua/analytics', 'hidden');
    const worker = loadWorker([tab]);
    const close = jest.fn();
    await worker.dispatch('notificationclick', { notification: { close, data: { url: '/ua/chats?c=conv-1' } } });
    expect(close).toHaveBeenCalled();
    expect(tab.postMessage).toHaveBeenCalledWith({ type: 'vitrina:open', url: '/ua/chats?c=conv-1' });
    expect(tab.focus).toHaveBeenCalled();
    expect(worker.openWindow).not.toHaveBeenCalled();
  });

  it('a tap with no tab open opens the conversation in a new window; another site is never opened', async () => {
    const worker = loadWorker([]);
    await worker.dispatch('notificationclick', { notification: { close: jest.fn(), data: { url: '/en/orders/o-7' } } });
    expect(worker.openWindow).toHaveBeenCalledWith('https://vitrina.test/en/orders/o-7');
    const again = loadWorker([]);
    await again.dispatch('notificationclick', {
      notification: { close: jest.fn(), data: { url: 'https://evil.test/x' } },
    });
    expect(again.openWindow).not.toHaveBeenCalled();
  });
});
