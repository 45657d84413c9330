import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Message, TextField } from '@vitrina/shared/ui';
import { ACCEPTED_FILE_TYPES } from '../types';
import styles from './UploadTab.module.css';

/** 'Завантаження': what the stock file gives the assistant, and the picker (docs/product.md §9.4). */
export function UploadTab() {
  const { t } = useTranslation();
  const headingId = useId();
  const onSubmit = (event: FormEvent) => event.preventDefault();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('upload.title')}
      </h2>
      <p className={styles.text}>{t('upload.text')}</p>
      <Message kind="info">{t('upload.notConnected')}</Message>
      <form className={styles.form} onSubmit={onSubmit}>
        <TextField label={t('upload.file')} type="file" name="file" accept={ACCEPTED_FILE_TYPES} disabled />
        <Button type="submit" variant="primary" disabled>
          {t('upload.submit')}
        </Button>
      </form>
    </section>
  );
}
