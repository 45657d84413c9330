import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@vitrina/shared';
import { useChannelChoice } from '../hooks/use-channel-choice';
import styles from './AppChrome.module.css';

/**
 * The phone menu's channel selector (docs/product.md §9.1): a native list of the owner's channels
 * (the phone's own picker), choosing one makes it current. Nothing while there is none.
 */
export function ChannelChoice() {
  const { t } = useTranslation();
  const id = useId();
  const { list, current, select } = useChannelChoice(true);
  const channels = list.data ?? [];
  if (channels.length === 0) return null;
  const value = select.variables ?? current.data?.id ?? channels[0].id;
  return (
    <div className={styles.channel}>
      <label htmlFor={id} className={styles.channelLabel}>
        {t('menu.channel')}
      </label>
      <select
        id={id}
        className={styles.channelSelect}
        value={value}
        disabled={select.isPending}
        onChange={(event) => select.mutate(event.target.value)}
      >
        {channels.map((channel) => (
          <option key={channel.id} value={channel.id}>
            {channel.channel_name}
          </option>
        ))}
      </select>
      {select.isError && (
        <p role="alert" className={styles.channelError}>
          {errorText(select.error, t('menu.channelError'))}
        </p>
      )}
    </div>
  );
}
