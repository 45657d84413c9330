import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '@vitrina/shared/ui';
import { TabNav } from '../../components/TabNav';
import { ContentTab } from '../../features/content/components/ContentTab';
import { UploadTab } from '../../features/files/components/UploadTab';
import { QuestionsTab } from '../../features/questions/components/QuestionsTab';
import { ReplySettingsTab } from '../../features/reply-settings/components/ReplySettingsTab';
import { KNOWLEDGE_TABS, resolveKnowledgeTab, type KnowledgeTab } from '../knowledge-tabs';

/** What each tab shows; the test tab shows nothing (spec §2). */
const PANELS: Record<KnowledgeTab, ComponentType | null> = {
  upload: UploadTab,
  question: QuestionsTab,
  content: ContentTab,
  test: null,
  settings: ReplySettingsTab,
};

/** /{lng}/chat_gpt and /{lng}/chat_gpt/{tab}. */
export function KnowledgeBasePage() {
  const { t } = useTranslation();
  const { lng, tab } = useParams();
  const current = resolveKnowledgeTab(tab);
  const Panel = PANELS[current];
  const items = KNOWLEDGE_TABS.map((id) => ({
    to: `/${lng}/chat_gpt/${id}`,
    label: t(`knowledge.tabs.${id}`),
    current: id === current,
  }));
  return (
    <PageLayout title={t('knowledge.title')}>
      <TabNav label={t('knowledge.sections')} items={items} />
      {Panel ? <Panel /> : null}
    </PageLayout>
  );
}
