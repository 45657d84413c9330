import { createHmac, timingSafeEqual } from 'node:crypto';

export type SignatureCheck = 'ok' | 'missing' | 'invalid';

/** `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body with the app secret>`, compared in constant time. */
export function checkSignature(
  rawBody: Buffer,
  header: string | string[] | undefined,
  appSecret: string,
): SignatureCheck {
  if (typeof header !== 'string' || header === '') return 'missing';
  const m = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!m) return 'invalid';
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  const given = Buffer.from(m[1], 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) ? 'ok' : 'invalid';
}

/** The header Meta would send for this body (the sandbox and the tests sign with it). */
export function signBody(rawBody: Buffer | string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}
