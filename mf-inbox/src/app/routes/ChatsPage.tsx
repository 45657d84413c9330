import { useTranslation } from 'react-i18next';
import { PageLayout } from '@vitrina/shared/ui';
import { ChatPanePlaceholder } from '../../features/chats/components/ChatPanePlaceholder';
import { ConversationList } from '../../features/chats/components/ConversationList';
import { NoChannels } from '../../features/chats/components/NoChannels';
import styles from './ChatsPage.module.css';

/**
 * /{lng}/chats with no channel connected (docs/product.md §9.2): the empty state with the way to
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
