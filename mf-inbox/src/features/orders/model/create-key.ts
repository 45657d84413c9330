/**
 * The idempotency key of an order's create (issue 49, docs/product.md §9.8): one per request the
 * panel sends, kept per conversation in this tab's sessionStorage with what was asked. The same
 * request again (a second click, a retry after a timeout, a reload) carries the same key, so the
 * server answers the order it made instead of making another; a changed request is a new key.
 */
export interface CreateKey {
  request: string;
  key: string;
}

const storageKey = (conversationId: string) => `vitrina:order-create:${conversationId}`;

function randomKey(): string {
  const hex = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0'));
  return `order-${hex.join('')}`;
}

/** The key for this request: the kept one when it asks the same, else a new one. */
export function createKeyFor(kept: CreateKey | null, request: object, makeKey = randomKey): CreateKey {
  const asked = JSON.stringify(request);
  return kept && kept.request === asked ? kept : { request: asked, key: makeKey() };
}

export function readCreateKey(conversationId: string): CreateKey | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(storageKey(conversationId)) ?? 'null');
    if (value && typeof value === 'object') {
      const { request, key } = value as Record<string, unknown>;
      if (typeof request === 'string' && typeof key === 'string') return { request, key };
    }
  } catch {
    // Storage unavailable or a damaged value: nothing kept.
  }
  return null;
}

export function keepCreateKey(conversationId: string, kept: CreateKey): void {
  try {
    sessionStorage.setItem(storageKey(conversationId), JSON.stringify(kept));
  } catch {
    // Storage unavailable: the key still covers retries while the page is open.
  }
}

/**
 * The create request with its key, the key kept before the request leaves (a reload mid-request
 * repeats it). Conversation-less creates (none today) get a key of their own each time.
 */
export function withCreateKey<T extends object>(
  conversationId: string | null,
  request: T,
): T & { idempotency_key: string } {
  if (!conversationId) return { ...request, idempotency_key: createKeyFor(null, request).key };
  const kept = createKeyFor(readCreateKey(conversationId), request);
  keepCreateKey(conversationId, kept);
  return { ...request, idempotency_key: kept.key };
}
