import { useTranslation } from 'react-i18next';
import { useLanguage } from '@vitrina/shared';
import type { Billing } from '@vitrina/shared/contracts';
import { formatDate } from '../model/dates';
import { formatCents } from '../model/money';
import styles from './TariffsPanel.module.css';

/** The payments asked of the acquirer, newest first; one not paid yet links to its page. */
export function InvoiceList({ invoices }: { invoices: Billing['invoices'] }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  if (invoices.length === 0) return <p className={styles.muted}>{t('tariffs.noInvoices')}</p>;
  return (
    <table className={styles.invoices}>
      <thead>
        <tr>
          <th scope="col">{t('tariffs.invoiceDate')}</th>
          <th scope="col">{t('tariffs.invoiceWhat')}</th>
          <th scope="col">{t('tariffs.invoiceAmount')}</th>
          <th scope="col">{t('tariffs.invoiceStatus')}</th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <tr key={invoice.id}>
            <td>{formatDate(invoice.settled_at ?? invoice.created_at, lng)}</td>
            <td>
              {t(`tariffs.kind.${invoice.kind}`, {
                plan: t(`tariffs.plans.${invoice.plan}`),
                chats: invoice.top_up_chats,
              })}
              {invoice.extra_chats > 0 ? ` ${t('tariffs.withExtra', { extra: invoice.extra_chats })}` : ''}
            </td>
            <td>{formatCents(invoice.amount_cents, lng)}</td>
            <td>
              {t(`tariffs.invoiceStatuses.${invoice.status}`)}
              {invoice.failure_reason ? `: ${invoice.failure_reason}` : ''}
              {invoice.page_url ? (
                <>
                  {' '}
                  <a className={styles.link} href={invoice.page_url}>
                    {t('tariffs.payLink')}
                  </a>
                </>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
