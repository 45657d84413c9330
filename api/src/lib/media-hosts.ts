import type { Config } from '../config';
import { loopbackTwins } from './loopback-origins';

/**
 * Hosts Meta serves message media from (attachments, story and post pictures), as its payloads
 * name them: lookaside.fbsbx.com, scontent-*.cdninstagram.com, scontent-*.xx.fbcdn.net, …
 */
const META_MEDIA_DOMAINS = ['fbcdn.net', 'cdninstagram.com', 'fbsbx.com', 'facebook.com', 'instagram.com'];

/**
 * Which attachment links a message may keep: the owner's browser loads them (a picture from any
 * other host could be a tracking pixel, or point inside the network), and the assistant fetches
 * them. Kept: https links on Meta's media hosts, the configured Graph origin (the sandbox or a test
 * double), and with the sandbox on, its own pictures under PUBLIC_URL (or a loopback twin of it). Anything else is dropped
 * when the message is stored (the inbox then says the attachment is unavailable).
 */
export function mediaUrlPolicy(config: Pick<Config, 'publicUrl' | 'metaSandbox' | 'meta'>): (url: string) => boolean {
  const graphOrigin = config.meta?.graphUrl ? new URL(config.meta.graphUrl).origin : null;
  // The sandbox builds its pictures on the origin the owner's browser uses: PUBLIC_URL's or a loopback twin.
  const sandboxMedia = config.metaSandbox
    ? loopbackTwins(new URL(config.publicUrl).origin).map((origin) => `${origin}/sandbox/media/`)
    : [];
  return (url) => {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return false;
    }
    if (graphOrigin && parsed.origin === graphOrigin) return true;
    if (sandboxMedia.some((prefix) => url.startsWith(prefix))) return true;
    if (parsed.protocol !== 'https:' || parsed.username || parsed.password || parsed.port) return false;
    const host = parsed.hostname.toLowerCase();
    return META_MEDIA_DOMAINS.some((d) => host === d || host.endsWith(`.${d}`));
  };
}
