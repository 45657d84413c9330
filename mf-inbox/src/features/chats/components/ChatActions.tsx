import { useTranslation } from 'react-i18next';
import { cx } from '@vitrina/shared/ui';
import styles from './Chats.module.css';

// The pane header's controls that have no behaviour yet (docs/product.md §9.2: 'Призначити
// переписку' and six action icons are shown inert). They stay focusable with aria-disabled, so a
// screen reader names them and says they are unavailable, and a hover or focus shows "coming soon".
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
  const assign = t('inbox.assign');
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={cx(styles.assign, styles.soon)}
        aria-disabled="true"
        title={t('inbox.soonNamed', { name: assign })}
      >
        {assign}
      </button>
      {ACTIONS.map(({ key, path }) => {
        const name = t(`inbox.actions.${key}`);
        return (
          <button
            key={key}
            type="button"
            className={cx(styles.iconButton, styles.soon)}
            aria-disabled="true"
            aria-label={name}
            title={t('inbox.soonNamed', { name })}
          >
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
        );
      })}
    </div>
  );
}
