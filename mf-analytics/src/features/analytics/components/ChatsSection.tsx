import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@vitrina/shared';
import type { ChatsReport } from '@vitrina/shared/contracts';
import { Button } from '@vitrina/shared/ui';
import { Table } from '@vitrina/shared/ui/data';
import type { Period } from '../model/period';
import { BarChart } from './BarChart';
import { ChartCard } from './ChartCard';
import { dayLabel } from './labels';

const SERIES_COLOURS = { new_customers: '#3f6ad8', returning_customers: '#9bb3ee' };

/** Chats per day or week, new vs returning, direct vs comments, per channel (docs/product.md §9.7). */
export function ChatsSection({ report, period }: { report: ChatsReport; period: Period }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const [byWeek, setByWeek] = useState(false);
  const rows = byWeek ? report.weeks : report.days;
  const { total } = report;
  const series = [
    { key: 'new_customers', label: t('analytics.chats.new'), color: SERIES_COLOURS.new_customers },
    { key: 'returning_customers', label: t('analytics.chats.returning'), color: SERIES_COLOURS.returning_customers },
  ];
  const summary = t('analytics.chats.summary', {
    chats: total.chats,
    new: total.new_customers,
    returning: total.returning_customers,
    direct: total.direct,
    comments: total.comments,
  });
  const columns = [
    {
      key: 'day',
      header: byWeek ? t('analytics.week') : t('analytics.day'),
      render: (r: (typeof rows)[number]) => dayLabel(r.day, lng),
    },
    { key: 'chats', header: t('analytics.chats.chats') },
    { key: 'new_customers', header: t('analytics.chats.new') },
    { key: 'returning_customers', header: t('analytics.chats.returning') },
    { key: 'direct', header: t('analytics.chats.direct') },
    { key: 'comments', header: t('analytics.chats.comments') },
  ];
  return (
    <ChartCard
      title={t('analytics.chats.title')}
      summary={summary}
      empty={total.chats === 0 ? t('analytics.chats.empty') : null}
      chart={
        <>
          {/* The chosen view filled, the other outlined (a ghost button read as the chosen one). */}
          <div
            role="group"
            aria-label={t('analytics.chats.title')}
            style={{ display: 'flex', gap: 8, marginBottom: 8 }}
          >
            <Button variant={byWeek ? 'secondary' : 'primary'} aria-pressed={!byWeek} onClick={() => setByWeek(false)}>
              {t('analytics.byDay')}
            </Button>
            <Button variant={byWeek ? 'primary' : 'secondary'} aria-pressed={byWeek} onClick={() => setByWeek(true)}>
              {t('analytics.byWeek')}
            </Button>
          </div>
          <BarChart
            labels={rows.map((r) => r.day)}
            values={{
              new_customers: rows.map((r) => r.new_customers),
              returning_customers: rows.map((r) => r.returning_customers),
            }}
            series={series}
            mode="stacked"
            counts
            description={summary}
            tickLabel={(d) => dayLabel(d, lng)}
          />
        </>
      }
      table={<Table caption={t('analytics.chats.title')} columns={columns} rows={rows} rowKey="day" />}
      csv={{
        name: t('analytics.csvName', { name: t('analytics.chats.title'), ...period }),
        header: ['day', 'chats', 'new_customers', 'returning_customers', 'direct', 'comments'],
        rows: rows.map((r) => [r.day, r.chats, r.new_customers, r.returning_customers, r.direct, r.comments]),
      }}
    >
      <h3>{t('analytics.chats.channelTitle')}</h3>
      <Table
        caption={t('analytics.chats.channelTitle')}
        columns={[
          { key: 'name', header: t('analytics.chats.channelName') },
          { key: 'chats', header: t('analytics.chats.chats') },
        ]}
        rows={report.channels}
        rowKey="channel_id"
      />
    </ChartCard>
  );
}
