// The one script a prerendered public page loads (README "Public pages", issue 53): a page is read,
// scrolled and left through its links from its HTML, so nothing of the app (the shell, the router,
// react, the federation runtime: main.js and what it loads) runs while it is read. Its interactive
// parts are islands: the language switch and the phone menu answer here; a remote's island (the pricing calculator,
// the login form) hydrates with its own code when it comes near the viewport or is reached for, and
// an island that goes elsewhere (the inbox after a sign-in) starts the app at that address. A submit or a
// click on a button elsewhere is held from the start, and at the visitor's first reach for a field
// or a button no island answers, main.js loads and takes the page over (features/take-over),
// making the held submit or click again on the live page. Where the runtime config does not serve
// the page's remote where the page was drawn from (a staff shell without mf-marketing, a remote
// moved elsewhere), no island is fetched: the app takes the page over at once, and shows what
// the live shell shows there (the 'not deployed here' panel, or the moved remote's page).
import { requestRuntimeConfig } from './app/runtime-config-request';
import {
  afterFirstPaint,
  islandsScriptOf,
  pageRemoteDeployment,
  pageUsesIntl,
  runtimeApiUrl,
} from './features/remotes/model/prerendered-remote-hints';
import { PRERENDERED } from './features/take-over/model/prerendered-attribute';
import { MENU_ISLAND, toggleMenuOnClick } from './features/public-chrome/model/menu-island';
import { guardPrerenderedForms } from './features/take-over/model/guard-prerendered-forms';
import { holdPrerenderedClicks } from './features/take-over/model/hold-clicks';
import { hydrateIslandsWhenNeeded } from './features/take-over/model/islands';
import { LANGUAGE_ISLAND, switchLanguageOnChange } from './features/language/model/language-island';
import { startWhenNeeded } from './features/take-over/model/start-when-needed';
import { warmIntlOnce } from './features/take-over/model/warm-intl';

guardPrerenderedForms(document);
holdPrerenderedClicks(document);
switchLanguageOnChange(document, window);
const closeMenu = toggleMenuOnClick(document, window, `[${PRERENDERED}]`);

// Asked after the first paint (the request never competes with it); main.js reads the same answer.
const deployment = new Promise<Awaited<ReturnType<typeof pageRemoteDeployment>>>((resolve) =>
  afterFirstPaint(window, () => resolve(pageRemoteDeployment(document, requestRuntimeConfig()))),
);
const servedHere = deployment.then((where) => where === 'drawn');

// A page whose figures are formatted (the pricing calculator): ICU's set-up in a worker before the
// island hydrates, as the take-over does (features/take-over/model/warm-intl.worker.ts); on the
// main thread it was most of a 380 ms task at 4× on Chromium 156 (README, Measured, issue 53).
if (pageUsesIntl(document)) {
  warmIntlOnce(() => new Worker(new URL('./features/take-over/model/warm-intl.worker.ts', import.meta.url)));
}

// main.js sits beside this script (the shell's dist), wherever the shell is served from.
const base = (document.currentScript as HTMLScriptElement | null)?.src ?? document.baseURI;
let started = false;
const takeOver = () => {
  if (started) return;
  started = true;
  closeMenu();
  const script = document.createElement('script');
  script.src = new URL('main.js', base).href;
  document.head.append(script);
};

const isIsland = hydrateIslandsWhenNeeded(document, window, {
  scriptOf: (owner) => islandsScriptOf(document, owner),
  servedHere,
  host: deployment.then(async () => ({
    apiUrl: await runtimeApiUrl(requestRuntimeConfig()),
    // An island's navigation (the inbox after a sign-in): the address changes in this document and
    // the live app starts there, as its router would have gone; it replaces the page once drawn.
    navigate: (path: string) => {
      window.history.pushState(null, '', path);
      stopWaiting();
      takeOver();
    },
  })),
  // An island that could not load: the live app takes the page over (a held submit goes through it).
  onFailure: (error) => {
    console.warn('[islands] an island did not load; the app takes the page over', error);
    stopWaiting();
    takeOver();
  },
});

// Only the prerendered page's own fields and buttons start the app: what lies outside it before the
// take-over is an island's (a modal it draws in the page's modal root, the demo's or the consultation's).
const stopWaiting = startWhenNeeded(
  document,
  takeOver,
  (element) =>
    element.closest(`[${PRERENDERED}]`) !== null &&
    !isIsland(element) &&
    element.closest(`[data-island="${LANGUAGE_ISLAND}"]`) === null &&
    element.closest(`[data-island="${MENU_ISLAND}"]`) === null,
);
void servedHere.then((served) => {
  if (served) return;
  stopWaiting();
  takeOver();
});
