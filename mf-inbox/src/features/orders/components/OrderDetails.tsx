import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorText, useLanguage } from '@vitrina/shared';
import { ORDER_TRANSITIONS } from '@vitrina/shared/contracts/constants';
import { paths } from '@vitrina/shared/routes';
import { Button, Message, Spinner, cx } from '@vitrina/shared/ui';
import { Table } from '@vitrina/shared/ui/data';
import { useLiveOrders, useOrder, useUpdateOrder } from '../hooks/use-orders';
import { formatDateTime, formatMoney } from '../model/format';
import { fromOrder, toUpdateRequest, validate, type OrderFormErrors, type OrderFormValues } from '../model/order-form';
import type { Order, OrderLine, OrderStatus } from '../types';
import { OrderFields } from './OrderFields';
import styles from './Orders.module.css';

/**
 * One order (docs/product.md §9.8): its conversation linked, its lines and total, the status with
 * the next steps allowed and who changed it when, and its fields, editable.
 */
export function OrderDetails({ id }: { id: string }) {
  const { t } = useTranslation();
  const order = useOrder(id);
  useLiveOrders();
  if (order.isPending) return <Spinner label={t('orders.page.loading')} />;
  if (order.isError) return <Message kind="error">{errorText(order.error, t('orders.page.loadError'))}</Message>;
  return <Details order={order.data} />;
}

function Details({ order }: { order: Order }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const update = useUpdateOrder(order.id);
  const [values, setValues] = useState<OrderFormValues>(() => fromOrder(order));
  const [edited, setEdited] = useState(false);
  const [errors, setErrors] = useState<OrderFormErrors>({});
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (!edited) setValues(fromOrder(order));
  }, [order, edited]);

  const step = (status: OrderStatus) => {
    setSaved(false);
    update.mutate({ status });
  };
  const save = async () => {
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await update.mutateAsync(toUpdateRequest(values, false));
      setEdited(false);
      setSaved(true);
    } catch {
      // shown below from update.error
    }
  };

  return (
    <div className={styles.details}>
      <p className={styles.statusLine}>
        {t('orders.list.status')}: <strong>{t(`orders.status.${order.status}`)}</strong>
      </p>
      {order.conversation_id && (
        <p className={styles.conversation}>
          <Link to={`${paths.chats(lng)}?c=${encodeURIComponent(order.conversation_id)}`}>
            {t('orders.page.conversation')}
          </Link>
        </p>
      )}
      <div className={styles.actions} role="group" aria-label={t('orders.page.changeStatus')}>
        {ORDER_TRANSITIONS[order.status].map((next) => (
          <Button
            key={next}
            type="button"
            variant={next === 'CANCELLED' ? 'danger' : 'primary'}
            disabled={update.isPending}
            onClick={() => step(next)}
          >
            {t(`orders.action.${next}`)}
          </Button>
        ))}
      </div>
      <Table<OrderLine>
        caption={t('orders.panel.items')}
        rows={order.lines}
        rowKey={(l, i) => `${l.code}-${l.size}-${i}`}
        columns={[
          { key: 'code', header: t('orders.line.code') },
          { key: 'name', header: t('orders.line.name'), render: (l) => `${l.name}, ${l.color}` },
          { key: 'size', header: t('orders.line.size') },
          { key: 'quantity', header: t('orders.line.quantity') },
          { key: 'unit_price', header: t('orders.line.price'), render: (l) => formatMoney(l.unit_price, lng) },
          { key: 'line_total', header: t('orders.line.sum'), render: (l) => formatMoney(l.line_total, lng) },
        ]}
      />
      <p className={styles.total}>
        {t('orders.total')}: <strong>{formatMoney(order.total, lng)}</strong>
      </p>
      <h2 className={styles.subtitle}>{t('orders.page.history')}</h2>
      <ol className={styles.history}>
        {order.history.map((h, i) => (
          <li key={i}>
            {t(`orders.status.${h.status}`)} — {formatDateTime(h.changed_at, lng)}
            {h.changed_by ? `, ${h.changed_by}` : ''}
          </li>
        ))}
      </ol>
      <h2 className={styles.subtitle}>{t('orders.page.fields')}</h2>
      <form
        className={cx(styles.form, styles.detailsForm)}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <OrderFields
          values={values}
          errors={errors}
          onChange={(patch) => {
            setEdited(true);
            setSaved(false);
            setValues((v) => ({ ...v, ...patch }));
          }}
        />
        <Button type="submit" loading={update.isPending} disabled={!edited}>
          {t('orders.page.save')}
        </Button>
      </form>
      <div aria-live="polite">
        {update.isError && <Message kind="error">{errorText(update.error, t('orders.page.saveError'))}</Message>}
        {saved && <Message kind="success">{t('orders.page.saved')}</Message>}
      </div>
    </div>
  );
}
