import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage } from '@vitrina/shared';
import { useLanguage } from '@vitrina/shared';
import { Island } from '@vitrina/shared/islands';
import { LANGUAGE_ISLAND } from '../model/language-island';
import { useSwitchLanguage } from '../hooks/use-switch-language';
import styles from './LanguageSelect.module.css';

/** The header language selector: two options, ua and en. */
export function LanguageSelect() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const switchLanguage = useSwitchLanguage();
  // An island on a prerendered page: it switches before the app is in (../model/language-island.ts).
  return (
    <Island id={LANGUAGE_ISLAND}>
      <select
        className={styles.select}
        aria-label={t('header.language')}
        value={lng}
        onChange={(event) => {
          if (isLanguage(event.target.value)) switchLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {code.toUpperCase()}
          </option>
        ))}
      </select>
    </Island>
  );
}
