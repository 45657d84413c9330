import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FileTable } from './FileTable';
import { UploadForm } from './UploadForm';
import styles from './UploadTab.module.css';

/**
 * 'Завантаження': what the stock file gives the assistant, the upload form, and the uploaded files
 * (docs/product.md §9.4).
 */
export function UploadTab() {
  const { t } = useTranslation();
  const headingId = useId();
  const filesId = useId();
  return (
    <div className={styles.tab}>
      <section className={styles.card} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          {t('upload.title')}
        </h2>
        <p className={styles.text}>{t('upload.text')}</p>
        <UploadForm />
      </section>
      <section className={styles.card} aria-labelledby={filesId}>
        <h2 id={filesId} className={styles.heading}>
          {t('files.title')}
        </h2>
        <FileTable />
      </section>
    </div>
  );
}
