// Form helpers (react-hook-form + the zod contracts). A subpath of its own, so pages without
// forms do not load the contracts.
export { useValidationText } from './use-validation-text';
