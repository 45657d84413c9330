// The agent module's public surface (api/README.md "Module boundaries"): what full trust
// (modules/autopilot) reads of a finished draft.
export { normalise } from './text';
export { codeKey } from './knowledge';
export { openQuestions } from './retriever';
export type { Facts } from './retriever';
export type { PipelineResult } from './pipeline';
export type { CustomerMessageJob, DraftHook } from './service';
