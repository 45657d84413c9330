import { useTranslation } from 'react-i18next';
import type { SpeedReport } from '@vitrina/shared/contracts';
import { Table } from '@vitrina/shared/ui/data';
import { durationParts } from '../model/format';
import type { Period } from '../model/period';
import { BarChart } from './BarChart';
import { ChartCard } from './ChartCard';
import { hourLabel } from './labels';

/** Median and p90 customer message → reply by the hour the customer wrote (docs/product.md §9.7). */
export function SpeedSection({ report, period }: { report: SpeedReport; period: Period }) {
  const { t } = useTranslation();
  const duration = (seconds: number | null) => {
    if (seconds === null) return t('analytics.none');
    const { unit, n } = durationParts(seconds);
    return t(`analytics.duration.${unit}`, { n });
  };
  const { total, hours } = report;
  const summary = t('analytics.speed.summary', {
    replies: total.replies,
    median: duration(total.median_seconds),
    p90: duration(total.p90_seconds),
  });
  return (
    <ChartCard
      title={t('analytics.speed.title')}
      summary={summary}
      empty={total.replies === 0 ? t('analytics.speed.empty') : null}
      chart={
        <BarChart
          labels={hours.map((h) => String(h.hour))}
          values={{
            median: hours.map((h) => h.median_seconds ?? 0),
            p90: hours.map((h) => h.p90_seconds ?? 0),
          }}
          series={[
            { key: 'median', label: t('analytics.speed.median'), color: '#3f6ad8' },
            { key: 'p90', label: t('analytics.speed.p90'), color: '#e0a33b' },
          ]}
          mode="grouped"
          description={summary}
          formatValue={duration}
          tickLabel={(h) => hourLabel(Number(h))}
        />
      }
      table={
        <Table
          caption={t('analytics.speed.title')}
          rowKey="hour"
          rows={hours}
          columns={[
            { key: 'hour', header: t('analytics.speed.hour'), render: (r) => hourLabel(r.hour) },
            { key: 'replies', header: t('analytics.speed.replies') },
            { key: 'median', header: t('analytics.speed.median'), render: (r) => duration(r.median_seconds) },
            { key: 'p90', header: t('analytics.speed.p90'), render: (r) => duration(r.p90_seconds) },
          ]}
        />
      }
      csv={{
        name: t('analytics.csvName', { name: t('analytics.speed.title'), ...period }),
        header: ['hour', 'replies', 'median_seconds', 'p90_seconds'],
        rows: hours.map((h) => [h.hour, h.replies, h.median_seconds, h.p90_seconds]),
      }}
    />
  );
}
