import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorText, useLanguage } from '@vitrina/shared';
import { paths } from '@vitrina/shared/routes';
import { Button, Message, Spinner } from '@vitrina/shared/ui';
import { useNpCities } from '@vitrina/shared/nova-poshta';
import { useConversationOrders, useCreateOrder, useLiveOrders, useOrderDraft } from '../hooks/use-orders';
import { formatMoney } from '../model/format';
import { fromDraft, toCreateRequest, validate, type OrderFormErrors, type OrderFormValues } from '../model/order-form';
import type { Order, OrderDraft } from '../types';
import { withCreateKey } from '../model/create-key';
import { AddLine } from './AddLine';
import { OrderFields } from './OrderFields';
import styles from './Orders.module.css';

/**
 * The order forming beside the thread (docs/product.md §9.8): the items, fields and total read
 * from the customer's messages, editable, and one "Create order" button. Nothing is created
 * without the owner. A column on a wide screen; a sheet opened by its toggle on a phone.
 */
export function OrderPanel({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const titleId = useId();
  const draft = useOrderDraft(conversationId);
  useLiveOrders();
  const count = draft.data?.lines.length ?? 0;
  return (
    <aside className={styles.panel} aria-labelledby={titleId}>
      <button
        type="button"
        className={styles.panelToggle}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((v) => !v)}
      >
        {t('orders.panel.toggle', { count })}
      </button>
      <div id={bodyId} className={styles.panelBody} hidden={!open}>
        <h2 id={titleId} className={styles.panelTitle}>
          {t('orders.panel.title')}
        </h2>
        <MadeOrders conversationId={conversationId} />
        {draft.isPending ? (
          <Spinner label={t('orders.panel.loading')} />
        ) : draft.isError ? (
          <Message kind="error">{errorText(draft.error, t('orders.panel.loadError'))}</Message>
        ) : (
          <DraftForm key={conversationId} draft={draft.data} conversationId={conversationId} />
        )}
      </div>
    </aside>
  );
}

