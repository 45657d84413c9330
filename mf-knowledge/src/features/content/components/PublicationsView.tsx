import { useTranslation } from 'react-i18next';
import { Table } from '@vitrina/shared/ui';
import styles from './ContentTab.module.css';

// The rows arrive with the knowledge contracts (issue 14); until then the table is empty.
const NO_PUBLICATIONS: readonly never[] = [];
const COLUMNS = ['post', 'type', 'date', 'link', 'code', 'otherColors', 'otherLining', 'actions'] as const;

/** Publications table (spec §2): filled once a channel and the publications API exist. */
export function PublicationsView() {
  const { t } = useTranslation();
  const columns = COLUMNS.map((key) => ({ key, header: t(`content.columns.${key}`) }));
  return (
    <div className={styles.tableWrap}>
      <Table
        columns={columns}
        rows={NO_PUBLICATIONS}
        rowKey="id"
        caption={t('content.types.publications')}
        empty={t('content.publicationsEmpty')}
      />
    </div>
  );
}
