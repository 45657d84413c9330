/**
 * A message the shop means to send, kept until the server stored it (issue 28): its text, what was
 * asked (the send's body without the key) and its idempotency key. A retry of the same request
 * (after a failure, a timeout, or a reload of the page) reuses the key, so the server answers the
 * first send instead of sending twice; a changed text or target is a new message with a new key.
 * Kept per conversation in sessionStorage (this tab only), so a reload keeps the text and the key.
 */
export interface Unsent {
  text: string;
  request: string;
  key: string;
}

const storageKey = (conversationId: string) => `vitrina:unsent:${conversationId}`;

/** A random key; crypto.randomUUID needs a secure context, which a phone on the LAN may not have. */
export function newSendKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The unsent message for this request: the kept one when it asks the same, else a new key. */
export function unsentFor(kept: Unsent | null, text: string, request: object, makeKey = newSendKey): Unsent {
  const asked = JSON.stringify(request);
  return kept && kept.request === asked ? kept : { text, request: asked, key: makeKey() };
}

/** The picture an unsent direct message asked to send (a saved reply's), or null. */
export function unsentPicture(unsent: Unsent | null): string | null {
  try {
    const url: unknown = unsent ? (JSON.parse(unsent.request) as { image_url?: unknown }).image_url : null;
    return typeof url === 'string' ? url : null;
  } catch {
    return null;
  }
}

export function readUnsent(conversationId: string): Unsent | null {
  try {
    const raw = sessionStorage.getItem(storageKey(conversationId));
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (value && typeof value === 'object' && 'text' in value && 'request' in value && 'key' in value) {
      const { text, request, key } = value as Record<string, unknown>;
      if (typeof text === 'string' && typeof request === 'string' && typeof key === 'string')
        return { text, request, key };
    }
  } catch {
    // Storage unavailable or a damaged value: nothing kept.
  }
  return null;
}

export function keepUnsent(conversationId: string, unsent: Unsent | null): void {
  try {
    if (unsent) sessionStorage.setItem(storageKey(conversationId), JSON.stringify(unsent));
    else sessionStorage.removeItem(storageKey(conversationId));
  } catch {
    // Storage unavailable (private mode quota): the key still covers retries in this page.
  }
}
