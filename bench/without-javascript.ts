// The floor under a public page's Lighthouse figures on this machine: the same prerendered HTML
// served with its scripts taken out, so nothing of the live app (main.js, the take-over) runs.
// What Lighthouse still finds there (parse, style, layout, paint) is the page's own cost on this
// machine's CPU: it tells whether a target is out of reach whatever the JavaScript does.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SHELL_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../shell/dist');

/** `html` without its script elements that load code (JSON data scripts do nothing and stay). */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*\bsrc=[^>]*>\s*<\/script>/g, '');
}

/**
 * Serves `routes` (`/ua/pricing` -> shell/dist/ua/pricing/index.html) without scripts; 404 otherwise.
 * Compressed as the real server compresses HTML (brotli, else gzip: api/src/plugins/http.ts): sent
 * uncompressed, the page downloads longer on Lighthouse's simulated slow network, its first paint
 * comes later, and more of its first tasks fall before it, where they count for nothing.
 */
export async function serveWithoutJavaScript(routes: string[]) {
  const server = createServer(async (req, res) => {
    const route = (req.url ?? '/').split('?')[0]!.replace(/\/$/, '');
    if (!routes.includes(route)) {
      res.writeHead(404).end();
      return;
    }
    const html = await readFile(path.join(SHELL_DIST, route, 'index.html'), 'utf8');
    const body = Buffer.from(withoutScripts(html));
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : undefined;
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    res.end(encoding === 'br' ? brotliCompressSync(body) : encoding === 'gzip' ? gzipSync(body) : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
