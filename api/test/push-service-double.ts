// A local push service standing in for the browser vendor's (FCM, Mozilla autopush), as strict as
// RFC 8030 §5 (a POST with TTL), RFC 8291 (an aes128gcm body for the subscription's keys) and
// RFC 8292 (a VAPID `Authorization: vapid t=<ES256 JWT>, k=<public key>` whose `aud` is the
// endpoint's origin and whose `exp` is within 24 hours): a request that breaks any of them is refused
// with 400/401/403 as those services do. It decrypts each message with the keys of a device it made
// (`device()`), as the browser would, and keeps the payloads. An endpoint under /gone/ answers 410
// (the subscription expired or was unsubscribed, RFC 8030 §7.3).
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ece = require('http_ece') as {
  decrypt(buffer: Buffer, params: { version: string; privateKey: ECDH; authSecret: string }): Buffer;
};

export interface Received {
  device: string;
  headers: IncomingMessage['headers'];
  payload: unknown;
}

interface Device {
  ecdh: ECDH;
  auth: Buffer;
}

const b64 = (b: Buffer) => b.toString('base64url');

/** Verifies an RFC 8292 VAPID header for `origin`; the reason it fails, or null (also e2e/support/autopush.ts). */
export function vapidProblem(header: string | undefined, origin: string): string | null {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!m) return 'no vapid authorization';
  const [token, key] = [m[1]!, m[2]!];
  const [h, p, s] = token.split('.');
  if (!h || !p || !s) return 'malformed jwt';
  const head = JSON.parse(Buffer.from(h, 'base64url').toString()) as { alg?: string };
  if (head.alg !== 'ES256') return 'jwt alg is not ES256';
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65) return 'k is not an uncompressed P-256 point';
  const jwk = { kty: 'EC', crv: 'P-256', x: b64(raw.subarray(1, 33)), y: b64(raw.subarray(33, 65)) };
  const ok = verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(s, 'base64url'),
  );
  if (!ok) return 'bad signature';
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  if (claims.aud !== origin) return `aud ${claims.aud} is not ${origin}`;
  const now = Date.now() / 1000;
  if (!claims.exp || claims.exp < now || claims.exp > now + 24 * 3600) return 'exp not within 24 h';
  if (!claims.sub || !/^(mailto:|https:)/.test(claims.sub)) return 'sub is not mailto: or https:';
  return null;
}

export class PushServiceDouble {
  readonly received: Received[] = [];
  private readonly devices = new Map<string, Device>();
  private server: Server | null = null;
  origin = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const answer = (status: number, text = '') => res.writeHead(status).end(text);
        const id = (req.url ?? '').split('/').pop() ?? '';
        // A slow push service: the answer comes after half a second.
        const delay = req.url?.startsWith('/slow/') ? 500 : 0;
        if (req.method !== 'POST') return answer(405);
        if (req.url?.startsWith('/gone/')) return answer(410, 'push subscription has unsubscribed or expired');
        const device = this.devices.get(id);
        if (!device) return answer(404);
        if (!req.headers.ttl || !/^\d+$/.test(String(req.headers.ttl))) return answer(400, 'TTL required');
        const problem = vapidProblem(req.headers.authorization, this.origin);
        if (problem) return answer(problem.startsWith('no vapid') ? 401 : 403, problem);
        if (req.headers['content-encoding'] !== 'aes128gcm') return answer(415, 'aes128gcm only');
        const body = Buffer.concat(chunks);
        if (body.length > 4096) return answer(413);
        try {
          const plain = ece.decrypt(body, {
            version: 'aes128gcm',
            privateKey: device.ecdh,
            authSecret: b64(device.auth),
          });
          this.received.push({ device: id, headers: req.headers, payload: JSON.parse(plain.toString('utf8')) });
          if (delay) return void setTimeout(() => answer(201), delay);
          return answer(201);
        } catch {
          return answer(400, 'cannot decrypt');
        }
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** A new device's subscription (what `PushSubscription.toJSON()` gives), its keys kept here. */
  device(): { endpoint: string; keys: { p256dh: string; auth: string } } {
    const id = randomBytes(8).toString('hex');
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    this.devices.set(id, { ecdh, auth });
    return { endpoint: `${this.origin}/push/${id}`, keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(auth) } };
  }

  /** A subscription whose push service answers after half a second. */
  slowDevice() {
    const d = this.device();
    return { ...d, endpoint: d.endpoint.replace('/push/', '/slow/') };
  }

  /** A subscription the service reports gone. */
  goneDevice() {
    const d = this.device();
    return { ...d, endpoint: d.endpoint.replace('/push/', '/gone/') };
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
