import { useTranslation } from 'react-i18next';
import { Table } from '@vitrina/shared/ui';
import styles from './ContentTab.module.css';

// The rows arrive with the knowledge contracts (issue 14); until then the table is empty.
const NO_PRODUCTS: readonly never[] = [];
const COLUMNS = ['code', 'name', 'color', 'otherColors', 'otherLining'] as const;

/** Products table (spec §2): filled from the uploaded stock file once the data API exists. */
export function ProductsView() {
  const { t } = useTranslation();
  const columns = COLUMNS.map((key) => ({ key, header: t(`content.columns.${key}`) }));
  return (
    <div className={styles.tableWrap}>
      <Table
        columns={columns}
        rows={NO_PRODUCTS}
        rowKey="code"
        caption={t('content.types.product')}
        empty={t('content.productsEmpty')}
      />
    </div>
  );
}
