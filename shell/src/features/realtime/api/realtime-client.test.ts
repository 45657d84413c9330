import { authStore, eventBus, type AppEvent } from '@vitrina/shared';
import type { ServerEvent } from '@vitrina/shared/contracts';
import { createRealtimeClient, RECONNECT_MS } from './realtime-client';

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState: 0 | 1 | 2 | 3 = 0;
  sent: unknown[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  close = jest.fn(() => {
    this.readyState = 3;
  });

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }

  /** Server side: accept, push a message, or close. */
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) } as MessageEvent);
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
}

const latest = () => FakeSocket.all[FakeSocket.all.length - 1];

/** A JWT-shaped token (the client reads sub and exp; the server verifies). */
function jwt(sub: string, expSeconds: number): string {
  const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${b64({ alg: 'none' })}.${b64({ sub, exp: expSeconds })}.sig`;
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('realtime client', () => {
  let stop: () => void;
  let refresh: jest.Mock<Promise<boolean>, []>;
  const appEvents: AppEvent[] = [];
  const serverEvents: ServerEvent[] = [];
  const subscriptions = [
    eventBus.app$.subscribe((e) => appEvents.push(e)),
    eventBus.server$.subscribe((e) => serverEvents.push(e)),
  ];
  afterAll(() => subscriptions.forEach((s) => s.unsubscribe()));

  function startClient() {
    const client = createRealtimeClient({
      createSocket: (url) => new FakeSocket(url),
      wsUrl: () => 'ws://localhost/ws',
      refresh,
    });
    stop = client.start();
    return client;
  }

  beforeEach(() => {
    jest.useFakeTimers();
    FakeSocket.all = [];
    appEvents.length = 0;
    serverEvents.length = 0;
    authStore.logout();
    refresh = jest.fn(async () => true);
  });

  afterEach(() => {
    stop?.();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('connects only while signed in, with the access token, and subscribes on open', () => {
    startClient();
    expect(FakeSocket.all).toHaveLength(0);

    const token = jwt('42', inAnHour());
    authStore.setTokens({ access_token: token, refresh_token: 'r1' }, true);
    expect(FakeSocket.all).toHaveLength(1);
    expect(latest().url).toBe('ws://localhost/ws'); // never a token in the URL

    latest().open();
    expect(latest().sent).toEqual([{ access_token: token }, { user_id: '42', subscribed: true }]);
  });

  it('is connected only once the server says READY (events flow to this socket from then on)', () => {
    authStore.setTokens({ access_token: jwt('42', inAnHour()), refresh_token: 'r1' }, true);
    startClient();
    latest().open();
    expect(appEvents).not.toContainEqual({ type: 'realtime:status', data: { connected: true } });
    latest().receive({ type: 'READY', data: { user_id: '42' } });
    expect(appEvents).toContainEqual({ type: 'realtime:status', data: { connected: true } });
  });

  it('pushes valid server events into the event bus and drops anything else', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    authStore.setTokens({ access_token: jwt('7', inAnHour()), refresh_token: 'r' }, true);
    startClient();
    latest().open();

    const removed = { type: 'MESSAGE_REMOVED', data: { conversation_id: 'c1', message_id: 'm1' } };
    latest().receive(removed);
    latest().receive({ type: 'READY', data: { user_id: '7' } });
    latest().receive({ type: 'SOMETHING_ELSE', data: {} });
    latest().receive('not json');

    expect(serverEvents).toEqual([removed]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('reconnects 5 s after a close, with the current token', () => {
    authStore.setTokens({ access_token: jwt('1', inAnHour()), refresh_token: 'r' }, true);
    startClient();
    latest().open();
    latest().receive({ type: 'READY', data: { user_id: '1' } });
    latest().drop(1006);
    expect(appEvents).toContainEqual({ type: 'realtime:status', data: { connected: false } });

    const renewed = jwt('1', inAnHour() + 60);
    authStore.setTokens({ access_token: renewed, refresh_token: 'r2' }, true);
    jest.advanceTimersByTime(RECONNECT_MS - 1);
    expect(FakeSocket.all).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    latest().open();
    expect(latest().sent[0]).toEqual({ access_token: renewed });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes the session when the server refuses the token (4401), then reconnects', () => {
    authStore.setTokens({ access_token: jwt('1', inAnHour()), refresh_token: 'r' }, true);
    const fresh = jwt('1', inAnHour() + 120);
    refresh.mockImplementation(async () => {
      authStore.setTokens({ access_token: fresh, refresh_token: 'r2' }, true);
      return true;
    });
    startClient();
    latest().drop(4401);
    expect(refresh).toHaveBeenCalledTimes(1);

    jest.advanceTimersByTime(RECONNECT_MS);
    expect(FakeSocket.all).toHaveLength(2);
    latest().open();
    expect(latest().sent[0]).toEqual({ access_token: fresh });
  });

  it('refreshes an expired access token before connecting', async () => {
    const fresh = jwt('1', inAnHour());
    refresh.mockImplementation(async () => {
      authStore.setTokens({ access_token: fresh, refresh_token: 'r2' }, true);
      return true;
    });
    authStore.setTokens({ access_token: jwt('1', Math.floor(Date.now() / 1000) - 10), refresh_token: 'r' }, true);
    startClient();
    expect(refresh).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(FakeSocket.all).toHaveLength(1);
    latest().open();
    expect(latest().sent[0]).toEqual({ access_token: fresh });
  });

  it('signing out closes the socket and stops reconnecting', () => {
    authStore.setTokens({ access_token: jwt('1', inAnHour()), refresh_token: 'r' }, true);
    startClient();
    const socket = latest();
    socket.open();

    authStore.logout();
    expect(socket.close).toHaveBeenCalledWith(1000, 'signed out');
    socket.drop(1000);
    jest.advanceTimersByTime(RECONNECT_MS * 3);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('a sign-out while waiting to reconnect cancels the reconnect', () => {
    authStore.setTokens({ access_token: jwt('1', inAnHour()), refresh_token: 'r' }, true);
    startClient();
    latest().drop(1006);
    authStore.logout();
    jest.advanceTimersByTime(RECONNECT_MS * 2);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('sends a renewed access token to the open socket instead of reconnecting', () => {
    authStore.setTokens({ access_token: jwt('1', inAnHour()), refresh_token: 'r' }, true);
    startClient();
    latest().open();
    const renewed = jwt('1', inAnHour() + 300);
    authStore.setTokens({ access_token: renewed, refresh_token: 'r2' }, true);
    expect(FakeSocket.all).toHaveLength(1);
    expect(latest().sent).toContainEqual({ access_token: renewed });
  });
});
