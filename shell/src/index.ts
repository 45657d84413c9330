import { guardPrerenderedForms } from './features/take-over/model/guard-prerendered-forms';

// A prerendered page's forms do nothing until the live app takes over (features/take-over).
guardPrerenderedForms(document);
// Async boundary: shared singletons are negotiated before any of them is used.
void import('./bootstrap');
