// Form helpers (react-hook-form + the zod contracts). A subpath of its own, so pages without
// forms do not load them; neither helper loads zod itself.
export { useValidationText } from './use-validation-text';
export { lazyResolver, type LazyResolver } from './lazy-resolver';
