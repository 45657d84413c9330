import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@vitrina/shared/ui';
import styles from './ReplyMode.module.css';

/**
 * The assistant's reply mode (docs/product.md §9.2, spec §6): 'Контроль відповідей' (the AI
 * drafts, a person sends) is the only mode and is shown chosen; 'full trust' is shown disabled
 * and unchecked, saying it is coming. Nothing is sent: there is no other mode to switch to yet.
 */
export function ReplyMode() {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className={styles.mode}>
      <legend className={styles.legend}>{t('inbox.replyMode.title')}</legend>
      <label className={styles.option} title={t('inbox.replyMode.controlHint')}>
        <input type="radio" name={name} value="CONTROL" checked readOnly />
        <span>{t('inbox.replyMode.control')}</span>
        <VisuallyHidden>{t('inbox.replyMode.controlHint')}</VisuallyHidden>
      </label>
      <label className={styles.option} title={t('inbox.replyMode.fullTrustHint')}>
        <input type="radio" name={name} value="FULL_TRUST" checked={false} disabled readOnly />
        <span>{t('inbox.replyMode.fullTrust')}</span>
        <VisuallyHidden>{t('inbox.replyMode.fullTrustHint')}</VisuallyHidden>
      </label>
    </fieldset>
  );
}
