import { useTranslation } from 'react-i18next';
import { useLanguage } from '@vitrina/shared';
import type { FullTrustReport } from '@vitrina/shared/contracts';
import { Table } from '@vitrina/shared/ui/data';
import { durationParts, percent } from '../model/format';
import type { Period } from '../model/period';
import { BarChart } from './BarChart';
import { ChartCard } from './ChartCard';
import { dayLabel } from './labels';

/**
 * Full trust over time (issue 48, docs/product.md §9.10): conversations the assistant handled
 * alone and with the owner by day, automatic replies cancelled in the undo window, hand-overs by
 * reason, and the median first reply of the assistant alone and of the owner.
 */
export function FullTrustSection({ report, period }: { report: FullTrustReport; period: Period }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const duration = (seconds: number | null) => {
    if (seconds === null) return t('analytics.none');
    const { unit, n } = durationParts(seconds);
    return t(`analytics.duration.${unit}`, { n });
  };
  const share = (alone: number, of: number) => {
    const p = percent(alone, of);
    return p === null ? t('analytics.none') : `${p} %`;
  };
  const { total, days, handovers_by_reason: byReason } = report;
  const summary = t('analytics.fullTrust.summary', {
    conversations: total.conversations,
    alone: total.handled_alone,
    share: share(total.handled_alone, total.conversations),
    sent: total.sent,
    cancelled: total.cancelled_in_undo,
    handovers: total.handovers,
    aloneMedian: duration(total.median_alone_seconds),
    ownerMedian: duration(total.median_owner_seconds),
  });
  const idle = total.sent + total.handovers + total.cancelled_in_undo === 0;
  return (
    <ChartCard
      title={t('analytics.fullTrust.title')}
      summary={summary}
      empty={idle ? t('analytics.fullTrust.empty') : null}
      chart={
        <BarChart
          labels={days.map((d) => d.day)}
          values={{
            alone: days.map((d) => d.handled_alone),
            owner: days.map((d) => d.conversations - d.handled_alone),
          }}
          series={[
            { key: 'alone', label: t('analytics.fullTrust.alone'), color: '#1f9d6b' },
            { key: 'owner', label: t('analytics.fullTrust.withOwner'), color: '#a3a8b5' },
          ]}
          mode="stacked"
          counts
          description={summary}
          tickLabel={(d) => dayLabel(d, lng)}
        />
      }
      table={
        <Table
          caption={t('analytics.fullTrust.title')}
          rowKey="day"
          rows={days}
          columns={[
            { key: 'day', header: t('analytics.day'), render: (r) => dayLabel(r.day, lng) },
            { key: 'conversations', header: t('analytics.fullTrust.conversations') },
            { key: 'handled_alone', header: t('analytics.fullTrust.alone') },
            {
              key: 'share',
              header: t('analytics.fullTrust.share'),
              render: (r) => share(r.handled_alone, r.conversations),
            },
            { key: 'sent', header: t('analytics.fullTrust.sent') },
            { key: 'cancelled_in_undo', header: t('analytics.fullTrust.cancelled') },
            { key: 'handovers', header: t('analytics.fullTrust.handovers') },
            {
              key: 'median_alone_seconds',
              header: t('analytics.fullTrust.medianAlone'),
              render: (r) => duration(r.median_alone_seconds),
            },
            {
              key: 'median_owner_seconds',
              header: t('analytics.fullTrust.medianOwner'),
              render: (r) => duration(r.median_owner_seconds),
            },
          ]}
        />
      }
      csv={{
        name: t('analytics.csvName', { name: t('analytics.fullTrust.title'), ...period }),
        header: [
          'day',
          'conversations',
          'handled_alone',
          'automatic_replies',
          'cancelled_in_undo',
          'handovers',
          'median_alone_seconds',
          'median_owner_seconds',
        ],
        rows: days.map((d) => [
          d.day,
          d.conversations,
          d.handled_alone,
          d.sent,
          d.cancelled_in_undo,
          d.handovers,
          d.median_alone_seconds,
          d.median_owner_seconds,
        ]),
      }}
    >
      {byReason.length > 0 ? (
        <Table
          caption={t('analytics.fullTrust.byReason')}
          rowKey="reason"
          rows={byReason}
          columns={[
            {
              key: 'reason',
              header: t('analytics.fullTrust.reason'),
              render: (r) => t(`analytics.fullTrust.reasons.${r.reason}`),
            },
            { key: 'count', header: t('analytics.fullTrust.count') },
          ]}
        />
      ) : null}
    </ChartCard>
  );
}
