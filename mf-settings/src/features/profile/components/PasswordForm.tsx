import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '@vitrina/shared';
import type { ChangePasswordForm as PasswordValues } from '@vitrina/shared/contracts';
import { lazyResolver, useValidationText } from '@vitrina/shared/forms';
import { Button, MessageSlot, MESSAGE_MS, TextField, useTimedMessage } from '@vitrina/shared/ui';
import { useChangePassword } from '../hooks/use-profile';
import styles from './ProfilePanel.module.css';

const resolver = lazyResolver<PasswordValues>(() =>
  import(/* webpackChunkName: "password-resolver" */ '../model/password-resolver').then((m) => m.default),
);

const EMPTY: PasswordValues = { old_password: '', new_password: '', confirm_password: '' };

/**
 * Current, new and repeated password (docs/product.md §4.7, §9.5): current required, new required
 * and different from the current, the confirmation equal to the new. 'Пароль змінено' for 3 s and
 * the form empties; the server ends every other session of the user and closes its sockets.
 */
export function PasswordForm() {
  const { t } = useTranslation();
  const headingId = useId();
  const fieldError = useValidationText();
  const message = useTimedMessage();
  const change = useChangePassword();
  const form = useForm<PasswordValues>({ resolver, defaultValues: EMPTY });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ old_password, new_password }) => {
    message.clear();
    change.mutate(
      { old_password, new_password },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          message.show('success', t('profile.passwordChanged'), MESSAGE_MS.short);
        },
        onError: (error) => message.show('error', errorText(error, t('profile.error')), MESSAGE_MS.short),
      },
    );
  });

  return (
    <form className={styles.form} aria-labelledby={headingId} onSubmit={onSubmit} noValidate>
      <h2 id={headingId} className={styles.heading}>
        {t('profile.password')}
      </h2>
      <TextField
        label={t('profile.oldPassword')}
        type="password"
        autoComplete="current-password"
        error={fieldError(errors.old_password)}
        {...form.register('old_password')}
      />
      <TextField
        label={t('profile.newPassword')}
        type="password"
        autoComplete="new-password"
        error={fieldError(errors.new_password)}
        {...form.register('new_password')}
      />
      <TextField
        label={t('profile.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={fieldError(errors.confirm_password)}
        {...form.register('confirm_password')}
      />
      <MessageSlot message={message.message} />
      <Button type="submit" variant="primary" loading={change.isPending} disabled={change.isPending}>
        {t('profile.savePassword')}
      </Button>
    </form>
  );
}
