import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Message } from '@vitrina/shared/ui';
import { PageLayout } from '@vitrina/shared/ui';
import { DateRangeForm } from './DateRangeForm';
import { SessionHistory } from './SessionHistory';

/** /{lng}/ai_agent: the AI agent debugger (spec §2). */
export function AgentDebuggerPage() {
  const { t } = useTranslation();
  const { lng } = useParams();
  return (
    <PageLayout title={t('debugger.title')} actions={<Link to={`/${lng}/pipelines`}>{t('debugger.toPipelines')}</Link>}>
      <Message kind="info">{t('common.notConnected')}</Message>
      <DateRangeForm />
      <SessionHistory />
    </PageLayout>
  );
}
