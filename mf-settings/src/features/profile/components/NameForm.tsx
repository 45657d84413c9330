import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@vitrina/shared/ui';
import styles from './ProfilePanel.module.css';

/** Name and read-only email. Saving arrives with the users API. */
export function NameForm() {
  const { t } = useTranslation();
  const headingId = useId();
  const onSubmit = (event: FormEvent) => event.preventDefault();
  return (
    <form className={styles.form} aria-labelledby={headingId} onSubmit={onSubmit}>
      <h2 id={headingId} className={styles.heading}>
        {t('profile.personal')}
      </h2>
      <TextField label={t('profile.name')} name="name" autoComplete="name" />
      <TextField label={t('profile.email')} name="email" type="email" disabled hint={t('profile.emailReadOnly')} />
      <Button type="submit" variant="primary" disabled>
        {t('profile.saveName')}
      </Button>
    </form>
  );
}
