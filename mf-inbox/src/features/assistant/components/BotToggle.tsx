import { useTranslation } from 'react-i18next';
import { errorText } from '@vitrina/shared';
import { MessageSlot, useTimedMessage, MESSAGE_MS } from '@vitrina/shared/ui';
import { useBotStatus } from '../hooks/use-bot-status';
import styles from './BotToggle.module.css';

/**
 * The assistant on/off switch of the inbox header (docs/product.md §9.2): OFF sends ON and back,
 * the user refetches; a failure shows the server's message for 3 s. `onTurnedOn` runs once the
 * server took ON (the page drafts the open conversation then).
 */
export function BotToggle({ onTurnedOn }: { onTurnedOn?: () => void }) {
  const { t } = useTranslation();
  const { user, toggle, on } = useBotStatus();
  const toast = useTimedMessage();
  const busy = user.isPending || toggle.isPending;
  return (
    <div className={styles.toggle}>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        className={styles.switch}
        disabled={busy}
        onClick={() =>
          toggle.mutate(on ? 'OFF' : 'ON', {
            onSuccess: () => (on ? undefined : onTurnedOn?.()),
            onError: (error) => toast.show('error', errorText(error, t('assistant.toggleError')), MESSAGE_MS.short),
          })
        }
      >
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        <span>{t('assistant.label')}</span>
      </button>
      <MessageSlot message={toast.message} />
    </div>
  );
}
