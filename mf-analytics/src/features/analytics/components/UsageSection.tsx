import { useTranslation } from 'react-i18next';
import type { UsageReport } from '@vitrina/shared/contracts';
import { ChartCard } from './ChartCard';
import styles from './Analytics.module.css';

/** This month's chats against the plan and the month end at this pace (docs/product.md §9.7, §6). */
export function UsageSection({ report }: { report: UsageReport }) {
  const { t } = useTranslation();
  const used = t('analytics.usage.used', { used: report.chats_used, plan: report.plan_chats });
  return (
    <ChartCard title={t('analytics.usage.title')}>
      <p className={styles.summary}>{used}</p>
      <meter
        className={styles.meter}
        min={0}
        max={Math.max(report.plan_chats, report.chats_used, 1)}
        high={report.plan_chats}
        value={report.chats_used}
        aria-label={t('analytics.usage.meter')}
        aria-valuetext={used}
      />
      <p>{t('analytics.usage.projected', { projected: report.projected })}</p>
      {report.projected > report.plan_chats && <p className={styles.warning}>{t('analytics.usage.over')}</p>}
    </ChartCard>
  );
}
