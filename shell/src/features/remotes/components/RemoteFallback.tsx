import { useTranslation } from 'react-i18next';
import { Button } from '@vitrina/shared/ui';
import styles from './RemoteOutlet.module.css';

/** Shown in a remote's area when it could not be loaded; the rest of the app keeps working. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.fallback} role="alert">
      <p className={styles.fallbackTitle}>{t('remote.failed')}</p>
      <p className={styles.fallbackHint}>{t('remote.hint')}</p>
      <Button variant="primary" onClick={onRetry}>
        {t('remote.retry')}
      </Button>
    </div>
  );
}
