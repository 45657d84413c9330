/**
 * Downloads a picture for photo recognition (a post's image, a customer's photo) with limits: http(s)
 * only, public addresses only (no loopback, private, link-local or metadata address, checked when the
 * connection is made, so a DNS answer cannot change between the check and the connect, and again
 * after every redirect, at most IMAGE_MAX_REDIRECTS), a time limit for the whole download, a size
 * limit (the declared length and the bytes read), and an image content type. The URLs come from
 * customers and posts, so they are never echoed into errors (errors reach the agent logs). The Meta
 * sandbox's own pictures are read in-process.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import type { FastifyInstance } from 'fastify';
import ipaddr from 'ipaddr.js';
import type { Agent } from 'undici';

export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const IMAGE_TIMEOUT_MS = 10_000;
export const IMAGE_MAX_REDIRECTS = 3;

export type ImageFetchProblem =
  'bad_url' | 'blocked_address' | 'too_many_redirects' | 'http' | 'timeout' | 'too_large' | 'not_image' | 'network';

export class ImageFetchError extends Error {
  constructor(
    readonly problem: ImageFetchProblem,
    detail: string,
  ) {
    super(`image not fetched (${problem}): ${detail}`);
    this.name = 'ImageFetchError';
  }
}

export type ImageLoader = (url: string) => Promise<Buffer>;

export interface ImageFetchOptions {
  maxBytes?: number;
  timeoutMs?: number;
  /**
   * Origins trusted whatever their address: the configured Graph host (the sandbox or a test double
   * on loopback). A redirect from there to anywhere else is checked like any other URL.
   */
  trustedOrigins?: readonly string[];
}

/** Only ordinary public unicast addresses; IPv4-mapped IPv6 is judged as the IPv4 it carries. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** dns.lookup that answers only public addresses: the connection can reach nothing else. */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 0);
    const list = (addresses as LookupAddress[]).filter((a) => isPublicAddress(a.address));
    if (list.length === 0) {
      const refused = Object.assign(new Error('blocked address'), { code: 'EBLOCKEDADDRESS' });
      return callback(refused, '', 0);
    }
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
    callback(null, list[0].address, list[0].family);
  });
};

/**
 * undici, loaded at the first download: most apps never fetch a picture, and its ~110 modules were a
 * tenth of what every API test file loaded (api/README.md, "Tests and bench").
 */
let undici: Promise<{ fetch: typeof import('undici').fetch; publicOnly: Agent }> | null = null;
function loadUndici() {
  undici ??= import('undici').then(({ Agent, fetch }) => ({
    fetch,
    publicOnly: new Agent({ connect: { lookup: guardedLookup } }),
  }));
  return undici;
}

function blockedCause(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === 'EBLOCKEDADDRESS') return true;
  }
  return false;
}

/** The URL checked before a request: http(s), and a literal IP (which skips DNS) must be public. */
function checkedUrl(url: string | URL, trusted: readonly string[]): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ImageFetchError('bad_url', 'not a URL');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new ImageFetchError('bad_url', parsed.protocol);
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !trusted.includes(parsed.origin) && !isPublicAddress(host))
    throw new ImageFetchError('blocked_address', 'not a public address');
  return parsed;
}

function checkType(contentType: string | null): void {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  // CDNs sometimes label pictures as octet-stream; the decoder decides then.
  if (!type.startsWith('image/') && type !== 'application/octet-stream') {
    throw new ImageFetchError('not_image', `content type ${type || 'none'}`);
  }
}

/** GETs a picture over the network within the limits. */
export async function fetchImage(url: string, options: ImageFetchOptions = {}): Promise<Buffer> {
  const maxBytes = options.maxBytes ?? IMAGE_MAX_BYTES;
  const timeoutMs = options.timeoutMs ?? IMAGE_TIMEOUT_MS;
  const trusted = options.trustedOrigins ?? [];
  const { fetch, publicOnly } = await loadUndici();
  const signal = AbortSignal.timeout(timeoutMs);
  const get = (target: URL) =>
    fetch(target, {
      signal,
      redirect: 'manual',
      headers: { accept: 'image/*' },
      ...(trusted.includes(target.origin) ? {} : { dispatcher: publicOnly }),
    });
  try {
    let target = checkedUrl(url, trusted);
    let res = await get(target);
    for (let redirects = 0; res.status >= 300 && res.status < 400 && res.headers.has('location'); redirects++) {
      await res.body?.cancel();
      if (redirects === IMAGE_MAX_REDIRECTS) throw new ImageFetchError('too_many_redirects', `over ${redirects}`);
      target = checkedUrl(new URL(res.headers.get('location')!, target), trusted);
      res = await get(target);
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new ImageFetchError('http', `status ${res.status}`);
    }
    try {
      checkType(res.headers.get('content-type'));
      const declared = Number(res.headers.get('content-length') ?? NaN);
      if (declared > maxBytes) throw new ImageFetchError('too_large', `${declared} bytes`);
    } catch (err) {
      await res.body?.cancel();
      throw err;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    if (res.body) {
      for await (const chunk of res.body) {
        size += chunk.byteLength;
        if (size > maxBytes) {
          await res.body.cancel().catch(() => undefined);
          throw new ImageFetchError('too_large', `over ${maxBytes} bytes`);
        }
        chunks.push(Buffer.from(chunk));
      }
    }
    return Buffer.concat(chunks);
  } catch (err) {
    if (err instanceof ImageFetchError) throw err;
    if (blockedCause(err)) throw new ImageFetchError('blocked_address', 'not a public address');
    if (signal.aborted) throw new ImageFetchError('timeout', `over ${timeoutMs} ms`);
    const code = (err as { cause?: { code?: string } }).cause?.code;
    throw new ImageFetchError('network', code ?? 'connection failed');
  }
}

/**
 * The app's loader: the sandbox's pictures (`{publicUrl}/sandbox/media/…`) through the app itself
 * (no network round trip to our own address), everything else with `fetchImage`.
 */
/**
 * The path of a sandbox picture: one name under /sandbox/media/. The in-process read runs as a
 * loopback client, so any other path of this server (the mailbox, metrics, the API) is refused,
 * however the URL spells it (`/sandbox/media/../../mailbox` is `/mailbox` once parsed; an encoded
 * slash is no name).
 */
const SANDBOX_MEDIA_PATH = /^\/sandbox\/media\/[\w.-]+$/;

export function imageLoader(app: FastifyInstance, options: ImageFetchOptions = {}): ImageLoader {
  const sandboxMedia = `${app.config.publicUrl.replace(/\/$/, '')}/sandbox/media/`;
  const graph = app.config.meta?.graphUrl;
  const trustedOrigins = options.trustedOrigins ?? (graph ? [new URL(graph).origin] : []);
  return async (url) => {
    if (!app.sandbox || !url.startsWith(sandboxMedia)) return fetchImage(url, { ...options, trustedOrigins });
    const target = new URL(url);
    if (!SANDBOX_MEDIA_PATH.test(target.pathname) || target.search !== '')
      throw new ImageFetchError('blocked_address', 'not a sandbox picture');
    const res = await app.inject({ method: 'GET', url: target.pathname, remoteAddress: '127.0.0.1' });
    if (res.statusCode !== 200) throw new ImageFetchError('http', `status ${res.statusCode}`);
    checkType(res.headers['content-type']?.toString() ?? null);
    if (res.rawPayload.length > (options.maxBytes ?? IMAGE_MAX_BYTES))
      throw new ImageFetchError('too_large', 'sandbox picture');
    return res.rawPayload;
  };
}
