import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText, useLanguage } from '@vitrina/shared';
import type { ForgotPasswordForm as ForgotValues } from '@vitrina/shared/contracts';
import { lazyResolver } from '@vitrina/shared/forms';
import { Button, Message, TextField, useTimedMessage } from '@vitrina/shared/ui';
import { AUTH_DELAY_MS } from '../../../lib/constants';
import { useRequestPasswordReset } from '../api/request-password-reset';
import styles from '../../../components/form/form.module.css';

// The schema (contracts, zod) loads at the first validation, not with the page.
const resolver = lazyResolver<ForgotValues>(() =>
  import(/* webpackChunkName: "forgot-password-resolver" */ '../model/forgot-password-resolver').then((m) => m.default),
);

/** /forgot_pass: sends the email (no client validation, spec §5); success or error for 3 s. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { message, show } = useTimedMessage();
  const resetRequest = useRequestPasswordReset();
  const { register, handleSubmit } = useForm<ForgotValues>({
    resolver,
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(({ email }) =>
    resetRequest.mutate(
      { email, lng },
      {
        onSuccess: () => show('success', t('forgot.success'), AUTH_DELAY_MS),
        onError: (error) => show('error', errorText(error, t('common.error')), AUTH_DELAY_MS),
      },
    ),
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField label={t('common.email')} type="email" autoComplete="email" inputMode="email" {...register('email')} />
      <Button type="submit" variant="primary" block loading={resetRequest.isPending} disabled={resetRequest.isPending}>
        {t('forgot.submit')}
      </Button>
      {message && (
        <Message key={message.id} kind={message.kind}>
          {message.text}
        </Message>
      )}
    </form>
  );
}
