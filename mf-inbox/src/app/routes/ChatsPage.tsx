import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@vitrina/shared';
import { Message, PageLayout, Spinner } from '@vitrina/shared/ui';
import { ChannelSelector } from '../../features/channels/components/ChannelSelector';
import { NoChannels } from '../../features/channels/components/NoChannels';
import { SandboxHint } from '../../features/channels/components/SandboxHint';
import { useChannels } from '../../features/channels/hooks/use-channels';
import { storeReturnedAuthCode } from '../../features/channels/model/auth-popup';
import { ChatPanePlaceholder } from '../../features/chats/components/ChatPanePlaceholder';
import { ConversationList } from '../../features/chats/components/ConversationList';
import styles from './ChatsPage.module.css';

/**
 * /{lng}/chats (docs/product.md §9.2): the return page of the platform's authorisation (?code=), a
 * spinner while the channels load, the empty state with no channel, else the header with the
 * channel selector over the inbox.
 */
export function ChatsPage() {
  const { t } = useTranslation();
  // Opened in the add-channel popup: hand the code to the opener and close (once, on first render).
  const [authReturn] = useState(() => storeReturnedAuthCode(window.location.search));
  if (authReturn) {
    return (
      <PageLayout title={t('chats.title')}>
        <p role="status">{t('chats.authReturned')}</p>
      </PageLayout>
    );
  }
  return <Inbox />;
}

function Inbox() {
  const { t } = useTranslation();
  const channels = useChannels();
  let top;
  if (channels.isPending) top = <Spinner size="lg" label={t('chats.loading')} />;
  else if (channels.isError) top = <Message kind="error">{errorText(channels.error, t('chats.loadError'))}</Message>;
  else if (channels.data.length === 0) top = <NoChannels />;
  else {
    top = (
      <header className={styles.header}>
        <ChannelSelector channels={channels.data} />
        <SandboxHint connected />
      </header>
    );
  }
  return (
    <PageLayout title={t('chats.title')}>
      {top}
      {/* PLACEHOLDER (issue 13, the inbox): conversation list, chat pane and composer go here. */}
      <div className={styles.inbox} data-region="inbox-placeholder">
        <ConversationList />
        <ChatPanePlaceholder />
      </div>
    </PageLayout>
  );
}
