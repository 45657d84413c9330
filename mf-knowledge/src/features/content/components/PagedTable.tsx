import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@vitrina/shared';
import type { Page } from '@vitrina/shared/contracts';
import { Message, Spinner } from '@vitrina/shared/ui';
import { Table, type TableColumn } from '@vitrina/shared/ui/data';
import { PageFooter, type Paging } from './ListControls';
import styles from './ContentTab.module.css';

interface PagedTableProps<T> {
  query: UseQueryResult<Page<T>>;
  columns: readonly TableColumn<T>[];
  caption: string;
  empty: string;
  loading: string;
  /** The fallback of a failed read (the server's error_message comes first). */
  loadError: string;
  paging: Paging;
}

/** A Spring page as a table with its loading and error states and the page size, label and buttons under it. */
export function PagedTable<T extends { id: string | number }>({
  query,
  columns,
  caption,
  empty,
  loading,
  loadError,
  paging,
}: PagedTableProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner label={loading} />;
  if (query.isError) return <Message kind="error">{errorText(query.error, t(loadError))}</Message>;
  return (
    <>
      <div className={styles.tableWrap} aria-busy={query.isFetching || undefined}>
        <Table columns={columns} rows={query.data.content} rowKey="id" caption={caption} empty={empty} />
      </div>
      <PageFooter page={query.data} size={paging.size} onSize={paging.setSize} onPage={paging.setPage} />
    </>
  );
}
