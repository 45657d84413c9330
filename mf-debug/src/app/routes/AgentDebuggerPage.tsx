import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@vitrina/shared';
import { paths } from '@vitrina/shared/routes';
import { Message, PageLayout } from '@vitrina/shared/ui';
import { DateRangeForm } from '../../features/agent-logs/components/DateRangeForm';
import { SessionHistory } from '../../features/agent-logs/components/SessionHistory';

/** /{lng}/ai_agent: the AI agent debugger (docs/product.md §9.6). */
export function AgentDebuggerPage() {
  const { t } = useTranslation();
  const lng = useLanguage();
  return (
    <PageLayout
      title={t('debugger.title')}
      actions={<Link to={paths.pipelines(lng)}>{t('debugger.toPipelines')}</Link>}
    >
      <Message kind="info">{t('common.notConnected')}</Message>
      <DateRangeForm />
      <SessionHistory />
    </PageLayout>
  );
}
