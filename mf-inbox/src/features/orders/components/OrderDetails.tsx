import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorText, useLanguage } from '@vitrina/shared';
import { ORDER_TRANSITIONS, RESERVING_STATUSES } from '@vitrina/shared/contracts/constants';
import { NpPicker } from '@vitrina/shared/nova-poshta';
import { paths } from '@vitrina/shared/routes';
import { Button, Message, Modal, Spinner, cx } from '@vitrina/shared/ui';
import { Table } from '@vitrina/shared/ui/data';
import { useLiveOrders, useOrder, useUpdateOrder } from '../hooks/use-orders';
import { formatDateTime, formatMoney } from '../model/format';
import { fromOrder, toUpdateRequest, validate, type OrderFormErrors, type OrderFormValues } from '../model/order-form';
import type { Order, OrderLine, OrderStatus } from '../types';
import { AddLine } from './AddLine';
import { PaymentBlock } from './PaymentBlock';
import { ShipmentBlock } from './ShipmentBlock';
import { OrderFields } from './OrderFields';
import styles from './Orders.module.css';

/** Statuses in which the lines may be changed (the server's rule, docs/product.md §9.8). */
const LINES_EDITABLE: readonly OrderStatus[] = ['NEW', 'CONFIRMED'];

/**
 * A status step asks first when it loses work (issue 49): cancelling (the reservation and the
 * order's way on), or any step while the details have unsaved changes.
 */
export const stepAsks = (next: OrderStatus, unsaved: boolean) => next === 'CANCELLED' || unsaved;

/**
 * One order (docs/product.md §9.8): its conversation linked, its lines (what each holds in stock)
 * and total, the status with the next steps allowed and who changed it when, and its fields and
 * lines (while new or confirmed), editable.
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

  const [asking, setAsking] = useState<OrderStatus | null>(null);
  const linesEditable = LINES_EDITABLE.includes(order.status);
  const linesChanged = JSON.stringify(values.lines) !== JSON.stringify(fromOrder(order).lines);
  const change = (patch: Partial<OrderFormValues>) => {
    setEdited(true);
    setSaved(false);
    setValues((v) => ({ ...v, ...patch }));
  };
  const step = (status: OrderStatus) => {
    setAsking(null);
    setSaved(false);
    update.mutate({ status });
  };
  const ask = (status: OrderStatus) => (stepAsks(status, edited) ? setAsking(status) : step(status));
  const save = async () => {
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await update.mutateAsync(toUpdateRequest(values, linesEditable && linesChanged));
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
            onClick={() => ask(next)}
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
          { key: 'reserved', header: t('orders.line.reserved') },
        ]}
      />
      <p className={styles.muted}>
        {RESERVING_STATUSES.includes(order.status)
          ? t('orders.page.reserves', { count: order.lines.reduce((n, l) => n + l.reserved, 0) })
          : order.status === 'NEW'
            ? t('orders.page.reservesOnConfirm')
            : t('orders.page.reservesNothing')}
        {order.status === 'RETURNING' || order.status === 'RETURNED'
          ? ` ${t(`orders.page.${order.status === 'RETURNING' ? 'returning' : 'returned'}`)}`
          : ''}
      </p>
      <p className={styles.total}>
        {t('orders.total')}: <strong>{formatMoney(order.total, lng)}</strong>
      </p>
      <PaymentBlock order={order} />
      <ShipmentBlock order={order} />
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
        {linesEditable && (
          <fieldset className={styles.linesEditor}>
            <legend>{t('orders.page.editLines')}</legend>
            <ul className={styles.lines}>
              {values.lines.map((line, i) => (
                <li key={`${line.code}-${i}`} className={styles.lineControls}>
                  <strong>{line.code}</strong>
                  <label className={styles.inline}>
                    <span>{t('orders.line.size')}</span>
                    <input
                      value={line.size}
                      maxLength={20}
                      onChange={(e) =>
                        change({ lines: values.lines.map((l, j) => (j === i ? { ...l, size: e.target.value } : l)) })
                      }
                    />
                  </label>
                  <label className={styles.inline}>
                    <span>{t('orders.line.quantity')}</span>
                    <input
                      type="number"
                      min={1}
                      max={100}
                      value={line.quantity}
                      onChange={(e) =>
                        change({
                          lines: values.lines.map((l, j) => (j === i ? { ...l, quantity: Number(e.target.value) } : l)),
                        })
                      }
                    />
                  </label>
                  <Button
                    type="button"
                    variant="ghost"
                    aria-label={t('orders.line.remove', { code: line.code })}
                    onClick={() => change({ lines: values.lines.filter((_, j) => j !== i) })}
                  >
                    ×
                  </Button>
                </li>
              ))}
            </ul>
            {errors.lines && <p className={styles.error}>{t(errors.lines)}</p>}
            <AddLine onAdd={(code) => change({ lines: [...values.lines, { code, size: '', quantity: 1 }] })} />
            {order.status === 'CONFIRMED' && <p className={styles.muted}>{t('orders.page.linesMoveReservation')}</p>}
          </fieldset>
        )}
        <OrderFields values={values} errors={errors} onChange={change} />
        {values.delivery_type !== 'COURIER' && (
          <>
            <p className={styles.muted}>{values.warehouse_ref ? t('orders.np.chosen') : t('orders.np.notChosen')}</p>
            <NpPicker
              kind={values.delivery_type === 'NOVA_POSHTA_LOCKER' ? 'LOCKER' : 'BRANCH'}
              label={t('orders.np.chooseTo')}
              onPick={(p) => change(p)}
            />
          </>
        )}
        <Button type="submit" loading={update.isPending} disabled={!edited}>
          {t('orders.page.save')}
        </Button>
      </form>
      <Modal
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={asking ? t('orders.confirm.title', { action: t(`orders.action.${asking}`) }) : ''}
      >
        {asking === 'CANCELLED' && <p>{t('orders.confirm.cancel')}</p>}
        {edited && <p>{t('orders.confirm.unsaved')}</p>}
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={() => setAsking(null)}>
            {t('orders.confirm.no')}
          </Button>
          <Button
            type="button"
            variant={asking === 'CANCELLED' ? 'danger' : 'primary'}
            onClick={() => {
              if (asking) {
                setEdited(false);
                step(asking);
              }
            }}
          >
            {asking ? t(`orders.action.${asking}`) : ''}
          </Button>
        </div>
      </Modal>
      <div aria-live="polite">
        {update.isError && <Message kind="error">{errorText(update.error, t('orders.page.saveError'))}</Message>}
        {saved && <Message kind="success">{t('orders.page.saved')}</Message>}
      </div>
    </div>
  );
}
