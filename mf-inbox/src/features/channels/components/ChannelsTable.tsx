import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@vitrina/shared';
import { Button, Message, MessageSlot, MESSAGE_MS, Modal, Spinner, useTimedMessage } from '@vitrina/shared/ui';
import { Table } from '@vitrina/shared/ui/data';
import { useChannels, useDeleteChannel } from '../hooks/use-channels';
import type { Channel } from '../types';
import { ChannelLabel } from './ChannelLabel';
import styles from './Channels.module.css';

/**
 * The 'Чати' table of /channels: name, channel with its platform icon and type (whether Meta
 * revoked its access, how the import of its recent conversations went), delete (docs/product.md §9.3).
 */
export function ChannelsTable({ caption }: { caption: string }) {
  const { t } = useTranslation();
  const channels = useChannels();
  const remove = useDeleteChannel();
  const message = useTimedMessage();
  const [confirming, setConfirming] = useState<Channel | null>(null);

  const confirm = () => {
    const channel = confirming;
    setConfirming(null);
    if (!channel) return;
    message.clear();
    remove.mutate(channel.id, {
      onError: (error) => message.show('error', errorText(error, t('channels.deleteError')), MESSAGE_MS.long),
    });
  };

  if (channels.isPending) return <Spinner label={t('channels.loading')} />;
  if (channels.isError) {
    return <Message kind="error">{errorText(channels.error, t('channels.loadError'))}</Message>;
  }

  // Done with nothing to import reads as such, not as 'imported: 0'.
  const historyText = ({ status, conversations }: NonNullable<Channel['history']>) =>
    status === 'DONE' && !conversations
      ? t('channels.history.DONE_NONE')
      : t(`channels.history.${status}`, { n: conversations ?? 0 });
  const columns = [
    { key: 'channel_name', header: t('channels.name') },
    {
      key: 'platform',
      header: t('channels.channel'),
      render: (row: Channel) => (
        <>
          <ChannelLabel channel={row} />
          {/* Meta revoked the token: the channel's calls wait for the re-login (docs/product.md §7.1). */}
          {row.token_status === 'EXPIRED' ? (
            <span className={styles.expired} role="status">
              {t('channels.expired')}
            </span>
          ) : null}
          {row.history ? (
            <span className={styles.history} role={row.history.status === 'RUNNING' ? 'status' : undefined}>
              {historyText(row.history)}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'actions',
      header: t('channels.actions'),
      render: (row: Channel) => (
        <Button
          type="button"
          variant="secondary"
          aria-label={t('channels.deleteNamed', { name: row.channel_name })}
          aria-haspopup="dialog"
          disabled={remove.isPending && remove.variables === row.id}
          onClick={() => setConfirming(row)}
        >
          {t('channels.delete')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <MessageSlot message={message.message} />
      <Table columns={columns} rows={channels.data} rowKey="id" caption={caption} empty={t('channels.empty')} />
      <Modal open={confirming !== null} onClose={() => setConfirming(null)} title={t('channels.confirmDelete')}>
        <p className={styles.hint}>{confirming?.channel_name}</p>
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={() => setConfirming(null)}>
            {t('channels.no')}
          </Button>
          <Button type="button" variant="danger" onClick={confirm}>
            {t('channels.yes')}
          </Button>
        </div>
      </Modal>
    </>
  );
}
