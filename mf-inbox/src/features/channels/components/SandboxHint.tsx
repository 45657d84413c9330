import { useTranslation } from 'react-i18next';
import { useSandboxPlatform } from '../hooks/use-channels';
import styles from './Channels.module.css';

/** The customer simulator of the Meta sandbox (api/README.md 'Meta sandbox'). */
export const SANDBOX_SIMULATOR_PATH = '/sandbox';

/**
 * With the Meta sandbox as the platform, the next step for a newcomer while the inbox is empty:
 * connect the sandbox account, then write as a customer in the simulator (issue 11).
 */
export function SandboxHint({ connected, compact = false }: { connected: boolean; compact?: boolean }) {
  const { t } = useTranslation();
  if (!useSandboxPlatform()) return null;
  if (compact) {
    return (
      <a className={styles.sandboxLink} href={SANDBOX_SIMULATOR_PATH} target="_blank" rel="noopener">
        {t('sandbox.open')}
      </a>
    );
  }
  return (
    <aside className={styles.sandbox} aria-label={t('sandbox.label')}>
      <p className={styles.sandboxText}>{connected ? t('sandbox.connected') : t('sandbox.notConnected')}</p>
      <a className={styles.sandboxLink} href={SANDBOX_SIMULATOR_PATH} target="_blank" rel="noopener">
        {t('sandbox.open')}
      </a>
    </aside>
  );
}
