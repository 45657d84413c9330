/** Test doubles at the fetch boundary: the API client only uses ok, status and text(). */
export function response(status: number, body?: unknown): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, text: async () => text } as Response;
}

export interface FetchCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

function toCall(input: RequestInfo | URL, init: RequestInit = {}): FetchCall {
  return {
    url: String(input),
    method: init.method ?? 'GET',
    headers: (init.headers ?? {}) as Record<string, string>,
    body: init.body,
  };
}

const unexpected = (call: FetchCall): Response => {
  throw new Error(`unexpected fetch ${call.method} ${call.url}`);
};

/**
 * Replaces global.fetch with a jest.fn answering through `handler`; returns the mock. Without a
 * handler, queue the answers on the mock (`mockResolvedValueOnce`); any other call fails.
 */
export function installFetch(
  handler: (call: FetchCall, init: RequestInit) => Promise<Response> | Response = unexpected,
) {
  const mock = jest.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
    Promise.resolve().then(() => handler(toCall(input, init), init)),
  );
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** What installFetch gives back. */
export type FetchMock = ReturnType<typeof installFetch>;

/** Every call a fetch mock received. */
export function callsOf(mock: jest.Mock): FetchCall[] {
  return mock.mock.calls.map(([input, init]: [RequestInfo | URL, RequestInit?]) => toCall(input, init));
}

/** The n-th call a fetch mock received: url, method, headers and body as sent. */
export function sentRequest(mock: jest.Mock, n = 0): FetchCall {
  return callsOf(mock)[n];
}

/** The JSON body of the n-th call. */
export function jsonBody(mock: jest.Mock, n = 0): unknown {
  return JSON.parse(String(sentRequest(mock, n).body));
}

/** Replaces global.fetch with one that gives these answers in turn (an Error is a network failure). */
export function queueFetch(...answers: Array<Response | Error>) {
  const mock = installFetch();
  for (const answer of answers) {
    if (answer instanceof Error) mock.mockRejectedValueOnce(answer);
    else mock.mockResolvedValueOnce(answer);
  }
  return mock;
}

/** A promise resolved from outside. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** An unsigned JWT with the given payload (the client only reads `sub`). */
export function fakeJwt(payload: Record<string, unknown>): string {
  const b64 = (value: unknown) =>
    Buffer.from(JSON.stringify(value)).toString('base64').replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}.signature`;
}

/** An answer that never comes: rejects with AbortError when the request's signal aborts, as fetch does. */
export function hangUntilAborted(init: RequestInit): Promise<Response> {
  return new Promise<Response>((_resolve, reject) => {
    const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    if (init.signal?.aborted) abort();
    else init.signal?.addEventListener('abort', abort);
  });
}
