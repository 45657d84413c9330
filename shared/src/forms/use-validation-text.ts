import { useLanguage } from '@vitrina/shared';
// The message catalogue only: the contracts index would load every zod schema (and zod).
import { translateValidationMessage } from '../contracts/messages';
import type { FieldError } from 'react-hook-form';

/**
 * Contract schemas report message keys (`validation.email.invalid`); this turns a field's
 * error into the text of the current language from the shared catalogue.
 */
export function useValidationText(): (error: FieldError | undefined) => string | undefined {
  const lng = useLanguage();
  return (error) => (error?.message ? translateValidationMessage(error.message, lng) : undefined);
}