function DraftForm({ draft, conversationId }: { draft: OrderDraft; conversationId: string }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const [values, setValues] = useState<OrderFormValues>(() => fromDraft(draft));
  const [edited, setEdited] = useState(false);
  const [errors, setErrors] = useState<OrderFormErrors>({});
  const [created, setCreated] = useState<Order | null>(null);
  const create = useCreateOrder();
  // The outcome is under the button, below the panel's fold on a laptop: brought into view.
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (created || create.isError) outcome.current?.scrollIntoView?.({ block: 'nearest' });
  }, [created, create.isError]);
  // What the customer writes next fills the panel again, until the owner edits it.
  useEffect(() => {
    if (!edited) setValues(fromDraft(draft));
  }, [draft, edited]);

  const change = (patch: Partial<OrderFormValues>) => {
    setEdited(true);
    setCreated(null);
    setValues((v) => ({ ...v, ...patch }));
  };
  const priceOf = (code: string) => draft.lines.find((l) => l.code === code);
  const total = values.lines.reduce((sum, l) => sum + (priceOf(l.code)?.unit_price ?? 0) * l.quantity, 0);
  const setLine = (i: number, patch: Partial<OrderFormValues['lines'][number]>) =>
    change({ lines: values.lines.map((l, j) => (j === i ? { ...l, ...patch } : l)) });

  const submit = async () => {
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      // One key per request (kept across a reload): a second click or a retry answers the same order.
      setCreated(await create.mutateAsync(withCreateKey(conversationId, toCreateRequest(values, conversationId))));
      setEdited(false);
    } catch {
      // shown below from create.error
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {!draft.intent && values.lines.length === 0 && <p className={styles.muted}>{t('orders.panel.nothingYet')}</p>}
      {/* Several products fit the customer's words: none is a line until they choose (docs/product.md §9.8). */}
      {draft.item_choices.length > 0 && (
        <p className={styles.muted} role="status">
          {t('orders.panel.choosing', {
            items: draft.item_choices.map((c) => `${c.code} (${c.name}, ${c.color})`).join(', '),
          })}
        </p>
      )}
      <ul className={styles.lines} aria-label={t('orders.panel.items')}>
        {values.lines.map((line, i) => {
          const known = priceOf(line.code);
          const sizes = known ? [...new Set([...known.sizes_available, ...(line.size ? [line.size] : [])])] : [];
          const short =
            known && known.size === line.size && known.available !== null && known.available < line.quantity;
          return (
            <li key={`${line.code}-${i}`} className={styles.line}>
              <div className={styles.lineHead}>
                <span className={styles.lineName}>
                  <strong>{line.code}</strong> {known ? `${known.name}, ${known.color}` : ''}
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  className={styles.remove}
                  aria-label={t('orders.line.remove', { code: line.code })}
                  onClick={() => change({ lines: values.lines.filter((_, j) => j !== i) })}
                >
                  ×
                </Button>
              </div>
              <div className={styles.lineControls}>
                {sizes.length > 0 && (
                  <label className={styles.inline}>
                    <span>{t('orders.line.size')}</span>
                    <select value={line.size} onChange={(e) => setLine(i, { size: e.target.value })}>
                      {!line.size && <option value="">{t('orders.fields.choose')}</option>}
                      {sizes.map((s) => (
                        <option key={s} value={s}>
                          {s}
                        </option>
                      ))}
                    </select>
                  </label>
                )}
                <label className={styles.inline}>
                  <span>{t('orders.line.quantity')}</span>
                  <input
                    type="number"
                    min={1}
                    max={100}
                    value={line.quantity}
                    onChange={(e) => setLine(i, { quantity: Number(e.target.value) })}
                  />
                </label>
                {known && (
                  <span className={styles.linePrice}>{formatMoney(known.unit_price * line.quantity, lng)}</span>
                )}
              </div>
              {short && (
                <p className={styles.warning} role="note">
                  {known.available === 0
                    ? t('orders.line.outOfStock', { size: line.size, sizes: known.sizes_available.join(', ') || '—' })
                    : t('orders.line.onlyLeft', { size: line.size, count: known.available ?? 0 })}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {errors.lines && <p className={styles.error}>{t(errors.lines)}</p>}
      <AddLine onAdd={(code) => change({ lines: [...values.lines, { code, size: '', quantity: 1 }] })} />
      <p className={styles.total}>
        {t('orders.total')}: <strong data-testid="order-panel-total">{formatMoney(total, lng)}</strong>
      </p>
      <OrderFields values={values} errors={errors} onChange={change} />
      {values.delivery_type !== 'COURIER' && <NpCityCheck city={values.city} />}
      <Button type="submit" loading={create.isPending}>
        {t('orders.panel.create')}
      </Button>
      <div aria-live="polite" ref={outcome}>
        {create.isError && <Message kind="error">{errorText(create.error, t('orders.panel.createError'))}</Message>}
        {created && (
          <Message kind="success">
            {t('orders.panel.created', { number: created.number })}{' '}
            <Link to={paths.order(lng, created.id)}>{t('orders.panel.open')}</Link>
          </Message>
        )}
      </div>
    </form>
  );
}

/** Orders already made from this conversation, each a link to its page. */
function MadeOrders({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const orders = useConversationOrders(conversationId).data?.content ?? [];
  if (orders.length === 0) return null;
  return (
    <p className={styles.made}>
      {t('orders.panel.made')}{' '}
      {orders.map((o, i) => (
        <span key={o.id}>
          {i > 0 && ', '}
          <Link to={paths.order(lng, o.id)}>
            #{o.number} ({t(`orders.status.${o.status}`)})
          </Link>
        </span>
      ))}
    </p>
  );
}

/**
 * The city the assistant read from the customer, checked against Nova Poshta's directory
 * (docs/product.md §9.11): found, or a hint to check it with the customer before the order.
 */
function NpCityCheck({ city }: { city: string }) {
  const { t } = useTranslation();
  const name = city.trim();
  const found = useNpCities(name);
  if (name.length < 2 || !found.data) return null;
  const known = found.data.some((c) => c.name.toLowerCase() === name.toLowerCase());
  return (
    <p className={known ? styles.muted : styles.warning} role="note">
      {known ? t('orders.np.cityKnown', { city: name }) : t('orders.np.cityUnknown', { city: name })}
    </p>
  );
}
