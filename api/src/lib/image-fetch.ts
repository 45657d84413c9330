/**
 * Downloads a picture for photo recognition (a post's image, a customer's photo) with limits: http(s)
 * only, a time limit for the whole download, a size limit (the declared length and the bytes read),
 * and an image content type. The Meta sandbox's own pictures are read in-process.
 */
import type { FastifyInstance } from 'fastify';

export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const IMAGE_TIMEOUT_MS = 10_000;

export type ImageFetchProblem = 'bad_url' | 'http' | 'timeout' | 'too_large' | 'not_image' | 'network';

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
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ImageFetchError('bad_url', url.slice(0, 200));
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new ImageFetchError('bad_url', parsed.protocol);
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const res = await fetch(parsed, { signal, redirect: 'follow', headers: { accept: 'image/*' } });
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
    if (signal.aborted) throw new ImageFetchError('timeout', `over ${timeoutMs} ms`);
    throw new ImageFetchError('network', err instanceof Error ? err.message : String(err));
  }
}

/**
 * The app's loader: the sandbox's pictures (`{publicUrl}/sandbox/media/…`) through the app itself
 * (no network round trip to our own address), everything else with `fetchImage`.
 */
export function imageLoader(app: FastifyInstance, options: ImageFetchOptions = {}): ImageLoader {
  const sandboxMedia = `${app.config.publicUrl.replace(/\/$/, '')}/sandbox/media/`;
  return async (url) => {
    if (!app.sandbox || !url.startsWith(sandboxMedia)) return fetchImage(url, options);
    const res = await app.inject({ method: 'GET', url: new URL(url).pathname, remoteAddress: '127.0.0.1' });
    if (res.statusCode !== 200) throw new ImageFetchError('http', `status ${res.statusCode}`);
    checkType(res.headers['content-type']?.toString() ?? null);
    if (res.rawPayload.length > (options.maxBytes ?? IMAGE_MAX_BYTES)) throw new ImageFetchError('too_large', url);
    return res.rawPayload;
  };
}
