import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { passwordLogin, useLanguage } from '@vitrina/shared';
import { lazyResolver } from '@vitrina/shared/forms';
import { paths } from '@vitrina/shared/routes';
import { Button, Checkbox, MessageSlot, TextField, useDelayedAction } from '@vitrina/shared/ui';
import { EmailField } from '../../../components/form/fields';
import { useAuthForm } from '../../../hooks/use-auth-form';
import { AUTH_DELAY_MS } from '../../../lib/constants';
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

/** /login (docs/product.md §4.3): email, password, remember-me; success waits 3 s, then the inbox. */
export function LoginForm() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const navigate = useNavigate();
  const later = useDelayedAction();
  const [rememberMe, setRememberMe] = useRememberMe();
  const { register, errors, fieldError, submit, message, pending, succeeded } = useAuthForm({
    resolver,
    defaultValues: { email: '', password: '' },
    // Password grant (form data + Basic client header); the tokens land in the auth store.
    send: ({ email, password }: LoginValues) => passwordLogin(email, password, rememberMe),
    successText: t('login.success'),
    errorFallback: t('login.failure'),
    onSuccess: () => later(() => navigate(paths.chats(lng)), AUTH_DELAY_MS),
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <EmailField error={fieldError(errors.email)} {...register('email')} />
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
      <Button type="submit" variant="primary" block loading={pending} disabled={pending || succeeded}>
        {t('login.submit')}
      </Button>
      <MessageSlot message={message} />
    </form>
  );
}
