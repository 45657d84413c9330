import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, useLanguage } from '@vitrina/shared';
import { Button, Message, Spinner, TextField } from '@vitrina/shared/ui';
import { saveFile } from '@vitrina/shared/ui/data';
import { useNpSettings } from '@vitrina/shared/nova-poshta';
import { fetchLabel } from '../api/orders';
import { useCreateWaybill, useShipment, useTrackShipment } from '../hooks/use-shipping';
import { formatDateTime } from '../model/format';
import type { Order, Shipment } from '../types';
import styles from './Orders.module.css';

/**
 * The order's Nova Poshta parcel (docs/product.md §9.11): "Create waybill" for a confirmed order
 * to a branch chosen from the directory, then the ТТН, the stage and its history, the label, a
 * "check now", and the customer messages of the parcel's steps (those left to the owner with
 * their text to send another way).
 */
export function ShipmentBlock({ order }: { order: Order }) {
  const { t } = useTranslation();
  const np = order.delivery.type !== 'COURIER';
  const shipment = useShipment(order.id, np);
  if (!np) return null;
  return (
    <section className={styles.shipment} aria-labelledby={`shipment-${order.id}`}>
      <h2 id={`shipment-${order.id}`} className={styles.subtitle}>
        {t('orders.np.title')}
      </h2>
      {shipment.isPending ? (
        <Spinner label={t('orders.np.loading')} />
      ) : shipment.isError ? (
        <Message kind="error">{errorText(shipment.error, t('orders.np.loadError'))}</Message>
      ) : shipment.data ? (
        <Parcel order={order} shipment={shipment.data} />
      ) : (
        <NewWaybill order={order} />
      )}
    </section>
  );
}

function NewWaybill({ order }: { order: Order }) {
  const { t } = useTranslation();
  const settings = useNpSettings();
  const create = useCreateWaybill(order.id);
  const [weight, setWeight] = useState('');
  const [declared, setDeclared] = useState('');
  if (!order.delivery.warehouse_ref) return <p className={styles.muted}>{t('orders.np.chooseBranchFirst')}</p>;
  if (order.status !== 'CONFIRMED') return <p className={styles.muted}>{t('orders.np.confirmFirst')}</p>;
  const defaults = settings.data;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate({
          ...(weight.trim() ? { weight: Number(weight.replace(',', '.')) } : {}),
          ...(declared.trim() ? { declared_value: Number(declared) } : {}),
        });
      }}
    >
      <TextField
        label={t('orders.np.weight')}
        inputMode="decimal"
        value={weight}
        placeholder={defaults ? String(defaults.weight) : ''}
        onChange={(e) => setWeight(e.target.value)}
      />
      <TextField
        label={t('orders.np.declared')}
        inputMode="numeric"
        value={declared}
        placeholder={String(defaults?.declared_value ?? Math.ceil(order.total))}
        onChange={(e) => setDeclared(e.target.value)}
      />
      {order.payment === 'COD' && <p className={styles.muted}>{t('orders.np.cod', { amount: order.total })}</p>}
      <Button type="submit" loading={create.isPending}>
        {t('orders.np.create')}
      </Button>
      <div aria-live="polite">
        {create.isError && <Message kind="error">{errorText(create.error, t('orders.np.createError'))}</Message>}
      </div>
    </form>
  );
}

function Parcel({ order, shipment }: { order: Order; shipment: Shipment }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const track = useTrackShipment(order.id);
  const [labelError, setLabelError] = useState(false);
  const openLabel = async () => {
    setLabelError(false);
    try {
      saveFile(await fetchLabel(order.id), `waybill-${shipment.ttn}.pdf`);
    } catch {
      setLabelError(true);
    }
  };
  return (
    <div className={styles.details}>
      <p>
        {t('orders.np.ttn')}: <strong data-testid="waybill-ttn">{shipment.ttn}</strong> —{' '}
        <strong>{t(`orders.np.stage.${shipment.stage}`)}</strong>
        {shipment.status_text ? ` (${shipment.status_text})` : ''}
      </p>
      {shipment.cod_amount !== null && (
        <p className={styles.muted}>{t('orders.np.cod', { amount: shipment.cod_amount })}</p>
      )}
      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={() => void openLabel()}>
          {t('orders.np.label')}
        </Button>
        <Button type="button" variant="secondary" loading={track.isPending} onClick={() => track.mutate()}>
          {t('orders.np.checkNow')}
        </Button>
        <a href={shipment.tracking_url} target="_blank" rel="noreferrer">
          {t('orders.np.trackOnSite')}
        </a>
      </div>
      <div aria-live="polite">
        {labelError && <Message kind="error">{t('orders.np.labelError')}</Message>}
        {track.isError && <Message kind="error">{errorText(track.error, t('orders.np.trackError'))}</Message>}
      </div>
      <ol className={styles.history} aria-label={t('orders.np.history')}>
        {shipment.history.map((h, i) => (
          <li key={i}>
            {t(`orders.np.stage.${h.stage}`)} — {h.status_text} — {formatDateTime(h.at, lng)}
          </li>
        ))}
      </ol>
      {shipment.notices.map((n) => (
        <Message key={n.stage} kind={n.state === 'SENT' ? 'success' : 'info'}>
          {n.state === 'SENT' ? t('orders.np.noticeSent') : t('orders.np.noticeOwner')}
          <br />
          <q>{n.text}</q>
        </Message>
      ))}
    </div>
  );
}
