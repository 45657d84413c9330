import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@vitrina/shared';
import { paths } from '@vitrina/shared/routes';
import { PageLayout } from '@vitrina/shared/ui';
import { TabNav } from '../../components/TabNav';
import { useRefetchOnChannelChange } from '../../hooks/use-channel-scope';
import { TestTab } from '../../features/agent-test/components/TestTab';
import { ContentTab } from '../../features/content/components/ContentTab';
import { UploadTab } from '../../features/files/components/UploadTab';
import { QuestionsTab } from '../../features/questions/components/QuestionsTab';
import { ReplySettingsTab } from '../../features/reply-settings/components/ReplySettingsTab';
import { KNOWLEDGE_TABS, resolveKnowledgeTab, type KnowledgeTab } from './knowledge-tabs';

/** What each tab shows (docs/product.md §9.4). */
const PANELS: Record<KnowledgeTab, ComponentType> = {
  upload: UploadTab,
  question: QuestionsTab,
  content: ContentTab,
  test: TestTab,
  settings: ReplySettingsTab,
};

/** /{lng}/chat_gpt and /{lng}/chat_gpt/{tab}. */
export function KnowledgeBasePage() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { tab } = useParams();
  const current = resolveKnowledgeTab(tab);
  const Panel = PANELS[current];
  useRefetchOnChannelChange();
  const items = KNOWLEDGE_TABS.map((id) => ({
    to: paths.knowledgeTab(lng, id),
    label: t(`knowledge.tabs.${id}`),
    current: id === current,
  }));
  return (
    <PageLayout title={t('knowledge.title')}>
      <TabNav label={t('knowledge.sections')} items={items} />
      <Panel />
    </PageLayout>
  );
}
