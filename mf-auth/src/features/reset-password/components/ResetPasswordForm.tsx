import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorText, useLanguage } from '@vitrina/shared';
import { PASSWORD_MIN_LENGTH, type ResetPasswordForm as ResetValues } from '@vitrina/shared/contracts';
import { Button, Message, TextField, useTimedMessage } from '@vitrina/shared/ui';
import { useDelayedAction } from '@vitrina/shared/ui';
import { lazyResolver, useValidationText } from '@vitrina/shared/forms';
import { AUTH_DELAY_MS } from '../../../lib/constants';
import { paths } from '@vitrina/shared/routes';
import { useResetPassword } from '../api/reset-password';
import styles from '../../../components/form/form.module.css';

// zodResolver loads at the first validation, not with the page.
const resolver = lazyResolver<ResetValues>(() =>
  import(/* webpackChunkName: "reset-password-resolver" */ '../model/reset-password-resolver').then((m) => m.default),
);

/** /reset_pass/{slug}: a new password; 'Пароль змінено', and 3 s later the login screen. */
export function ResetPasswordForm({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const navigate = useNavigate();
  const later = useDelayedAction();
  const fieldError = useValidationText();
  const { message, show } = useTimedMessage();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetValues>({
    resolver,
    defaultValues: { password: '' },
  });

  const onSubmit = handleSubmit(({ password }) =>
    reset.mutate(
      { slug, password },
      {
        onSuccess: () => {
          show('success', t('reset.success'), AUTH_DELAY_MS);
          later(() => navigate(paths.login(lng)), AUTH_DELAY_MS);
        },
        onError: (error) => show('error', errorText(error, t('common.error')), AUTH_DELAY_MS),
      },
    ),
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField
        label={t('reset.password')}
        type="password"
        autoComplete="new-password"
        hint={t('common.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        error={fieldError(errors.password)}
        {...register('password')}
      />
      <Button
        type="submit"
        variant="primary"
        block
        loading={reset.isPending}
        disabled={reset.isPending || reset.isSuccess}
      >
        {t('reset.submit')}
      </Button>
      {message && (
        <Message key={message.id} kind={message.kind}>
          {message.text}
        </Message>
      )}
    </form>
  );
}
