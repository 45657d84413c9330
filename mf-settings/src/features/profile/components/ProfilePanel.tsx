import { useTranslation } from 'react-i18next';
import { errorText } from '@vitrina/shared';
import { Message, Spinner } from '@vitrina/shared/ui';
import { useCurrentUser } from '../hooks/use-profile';
import { NameForm } from './NameForm';
import { PasswordForm } from './PasswordForm';
import styles from './ProfilePanel.module.css';

/** 'Особистий кабінет': the personal data form and the password form (docs/product.md §9.5). */
export function ProfilePanel() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (user.isPending) return <Spinner label={t('profile.loading')} />;
  if (user.isError) return <Message kind="error">{errorText(user.error, t('profile.loadError'))}</Message>;
  return (
    <div className={styles.panel}>
      <div className={styles.forms}>
        <NameForm key={user.data.id} user={user.data} />
        <PasswordForm />
      </div>
    </div>
  );
}
