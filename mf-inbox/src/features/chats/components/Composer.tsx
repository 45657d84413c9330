import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '@vitrina/shared';
import { DIRECT_TEXT_LIMITS, MESSAGE_MAX_LENGTH } from '@vitrina/shared/contracts/constants';
import { Button, MESSAGE_MS, MessageSlot, cx, useTimedMessage } from '@vitrina/shared/ui';
import { useInboxState } from '../hooks/inbox-state';
import { useRequestAiAnswer, useSendReply, type Outgoing } from '../hooks/use-chat-actions';
import { lastCustomerText } from '../model/reply-options';
import { textAllowance } from '../model/text-allowance';
import { keepUnsent, readUnsent, unsentFor, unsentPicture } from '../model/unsent';
import type { Conversation, DirectPlatform, Message } from '../types';
import type { SavedReply } from '@vitrina/shared/contracts';
import {
  fillReply,
  matchingReplies,
  productInPlay,
  savedReplyQuery,
  teammateJustReplied,
  type ComposerTeam,
} from '../model/saved-replies';
import styles from './Chats.module.css';

interface ComposerProps {
  conversation: Conversation;
  /** The channel's platform: a direct reply is counted as Meta counts it (bytes or characters). */
  platform: DirectPlatform;
  thread: Message[];
  /** Direct messages are possible (else only comment replies are). */
  direct: boolean;
  /** The customer can be answered at all; if not, typed text stays (to copy) and cannot be sent. */
  reachable: boolean;
  botOn: boolean;
  /** Shows an error above the composer (kept by the pane, so it outlives a composer that hides). */
  showError: (text: string, ms: number) => void;
  /** Saved replies, the caller and the typing signal (docs/product.md §9.15). */
  team?: ComposerTeam;
}

/**
 * The input of the chat pane (docs/product.md §9.2): a growing textarea, the AI draft box, the
 * waiting note, comment-reply mode, the request-AI-answer button; Enter sends, Shift+Enter breaks
 * the line. A refused send keeps the text and shows the server's reason.
 */
