import { useTranslation } from 'react-i18next';
import { Table } from '@vitrina/shared/ui';
import styles from './ContentTab.module.css';

// The rows arrive with the knowledge contracts (issue 14); until then the tables are empty.
const NO_ROWS: readonly never[] = [];

interface ContentTableProps {
  /** Column keys of `content.columns.*`. */
  columns: readonly string[];
  /** Names the table: a key of `content.types.*`. */
  type: 'publications' | 'product';
  /** The empty-table text key. */
  empty: string;
}

/** A table of the Content & Product tab with its translated headers. */
export function ContentTable({ columns, type, empty }: ContentTableProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.tableWrap}>
      <Table
        columns={columns.map((key) => ({ key, header: t(`content.columns.${key}`) }))}
        rows={NO_ROWS}
        rowKey="id"
        caption={t(`content.types.${type}`)}
        empty={t(empty)}
      />
    </div>
  );
}
