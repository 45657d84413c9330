import { useId } from 'react';
import { useTranslation } from 'react-i18next';
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
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {t('chats.title')}
      </h1>
      <NoChannels />
      <div className={styles.inbox}>
        <ConversationList />
        <ChatPanePlaceholder />
      </div>
    </section>
  );
}
