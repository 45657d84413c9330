import type { FastifyRequest } from 'fastify';
import { loopbackTwins } from '../../lib/loopback-origins';

/**
 * The origin a browser reached the sandbox at, when it is PUBLIC_URL's or one of its loopback twins
 * (`http://127.0.0.1:8080` for `http://localhost:8080`); null for anything else.
 */
export function browserOrigin(req: FastifyRequest, publicUrl: string): string | null {
  try {
    const origin = new URL(`${req.protocol}://${req.host}`).origin;
    return loopbackTwins(publicUrl).includes(origin) ? origin : null;
  } catch {
    return null;
  }
}

/**
 * Which origin the sandbox's media URLs (avatars, photos, post pictures) are built on, per account:
 * the one its shop's browser last used (the consent dialog, the simulator), else the last one any
 * browser used, else PUBLIC_URL. The app's CSP allows images of its own origin only, so a
 * `localhost` picture in an app opened at `127.0.0.1` was blocked (issue 47). Server-to-server
 * Graph calls (at 127.0.0.1) take the account's.
 */
export class MediaOrigins {
  private readonly byAccount = new Map<string, string>();
  private last: string | null = null;

  constructor(readonly publicUrl: string) {}

  /** A browser request (for `pageId`, or for no account in particular) came from `req`. */
  seen(req: FastifyRequest, pageId?: string): string | null {
    const origin = browserOrigin(req, this.publicUrl);
    if (!origin) return null;
    this.last = origin;
    if (pageId) this.byAccount.set(pageId, origin);
    return origin;
  }

  of(pageId: string): string {
    return this.byAccount.get(pageId) ?? this.last ?? this.publicUrl;
  }
}
