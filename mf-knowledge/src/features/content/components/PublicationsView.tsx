import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, useLanguage } from '@vitrina/shared';
import { DEFAULT_PUBLICATION_PAGE_SIZE, type Publication } from '@vitrina/shared/contracts';
import { Button, Checkbox, MessageSlot, Modal, Select, useTimedMessage } from '@vitrina/shared/ui';
import { formatDateTime } from '../../../components/format';
import { useChannelScope } from '../../../hooks/use-channel-scope';
import type { ActiveFilter } from '../api/content';
import {
  useDeletePublication,
  usePublications,
  useSyncPublications,
  useUpdatePublication,
} from '../hooks/use-publications';
import { CodesModal, type CodesModalField } from './CodesModal';
import { LinkedCodes } from './LinkedCodes';
import { SearchBox, usePaging } from './ListControls';
import { PagedTable } from './PagedTable';
import { PostCell } from './PostCell';
import styles from './ContentTab.module.css';

const ACTIVE_FILTERS: ActiveFilter[] = ['all', 'true', 'false'];
const ERROR_MS = 5000;

/**
 * Publications view (docs/product.md §9.4): the channel's posts newest first with their product link,
 * article code and other colours; link/code/other-colour modals; the active/inactive filter, the
 * caption/ID search, the page size and the pagination all go to the server.
 */
