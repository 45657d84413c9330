import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@vitrina/shared';
import { MESSAGE_MS, MessageSlot, useTimedMessage, VisuallyHidden } from '@vitrina/shared/ui';
import { useAutopilot, useAutoSendSwitch } from '../hooks/use-autopilot';
import { FullTrustSettings } from './FullTrustSettings';
import styles from './ReplyMode.module.css';

/**
 * The channel's reply mode (docs/product.md §9.2, §9.10): 'Контроль відповідей' (the AI drafts, a
 * person sends) or 'Повна довіра' (the assistant sends where it is sure, after an undo window).
 * In full trust the switch beside it stops every automatic send of the account at once.
 */
export function ReplyMode({ channelId }: { channelId: string | null }) {
  const { t } = useTranslation();
  const name = useId();
  const { settings, update, fullTrust: saved } = useAutopilot(channelId);
  const toast = useTimedMessage();
  // The owner's choice shows at once; a refusal puts the saved mode back.
  const [chosen, setChosen] = useState<'CONTROL' | 'FULL_TRUST' | null>(null);
  const fullTrust = chosen === null ? saved : chosen === 'FULL_TRUST';
  const busy = channelId === null || settings.isPending || update.isPending;
  const choose = (mode: 'CONTROL' | 'FULL_TRUST') => {
    setChosen(mode);
    update.mutate(
      { mode },
      {
        onError: (error) => toast.show('error', errorText(error, t('inbox.replyMode.error')), MESSAGE_MS.short),
        onSettled: () => setChosen(null),
      },
    );
  };
  return (
    <div className={styles.wrap}>
      <fieldset className={styles.mode} disabled={busy}>
        <legend className={styles.legend}>{t('inbox.replyMode.title')}</legend>
        <label className={styles.option} title={t('inbox.replyMode.controlHint')}>
          <input type="radio" name={name} value="CONTROL" checked={!fullTrust} onChange={() => choose('CONTROL')} />
          <span>{t('inbox.replyMode.control')}</span>
          <VisuallyHidden>{t('inbox.replyMode.controlHint')}</VisuallyHidden>
        </label>
        <label className={styles.option} title={t('inbox.replyMode.fullTrustHint')}>
          <input
            type="radio"
            name={name}
            value="FULL_TRUST"
            checked={fullTrust}
            onChange={() => choose('FULL_TRUST')}
          />
          <span>{t('inbox.replyMode.fullTrust')}</span>
          <VisuallyHidden>{t('inbox.replyMode.fullTrustHint')}</VisuallyHidden>
        </label>
      </fieldset>
      {saved ? <AutoSendSwitch /> : null}
      <FullTrustSettings channelId={channelId} />
      <MessageSlot message={toast.message} />
    </div>
  );
}

/** Stops (or resumes) every automatic send of the account, replies in their undo window included. */
function AutoSendSwitch() {
  const { t } = useTranslation();
  const { state, flip, stopped } = useAutoSendSwitch();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={!stopped}
      className={stopped ? `${styles.autoSend} ${styles.stopped}` : styles.autoSend}
      disabled={state.isPending || flip.isPending}
      title={t('inbox.replyMode.autoSendHint')}
      onClick={() => flip.mutate(!stopped)}
    >
      {stopped ? t('inbox.replyMode.autoSendStopped') : t('inbox.replyMode.autoSend')}
    </button>
  );
}
