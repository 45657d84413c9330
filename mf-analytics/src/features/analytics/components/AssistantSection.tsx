import { useTranslation } from 'react-i18next';
import { useLanguage } from '@vitrina/shared';
import type { AssistantReport } from '@vitrina/shared/contracts';
import { Table } from '@vitrina/shared/ui/data';
import { percent } from '../model/format';
import type { Period } from '../model/period';
import { BarChart } from './BarChart';
import { ChartCard } from './ChartCard';
import { dayLabel } from './labels';

const KEYS = ['unchanged', 'edited', 'discarded', 'by_hand'] as const;
const COLOURS = { unchanged: '#1f9d6b', edited: '#7cc8a4', discarded: '#e0a33b', by_hand: '#a3a8b5' };
const LABEL = { unchanged: 'unchanged', edited: 'edited', discarded: 'discarded', by_hand: 'byHand' } as const;

/** What became of the assistant's drafts, over time (docs/product.md §9.7). */
export function AssistantSection({ report, period }: { report: AssistantReport; period: Period }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { total, days } = report;
  const answers = KEYS.reduce((sum, k) => sum + total[k], 0);
  const summary = t('analytics.assistant.summary', {
    answers,
    unchanged: total.unchanged,
    edited: total.edited,
    discarded: total.discarded,
    byHand: total.by_hand,
  });
  const share = (r: AssistantReport['days'][number]) =>
    percent(
      r.unchanged + r.edited,
      KEYS.reduce((sum, k) => sum + r[k], 0),
    );
  const label = (k: (typeof KEYS)[number]) => t(`analytics.assistant.${LABEL[k]}`);
  return (
    <ChartCard
      title={t('analytics.assistant.title')}
      summary={
        <>
          {summary} {t('analytics.assistant.drafts', { answered: total.answered, stalled: total.stalled })}
        </>
      }
      empty={answers + total.stalled + total.answered === 0 ? t('analytics.assistant.empty') : null}
      chart={
        <BarChart
          labels={days.map((d) => d.day)}
          values={Object.fromEntries(KEYS.map((k) => [k, days.map((d) => d[k])]))}
          series={KEYS.map((k) => ({ key: k, label: label(k), color: COLOURS[k] }))}
          mode="stacked"
          counts
          description={summary}
          tickLabel={(d) => dayLabel(d, lng)}
        />
      }
      table={
        <Table
          caption={t('analytics.assistant.title')}
          rowKey="day"
          rows={days}
          columns={[
            { key: 'day', header: t('analytics.day'), render: (r) => dayLabel(r.day, lng) },
            ...KEYS.map((k) => ({ key: k, header: label(k) })),
            {
              key: 'share',
              header: t('analytics.assistant.share'),
              render: (r) => (share(r) === null ? t('analytics.none') : `${share(r)} %`),
            },
            { key: 'answered', header: t('analytics.assistant.answered') },
            { key: 'stalled', header: t('analytics.assistant.stalled') },
          ]}
        />
      }
      csv={{
        name: t('analytics.csvName', { name: t('analytics.assistant.title'), ...period }),
        header: ['day', ...KEYS, 'answered_from_data', 'stalled'],
        rows: days.map((d) => [d.day, ...KEYS.map((k) => d[k]), d.answered, d.stalled]),
      }}
    />
  );
}
