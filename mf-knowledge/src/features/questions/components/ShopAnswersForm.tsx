import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@vitrina/shared';
import { ANSWER_MAX_LENGTH, SHOP_ANSWER_TOPICS, type ShopAnswers } from '@vitrina/shared/contracts';
import { Button, MessageSlot, TextArea, useTimedMessage } from '@vitrina/shared/ui';
import { useSaveShopAnswers } from '../hooks/use-questions';
import styles from './QuestionsTab.module.css';

/** Delivery, payment, returns and contacts: what the assistant tells every customer who asks. */
export function ShopAnswersForm({ answers }: { answers: ShopAnswers }) {
  const { t } = useTranslation();
  const save = useSaveShopAnswers();
  const message = useTimedMessage();
  const [values, setValues] = useState(() =>
    Object.fromEntries(SHOP_ANSWER_TOPICS.map((topic) => [topic, answers[topic]])),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values, {
      onSuccess: () => message.show('success', t('shopAnswers.saved'), 5000),
      onError: (error) => message.show('error', errorText(error, t('shopAnswers.error')), 5000),
    });
  };

  return (
    <form className={styles.answers} onSubmit={submit}>
      {SHOP_ANSWER_TOPICS.map((topic) => (
        <TextArea
          key={topic}
          label={t(`shopAnswers.topics.${topic}`)}
          placeholder={t(`shopAnswers.placeholders.${topic}`)}
          rows={2}
          maxLength={ANSWER_MAX_LENGTH}
          value={values[topic]}
          onChange={(event) => setValues((current) => ({ ...current, [topic]: event.target.value }))}
        />
      ))}
      <MessageSlot message={message.message} />
      <div>
        <Button type="submit" variant="primary" loading={save.isPending}>
          {t('shopAnswers.save')}
        </Button>
      </div>
    </form>
  );
}
