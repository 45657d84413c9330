// Form helpers (react-hook-form + the zod contracts). A subpath of its own, so pages without
// forms do not load them; none of the helpers loads zod itself.
export { useValidationText } from './use-validation-text';
export { lazyResolver, type LazyResolver } from './lazy-resolver';
export { useSubmission, type SubmissionCallbacks } from './use-submission';
