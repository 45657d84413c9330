import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from './errors';

/** The Host header names this machine: localhost, 127.0.0.1 or [::1], with or without a port. */
export function isLoopbackHost(host: string | undefined): boolean {
  return typeof host === 'string' && /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i.test(host);
}

/** The TCP peer is this machine (IPv4 127/8, IPv6 ::1, or 127/8 mapped into IPv6). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * A request made on this machine, to this machine: the socket's peer (never X-Forwarded-For, whatever
 * TRUST_PROXY says) is loopback, the Host is a loopback name (which also defeats DNS rebinding:
 * a page on evil.example that resolves to 127.0.0.1 still sends Host: evil.example), and no proxy
 * header says the request came from elsewhere (a reverse proxy on the same machine).
 */
export function isLocalRequest(req: FastifyRequest): boolean {
  const h = req.headers;
  return (
    isLoopbackAddress(req.socket.remoteAddress) &&
    isLoopbackHost(h.host) &&
    h['x-forwarded-for'] === undefined &&
    h.forwarded === undefined &&
    h['x-forwarded-host'] === undefined &&
    h['x-real-ip'] === undefined
  );
}

/**
 * onRequest hook for local conveniences (the local mailbox, the Meta sandbox, dev endpoints):
 * anything but a local request gets the same 404 as a route that does not exist.
 * Use: `app.addHook('onRequest', localOnly)` in the convenience's (encapsulated) plugin, or
 * `{ onRequest: localOnly }` on one route.
 */
export async function localOnly(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (isLocalRequest(req)) return undefined;
  sendNotFound(req, reply);
  return reply;
}
