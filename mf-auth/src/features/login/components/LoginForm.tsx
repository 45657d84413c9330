import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { errorText, useLanguage } from '@vitrina/shared';
import { Button, Checkbox, Message, TextField, useTimedMessage } from '@vitrina/shared/ui';
import { useDelayedAction } from '@vitrina/shared/ui';
import { lazyResolver, useValidationText } from '@vitrina/shared/forms';
import { AUTH_DELAY_MS } from '../../../lib/constants';
import { paths } from '@vitrina/shared/routes';
import { useLogin } from '../api/login';
import { useRememberMe } from '../hooks/use-remember-me';
import styles from '../../../components/form/form.module.css';

interface LoginValues {
  email: string;
  password: string;
}

// The schema (contracts, zod) loads at the first validation, not with the page.
const resolver = lazyResolver<LoginValues>(() =>
  import(/* webpackChunkName: "login-resolver" */ '../model/login-resolver').then((m) => m.default),
);

/** /login: email + password + remember-me; success waits 3 s on its message, then opens the inbox. */
export function LoginForm() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const navigate = useNavigate();
  const later = useDelayedAction();
  const fieldError = useValidationText();
  const { message, show } = useTimedMessage();
  const [rememberMe, setRememberMe] = useRememberMe();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver,
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    login.mutate(
      { ...values, rememberMe },
      {
        onSuccess: () => {
          show('success', t('login.success'), AUTH_DELAY_MS);
          later(() => navigate(paths.chats(lng)), AUTH_DELAY_MS);
        },
        onError: (error) => show('error', errorText(error, t('login.failure')), AUTH_DELAY_MS),
      },
    ),
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
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
        autoComplete="current-password"
        error={fieldError(errors.password)}
        {...register('password')}
      />
      <div className={styles.row}>
        <Checkbox
          label={t('login.rememberMe')}
          checked={rememberMe}
          onChange={(event) => setRememberMe(event.currentTarget.checked)}
        />
        <Link className={styles.link} to={paths.forgotPassword(lng)}>
          {t('login.forgot')}
        </Link>
      </div>
      <Button
        type="submit"
        variant="primary"
        block
        loading={login.isPending}
        disabled={login.isPending || login.isSuccess}
      >
        {t('login.submit')}
      </Button>
      {message && (
        <Message key={message.id} kind={message.kind}>
          {message.text}
        </Message>
      )}
    </form>
  );
}
