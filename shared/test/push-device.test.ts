import { callsOf, installFetch, response } from '@vitrina/shared/testing';
import { deviceLabel, disablePushHere, enablePush, PushPermissionError, thisDeviceId } from '../src/push';

// This device's Web Push subscription (docs/product.md §9.13) against a fake service worker
// registration and the API at the fetch boundary.
const KEY = `B${'A'.repeat(86)}`;
const SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  options: { applicationServerKey: null as ArrayBuffer | null },
  toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'p', auth: 'a' } }),
  unsubscribe: jest.fn(async () => true),
};

function installBrowser(permission: NotificationPermission, existing: typeof SUBSCRIPTION | null = null) {
  const subscribe = jest.fn(async (options: { applicationServerKey: Uint8Array }) => {
    SUBSCRIPTION.options.applicationServerKey = options.applicationServerKey.buffer as ArrayBuffer;
    return SUBSCRIPTION;
  });
  const registration = { pushManager: { getSubscription: jest.fn(async () => existing), subscribe } };
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    value: { permission: 'default', requestPermission: jest.fn(async () => permission) },
  });
  Object.defineProperty(window, 'PushManager', { configurable: true, value: function PushManager() {} });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: jest.fn(async () => registration),
      ready: Promise.resolve(registration),
      getRegistration: jest.fn(async () => registration),
    },
  });
  return { subscribe, registration };
}

beforeEach(() => localStorage.clear());

describe('deviceLabel', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      'Chrome · Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari · iOS',
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox · Windows'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0',
      'Edge · Windows',
    ],
  ])('%s → %s', (ua, label) => expect(deviceLabel(ua)).toBe(label));
});

describe('enablePush', () => {
  it('subscribes with the server key and registers the device, keeping its id', async () => {
    const { subscribe } = installBrowser('granted');
    const fetchMock = installFetch(({ url, method }) => {
      if (url.endsWith('/api/v1/push/key')) return response(200, { data: { public_key: KEY } });
      if (url.endsWith('/api/v1/push/subscriptions') && method === 'POST') {
        return response(201, {
          data: { id: 'd1', device: 'x', created_at: '2026-11-29T00:00:00Z', last_sent_at: null },
        });
      }
      throw new Error(url);
    });
    await expect(enablePush()).resolves.toMatchObject({ id: 'd1' });
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: expect.any(Uint8Array) });
    expect(subscribe.mock.calls[0]![0].applicationServerKey).toHaveLength(65);
    const post = callsOf(fetchMock).find((c) => c.method === 'POST')!;
    expect(JSON.parse(String(post.body))).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      keys: { p256dh: 'p', auth: 'a' },
      device: expect.any(String),
    });
    expect(thisDeviceId()).toBe('d1');
  });

  it('stops when the permission is refused, calling nothing', async () => {
    const { subscribe } = installBrowser('denied');
    const fetchMock = installFetch();
    await expect(enablePush()).rejects.toBeInstanceOf(PushPermissionError);
    expect(subscribe).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('turning off forgets the device on the server and drops the subscription', async () => {
    installBrowser('granted', SUBSCRIPTION);
    localStorage.setItem('pushDeviceId', 'd9');
    const fetchMock = installFetch(() => response(200, { data: { id: 'd9' } }));
    await disablePushHere();
    expect(callsOf(fetchMock).map((c) => `${c.method} ${c.url}`)).toEqual(['DELETE /api/v1/push/subscriptions/d9']);
    expect(SUBSCRIPTION.unsubscribe).toHaveBeenCalled();
    expect(thisDeviceId()).toBeNull();
  });
});