export function PublicationsView() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const paging = usePaging(DEFAULT_PUBLICATION_PAGE_SIZE);
  const { page, size, setPage } = paging;
  const [q, setQ] = useState('');
  const [active, setActive] = useState<ActiveFilter>('all');
  const publications = usePublications({ page, size, q, active });
  const update = useUpdatePublication();
  const remove = useDeletePublication();
  const message = useTimedMessage();
  const [editing, setEditing] = useState<{ row: Publication; field: CodesModalField } | null>(null);
  const [deleting, setDeleting] = useState<Publication | null>(null);
  const { channelId } = useChannelScope();
  const sync = useSyncPublications();
  const { mutate: syncNow } = sync;

  // The tab remounts this view per channel: its posts are read from the platform once on opening.
  useEffect(() => {
    if (channelId) syncNow(undefined);
  }, [channelId, syncNow]);
  const resync = () => {
    message.clear();
    sync.mutate(undefined, {
      onSuccess: (result) => message.show('success', t('content.messages.synced', { count: result.synced })),
      onError: (error) => message.show('error', errorText(error, t('content.messages.syncError')), ERROR_MS),
    });
  };

  const open = (row: Publication, field: CodesModalField) => {
    update.reset();
    setEditing({ row, field });
  };
  const submit = (values: string[]) => {
    if (!editing) return;
    const { row, field } = editing;
    const changes =
      field === 'otherColors'
        ? { linked_codes: [...new Set([...row.linked_codes, ...values])] }
        : { [field]: values[0] ?? '' };
    update.mutate(
      { id: row.id, changes },
      {
        onSuccess: () => {
          setEditing(null);
          message.show('success', t('content.messages.updated'));
        },
      },
    );
  };
  const change = (row: Publication, changes: { linked_codes?: string[]; active?: boolean }, fallback: string) => {
    message.clear();
    update.mutate(
      { id: row.id, changes },
      { onError: (error) => message.show('error', errorText(error, t(fallback)), ERROR_MS) },
    );
  };
  const confirmDelete = () => {
    const row = deleting;
    setDeleting(null);
    if (!row) return;
    message.clear();
    remove.mutate(row.id, {
      onSuccess: () => message.show('success', t('content.messages.deleted')),
      onError: (error) => message.show('error', errorText(error, t('content.messages.deleteError')), ERROR_MS),
    });
  };

  const valueCell = (row: Publication, field: 'link' | 'code') => {
    const value = row[field];
    return (
      <div className={styles.cell}>
        {value &&
          (field === 'link' ? (
            <a className={styles.clip} href={value} target="_blank" rel="noopener noreferrer">
              {value}
            </a>
          ) : (
            <span className={styles.code}>{value}</span>
          ))}
        <Button
          type="button"
          variant="ghost"
          aria-haspopup="dialog"
          aria-label={t(`content.${value ? 'change' : 'addNamed'}.${field}`, { post: row.title || row.media_id })}
          onClick={() => open(row, field)}
        >
          {value ? t('content.edit') : t('content.add')}
        </Button>
      </div>
    );
  };

  const columns = [
    { key: 'post', header: t('content.columns.post'), render: (row: Publication) => <PostCell publication={row} /> },
    {
      key: 'type',
      header: t('content.columns.type'),
      render: (row: Publication) =>
        t(`content.mediaTypes.${row.publication_type}`, { defaultValue: row.publication_type }),
    },
    {
      key: 'date',
      header: t('content.columns.date'),
      render: (row: Publication) => formatDateTime(row.created_at, lng),
    },
    { key: 'link', header: t('content.columns.link'), render: (row: Publication) => valueCell(row, 'link') },
    { key: 'code', header: t('content.columns.code'), render: (row: Publication) => valueCell(row, 'code') },
    {
      key: 'otherColors',
      header: t('content.columns.otherColors'),
      render: (row: Publication) => (
        <div className={styles.cell}>
          <LinkedCodes
            codes={row.linked_codes}
            label={t('content.otherColorsOf', { code: row.code ?? row.media_id })}
            disabled={update.isPending}
            onRemove={(code) =>
              change(row, { linked_codes: row.linked_codes.filter((c) => c !== code) }, 'content.messages.deleteError')
            }
          />
          <Button
            type="button"
            variant="ghost"
            aria-haspopup="dialog"
            aria-label={t('content.addNamed.otherColors', { post: row.title || row.media_id })}
            onClick={() => open(row, 'otherColors')}
          >
            {t('content.add')}
          </Button>
        </div>
      ),
    },
    { key: 'otherLining', header: t('content.columns.otherLining'), render: () => '—' },
    {
      key: 'actions',
      header: t('content.columns.actions'),
      render: (row: Publication) => (
        <div className={styles.cell}>
          <Checkbox
            label={t('content.active')}
            aria-label={t('content.activeNamed', { post: row.title || row.media_id })}
            checked={row.active}
            disabled={update.isPending}
            onChange={(event) => change(row, { active: event.target.checked }, 'content.messages.updateError')}
          />
          <Button
            type="button"
            variant="secondary"
            aria-haspopup="dialog"
            aria-label={t('content.deleteNamed', { post: row.title || row.media_id })}
            disabled={remove.isPending && remove.variables === row.id}
            onClick={() => setDeleting(row)}
          >
            {t('content.delete')}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className={styles.view}>
      <div className={styles.controls}>
        <Select
          label={t('content.activeFilter')}
          value={active}
          options={ACTIVE_FILTERS.map((value) => ({ value, label: t(`content.activeFilters.${value}`) }))}
          onChange={(value) => {
            setActive(value as ActiveFilter);
            setPage(0);
          }}
        />
        <SearchBox
          label={t('content.publicationSearch')}
          value={q}
          onSearch={(next) => {
            setQ(next);
            setPage(0);
          }}
        />
        {channelId && (
          <Button type="button" variant="secondary" loading={sync.isPending} onClick={resync}>
            {t('content.sync')}
          </Button>
        )}
      </div>
      <MessageSlot message={message.message} />
      <PagedTable
        query={publications}
        columns={columns}
        caption={t('content.types.publications')}
        empty={t(q || active !== 'all' ? 'content.nothingFound' : 'content.publicationsEmpty')}
        loading={t('content.publicationsLoading')}
        loadError="content.messages.publicationsError"
        paging={paging}
      />
      {editing && (
        <CodesModal
          field={editing.field}
          current={editing.field === 'otherColors' ? null : editing.row[editing.field]}
          existing={editing.field === 'otherColors' ? editing.row.linked_codes : []}
          pending={update.isPending}
          error={update.isError ? errorText(update.error, t('content.messages.updateError')) : null}
          onClose={() => setEditing(null)}
          onSubmit={submit}
        />
      )}
      <Modal open={deleting !== null} onClose={() => setDeleting(null)} title={t('content.confirmDelete')}>
        <p className={styles.muted}>{deleting?.title || deleting?.media_id}</p>
        <div className={styles.modalActions}>
          <Button type="button" variant="secondary" onClick={() => setDeleting(null)}>
            {t('content.no')}
          </Button>
          <Button type="button" variant="danger" onClick={confirmDelete}>
            {t('content.yes')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