export function Composer({ conversation, platform, thread, direct, reachable, botOn, showError, team }: ComposerProps) {
  const { t } = useTranslation();
  const id = conversation.id;
  const inputId = useId();
  const counterId = useId();
  const [state, dispatch] = useInboxState();
  const draft = state.drafts[id];
  const waiting = Boolean(state.waiting[id]);
  const processingError = state.errors[id];
  // A message whose send did not finish (a failure, a timeout, a reload) comes back with its key.
  const [text, setText] = useState(() => readUnsent(conversation.id)?.text ?? '');
  /** Set from the click to the answer: a second click or Enter before React re-renders sends nothing. */
  const inFlight = useRef(false);
  /** The AI draft as proposed, once moved into the textarea: an edit of it is sent with the original. */
  const [original, setOriginal] = useState<string | null>(null);
  /** A private reply to this comment (a direct message allowed by the comment, docs/product.md §7.2). */
  const privateReplyTo = state.privateReply[id] ?? null;
  // Without a direct window (and no private reply) a comment reply is the only way to answer.
  const commentTarget =
    state.commentReply[id] ?? (direct || privateReplyTo || !reachable ? undefined : { commentId: null });
  const textarea = useRef<HTMLTextAreaElement>(null);
  const send = useSendReply();
  const requestAi = useRequestAiAnswer();
  const hint = useTimedMessage();
  const suggestionsId = useId();
  // "/command" typed alone: the team's saved replies that match (docs/product.md §9.15).
  const query = team ? savedReplyQuery(text) : null;
  const suggestions = query === null || !team ? [] : matchingReplies(team.savedReplies, query);
  const [picked, setPicked] = useState(0);
  const choice = suggestions.length ? Math.min(picked, suggestions.length - 1) : -1;
  // A saved reply's picture, sent after the text as a message of its own (kept with an unsent message).
  const [picture, setPicture] = useState<string | null>(() => unsentPicture(readUnsent(conversation.id)));
  const insertReply = (reply: SavedReply) => {
    const name = conversation.participant.name || conversation.participant.username || '';
    setText(fillReply(reply, { name, product: productInPlay(thread) }));
    setPicture(reply.image_url);
    setPicked(0);
    textarea.current?.focus();
  };

  useEffect(() => {
    if (processingError) showError(processingError.text, MESSAGE_MS.long);
    // Each error is shown once, when it arrives (its seq changes).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [processingError?.seq]);

  // The textarea grows with its content from its 45 px minimum (CSS).
  useEffect(() => {
    const el = textarea.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight}px`;
  }, [text]);

  const body = text.trim();
  const canSend = reachable && body !== '' && !send.isPending;
  // A direct reply is limited as Meta limits it (Instagram 1,000 UTF-8 bytes, Messenger 2,000
  // characters; docs/product.md §9.2): the characters left are shown, a longer reply is not sent.
  const allowance = textAllowance(platform, body);
  const { tooLong } = allowance;
  const limitArgs = { left: allowance.left, over: allowance.over, max: DIRECT_TEXT_LIMITS[platform].max };
  const limitText = t(`inbox.textLimit.${platform}.${tooLong ? 'over' : 'left'}`, limitArgs);

  const submit = () => {
    if (!canSend || inFlight.current) return;
    // A teammate answered within seconds: sending on top of it asks first (docs/product.md §9.15).
    const ago = teammateJustReplied(thread, team?.meId ?? null);
    if (ago !== null && !window.confirm(t('inbox.collision', { seconds: ago }))) return;
    if (tooLong && !commentTarget) {
      showError(t(`inbox.textLimit.${platform}.refused`, limitArgs), MESSAGE_MS.long);
      return;
    }
    const edited = original !== null && body !== original.trim();
    const lastUserMessage = lastCustomerText(thread);
    const onSuccess = () => {
      setText('');
      setPicture(null);
      setOriginal(null);
      if (edited) hint.show('info', t('inbox.addedToKnowledge'), MESSAGE_MS.long);
    };
    // The text stays (and its key with it) until the server stored the message.
    const onError = (error: unknown) => {
      showError(errorText(error, t('inbox.sendError')), MESSAGE_MS.long);
      // 422 with a picture: Meta could not fetch the picture, the text went (docs/product.md §9.15).
      if (picture && error instanceof ApiError && error.status === 422) {
        setText('');
        setPicture(null);
        keepUnsent(id, null);
      }
    };
    const onSettled = () => {
      inFlight.current = false;
    };
    const out: Outgoing = commentTarget
      ? {
          kind: 'comment',
          conversationId: id,
          body: {
            text: body,
            conversation_id: id,
            ...(commentTarget.commentId ? { comment_id: commentTarget.commentId } : {}),
          },
        }
      : {
          kind: 'direct',
          conversationId: id,
          body: {
            message: body,
            recipient_id: conversation.participant.id,
            ...(privateReplyTo ? { comment_id: privateReplyTo } : {}),
            ...(picture && !privateReplyTo ? { image_url: picture } : {}),
            ...(edited && original && lastUserMessage
              ? { rejected_ai_proposition: original, last_user_message: lastUserMessage }
              : {}),
          },
        };
    const unsent = unsentFor(readUnsent(id), body, { kind: out.kind, ...out.body });
    keepUnsent(id, unsent);
    out.body.idempotency_key = unsent.key;
    inFlight.current = true;
    send.mutate(out, { onSuccess, onError, onSettled });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (suggestions.length > 0) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        const step = e.key === 'ArrowDown' ? 1 : -1;
        setPicked((choice + step + suggestions.length) % suggestions.length);
        return;
      }
      if ((e.key === 'Enter' || e.key === 'Tab') && !e.shiftKey && !e.nativeEvent.isComposing) {
        e.preventDefault();
        insertReply(suggestions[choice]!);
        return;
      }
    }
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  const takeDraft = () => {
    if (!draft) return;
    setText(draft.text);
    setOriginal(draft.text);
    if (draft.privateReplyTo) dispatch({ type: 'private-reply', conversationId: id, commentId: draft.privateReplyTo });
    dispatch({ type: 'discard-draft', conversationId: id });
    textarea.current?.focus();
  };

  const canRequestAi = reachable && botOn && conversation.can_we_send_message;
  // An unreachable customer: nothing to type, unless text was typed for them (kept, to copy).
  if (!reachable && text === '') return null;

  return (
    <div className={styles.composer}>
      {!reachable ? (
        <p className={styles.keptNote} role="note">
          {t('inbox.unsentKept')}
        </p>
      ) : null}
      <MessageSlot message={hint.message} />
      {waiting && !draft ? (
        <p className={styles.waiting} role="status">
          {t('inbox.generating')}
        </p>
      ) : null}
      {draft && reachable ? (
        <div className={styles.draft}>
          <button type="button" className={styles.draftBody} onClick={takeDraft}>
            <span className={styles.draftTitle}>{t('inbox.aiDraft')}</span>
            <span className={styles.draftText}>{draft.text}</span>
            <span className={styles.draftHint}>{t('inbox.useDraft')}</span>
          </button>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('inbox.discardDraft')}
            onClick={() => dispatch({ type: 'discard-draft', conversationId: id })}
          >
            ×
          </button>
        </div>
      ) : null}
      {draft?.note === 'LLM_BUDGET' && reachable ? <p className={styles.waiting}>{t('inbox.llmBudgetNote')}</p> : null}
      {privateReplyTo && !commentTarget ? (
        <div className={styles.commentContext}>
          <span>{t('inbox.privateReplyMode')}</span>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('inbox.cancelPrivateReply')}
            onClick={() => dispatch({ type: 'cancel-private-reply', conversationId: id })}
          >
            ×
          </button>
        </div>
      ) : null}
      {commentTarget ? (
        <div className={styles.commentContext}>
          <span>{t('inbox.commentMode')}</span>
          {direct ? (
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('inbox.cancelCommentMode')}
              onClick={() => dispatch({ type: 'cancel-comment-reply', conversationId: id })}
            >
              ×
            </button>
          ) : null}
        </div>
      ) : null}
      {picture && !commentTarget && !privateReplyTo ? (
        <div className={styles.commentContext}>
          <img className={styles.pictureThumb} src={picture} alt="" />
          <span>{t('inbox.pictureAttached')}</span>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('inbox.removePicture')}
            onClick={() => setPicture(null)}
          >
            ×
          </button>
        </div>
      ) : null}
      <form
        className={styles.inputRow}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label htmlFor={inputId} className={styles.srOnly}>
          {commentTarget ? t('inbox.commentInput') : t('inbox.messageInput')}
        </label>
        <textarea
          id={inputId}
          ref={textarea}
          className={styles.textarea}
          rows={1}
          value={text}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={commentTarget ? t('inbox.commentPlaceholder') : t('inbox.messagePlaceholder')}
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value) team?.onTyping(id);
          }}
          onKeyDown={onKeyDown}
          role={team ? 'combobox' : undefined}
          aria-autocomplete={team ? 'list' : undefined}
          aria-expanded={team ? suggestions.length > 0 : undefined}
          aria-controls={suggestions.length > 0 ? suggestionsId : undefined}
          aria-activedescendant={choice >= 0 ? `${suggestionsId}-${choice}` : undefined}
          aria-describedby={commentTarget ? undefined : counterId}
          aria-invalid={!commentTarget && tooLong ? true : undefined}
        />
        <div className={styles.inputActions}>
          {canRequestAi ? (
            <Button
              type="button"
              variant="secondary"
              loading={requestAi.isPending}
              disabled={waiting}
              onClick={() =>
                requestAi.mutate(id, {
                  onError: (error) => showError(errorText(error, t('inbox.aiRequestError')), MESSAGE_MS.long),
                })
              }
            >
              {t('inbox.requestAi')}
            </Button>
          ) : null}
          <Button type="submit" loading={send.isPending} disabled={!reachable || body === ''}>
            {t('inbox.send')}
          </Button>
        </div>
      </form>
      {suggestions.length > 0 ? (
        <ul id={suggestionsId} role="listbox" aria-label={t('inbox.savedReplies')} className={styles.suggestions}>
          {suggestions.map((r, i) => (
            <li
              key={r.id}
              id={`${suggestionsId}-${i}`}
              role="option"
              aria-selected={i === choice}
              className={cx(styles.suggestion, i === choice && styles.suggestionActive)}
              onMouseDown={(e) => {
                e.preventDefault();
                insertReply(r);
              }}
            >
              <strong>/{r.shortcut}</strong> {r.text}
              {r.image_url ? ` · ${t('inbox.withPicture')}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      {commentTarget ? null : (
        <p id={counterId} className={cx(styles.textLimit, tooLong && styles.textLimitOver)} aria-live="polite">
          {limitText}
        </p>
      )}
    </div>
  );
}
