import { useTranslation } from 'react-i18next';
import { PageLayout } from '@vitrina/shared/ui';
import { ChatPanePlaceholder } from './ChatPanePlaceholder';
import { ConversationList } from './ConversationList';
import { NoChannels } from './NoChannels';
import styles from './ChatsPage.module.css';

/**
 * /{lng}/chats with no channel connected (spec §2 'Chats page'): the empty state with the way to
 * add a channel, over the conversation list and the chat pane they will fill.
 */
export function ChatsPage() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('chats.title')}>
      <NoChannels />
      <div className={styles.inbox}>
        <ConversationList />
        <ChatPanePlaceholder />
      </div>
    </PageLayout>
  );
}
