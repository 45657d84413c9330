import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@vitrina/shared';
import { Message, Select, Spinner } from '@vitrina/shared/ui';
import { Pagination } from '@vitrina/shared/ui/data';
import type { QuestionStatus } from '../api/questions';
import { useQuestions, useShopAnswers } from '../hooks/use-questions';
import { QuestionItem } from './QuestionItem';
import { ShopAnswersForm } from './ShopAnswersForm';
import styles from './QuestionsTab.module.css';

const STATUSES: QuestionStatus[] = ['open', 'answered', 'all'];

function QuestionList() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<QuestionStatus>('open');
  const [page, setPage] = useState(0);
  const questions = useQuestions(status, page);
  return (
    <>
      <Select
        label={t('question.filter')}
        value={status}
        options={STATUSES.map((value) => ({ value, label: t(`question.statuses.${value}`) }))}
        onChange={(value) => {
          setStatus(value as QuestionStatus);
          setPage(0);
        }}
      />
      {questions.isPending ? (
        <Spinner label={t('question.loading')} />
      ) : questions.isError ? (
        <Message kind="error">{errorText(questions.error, t('question.loadError'))}</Message>
      ) : questions.data.content.length === 0 ? (
        <p className={styles.empty}>{t('question.empty')}</p>
      ) : (
        <>
          <ul className={styles.items}>
            {questions.data.content.map((question) => (
              <QuestionItem key={`${question.id}:${question.answered_at ?? ''}`} question={question} />
            ))}
          </ul>
          <Pagination
            page={questions.data.number + 1}
            totalPages={questions.data.total_pages}
            onChange={(next) => setPage(next - 1)}
          />
        </>
      )}
    </>
  );
}

function ShopAnswersSection() {
  const { t } = useTranslation();
  const answers = useShopAnswers();
  if (answers.isPending) return <Spinner label={t('shopAnswers.loading')} />;
  if (answers.isError) return <Message kind="error">{errorText(answers.error, t('shopAnswers.loadError'))}</Message>;
  return <ShopAnswersForm answers={answers.data} />;
}

/**
 * 'Питання' (docs/product.md §9.4): the questions the assistant could not answer, newest first, each
 * answerable (the answer becomes knowledge), and the shop's standing answers.
 */
export function QuestionsTab() {
  const { t } = useTranslation();
  const listId = useId();
  const answersId = useId();
  return (
    <div className={styles.tab}>
      <p className={styles.text}>{t('question.text')}</p>
      <section className={styles.list} aria-labelledby={listId}>
        <h2 id={listId} className={styles.heading}>
          {t('question.list')}
        </h2>
        <QuestionList />
      </section>
      <section className={styles.list} aria-labelledby={answersId}>
        <h2 id={answersId} className={styles.heading}>
          {t('shopAnswers.title')}
        </h2>
        <p className={styles.text}>{t('shopAnswers.text')}</p>
        <ShopAnswersSection />
      </section>
    </div>
  );
}
