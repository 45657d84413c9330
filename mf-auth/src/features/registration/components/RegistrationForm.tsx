import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorText, useLanguage } from '@vitrina/shared';
import type { RegistrationForm as RegistrationValues } from '@vitrina/shared/contracts';
import { lazyResolver } from '@vitrina/shared/forms';
import { paths } from '@vitrina/shared/routes';
import { Button, MessageSlot, TextField, useDelayedAction } from '@vitrina/shared/ui';
import { EmailField, NewPasswordField } from '../../../components/form/fields';
import { useAuthForm } from '../../../hooks/use-auth-form';
import { AUTH_DELAY_MS } from '../../../lib/constants';
import { register as registerUser, useSignInAfterRegistration } from '../api/register';
import styles from '../../../components/form/form.module.css';

// zodResolver loads at the first validation, not with the page.
const resolver = lazyResolver<RegistrationValues>(() =>
  import(/* webpackChunkName: "registration-resolver" */ '../model/registration-resolver').then((m) => m.default),
);

/**
 * /registration (docs/product.md §4.4): name, email, password. Success shows its message; 3 s
 * later the user is signed in with the same credentials (the newUser flag set) and the inbox
 * opens, where the welcome form appears. If that sign-in fails, its error shows and the login
 * screen follows.
 */
export function RegistrationForm() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const navigate = useNavigate();
  const later = useDelayedAction();
  const signIn = useSignInAfterRegistration();
  const { register, errors, fieldError, submit, message, showMessage, pending, succeeded } = useAuthForm({
    resolver,
    defaultValues: { name: '', email: '', password: '' },
    send: registerUser,
    successText: t('registration.success'),
    errorFallback: t('common.error'),
    onSuccess: ({ email, password }) => later(() => signInAndContinue({ email, password }), AUTH_DELAY_MS),
  });

  const signInAndContinue = (credentials: { email: string; password: string }) =>
    signIn.run(credentials, {
      onSuccess: () => navigate(paths.chats(lng)),
      onError: (error) => {
        showMessage('error', errorText(error, t('login.failure')), AUTH_DELAY_MS);
        later(() => navigate(paths.login(lng)), AUTH_DELAY_MS);
      },
    });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('registration.name')}
        autoComplete="name"
        error={fieldError(errors.name)}
        {...register('name')}
      />
      <EmailField error={fieldError(errors.email)} {...register('email')} />
      <NewPasswordField label={t('common.password')} error={fieldError(errors.password)} {...register('password')} />
      <Button type="submit" variant="primary" block loading={pending || signIn.pending} disabled={pending || succeeded}>
        {t('registration.submit')}
      </Button>
      <MessageSlot message={message} />
    </form>
  );
}
