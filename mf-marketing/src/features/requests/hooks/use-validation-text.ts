import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage } from '@vitrina/shared';
import { translateValidationMessage } from '@vitrina/shared/contracts';
import type { FieldError } from 'react-hook-form';

/** Contract schemas report message keys; this gives the field's text in the current language. */
export function useValidationText(): (error: FieldError | undefined) => string | undefined {
  const { i18n } = useTranslation();
  const lng = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (error) => (error?.message ? translateValidationMessage(error.message, lng) : undefined);
}
