import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { authStore, detectLanguage, languageStore } from '@vitrina/shared';
import { App } from './app/App';
import { applyRuntimeConfig, fetchRuntimeConfig } from './app/runtime-config';
import { resolveRoute } from './app/resolve-route';
import { loadSignedInChrome } from './features/app-chrome/lazy';
import { warmRemote } from './features/remotes/api/warm-route';
import { takeOverPrerenderedPage } from './features/take-over';

/** The live connection's code loads with the first sign-in: public pages never need it. */
function startRealtimeWhenSignedIn() {
  let loaded = false;
  authStore.isAuth$.subscribe((isAuth) => {
    if (!isAuth || loaded) return;
    loaded = true;
    // start() follows the auth store from then on: it closes on sign-out, reopens on sign-in.
    void import(/* webpackChunkName: "realtime" */ './features/realtime').then(({ realtime }) => realtime.start());
  });
}

async function main() {
  // Remotes and API addresses come from /runtime-config.json (switchable without a rebuild).
  applyRuntimeConfig(await fetchRuntimeConfig());
  authStore.restore();
  languageStore.set(detectLanguage(window.location.pathname));
  const route = resolveRoute(window.location.pathname, authStore.get().isAuth, languageStore.get());
  warmRemote(route.kind === 'page' ? route.remote : null);
  // A signed-in page needs the signed-in chrome (and the query cache): fetched beside the remote.
  if (route.kind === 'page' && route.access === 'private') loadSignedInChrome().catch(() => undefined);
  // single-spa patches pushState/replaceState and fires popstate, so a navigation made by
  // one app's router reaches the shell's and every mounted remote's.
  start({ urlRerouteOnly: true });
  startRealtimeWhenSignedIn();

  const element = document.getElementById('root');
  if (!element) throw new Error('#root is missing');
  // On a prerendered page the app renders hidden and replaces the static markup once it has
  // drawn the same page (docs/architecture.md §3, prerendered pages). There it renders as a
  // transition: React yields to the browser every few milliseconds, so the hidden render is no
  // long task, and the visitor's typing and clicks are answered meanwhile.
  const root = createRoot(element);
  if (takeOverPrerenderedPage(element)) startTransition(() => root.render(<App />));
  else root.render(<App />);
}

void main();
