// Vitrina's service worker (issue 50, docs/product.md §9.13–9.14), served at /sw.js (scope /) and
// registered by the signed-in chrome after the page has loaded. The shell's build writes BUILD (its
// compilation hash) in, so every shell deploy changes this file and the browser installs the new
// worker on its next update check (each navigation).
//
// Caching (a fast start and an offline page, never a stale mix of builds):
// - navigations: the network first (with navigation preload); offline, the cached page, else the
//   app's page for a signed-in address, else /offline.html;
// - files with a content hash in their name: from the cache, else the network (a hash names one
//   content forever, so a cached one is never stale);
// - every other file (/runtime-config.json, each remote's mf-manifest.json and remoteEntry.js, the
//   shell's main.js): the network first, the cache only offline. That is how the worker learns of a
//   remote deployed alone: its manifest names the new build's files, which are then fetched and
//   cached, and an old remote is never started by a new shell while online;
// - the API, the sign-in, the websocket and the sandbox: never touched.
//
// Web Push: a notification per message unless a tab of the app is visible (that tab shows the
// message itself); a tap focuses a tab of the app and routes it to the address, or opens a new window.
/* global self, caches, Response */

const BUILD = '__BUILD__';
const PAGES = `vitrina-pages-${BUILD}`;
const ASSETS = 'vitrina-assets';
const ASSETS_MAX = 600;
const OFFLINE = '/offline.html';
const APP_PAGE = '/index.html';
const PRECACHE = [OFFLINE, APP_PAGE, '/manifest-ua.webmanifest', '/manifest-en.webmanifest', '/icons/icon-192.png'];
const BYPASS = ['/api/', '/oauth/', '/ws', '/sandbox', '/mailbox', '/docs', '/healthz', '/readyz', '/metrics'];
const HASHED = /(^|[.\-_])[0-9a-f]{8,}(\.|$)/i;
const STATIC = /\.(m?js|css|json|webmanifest|png|svg|ico|webp|woff2?)$/i;
const SIGNED_IN = /^\/(ua|en)\/(chats|channels|chat_gpt|settings|ai_agent|pipelines|analytics|orders)(\/|$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(PAGES)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((n) => n.startsWith('vitrina-pages-') && n !== PAGES).map((n) => caches.delete(n)),
      );
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (BYPASS.some((prefix) => url.pathname.startsWith(prefix))) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigation(event, url));
  } else if (HASHED.test(url.pathname.split('/').pop() || '')) {
    event.respondWith(cacheFirst(request));
  } else if (STATIC.test(url.pathname)) {
    event.respondWith(networkFirst(request, ASSETS));
  }
});

async function navigation(event, url) {
  try {
    const response = (await event.preloadResponse) || (await fetch(event.request));
    if (response.ok && !SIGNED_IN.test(url.pathname)) {
      const copy = response.clone();
      event.waitUntil(caches.open(PAGES).then((cache) => cache.put(event.request, copy)));
    }
    return response;
  } catch {
    const cache = await caches.open(PAGES);
    if (SIGNED_IN.test(url.pathname)) {
      const app = await cache.match(APP_PAGE);
      if (app) return app;
    }
    return (await cache.match(event.request, { ignoreVary: true })) || (await cache.match(OFFLINE)) || Response.error();
  }
}

async function networkFirst(request, cacheName) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    // Any of the worker's caches: the offline page's icon is among the precached pages.
    const cached = await caches.match(request, { ignoreVary: true });
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS);
  const cached = await cache.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    const keys = await cache.keys();
    // The oldest first (insertion order): a cap so old builds' files do not pile up.
    await Promise.all(keys.slice(0, Math.max(0, keys.length - ASSETS_MAX)).map((key) => cache.delete(key)));
  }
  return response;
}

self.addEventListener('push', (event) => {
  event.waitUntil(
    (async () => {
      let payload;
      try {
        payload = event.data ? event.data.json() : null;
      } catch {
        payload = null;
      }
      if (!payload || typeof payload.title !== 'string') return;
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // A visible tab of the app shows new messages itself: no notification on top of it.
      if (payload.kind !== 'TEST' && windows.some((w) => w.visibilityState === 'visible')) return;
      await self.registration.showNotification(payload.title, {
        body: payload.body,
        tag: payload.tag,
        renotify: true,
        icon: '/icons/icon-192.png',
        badge: '/icons/badge-96.png',
        lang: payload.url && payload.url.startsWith('/en/') ? 'en' : 'uk',
        data: { url: payload.url },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === target.origin);
      if (open) {
        // The tab routes itself (no reload): the shell listens for this message.
        open.postMessage({ type: 'vitrina:open', url: target.pathname + target.search });
        await open.focus();
        return;
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
