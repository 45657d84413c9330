import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorText, useLanguage } from '@vitrina/shared';
import { PASSWORD_MIN_LENGTH, type RegistrationForm as RegistrationValues } from '@vitrina/shared/contracts';
import { Button, Message, TextField, useTimedMessage } from '@vitrina/shared/ui';
import { useDelayedAction } from '@vitrina/shared/ui';
import { lazyResolver, useValidationText } from '@vitrina/shared/forms';
import { AUTH_DELAY_MS } from '../../../lib/constants';
import { paths } from '@vitrina/shared/routes';
import { useRegistration, useSignInAfterRegistration } from '../api/register';
import styles from '../../../components/form/form.module.css';

// zodResolver loads at the first validation, not with the page.
const resolver = lazyResolver<RegistrationValues>(() =>
  import(/* webpackChunkName: "registration-resolver" */ '../model/registration-resolver').then((m) => m.default),
);

/**
 * /registration: name, email, password. Success shows its message; 3 s later the user is signed
 * in with the same credentials (the newUser flag set) and the inbox opens, where the welcome
 * form appears. If that sign-in fails, its error shows and the login screen follows.
 */
export function RegistrationForm() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const navigate = useNavigate();
  const later = useDelayedAction();
  const fieldError = useValidationText();
  const { message, show } = useTimedMessage();
  const registration = useRegistration();
  const signIn = useSignInAfterRegistration();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegistrationValues>({
    resolver,
    defaultValues: { name: '', email: '', password: '' },
  });

  const signInAndContinue = (credentials: { email: string; password: string }) =>
    signIn.mutate(credentials, {
      onSuccess: () => navigate(paths.chats(lng)),
      onError: (error) => {
        show('error', errorText(error, t('login.failure')), AUTH_DELAY_MS);
        later(() => navigate(paths.login(lng)), AUTH_DELAY_MS);
      },
    });

  const onSubmit = handleSubmit((values) =>
    registration.mutate(values, {
      onSuccess: () => {
        show('success', t('registration.success'), AUTH_DELAY_MS);
        later(() => signInAndContinue({ email: values.email, password: values.password }), AUTH_DELAY_MS);
      },
      onError: (error) => show('error', errorText(error, t('common.error')), AUTH_DELAY_MS),
    }),
  );

  const busy = registration.isPending || registration.isSuccess;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField
        label={t('registration.name')}
        autoComplete="name"
        error={fieldError(errors.name)}
        {...register('name')}
      />
      <TextField
        label={t('common.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={fieldError(errors.email)}
        {...register('email')}
      />
      <TextField
        label={t('common.password')}
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
        loading={registration.isPending || signIn.isPending}
        disabled={busy}
      >
        {t('registration.submit')}
      </Button>
      {message && (
        <Message key={message.id} kind={message.kind}>
          {message.text}
        </Message>
      )}
    </form>
  );
}
