import { useTranslation } from 'react-i18next';
import { useLanguage, type Language } from '@vitrina/shared';
import { numberFormat } from '@vitrina/shared/intl';

const LOCALES: Record<Language, string> = { ua: 'uk-UA', en: 'en-US' };

/** Numbers and dollar amounts in the interface language (29,99 $ / $29.99). */
export function useFormat() {
  const { t } = useTranslation();
  const locale = LOCALES[useLanguage()];
  const number = (value: number) =>
    numberFormat(locale, {
      maximumFractionDigits: 2,
      minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    }).format(value);
  return {
    number,
    money: (value: number) => t('common.money', { value: number(value) }),
    perMonth: (value: number) => t('common.perMonth', { value: number(value) }),
  };
}
