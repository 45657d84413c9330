import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorText, useLanguage } from '@vitrina/shared';
import { paths } from '@vitrina/shared/routes';
import { MessageSlot, MESSAGE_MS, useTimedMessage } from '@vitrina/shared/ui';
import { useCurrentChannel, useSelectChannel } from '../hooks/use-channels';
import type { Channel } from '../types';
import { AddChannelModal } from './AddChannelModal';
import { PlatformIcon } from './PlatformIcon';
import styles from './Channels.module.css';

/**
 * The channel selector of the chats header (docs/product.md §9.2): the current channel; the list of
 * channels (choosing one makes it current); 'add channel'; 'Settings' to /settings.
 */
export function ChannelSelector({ channels }: { channels: readonly Channel[] }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const current = useCurrentChannel();
  const select = useSelectChannel();
  const message = useTimedMessage();
  const [expanded, setExpanded] = useState(false);
  const [adding, setAdding] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const shown = current.data ?? channels[0];

  useEffect(() => {
    if (!expanded) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setExpanded(false);
      toggle.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setExpanded(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [expanded]);

  const choose = (channel: Channel) => {
    setExpanded(false);
    if (channel.id === shown?.id) return;
    select.mutate(channel.id, {
      onError: (error) => message.show('error', errorText(error, t('selector.selectError')), MESSAGE_MS.long),
    });
  };

  return (
    <div className={styles.selector} ref={root}>
      <span className={styles.selectorLabel}>{t('selector.label')}</span>
      <button
        ref={toggle}
        type="button"
        className={styles.selectorToggle}
        aria-expanded={expanded}
        aria-controls={panelId}
        aria-label={t('selector.toggle', { name: shown?.channel_name ?? '' })}
        onClick={() => setExpanded((value) => !value)}
      >
        {shown && <PlatformIcon platform={shown.platform} />}
        <span className={styles.selectorName}>{shown?.channel_name}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {expanded && (
        <div id={panelId} className={styles.selectorPanel} role="group" aria-label={t('selector.channels')}>
          <ul className={styles.selectorList}>
            {channels.map((channel) => (
              <li key={channel.id}>
                <button
                  type="button"
                  className={styles.selectorItem}
                  aria-current={channel.id === shown?.id ? 'true' : undefined}
                  onClick={() => choose(channel)}
                >
                  <PlatformIcon platform={channel.platform} />
                  <span className={styles.selectorName}>{channel.channel_name}</span>
                  {channel.id === shown?.id && <span aria-hidden="true">✓</span>}
                </button>
              </li>
            ))}
          </ul>
          <div className={styles.selectorFooter}>
            <button
              type="button"
              className={styles.selectorItem}
              aria-haspopup="dialog"
              onClick={() => {
                setExpanded(false);
                setAdding(true);
              }}
            >
              {t('selector.add')}
            </button>
            <Link className={styles.selectorItem} to={paths.settings(lng)}>
              {t('selector.settings')}
            </Link>
          </div>
        </div>
      )}
      <MessageSlot message={message.message} />
      <AddChannelModal open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}
