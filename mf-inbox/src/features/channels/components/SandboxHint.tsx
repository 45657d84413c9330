import { useTranslation } from 'react-i18next';
import { useSandboxPlatform } from '../hooks/use-channels';
import styles from './Channels.module.css';

/** The customer simulator of the Meta sandbox (api/README.md 'Meta sandbox'). */
export const SANDBOX_SIMULATOR_PATH = '/sandbox';

/**
 * The simulator opened on this shop's own sandbox account (its Instagram id or Page id): a bare
 * `/sandbox` opens the newest account on the machine, which can be another shop's (issue 47).
 */
export const simulatorUrl = (account: string) => `${SANDBOX_SIMULATOR_PATH}?account=${encodeURIComponent(account)}`;

/**
 * With the Meta sandbox as the platform, the next step for a newcomer: connect the sandbox
 * account, then write as a customer in the simulator (issue 11). `account`: the connected
 * channel's platform account; without one there is no simulator link, only the advice to connect.
 */
export function SandboxHint({ account, compact = false }: { account?: string | null; compact?: boolean }) {
  const { t } = useTranslation();
  if (!useSandboxPlatform()) return null;
  const link = account ? (
    <a className={styles.sandboxLink} href={simulatorUrl(account)} target="_blank" rel="noopener">
      {t('sandbox.open')}
    </a>
  ) : null;
  if (compact) return link;
  return (
    <aside className={styles.sandbox} aria-label={t('sandbox.label')}>
      <p className={styles.sandboxText}>{account ? t('sandbox.connected') : t('sandbox.notConnected')}</p>
      {link}
    </aside>
  );
}
