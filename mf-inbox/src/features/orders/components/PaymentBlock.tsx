import { useTranslation } from 'react-i18next';
import { errorText } from '@vitrina/shared';
import { Button, Message, Spinner } from '@vitrina/shared/ui';
import { usePayment, useSendPaymentLink } from '../hooks/use-payments';
import type { Order } from '../types';
import styles from './Orders.module.css';

/**
 * A prepaid order's payment link (docs/product.md §9.12): made and sent in the conversation in one
 * click (outside Meta's 24-hour window: shown to copy), its state as the acquirer's webhook
 * reports it, live.
 */
export function PaymentBlock({ order }: { order: Order }) {
  const { t } = useTranslation();
  const prepaid = order.payment === 'PREPAID';
  const payment = usePayment(order.id, prepaid);
  const send = useSendPaymentLink(order.id);
  if (!prepaid) return null;
  const p = payment.data;
  const open = order.status !== 'CANCELLED' && order.status !== 'DONE' && p?.status !== 'PAID';
  return (
    <section className={styles.shipment} aria-labelledby={`payment-${order.id}`}>
      <h2 id={`payment-${order.id}`} className={styles.subtitle}>
        {t('orders.pay.title')}
      </h2>
      {payment.isPending ? (
        <Spinner label={t('orders.pay.loading')} />
      ) : payment.isError ? (
        <Message kind="error">{errorText(payment.error, t('orders.pay.loadError'))}</Message>
      ) : p ? (
        <>
          <p>
            <strong data-testid="payment-status">{t(`orders.pay.status.${p.status}`)}</strong>
            {p.failure_reason ? ` (${p.failure_reason})` : ''}
          </p>
          <p className={styles.muted}>
            {p.sent ? t('orders.pay.sent') : t('orders.pay.notSent')}{' '}
            <a href={p.page_url} target="_blank" rel="noreferrer">
              {p.page_url}
            </a>
          </p>
        </>
      ) : (
        <p className={styles.muted}>{t('orders.pay.none')}</p>
      )}
      {open && (
        <Button type="button" loading={send.isPending} onClick={() => send.mutate()}>
          {p?.status === 'CREATED' ? t('orders.pay.resend') : t('orders.pay.send')}
        </Button>
      )}
      <div aria-live="polite">
        {send.isError && <Message kind="error">{errorText(send.error, t('orders.pay.sendError'))}</Message>}
      </div>
    </section>
  );
}
