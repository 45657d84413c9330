import { useTranslation } from 'react-i18next';
import { Message } from '@vitrina/shared/ui';
import { NameForm } from './NameForm';
import { PasswordForm } from './PasswordForm';
import styles from './ProfilePanel.module.css';

/** 'Особистий кабінет': the personal data form and the password form (docs/product.md §9.5). */
export function ProfilePanel() {
  const { t } = useTranslation();
  return (
    <div className={styles.panel}>
      <Message kind="info">{t('profile.notConnected')}</Message>
      <div className={styles.forms}>
        <NameForm />
        <PasswordForm />
      </div>
    </div>
  );
}
