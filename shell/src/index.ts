import { requestRuntimeConfig } from './app/runtime-config-request';
import {
  afterFirstPaint,
  isPrerendered,
  preloadPrerenderedRemote,
} from './features/remotes/model/prerendered-remote-hints';
import { guardPrerenderedForms } from './features/take-over/model/guard-prerendered-forms';

// A prerendered page's forms do nothing until the live app takes over (features/take-over).
guardPrerenderedForms(document);
const start = () => {
  // The page's chunks, and its remote's files if the runtime config still sends the page's remote
  // where the page was drawn from, load together (features/remotes/model/prerendered-remote-hints).
  void preloadPrerenderedRemote(document, requestRuntimeConfig());
  // Async boundary: shared singletons are negotiated before any of them is used.
  void import('./bootstrap');
};
// A prerendered page paints from its HTML first; the app's requests start after that paint.
if (isPrerendered(document)) afterFirstPaint(window, start);
else start();
