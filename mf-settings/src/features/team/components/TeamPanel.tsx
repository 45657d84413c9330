import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, useLanguage } from '@vitrina/shared';
import { SAVED_REPLY_MAX_LENGTH, SHORTCUT_MAX_LENGTH } from '@vitrina/shared/contracts/constants';
import {
  Button,
  Message,
  MessageSlot,
  MESSAGE_MS,
  Spinner,
  TextArea,
  TextField,
  useTimedMessage,
} from '@vitrina/shared/ui';
import {
  useCreateSavedReply,
  useDeleteSavedReply,
  useInvite,
  useRemove,
  useSavedReplies,
  useTeam,
  useWithdraw,
} from '../hooks/use-team';
import styles from './TeamPanel.module.css';

/**
 * 'Команда' (docs/product.md §9.15): the teammates and their roles; the owner invites by email,
 * withdraws an invitation and removes a manager (whose sessions end at once). Below, the team's
 * saved replies.
 */
export function TeamPanel() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const team = useTeam();
  const invite = useInvite();
  const withdraw = useWithdraw();
  const remove = useRemove();
  const message = useTimedMessage();
  const [email, setEmail] = useState('');
  const headingId = useId();
  const inviteId = useId();

  if (team.isPending) return <Spinner label={t('team.loading')} />;
  if (team.isError) return <Message kind="error">{errorText(team.error, t('team.loadError'))}</Message>;
  const owner = team.data.role === 'OWNER';
  const date = (iso: string) => new Date(iso).toLocaleDateString(lng === 'ua' ? 'uk-UA' : 'en-GB');
  const fail = (error: unknown) => message.show('error', errorText(error, t('team.error')), MESSAGE_MS.long);

  return (
    <div className={styles.panel}>
      <section className={styles.card} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          {t('team.title')}
        </h2>
        <p className={styles.muted}>{owner ? t('team.ownerHint') : t('team.managerHint')}</p>
        <ul className={styles.list}>
          {team.data.members.map((m) => (
            <li key={m.id} className={styles.row}>
              <span>
                <strong>{m.name || m.email}</strong>
                {m.you ? ` ${t('team.you')}` : ''}
                <span className={styles.muted}> · {m.email}</span>
              </span>
              <span className={styles.role}>{t(m.role === 'OWNER' ? 'team.owner' : 'team.manager')}</span>
              {owner && m.role === 'MANAGER' ? (
                <Button
                  variant="danger"
                  disabled={remove.isPending}
                  onClick={() => {
                    if (!window.confirm(t('team.removeConfirm', { name: m.name || m.email }))) return;
                    remove.mutate(m.id, {
                      onSuccess: () => message.show('success', t('team.removed'), MESSAGE_MS.short),
                      onError: fail,
                    });
                  }}
                >
                  {t('team.remove')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
        {owner && team.data.invitations.length > 0 ? (
          <>
            <h3 className={styles.subheading}>{t('team.invitations')}</h3>
            <ul className={styles.list}>
              {team.data.invitations.map((i) => (
                <li key={i.id} className={styles.row}>
                  <span>
                    {i.email}
                    <span className={styles.muted}>
                      {' '}
                      · {i.expired ? t('team.expired') : t('team.validUntil', { date: date(i.expires_at) })}
                    </span>
                  </span>
                  <Button
                    variant="secondary"
                    disabled={withdraw.isPending}
                    onClick={() => withdraw.mutate(i.id, { onError: fail })}
                  >
                    {t('team.withdraw')}
                  </Button>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {owner ? (
          <form
            className={styles.inline}
            aria-labelledby={inviteId}
            onSubmit={(e) => {
              e.preventDefault();
              message.clear();
              invite.mutate(email.trim(), {
                onSuccess: () => {
                  setEmail('');
                  message.show('success', t('team.invited'), MESSAGE_MS.short);
                },
                onError: fail,
              });
            }}
          >
            <h3 id={inviteId} className={styles.subheading}>
              {t('team.invite')}
            </h3>
            <TextField
              label={t('team.email')}
              type="email"
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              hint={t('team.inviteHint')}
            />
            <Button type="submit" disabled={!email.trim() || invite.isPending}>
              {t('team.send')}
            </Button>
          </form>
        ) : null}
        <MessageSlot message={message.message} />
      </section>
      <SavedReplies owner={owner} />
    </div>
  );
}

/** The team's saved replies: "/command", text with {name} and {product}, an optional picture. */
function SavedReplies({ owner }: { owner: boolean }) {
  const { t } = useTranslation();
  const replies = useSavedReplies();
  const create = useCreateSavedReply();
  const remove = useDeleteSavedReply();
  const headingId = useId();
  const [shortcut, setShortcut] = useState('');
  const [text, setText] = useState('');
  const [image, setImage] = useState('');
  const message = useTimedMessage();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('team.savedReplies')}
      </h2>
      <p className={styles.muted}>{t('team.savedRepliesHint')}</p>
      {replies.isPending ? <Spinner size="sm" label={t('team.savedReplies')} /> : null}
      {replies.isError ? <Message kind="error">{errorText(replies.error, t('team.loadError'))}</Message> : null}
      {replies.data?.length === 0 ? <p>{t('team.noSavedReplies')}</p> : null}
      <ul className={styles.list}>
        {replies.data?.map((r) => (
          <li key={r.id} className={styles.row}>
            <span>
              <strong>/{r.shortcut}</strong> {r.text}
              {r.image_url ? <span className={styles.muted}> · {t('team.withPicture')}</span> : null}
            </span>
            {owner ? (
              <Button
                variant="secondary"
                disabled={remove.isPending}
                aria-label={t('team.deleteReply', { shortcut: r.shortcut })}
                onClick={() => remove.mutate(r.id)}
              >
                {t('team.delete')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <form
        className={styles.inline}
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate(
            { shortcut, text, image_url: image.trim() || null },
            {
              onSuccess: () => {
                setShortcut('');
                setText('');
                setImage('');
              },
              onError: (error) => message.show('error', errorText(error, t('team.error')), MESSAGE_MS.long),
            },
          );
        }}
      >
        <TextField
          label={t('team.shortcut')}
          value={shortcut}
          maxLength={SHORTCUT_MAX_LENGTH + 1}
          placeholder="/розміри"
          onChange={(e) => setShortcut(e.target.value)}
        />
        <TextArea
          label={t('team.replyText')}
          value={text}
          maxLength={SAVED_REPLY_MAX_LENGTH}
          hint={t('team.placeholders')}
          onChange={(e) => setText(e.target.value)}
        />
        <TextField
          label={t('team.picture')}
          type="url"
          value={image}
          placeholder="https://"
          onChange={(e) => setImage(e.target.value)}
        />
        <Button type="submit" disabled={!shortcut.trim() || !text.trim() || create.isPending}>
          {t('team.addReply')}
        </Button>
        <MessageSlot message={message.message} />
      </form>
    </section>
  );
}
