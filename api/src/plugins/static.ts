import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defaultManifestUrl, REMOTES } from '@vitrina/shared/remotes';
import { sendNotFound } from './errors';

/** Paths the SPA fallback never answers with the shell's index.html. */
const NON_SPA_PREFIXES = ['/api', '/oauth', '/ws', '/remotes', '/docs', '/healthz', '/readyz', '/mailbox', '/sandbox'];
const NO_CACHE = new Set(['remoteEntry.js', 'mf-manifest.json', 'runtime-config.json', 'index.html']);
const ASSET_EXT = /\.(m?js|css|map|json|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|otf|txt|xml|wasm|mp4|webm|mov)$/i;
/** A content hash in the file name (webpack [contenthash]): safe to cache for a year. */
const HASHED = /(^|[.\-_])[0-9a-f]{8,}(\.|$)/i;

export function cacheControlFor(filePath: string): string {
  const base = path.basename(filePath);
  if (NO_CACHE.has(base) || base.endsWith('.html')) return 'no-cache';
  if (HASHED.test(base)) return 'public, max-age=31536000, immutable';
  // Un-hashed names ([name].js entries, copied assets) may change with any build: revalidate.
  return 'public, max-age=0, must-revalidate';
}

function isDir(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}

export function isSpaPath(url: string): boolean {
  const p = url.split('?')[0];
  if (NON_SPA_PREFIXES.some((prefix) => p === prefix || p.startsWith(`${prefix}/`))) return false;
  return !ASSET_EXT.test(p);
}

/**
 * The prerendered page for a page path, relative to the shell's dist, when the build wrote one
 * (`/ua/pricing` -> `ua/pricing/index.html`; README "Public pages", docs/architecture.md §3), as
 * nginx's `try_files $uri $uri/index.html /index.html` finds it. Never outside the dist.
 */
export function prerenderedPageFile(shellDist: string, url: string): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.split('?')[0]);
  } catch {
    return null;
  }
  const rel = path.posix.normalize(pathname).replace(/^\/+|\/+$/g, '');
  if (rel === '' || rel === '.' || rel.split('/').includes('..') || rel.includes('\0')) return null;
  const file = `${rel}/index.html`;
  return isFile(path.join(shellDist, file)) ? file : null;
}

function isFile(p: string): boolean {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}

/**
 * Serves shell/dist at / and <remote>/dist at /remotes/<remote>/ (folders that are built),
 * /runtime-config.json, and the page fallback: any other GET that is not an API path answers its
 * prerendered page when the build wrote one, else the shell's index.html (the SPA).
 */
export const staticPlugin = fp(
  async (app: FastifyInstance) => {
    const root = app.config.staticRoot;
    const shellDist = path.join(root, 'shell', 'dist');
    const shellBuilt = isDir(shellDist);
    // Source maps give the original source away: only when configured (see SERVE_SOURCE_MAPS).
    const allowedPath = (pathName: string) => app.config.serveSourceMaps || !pathName.endsWith('.map');
    const setHeaders = (res: { setHeader(name: string, value: string): unknown }, filePath: string) => {
      res.setHeader('cache-control', cacheControlFor(filePath));
    };

    if (shellBuilt) {
      await app.register(fastifyStatic, {
        root: shellDist,
        prefix: '/',
        index: ['index.html'],
        wildcard: true,
        cacheControl: false,
        preCompressed: true,
        setHeaders,
        allowedPath,
        schemaHide: true,
      });
    } else {
      app.log.warn({ shellDist }, 'shell is not built: / serves no front end');
    }
    for (const { folder } of REMOTES) {
      const dist = path.join(root, folder, 'dist');
      if (!isDir(dist)) continue;
      await app.register(fastifyStatic, {
        root: dist,
        prefix: `/remotes/${folder}/`,
        decorateReply: false,
        wildcard: true,
        cacheControl: false,
        preCompressed: true,
        setHeaders,
        allowedPath,
        schemaHide: true,
      });
    }

    app.get('/runtime-config.json', { schema: { hide: true } }, async (_req, reply) => {
      reply.header('cache-control', 'no-cache');
      if (shellBuilt && existsSync(path.join(shellDist, 'runtime-config.json'))) {
        return reply.sendFile('runtime-config.json', shellDist);
      }
      const remotes = Object.fromEntries(REMOTES.map(({ name }) => [name, defaultManifestUrl(name)]));
      return { apiUrl: '', wsUrl: '', remotes };
    });

    app.setNotFoundHandler((req: FastifyRequest, reply: FastifyReply) => {
      if (
        shellBuilt &&
        (req.method === 'GET' || req.method === 'HEAD') &&
        isSpaPath(req.url) &&
        existsSync(path.join(shellDist, 'index.html'))
      ) {
        reply.code(200).header('cache-control', 'no-cache');
        return reply.sendFile(prerenderedPageFile(shellDist, req.url) ?? 'index.html', shellDist);
      }
      return sendNotFound(req, reply);
    });
  },
  { name: 'static' },
);
