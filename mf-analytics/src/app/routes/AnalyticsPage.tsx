import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '@vitrina/shared/ui';
import type { AnalyticsSearch } from '../../features/analytics/api/analytics';
import { FullTrustSection } from '../../features/analytics/components/FullTrustSection';
import { OrdersSection } from '../../features/analytics/components/OrdersSection';
import { AssistantSection } from '../../features/analytics/components/AssistantSection';
import { ChatsSection } from '../../features/analytics/components/ChatsSection';
import { Filters } from '../../features/analytics/components/Filters';
import { Report } from '../../features/analytics/components/Report';
import { SpeedSection } from '../../features/analytics/components/SpeedSection';
import { TopicsSection } from '../../features/analytics/components/TopicsSection';
import { UsageSection } from '../../features/analytics/components/UsageSection';
import styles from '../../features/analytics/components/Analytics.module.css';
import {
  useAssistant,
  useFullTrust,
  useOrdersReport,
  useChannels,
  useChats,
  useSpeed,
  useTopics,
  useUsage,
} from '../../features/analytics/hooks/use-analytics';
import { presetPeriod, tzOffset, type Period, type PeriodKind } from '../../features/analytics/model/period';

/** /{lng}/analytics: what the assistant does for the shop, in figures (docs/product.md §9.7). */
export function AnalyticsPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<{ kind: PeriodKind; period: Period; channelId: string | null }>(() => ({
    kind: '30d',
    period: presetPeriod('30d'),
    channelId: null,
  }));
  const search: AnalyticsSearch = useMemo(
    () => ({ ...filters.period, tzOffset: tzOffset(), channelId: filters.channelId }),
    [filters],
  );
  const channels = useChannels();
  const chats = useChats(search);
  const assistant = useAssistant(search);
  const fullTrust = useFullTrust(search);
  const orders = useOrdersReport(search);
  const speed = useSpeed(search);
  const topics = useTopics(search);
  const usage = useUsage(search);
  const { period } = filters;
  return (
    <PageLayout title={t('analytics.title')}>
      <Filters {...filters} channels={channels.data ?? []} onChange={setFilters} />
      <div className={styles.grid}>
        <Report query={usage} title={t('analytics.usage.title')}>
          {(data) => <UsageSection report={data} />}
        </Report>
        <Report query={chats} title={t('analytics.chats.title')}>
          {(data) => <ChatsSection report={data} period={period} />}
        </Report>
        <Report query={assistant} title={t('analytics.assistant.title')}>
          {(data) => <AssistantSection report={data} period={period} />}
        </Report>
        <Report query={orders} title={t('analytics.orders.title')}>
          {(data) => <OrdersSection report={data} period={period} />}
        </Report>
        <Report query={fullTrust} title={t('analytics.fullTrust.title')}>
          {(data) => <FullTrustSection report={data} period={period} />}
        </Report>
        <Report query={speed} title={t('analytics.speed.title')}>
          {(data) => <SpeedSection report={data} period={period} />}
        </Report>
        <Report query={topics} title={t('analytics.topics.title')}>
          {(data) => <TopicsSection report={data} period={period} />}
        </Report>
      </div>
    </PageLayout>
  );
}
