import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '@vitrina/shared';
import type { ResetPasswordForm as ResetValues } from '@vitrina/shared/contracts';
import { lazyResolver } from '@vitrina/shared/forms';
import { paths } from '@vitrina/shared/routes';
import { Button, MessageSlot, useDelayedAction } from '@vitrina/shared/ui';
import { NewPasswordField } from '../../../components/form/fields';
import { useAuthForm } from '../../../hooks/use-auth-form';
import { AUTH_DELAY_MS } from '../../../lib/constants';
import { resetPassword } from '../api/reset-password';
import styles from '../../../components/form/form.module.css';

// zodResolver loads at the first validation, not with the page.
const resolver = lazyResolver<ResetValues>(() =>
  import(/* webpackChunkName: "reset-password-resolver" */ '../model/reset-password-resolver').then((m) => m.default),
);

/** /reset_pass/{slug} (docs/product.md §4.6): a new password; 'Пароль змінено', and 3 s later the login screen. */
export function ResetPasswordForm({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const navigate = useNavigate();
  const later = useDelayedAction();
  const { register, errors, fieldError, submit, message, pending, succeeded } = useAuthForm({
    resolver,
    defaultValues: { password: '' },
    send: ({ password }: ResetValues) => resetPassword({ slug, password }),
    successText: t('reset.success'),
    errorFallback: t('common.error'),
    onSuccess: () => later(() => navigate(paths.login(lng)), AUTH_DELAY_MS),
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <NewPasswordField label={t('reset.password')} error={fieldError(errors.password)} {...register('password')} />
      <Button type="submit" variant="primary" block loading={pending} disabled={pending || succeeded}>
        {t('reset.submit')}
      </Button>
      <MessageSlot message={message} />
    </form>
  );
}
