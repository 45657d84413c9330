import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@vitrina/shared';
import { paths } from '@vitrina/shared/routes';
import { PageLayout } from '@vitrina/shared/ui';
import type { LogsSearch } from '../../features/agent-logs/api/agent-logs';
import { DateRangeForm, type DateRange } from '../../features/agent-logs/components/DateRangeForm';
import { SessionHistory } from '../../features/agent-logs/components/SessionHistory';
import { lastDay, toIso } from '../../features/agent-logs/model/sessions';

const PAGE_SIZE = 20;

const searchOf = (range: DateRange, page = 0): LogsSearch => ({
  startDate: toIso(range.start),
  endDate: toIso(range.end, { endOfMinute: true }),
  page,
  size: PAGE_SIZE,
});

/** /{lng}/ai_agent: the AI agent debugger, the last 24 hours first (docs/product.md §9.6). */
export function AgentDebuggerPage() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const [initial] = useState(() => lastDay());
  const [search, setSearch] = useState<LogsSearch>(() => searchOf(initial));
  return (
    <PageLayout
      title={t('debugger.title')}
      actions={<Link to={paths.pipelines(lng)}>{t('debugger.toPipelines')}</Link>}
    >
      <DateRangeForm initial={initial} onSearch={(range) => setSearch(searchOf(range))} />
      <SessionHistory search={search} onPage={(page) => setSearch((current) => ({ ...current, page }))} />
    </PageLayout>
  );
}
