// The built front end over HTTP on loopback, laid out as the API's static plugin serves it
// (api/src/plugins/static.ts): the shell's dist at /, each remote's dist at /remotes/<folder>/,
// and the shell's index.html for every other page path. Used by the prerender step only, which
// loads the pages from the SPA shell: it never answers with a prerendered page itself.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

const isFile = (file) => existsSync(file) && statSync(file).isFile();

/** Starts the server; resolves to its origin and a stop function. */
export async function serveBuilt({ root, folders }) {
  const shellDist = path.join(root, 'shell', 'dist');
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = null;
    const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(pathname);
    if (remote && folders.includes(remote[1])) file = path.join(root, remote[1], 'dist', remote[2]);
    else if (!remote && !pathname.startsWith('/api/') && !pathname.startsWith('/oauth/')) {
      const candidate = path.join(shellDist, pathname);
      file = isFile(candidate) ? candidate : path.extname(pathname) ? null : path.join(shellDist, 'index.html');
    }
    if (!file || !file.startsWith(root) || !isFile(file)) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    origin: `http://127.0.0.1:${port}`,
    template: () => readFileSync(path.join(shellDist, 'index.html'), 'utf8'),
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
