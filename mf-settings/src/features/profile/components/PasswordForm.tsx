import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@vitrina/shared/ui';
import styles from './ProfilePanel.module.css';

/** Old, new and repeated password. Saving arrives with the users API. */
export function PasswordForm() {
  const { t } = useTranslation();
  const headingId = useId();
  const onSubmit = (event: FormEvent) => event.preventDefault();
  return (
    <form className={styles.form} aria-labelledby={headingId} onSubmit={onSubmit}>
      <h2 id={headingId} className={styles.heading}>
        {t('profile.password')}
      </h2>
      <TextField label={t('profile.oldPassword')} name="old_password" type="password" autoComplete="current-password" />
      <TextField label={t('profile.newPassword')} name="new_password" type="password" autoComplete="new-password" />
      <TextField
        label={t('profile.confirmPassword')}
        name="confirm_password"
        type="password"
        autoComplete="new-password"
      />
      <Button type="submit" variant="primary" disabled>
        {t('profile.savePassword')}
      </Button>
    </form>
  );
}
