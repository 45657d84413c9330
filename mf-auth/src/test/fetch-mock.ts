/** fetch mocked at the boundary: each test queues the server's answers. */
export type FetchMock = jest.Mock<Promise<Response>, [string, RequestInit?]>;

export function response(status: number, body?: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  } as Response;
}

export function installFetch(): FetchMock {
  const mock: FetchMock = jest.fn();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** An answer the test releases later (a request in flight). */
export function deferred() {
  let resolve!: (value: Response) => void;
  const promise = new Promise<Response>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** The n-th call: url, method, headers and body as sent. */
export function sentRequest(mock: FetchMock, n = 0) {
  const [url, init = {}] = mock.mock.calls[n];
  const headers = (init.headers ?? {}) as Record<string, string>;
  return { url, method: init.method, headers, body: init.body };
}

export function jsonBody(mock: FetchMock, n = 0): unknown {
  return JSON.parse(String(sentRequest(mock, n).body));
}
