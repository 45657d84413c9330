import { useTranslation } from 'react-i18next';
import type { Channel } from '../types';
import { PlatformIcon } from './PlatformIcon';
import styles from './Channels.module.css';

/** The platform icon, the platform and kind of account, and the account's own name. */
export function ChannelLabel({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  return (
    <span className={styles.channelLabel}>
      <PlatformIcon platform={channel.platform} />
      <span>
        <span className={styles.channelType}>{t(`channelTypes.${channel.type}`)}</span>
        {channel.name && <span className={styles.accountName}>{channel.name}</span>}
      </span>
    </span>
  );
}
