import { useTranslation } from 'react-i18next';
import styles from './Chats.module.css';

// The pane header's controls that have no behaviour yet (docs/product.md §9.2: 'Назначить
// переписку' and six action icons are shown inert). They are disabled buttons, so a screen
// reader names them and says they are unavailable.
const ACTIONS = [
  { key: 'pin', path: 'M12 3l3 6 6 1-4.5 4 1 6-5.5-3-5.5 3 1-6L3 10l6-1z' },
  { key: 'label', path: 'M3 12l9-9h9v9l-9 9z M16 8h.01' },
  { key: 'note', path: 'M5 4h14v16H5z M8 9h8 M8 13h8 M8 17h5' },
  { key: 'archive', path: 'M3 5h18v4H3z M5 9v11h14V9 M10 13h4' },
  { key: 'spam', path: 'M12 3l9 16H3z M12 10v4 M12 17h.01' },
  { key: 'more', path: 'M5 12h.01 M12 12h.01 M19 12h.01' },
] as const;

export function ChatActions() {
  const { t } = useTranslation();
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.assign} disabled>
        {t('inbox.assign')}
      </button>
      {ACTIONS.map(({ key, path }) => (
        <button key={key} type="button" className={styles.iconButton} disabled aria-label={t(`inbox.actions.${key}`)}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d={path}
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      ))}
    </div>
  );
}
