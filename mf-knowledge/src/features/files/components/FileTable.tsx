import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, useLanguage } from '@vitrina/shared';
import type { KnowledgeFile } from '@vitrina/shared/contracts';
import { Button, Message, MessageSlot, Modal, Spinner, useTimedMessage } from '@vitrina/shared/ui';
import { Table } from '@vitrina/shared/ui/data';
import { formatDateTime } from '../../../components/format';
import { useDeleteFile, useFiles } from '../hooks/use-files';
import styles from './UploadTab.module.css';

/** The uploaded files: name, type, processing status, save date, delete with confirmation (docs/product.md §9.4). */
export function FileTable() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const files = useFiles();
  const remove = useDeleteFile();
  const message = useTimedMessage();
  const [confirming, setConfirming] = useState<KnowledgeFile | null>(null);

  const confirm = () => {
    const file = confirming;
    setConfirming(null);
    if (!file) return;
    message.clear();
    remove.mutate(file.name, {
      onSuccess: () => message.show('success', t('files.deleted')),
      onError: (error) => message.show('error', errorText(error, t('files.deleteError'))),
    });
  };

  if (files.isPending) return <Spinner label={t('files.loading')} />;
  if (files.isError) return <Message kind="error">{errorText(files.error, t('files.loadError'))}</Message>;

  const columns = [
    { key: 'name', header: t('files.columns.name') },
    { key: 'type', header: t('files.columns.type'), render: (row: KnowledgeFile) => row.type.toUpperCase() },
    {
      key: 'status',
      header: t('files.columns.status'),
      render: (row: KnowledgeFile) =>
        row.status === 'READY' ? (
          t('files.status.READY', { count: row.products })
        ) : (
          <span className={styles.processingCell}>
            <Spinner size="sm" label={t('files.status.PROCESSING')} />
            <span aria-hidden="true">{t('files.status.PROCESSING')}</span>
          </span>
        ),
    },
    {
      key: 'updated_at',
      header: t('files.columns.date'),
      render: (row: KnowledgeFile) => formatDateTime(row.updated_at, lng),
    },
    {
      key: 'actions',
      header: t('files.columns.actions'),
      render: (row: KnowledgeFile) => (
        <Button
          type="button"
          variant="secondary"
          aria-haspopup="dialog"
          aria-label={t('files.deleteNamed', { name: row.name })}
          disabled={row.status === 'PROCESSING' || (remove.isPending && remove.variables === row.name)}
          onClick={() => setConfirming(row)}
        >
          {t('files.delete')}
        </Button>
      ),
    },
  ];

  return (
    <div className={styles.files}>
      <MessageSlot message={message.message} />
      {files.data.length === 0 ? (
        <p className={styles.empty}>{t('files.empty')}</p>
      ) : (
        <Table columns={columns} rows={files.data} rowKey="name" caption={t('files.caption')} />
      )}
      <Modal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('files.confirm', { name: confirming?.name ?? '' })}
      >
        <p className={styles.text}>{t('files.confirmText')}</p>
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={() => setConfirming(null)}>
            {t('files.no')}
          </Button>
          <Button type="button" variant="danger" onClick={confirm}>
            {t('files.yes')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
