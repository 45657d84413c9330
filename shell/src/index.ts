import { requestRuntimeConfig } from './app/runtime-config-request';
import {
  afterFirstPaint,
  isPrerendered,
  pageUsesIntl,
  preloadPrerenderedRemote,
} from './features/remotes/model/prerendered-remote-hints';
import { runInSlices, yieldToMain } from './features/take-over/model/start-when-needed';
import { mark, TAKE_OVER_STARTED } from './features/take-over/model/marks';
import { warmIntl, warmIntlOnce } from './features/take-over/model/warm-intl';
import { atPrerenderedPath } from './features/take-over/model/when-settled';
import { PRERENDERED } from './features/take-over/model/prerendered-attribute';

// Async boundary: shared singletons are negotiated before any of them is used.
const boot = () => import('./bootstrap');

// ICU's formatting data, initialised in a worker as the app starts (model/warm-intl.worker.ts).
const intlWorker = () => new Worker(new URL('./features/take-over/model/warm-intl.worker.ts', import.meta.url));

if (isPrerendered(document)) {
  // A prerendered page loads main.js from its own script (public-page.ts) when the visitor reaches
  // for something only the app does; a submit or click made before is held there. Then the page's
  // chunks, and its remote's files if the runtime config still sends the page's remote where the
  // page was drawn from, load together (features/remotes/model/prerendered-remote-hints), one per
  // task, and the largest shared libraries are evaluated one per task, so no step of the take-over
  // is a long task. (The router and react-i18next come with the bootstrap: a chunk of their own
  // would be one more request the prerendered page cannot name in its hints.)
  afterFirstPaint(window, () => {
    mark(TAKE_OVER_STARTED);
    // Only where the page formats figures (elsewhere the worker only competes for the CPU), and
    // not again if the page's loader started it for its islands.
    if (pageUsesIntl(document)) warmIntlOnce(intlWorker);
    // The page's remote only if the app starts on the page (not where an island's sign-in went on to).
    const onPage = atPrerenderedPath(
      document.querySelector(`[${PRERENDERED}]`)?.getAttribute(PRERENDERED) ?? '',
      window.location.pathname,
    );
    void runInSlices([
      () => preloadPrerenderedRemote(document, requestRuntimeConfig(), yieldToMain, onPage),
      () => import('react'),
      () => import('react-dom/client'),
      () => import('i18next'),
      () => import('single-spa'),
      () => import('@vitrina/shared'),
      boot,
    ]);
  });
} else {
  warmIntl(intlWorker);
  void boot();
}
