// The agent module's public surface (api/README.md "Module boundaries"): what full trust
// (modules/autopilot) reads of a finished draft.
export { normalise, words } from './understand/text';
export { sizeConceptsIn } from './language/size-words';
export { codeKey } from './retrieve/knowledge';
export { sameSize } from './retrieve/catalogue';
export { openQuestions } from './retrieve/retriever';
export { coloursIn, reportsFault } from './understand/query';
export { asksForSum, countsIn } from './answer/quantities';
export { detailsAsked } from './answer/details';
export type { Facts } from './retrieve/retriever';
export type { PipelineResult } from './pipeline';
export type { CustomerMessageJob, DraftHook } from './service';
