import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@vitrina/shared';
import type { Billing } from '@vitrina/shared/contracts';
import { saveFile } from '@vitrina/shared/ui/data';
import { Message } from '@vitrina/shared/ui';
import { fetchReceipt } from '../api/billing';
import { formatDate } from '../model/dates';
import { formatCents, formatRate } from '../model/money';
import styles from './TariffsPanel.module.css';

/**
 * The payments asked of the acquirer, newest first: a paid one's receipt (monobank's PDF) is
 * downloaded with the token; one not paid yet links to its page.
 */
export function InvoiceList({ invoices }: { invoices: Billing['invoices'] }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const receipt = useMutation({
    mutationFn: async (id: string) => saveFile(await fetchReceipt(id), `vitrina-receipt-${id.slice(0, 8)}.pdf`),
  });
  if (invoices.length === 0) return <p className={styles.muted}>{t('tariffs.noInvoices')}</p>;
  return (
    <>
      {receipt.isError && <Message kind="error">{t('tariffs.receiptError')}</Message>}
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
                {t(
                  `tariffs.kind.${invoice.kind}${invoice.period === 'YEAR' && (invoice.kind === 'SUBSCRIBE' || invoice.kind === 'RENEWAL') ? '_YEAR' : ''}`,
                  {
                    plan: t(`tariffs.plans.${invoice.plan}`),
                    chats: invoice.top_up_chats,
                  },
                )}
                {invoice.extra_chats > 0 ? ` ${t('tariffs.withExtra', { extra: invoice.extra_chats })}` : ''}
              </td>
              <td>
                {formatCents(invoice.amount_cents, lng, invoice.ccy)}
                {invoice.ccy === 980 && invoice.usd_cents !== null && invoice.usd_rate !== null ? (
                  <span className={styles.converted}>
                    {t('tariffs.converted', {
                      usd: formatCents(invoice.usd_cents, lng),
                      rate: formatRate(invoice.usd_rate, lng),
                    })}
                  </span>
                ) : null}
              </td>
              <td>
                {t(`tariffs.invoiceStatuses.${invoice.status}`)}
                {invoice.failure_reason ? `: ${invoice.failure_reason}` : ''}
                {invoice.status === 'PAID' ? (
                  <>
                    {' '}
                    <button
                      type="button"
                      className={styles.linkButton}
                      disabled={receipt.isPending}
                      onClick={() => receipt.mutate(invoice.id)}
                    >
                      {t('tariffs.receipt')}
                    </button>
                  </>
                ) : null}
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
    </>
  );
}
