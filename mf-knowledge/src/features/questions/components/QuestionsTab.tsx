import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './QuestionsTab.module.css';

/** 'Питання': what the assistant will propose here; the list is empty (docs/product.md §9.4). */
export function QuestionsTab() {
  const { t } = useTranslation();
  const listId = useId();
  return (
    <div className={styles.tab}>
      <p className={styles.text}>{t('question.text')}</p>
      <section className={styles.list} aria-labelledby={listId}>
        <h2 id={listId} className={styles.heading}>
          {t('question.list')}
        </h2>
        <p className={styles.empty}>{t('question.empty')}</p>
      </section>
    </div>
  );
}
