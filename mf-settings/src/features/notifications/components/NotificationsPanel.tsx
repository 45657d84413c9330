import { useTranslation } from 'react-i18next';
import { DeviceList } from './DeviceList';
import { PreferencesForm } from './PreferencesForm';
import { ThisDevice } from './ThisDevice';
import styles from './NotificationsPanel.module.css';

/**
 * 'Сповіщення' (docs/product.md §9.13): turn notifications on for this device, which events notify
 * and the quiet hours, and every device that receives them (each removable).
 */
export function NotificationsPanel() {
  const { t } = useTranslation();
  return (
    <div className={styles.panel}>
      <p className={styles.intro}>{t('push.intro')}</p>
      <ThisDevice />
      <PreferencesForm />
      <DeviceList />
    </div>
  );
}
