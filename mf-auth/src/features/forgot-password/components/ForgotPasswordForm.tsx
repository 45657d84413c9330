import { useTranslation } from 'react-i18next';
import { useLanguage } from '@vitrina/shared';
import type { ForgotPasswordForm as ForgotValues } from '@vitrina/shared/contracts';
import { lazyResolver } from '@vitrina/shared/forms';
import { Button, MessageSlot } from '@vitrina/shared/ui';
import { EmailField } from '../../../components/form/fields';
import { useAuthForm } from '../../../hooks/use-auth-form';
import { requestPasswordReset } from '../api/request-password-reset';
import styles from '../../../components/form/form.module.css';

// The schema (contracts, zod) loads at the first validation, not with the page.
const resolver = lazyResolver<ForgotValues>(() =>
  import(/* webpackChunkName: "forgot-password-resolver" */ '../model/forgot-password-resolver').then((m) => m.default),
);

/** /forgot_pass (docs/product.md §4.5): sends the email, no client validation; the result for 3 s. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { register, submit, message, pending } = useAuthForm({
    resolver,
    defaultValues: { email: '' },
    send: ({ email }: ForgotValues) => requestPasswordReset({ email, lng }),
    successText: t('forgot.success'),
    errorFallback: t('common.error'),
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <EmailField {...register('email')} />
      <Button type="submit" variant="primary" block loading={pending} disabled={pending}>
        {t('forgot.submit')}
      </Button>
      <MessageSlot message={message} />
    </form>
  );
}
