import { useTranslation } from 'react-i18next';
import styles from './ContentTab.module.css';

interface LinkedCodesProps {
  codes: readonly string[];
  /** Names the list for screen readers. */
  label: string;
  /** Clicking a chip removes its code (docs/product.md §9.4); without it the chips are plain text. */
  onRemove?: (code: string) => void;
  disabled?: boolean;
}

/** Article codes as chips. */
export function LinkedCodes({ codes, label, onRemove, disabled }: LinkedCodesProps) {
  const { t } = useTranslation();
  if (codes.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label={label}>
      {codes.map((code) => (
        <li key={code}>
          {onRemove ? (
            <button
              type="button"
              className={styles.chip}
              aria-label={t('modal.removeChip', { code })}
              disabled={disabled}
              onClick={() => onRemove(code)}
            >
              {code}
              <span aria-hidden="true"> ×</span>
            </button>
          ) : (
            <span className={styles.chip}>{code}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
