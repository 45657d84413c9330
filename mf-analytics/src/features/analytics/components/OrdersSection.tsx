import { useTranslation } from 'react-i18next';
import { useLanguage } from '@vitrina/shared';
import type { OrdersReport } from '@vitrina/shared/contracts';
import { Table } from '@vitrina/shared/ui/data';
import { durationParts, percent } from '../model/format';
import type { Period } from '../model/period';
import { BarChart } from './BarChart';
import { ChartCard } from './ChartCard';
import { dayLabel } from './labels';

/**
 * Orders over time (issue 49 item 4, docs/product.md §9.7): orders and revenue by day, the share
 * made from conversations and by the assistant alone, cash-on-delivery refusals and the average
 * time from the customer's first message to the order.
 */
export function OrdersSection({ report, period }: { report: OrdersReport; period: Period }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const money = (n: number) =>
    new Intl.NumberFormat(lng === 'ua' ? 'uk-UA' : 'en-US', { maximumFractionDigits: 0 }).format(n);
  const duration = (seconds: number | null) => {
    if (seconds === null) return t('analytics.none');
    const { unit, n } = durationParts(seconds);
    return t(`analytics.duration.${unit}`, { n });
  };
  const share = (part: number, of: number) => {
    const p = percent(part, of);
    return p === null ? t('analytics.none') : `${p} %`;
  };
  const { total, days } = report;
  const summary = t('analytics.orders.summary', {
    orders: total.orders,
    revenue: money(total.revenue),
    fromChats: share(total.from_conversations, total.orders),
    byAssistant: share(total.by_assistant, total.orders),
    cod: total.cod,
    refused: total.cod_refused,
    wait: duration(total.avg_first_message_to_order_seconds),
  });
  return (
    <ChartCard
      title={t('analytics.orders.title')}
      summary={summary}
      empty={total.orders === 0 ? t('analytics.orders.empty') : null}
      chart={
        <BarChart
          labels={days.map((d) => d.day)}
          values={{ orders: days.map((d) => d.orders) }}
          series={[{ key: 'orders', label: t('analytics.orders.orders'), color: '#3b5bdb' }]}
          mode="stacked"
          counts
          description={summary}
          tickLabel={(d) => dayLabel(d, lng)}
        />
      }
      table={
        <Table
          caption={t('analytics.orders.title')}
          rowKey="day"
          rows={days}
          columns={[
            { key: 'day', header: t('analytics.day'), render: (r) => dayLabel(r.day, lng) },
            { key: 'orders', header: t('analytics.orders.orders') },
            { key: 'revenue', header: t('analytics.orders.revenue'), render: (r) => money(r.revenue) },
            { key: 'from_conversations', header: t('analytics.orders.fromChats') },
            { key: 'by_assistant', header: t('analytics.orders.byAssistant') },
            { key: 'cod', header: t('analytics.orders.cod') },
            { key: 'cod_refused', header: t('analytics.orders.refused') },
            {
              key: 'avg_first_message_to_order_seconds',
              header: t('analytics.orders.wait'),
              render: (r) => duration(r.avg_first_message_to_order_seconds),
            },
          ]}
        />
      }
      csv={{
        name: t('analytics.csvName', { name: t('analytics.orders.title'), ...period }),
        header: [
          'day',
          'orders',
          'revenue',
          'from_conversations',
          'by_assistant',
          'cod',
          'cod_refused',
          'avg_first_message_to_order_seconds',
        ],
        rows: days.map((d) => [
          d.day,
          d.orders,
          d.revenue,
          d.from_conversations,
          d.by_assistant,
          d.cod,
          d.cod_refused,
          d.avg_first_message_to_order_seconds,
        ]),
      }}
    />
  );
}
