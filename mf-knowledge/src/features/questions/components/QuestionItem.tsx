import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, useLanguage } from '@vitrina/shared';
import { ANSWER_MAX_LENGTH, type CustomerQuestion } from '@vitrina/shared/contracts';
import { Button, MessageSlot, TextArea, useTimedMessage } from '@vitrina/shared/ui';
import { formatDateTime } from '../../../components/format';
import { useAnswerQuestion, useDeleteQuestion } from '../hooks/use-questions';
import styles from './QuestionsTab.module.css';

/** One customer question with its answer box. */
export function QuestionItem({ question }: { question: CustomerQuestion }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const [answer, setAnswer] = useState(question.answer ?? '');
  const save = useAnswerQuestion();
  const remove = useDeleteQuestion();
  const message = useTimedMessage();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (answer.trim() === '') return;
    save.mutate(
      { id: question.id, answer: answer.trim() },
      {
        onSuccess: () => message.show('success', t('question.answerSaved')),
        onError: (error) => message.show('error', errorText(error, t('question.answerError')), 5000),
      },
    );
  };

  return (
    <li className={styles.item}>
      <form className={styles.itemForm} onSubmit={submit} aria-label={question.question}>
        <p className={styles.question}>{question.question}</p>
        <p className={styles.meta}>
          {formatDateTime(question.created_at, lng)}
          {' · '}
          {question.answer ? t('question.answered') : t('question.unanswered')}
        </p>
        <TextArea
          label={t('question.answerLabel')}
          rows={2}
          maxLength={ANSWER_MAX_LENGTH}
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
        />
        <MessageSlot message={message.message} />
        <div className={styles.itemActions}>
          <Button
            type="button"
            variant="ghost"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(question.id, {
                onError: (error) => message.show('error', errorText(error, t('question.deleteError')), 5000),
              })
            }
          >
            {t('question.delete')}
          </Button>
          <Button type="submit" variant="primary" disabled={answer.trim() === ''} loading={save.isPending}>
            {t('question.saveAnswer')}
          </Button>
        </div>
      </form>
    </li>
  );
}
