import type { FastifyReply, FastifyRequest } from 'fastify';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function isLoopbackAddress(ip: string | undefined): boolean {
  if (!ip) return false;
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return v4 === '::1' || /^127(\.\d{1,3}){3}$/.test(v4);
}

/** `localhost`, `127.0.0.1` or `[::1]`, with or without a port. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const name = host.toLowerCase().replace(/:\d+$/, '');
  return LOOPBACK_HOSTS.has(name);
}

/**
 * onRequest hook for local conveniences: answers 404 unless both the TCP peer and the Host
 * header are loopback (so neither a remote client nor a DNS-rebinding page reaches it).
 * The socket's address is used, never X-Forwarded-For.
 * TODO(lead): replace with the shared loopback guard from the security branch.
 */
export async function loopbackOnly(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (isLoopbackAddress(req.socket.remoteAddress) && isLoopbackHost(req.headers.host)) return;
  await reply.code(404).type('application/json; charset=utf-8').send({ error_message: 'Not found' });
}
