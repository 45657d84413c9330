import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Message, TextArea } from '@vitrina/shared/ui';
import { COMMENT_RESPONSE_SCENARIOS, DEFAULT_COMMENT_RESPONSE_SCENARIO } from '@vitrina/shared/contracts';
import styles from './ReplySettingsTab.module.css';

/**
 * 'Налаштування': comment response scenario and auto-comment text (docs/product.md §9.4). Disabled until the
 * current-user API that stores them exists.
 */
export function ReplySettingsTab() {
  const { t } = useTranslation();
  const headingId = useId();
  const onSubmit = (event: FormEvent) => event.preventDefault();
  return (
    <form className={styles.form} aria-labelledby={headingId} onSubmit={onSubmit}>
      <h2 id={headingId} className={styles.heading}>
        {t('replySettings.title')}
      </h2>
      <Message kind="info">{t('replySettings.notConnected')}</Message>
      <fieldset className={styles.fieldset} disabled>
        <legend className={styles.legend}>{t('replySettings.scenario')}</legend>
        {COMMENT_RESPONSE_SCENARIOS.map((scenario) => (
          <label key={scenario} className={styles.radio}>
            <input
              type="radio"
              name="comment_response_scenario"
              value={scenario}
              defaultChecked={scenario === DEFAULT_COMMENT_RESPONSE_SCENARIO}
            />
            {t(`replySettings.scenarios.${scenario}`)}
          </label>
        ))}
      </fieldset>
      <TextArea
        label={t('replySettings.autoComment')}
        name="private_reply_message"
        rows={3}
        placeholder={t('replySettings.autoCommentPlaceholder')}
        disabled
      />
      <div>
        <Button type="submit" variant="primary" disabled>
          {t('replySettings.save')}
        </Button>
      </div>
    </form>
  );
}
