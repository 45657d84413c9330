import { useTranslation } from 'react-i18next';
import { CONTENT_TYPES, type ContentType } from '../types';
import styles from './ContentTab.module.css';

interface ContentTypeSwitchProps {
  value: ContentType;
  onChange: (type: ContentType) => void;
}

/** Three toggle buttons, one pressed at a time. */
export function ContentTypeSwitch({ value, onChange }: ContentTypeSwitchProps) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('content.type')} className={styles.switch}>
      {CONTENT_TYPES.map((type) => (
        <button
          key={type}
          type="button"
          className={styles.switchButton}
          aria-pressed={type === value}
          onClick={() => onChange(type)}
        >
          {t(`content.types.${type}`)}
        </button>
      ))}
    </div>
  );
}
