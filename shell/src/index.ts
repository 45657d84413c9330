import { requestRuntimeConfig } from './app/runtime-config-request';
import {
  afterFirstPaint,
  isPrerendered,
  pageUsesIntl,
  preloadPrerenderedRemote,
} from './features/remotes/model/prerendered-remote-hints';
import { guardPrerenderedForms } from './features/take-over/model/guard-prerendered-forms';
import { holdPrerenderedClicks } from './features/take-over/model/hold-clicks';
import { runInSlices, startWhenNeeded, yieldToMain } from './features/take-over/model/start-when-needed';
import { mark, TAKE_OVER_STARTED } from './features/take-over/model/marks';
import { warmIntl } from './features/take-over/model/warm-intl';

// A prerendered page's forms and buttons do nothing until the live app takes over: a submit or a
// click made before is held and made again on the live page (features/take-over).
guardPrerenderedForms(document);
holdPrerenderedClicks(document);

// Async boundary: shared singletons are negotiated before any of them is used.
const boot = () => import('./bootstrap');

// ICU's formatting data, initialised in a worker as the app starts (model/warm-intl.worker.ts).
const startIntlWorker = () =>
  warmIntl(() => new Worker(new URL('./features/take-over/model/warm-intl.worker.ts', import.meta.url)));

if (isPrerendered(document)) {
  // A prerendered page paints and reads from its HTML; the live app loads once the page has
  // painted and the browser is idle, or at the visitor's first reach for a field or a button
  // (features/take-over/model/start-when-needed.ts). Then the page's chunks, and its remote's
  // files if the runtime config still sends the page's remote where the page was drawn from, load
  // together (features/remotes/model/prerendered-remote-hints), one per task, and the largest
  // shared libraries are evaluated one per task, so no step of the take-over is a long task. (The
  // router and react-i18next come with the bootstrap: a chunk of their own would be one more
  // request the prerendered page cannot name in its hints.)
  afterFirstPaint(window, () =>
    startWhenNeeded(window, document, () => {
      mark(TAKE_OVER_STARTED);
      // Only where the page formats figures: elsewhere the worker only competes for the CPU.
      if (pageUsesIntl(document)) startIntlWorker();
      void runInSlices([
        () => preloadPrerenderedRemote(document, requestRuntimeConfig(), yieldToMain),
        () => import('react'),
        () => import('react-dom/client'),
        () => import('i18next'),
        () => import('single-spa'),
        () => import('@vitrina/shared'),
        boot,
      ]);
    }),
  );
} else {
  startIntlWorker();
  void boot();
}
