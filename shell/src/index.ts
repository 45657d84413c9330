import { requestRuntimeConfig } from './app/runtime-config-request';
import { preloadPrerenderedRemote } from './features/remotes/model/prerendered-remote-hints';
import { guardPrerenderedForms } from './features/take-over/model/guard-prerendered-forms';

// A prerendered page's forms do nothing until the live app takes over (features/take-over).
guardPrerenderedForms(document);
// Its remote's files start loading beside the shell's chunks, if the runtime config still sends
// the page's remote where the page was drawn from (features/remotes/model/prerendered-remote-hints).
void preloadPrerenderedRemote(document, requestRuntimeConfig());
// Async boundary: shared singletons are negotiated before any of them is used.
void import('./bootstrap');
