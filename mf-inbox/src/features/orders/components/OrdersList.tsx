import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorText, useLanguage } from '@vitrina/shared';
import { ORDER_STATUSES } from '@vitrina/shared/contracts/constants';
import { paths } from '@vitrina/shared/routes';
import { Button, Message, Select, Spinner, TextField } from '@vitrina/shared/ui';
import { Pagination, Table, type TableColumn, saveFile } from '@vitrina/shared/ui/data';
import { fetchOrdersCsv } from '../api/orders';
import { useLiveOrders, useOrders } from '../hooks/use-orders';
import { formatDateTime, formatMoney } from '../model/format';
import type { Order, OrderFilters } from '../types';
import styles from './Orders.module.css';

const EMPTY: OrderFilters = { status: '', q: '', from: '', to: '', page: 0 };

/**
 * The orders list (docs/product.md §9.8): status filter, search by phone, name, code or number,
 * a period, pages of 20, newest first, and the CSV export of what the filters select.
 */
export function OrdersList() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const [filters, setFilters] = useState<OrderFilters>(EMPTY);
  const [search, setSearch] = useState('');
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const formId = useId();
  const orders = useOrders(filters);
  useLiveOrders();
  // No orders at all says where they come from; none under the filters says so.
  const filtered = Boolean(filters.status || filters.q || filters.from || filters.to);
  const set = (patch: Partial<OrderFilters>) => setFilters((f) => ({ ...f, page: 0, ...patch }));

  const columns: TableColumn<Order>[] = [
    {
      key: 'number',
      header: t('orders.list.number'),
      render: (o) => <Link to={paths.order(lng, o.id)}>#{o.number}</Link>,
    },
    { key: 'created_at', header: t('orders.list.date'), render: (o) => formatDateTime(o.created_at, lng) },
    { key: 'customer', header: t('orders.list.customer'), render: (o) => `${o.customer_name}, ${o.phone}` },
    {
      key: 'items',
      header: t('orders.list.items'),
      render: (o) => o.lines.map((l) => `${l.code}${l.size ? ` ${l.size}` : ''} × ${l.quantity}`).join('; '),
    },
    { key: 'total', header: t('orders.total'), render: (o) => formatMoney(o.total, lng) },
    { key: 'status', header: t('orders.list.status'), render: (o) => t(`orders.status.${o.status}`) },
  ];

  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      const { page: _page, ...rest } = filters;
      saveFile(await fetchOrdersCsv(rest, lng), `orders-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch {
      setExportError(t('orders.list.exportError'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className={styles.list}>
      <form
        id={formId}
        role="search"
        className={styles.filters}
        onSubmit={(e) => {
          e.preventDefault();
          set({ q: search });
        }}
      >
        <Select
          label={t('orders.list.status')}
          value={filters.status}
          placeholder={t('orders.list.anyStatus')}
          options={ORDER_STATUSES.map((s) => ({ value: s, label: t(`orders.status.${s}`) }))}
          onChange={(status) => set({ status })}
        />
        <TextField
          label={t('orders.list.search')}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onBlur={() => search !== filters.q && set({ q: search })}
          maxLength={200}
        />
        <TextField
          label={t('orders.list.from')}
          type="date"
          value={filters.from}
          onChange={(e) => set({ from: e.target.value })}
        />
        <TextField
          label={t('orders.list.to')}
          type="date"
          value={filters.to}
          onChange={(e) => set({ to: e.target.value })}
        />
        <Button type="submit" variant="secondary">
          {t('orders.list.find')}
        </Button>
        <Button type="button" variant="secondary" loading={exporting} onClick={() => void exportCsv()}>
          {t('orders.list.export')}
        </Button>
      </form>
      {exportError && <Message kind="error">{exportError}</Message>}
      {orders.isPending ? (
        <Spinner label={t('orders.list.loading')} />
      ) : orders.isError ? (
        <Message kind="error">{errorText(orders.error, t('orders.list.loadError'))}</Message>
      ) : (
        <>
          <Table
            caption={t('orders.title')}
            columns={columns}
            rows={orders.data.content}
            rowKey="id"
            empty={filtered ? t('orders.list.emptyFiltered') : t('orders.list.empty')}
          />
          <Pagination
            page={orders.data.number + 1}
            totalPages={orders.data.total_pages}
            onChange={(page) => setFilters((f) => ({ ...f, page: page - 1 }))}
          />
        </>
      )}
    </div>
  );
}
