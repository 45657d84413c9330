import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@vitrina/shared';
import {
  COMMENT_RESPONSE_SCENARIOS,
  PRIVATE_REPLY_MESSAGE_MAX_LENGTH,
  type CommentResponseScenario,
  type User,
} from '@vitrina/shared/contracts';
import {
  Button,
  Message,
  MessageSlot,
  MESSAGE_MS,
  RadioGroup,
  Spinner,
  TextArea,
  useTimedMessage,
} from '@vitrina/shared/ui';
import { useCurrentUser, useSaveCommentSettings } from '../hooks/use-comment-settings';
import styles from './ReplySettingsTab.module.css';

function SettingsForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const headingId = useId();
  const save = useSaveCommentSettings();
  const message = useTimedMessage();
  const [scenario, setScenario] = useState<CommentResponseScenario>(user.comment_response_scenario);
  const [text, setText] = useState(user.private_reply_message);
  const [touched, setTouched] = useState(false);
  const missing = text.trim() === '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (missing) return;
    message.clear();
    save.mutate(
      { comment_response_scenario: scenario, private_reply_message: text.trim() },
      {
        onSuccess: () => message.show('success', t('replySettings.saved'), MESSAGE_MS.long),
        onError: (error) => message.show('error', errorText(error, t('replySettings.error')), MESSAGE_MS.long),
      },
    );
  };

  return (
    <form className={styles.form} aria-labelledby={headingId} onSubmit={onSubmit} noValidate>
      <h2 id={headingId} className={styles.heading}>
        {t('replySettings.title')}
      </h2>
      <RadioGroup legend={t('replySettings.scenario')}>
        {COMMENT_RESPONSE_SCENARIOS.map((value) => (
          <label key={value} className={styles.radio}>
            <input
              type="radio"
              name="comment_response_scenario"
              value={value}
              checked={scenario === value}
              onChange={() => setScenario(value)}
            />
            {t(`replySettings.scenarios.${value}`)}
          </label>
        ))}
      </RadioGroup>
      <TextArea
        label={t('replySettings.autoComment')}
        name="private_reply_message"
        rows={3}
        maxLength={PRIVATE_REPLY_MESSAGE_MAX_LENGTH}
        placeholder={t('replySettings.autoCommentPlaceholder')}
        hint={t('replySettings.autoCommentHint')}
        value={text}
        error={touched && missing ? t('replySettings.autoCommentRequired') : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <MessageSlot message={message.message} />
      <div>
        <Button type="submit" variant="primary" loading={save.isPending}>
          {t('replySettings.save')}
        </Button>
      </div>
    </form>
  );
}

/** 'Налаштування' (docs/product.md §9.4): the comment response scenario and the auto-comment text. */
export function ReplySettingsTab() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (user.isPending) return <Spinner label={t('replySettings.loading')} />;
  if (user.isError) return <Message kind="error">{errorText(user.error, t('replySettings.loadError'))}</Message>;
  return <SettingsForm key={user.data.id} user={user.data} />;
}
