import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions } from '@vitrina/shared/query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { errorText } from '@vitrina/shared';
import { Message, PageLayout, Spinner, VisuallyHidden } from '@vitrina/shared/ui';
import { BotToggle } from '../../features/assistant/components/BotToggle';
import { useBotStatus } from '../../features/assistant/hooks/use-bot-status';
import { ReplyMode } from '../../features/assistant/components/ReplyMode';
import { ChannelSelector } from '../../features/channels/components/ChannelSelector';
import { NoChannels } from '../../features/channels/components/NoChannels';
import { SandboxHint, simulatorUrl } from '../../features/channels/components/SandboxHint';
import { useChannels, useCurrentChannel, useSandboxPlatform } from '../../features/channels/hooks/use-channels';
import { storeReturnedAuthCode } from '../../features/channels/model/auth-popup';
import { ACTIVE_PARAM, Inbox } from '../../features/chats/components/Inbox';
import { useAnswerOpenConversation } from '../../features/chats/hooks/use-answer-open';
import { InboxStateProvider } from '../../features/chats/hooks/inbox-state';
import { FirstRunChecklist } from '../../features/first-run/components/FirstRunChecklist';
import { OrderPanel } from '../../features/orders/components/OrderPanel';
import { PushPrompt } from '../../features/push-prompt/components/PushPrompt';
import { ConversationTools } from '../../features/teamwork/components/ConversationTools';
import { ListFilters, type TeamFilters } from '../../features/teamwork/components/ListFilters';
import { typingSignal } from '../../features/teamwork/hooks/use-presence';
import { useSavedReplies, useTeamLive } from '../../features/teamwork/hooks/use-team';
import styles from './ChatsPage.module.css';

/**
 * /{lng}/chats (docs/product.md §9.2): the return page of the platform's authorisation (?code=), a
 * spinner while the channels load, the empty state with no channel, else the header (channel
 * selector, assistant toggle; a burger under 1024 px, below the shell's phone bar) over the inbox, which takes the
 * whole window; the order panel (docs/product.md §9.8) beside the open conversation.
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
  return <ChatsScreen />;
}

function ChatsScreen() {
  const { t } = useTranslation();
  // The team's list filters and live lists (docs/product.md §9.15).
  const [filters, setFilters] = useState<TeamFilters>({});
  useTeamLive();
  const savedReplies = useSavedReplies();
  const me = useQuery(currentUserQueryOptions());
  const [onTyping] = useState(typingSignal);
  const composerTeam = useMemo(
    () => ({ savedReplies: savedReplies.data ?? [], meId: me.data?.id ?? null, onTyping }),
    [savedReplies.data, me.data?.id, onTyping],
  );
  const channels = useChannels();
  const current = useCurrentChannel();
  const titleId = useId();
  const channelId = current.data?.id ?? channels.data?.[0]?.id ?? null;
  // The platform's text limit applies to replies (Instagram 1,000 bytes, Messenger 2,000 characters).
  const channel = channels.data?.find((c) => c.id === channelId) ?? current.data ?? null;
  const platform = channel?.platform ?? 'INSTAGRAM';

  let body;
  if (channels.isPending) body = <Spinner size="lg" label={t('chats.loading')} />;
  else if (channels.isError) body = <Message kind="error">{errorText(channels.error, t('chats.loadError'))}</Message>;
  else if (channels.data.length === 0 || !channelId) {
    body = (
      <>
        <FirstRun channelId={null} account={null} />
        <NoChannels />
      </>
    );
  } else {
    body = (
      <>
        <header className={styles.header}>
          <ChannelSelector channels={channels.data} />
          <span className={styles.sandbox}>
            <SandboxHint account={channel?.profile_id} compact />
          </span>
          <div className={styles.desktopToggle}>
            <ReplyMode channelId={channelId} />
            <AssistantToggle />
          </div>
          <BurgerMenu channelId={channelId} />
        </header>
        <FirstRun channelId={channelId} account={channel?.profile_id ?? null} />
        <PushPrompt />
        <Inbox
          key={channelId}
          channelId={channelId}
          platform={platform}
          aside={(conversationId) => <OrderPanel key={`order-${conversationId}`} conversationId={conversationId} />}
          filters={filters}
          listTools={<ListFilters value={filters} onChange={setFilters} />}
          paneTools={(conversation) => <ConversationTools key={conversation.id} conversation={conversation} />}
          composerTeam={composerTeam}
        />
      </>
    );
  }
  return (
    <InboxStateProvider>
      <section className={styles.page} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          {t('chats.title')}
        </h1>
        {body}
      </section>
    </InboxStateProvider>
  );
}

/** The header's assistant switch: turned on, it drafts the open conversation's unanswered message (issue 47). */
function AssistantToggle() {
  const answerOpen = useAnswerOpenConversation();
  const [params] = useSearchParams();
  const open = params.get(ACTIVE_PARAM);
  return <BotToggle onTurnedOn={() => answerOpen(open)} />;
}

/** The first-run checklist (docs/product.md §9.2 "First run"), with the assistant's switch as its third step. */
function FirstRun({ channelId, account }: { channelId: string | null; account: string | null }) {
  const { user, toggle, on } = useBotStatus();
  const answerOpen = useAnswerOpenConversation();
  const [params] = useSearchParams();
  const open = params.get(ACTIVE_PARAM);
  const sandbox = useSandboxPlatform();
  return (
    <FirstRunChecklist
      channelId={channelId}
      userId={user.data?.id ?? null}
      botOn={on}
      sandbox={sandbox}
      simulatorHref={account ? simulatorUrl(account) : null}
      assistantBusy={user.isPending || toggle.isPending}
      onAssistantOn={() => toggle.mutate('ON', { onSuccess: () => answerOpen(open) })}
    />
  );
}

/** Under 1024 px the assistant toggle and the reply mode live in this menu (docs/product.md §9.2). */
function BurgerMenu({ channelId }: { channelId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onPointer = (e: PointerEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  return (
    <div className={styles.burger} ref={root}>
      <button
        type="button"
        className={styles.burgerButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          {/* Sliders: the assistant's settings (the shell's bar holds the app menu). */}
          <path
            d="M4 7h10M18 7h2M4 17h4M12 17h8M16 5v4M10 15v4"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        <VisuallyHidden>{t('inbox.menu')}</VisuallyHidden>
      </button>
      <div id={panelId} className={styles.burgerPanel} hidden={!open}>
        <AssistantToggle />
        <ReplyMode channelId={channelId} />
      </div>
    </div>
  );
}
