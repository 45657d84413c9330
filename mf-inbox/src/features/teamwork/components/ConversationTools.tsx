import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorText, useLanguage } from '@vitrina/shared';
import { currentUserQueryOptions } from '@vitrina/shared/query';
import { LABEL_COLORS, NOTE_MAX_LENGTH } from '@vitrina/shared/contracts/constants';
import type { Conversation } from '@vitrina/shared/contracts';
import { Button, Checkbox, Message, Select, Spinner, TextArea, TextField } from '@vitrina/shared/ui';
import {
  addNote,
  assignConversation,
  createLabel,
  setConversationLabels,
  setConversationStatus,
} from '../api/teamwork';
import { teamKeys } from '../hooks/query-keys';
import { usePresence } from '../hooks/use-presence';
import { useLabels, useNotes, useTeam } from '../hooks/use-team';
import { snoozeTimes } from '../model/snooze';
import type { Note } from '../types';
import styles from './Teamwork.module.css';

type Panel = 'labels' | 'notes' | null;

/**
 * The open conversation's header tools (docs/product.md §9.15), where the six "coming soon" icons
 * were: who handles it, its status (open, done, snoozed), its labels, the team's notes, and who
 * else has it open or is typing.
 */
export function ConversationTools({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const me = useQuery(currentUserQueryOptions());
  const team = useTeam();
  const [panel, setPanel] = useState<Panel>(null);
  const [error, setError] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const others = usePresence(conversation.id, me.data?.id ?? null);

  useEffect(() => {
    if (!panel) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setPanel(null);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [panel]);

  const fail = (e: unknown) => setError(errorText(e, t('team.saveError')));
  const assign = useMutation({
    mutationFn: (assigneeId: string | null) => assignConversation(conversation.id, assigneeId),
    onError: fail,
  });
  const status = useMutation({
    mutationFn: ({ value, until }: { value: 'OPEN' | 'DONE' | 'SNOOZED'; until: string | null }) =>
      setConversationStatus(conversation.id, value, until),
    onError: fail,
  });

  const assigneeId = assign.isSuccess ? (assign.data.assignee?.id ?? '') : (conversation.assignee?.id ?? '');
  const members = team.data?.members ?? [];
  const current = status.isSuccess
    ? status.data
    : { status: conversation.status, snoozed_until: conversation.snoozed_until };
  const times = snoozeTimes(new Date());
  const snoozedLabel = current.snoozed_until
    ? t('team.snoozedUntil', {
        time: new Date(current.snoozed_until).toLocaleString(lng === 'ua' ? 'uk-UA' : 'en-GB', {
          dateStyle: 'short',
          timeStyle: 'short',
        }),
      })
    : '';
  const statusValue = current.status === 'SNOOZED' ? 'SNOOZED' : (current.status ?? 'OPEN');

  const toggle = (which: Panel) => setPanel((p) => (p === which ? null : which));

  return (
    <div className={styles.tools} ref={root} role="group" aria-label={t('team.tools')}>
      <Select
        className={styles.compact}
        label={t('team.assign')}
        value={assigneeId}
        disabled={assign.isPending || team.isPending}
        options={[
          { value: '', label: t('team.unassigned') },
          ...members.map((m) => ({
            value: m.id,
            label: m.you ? t('team.me', { name: m.name || m.email }) : m.name || m.email,
          })),
        ]}
        onChange={(value) => {
          setError(null);
          assign.mutate(value || null);
        }}
      />
      <Select
        className={styles.compact}
        label={t('team.conversationStatus')}
        value={statusValue}
        disabled={status.isPending}
        options={[
          { value: 'OPEN', label: t('team.open') },
          { value: 'DONE', label: t('team.done') },
          ...(statusValue === 'SNOOZED' ? [{ value: 'SNOOZED', label: snoozedLabel, disabled: true }] : []),
          { value: 'HOUR', label: t('team.snoozeHour') },
          { value: 'TOMORROW', label: t('team.snoozeTomorrow') },
        ]}
        onChange={(value) => {
          setError(null);
          if (value === 'HOUR') status.mutate({ value: 'SNOOZED', until: times.hour });
          else if (value === 'TOMORROW') status.mutate({ value: 'SNOOZED', until: times.tomorrow });
          else status.mutate({ value: value as 'OPEN' | 'DONE', until: null });
        }}
      />
      <ToolButton expanded={panel === 'labels'} onClick={() => toggle('labels')}>
        {t('team.labels')}
        {conversation.labels?.length ? ` (${conversation.labels.length})` : ''}
      </ToolButton>
      <ToolButton expanded={panel === 'notes'} onClick={() => toggle('notes')}>
        {t('team.notes')}
      </ToolButton>
      {conversation.labels?.length ? (
        <span className={styles.labelChips}>
          {conversation.labels.map((l) => (
            <span key={l.id} className={styles.chip}>
              <span className={styles.swatch} style={{ background: l.color }} aria-hidden="true" />
              {l.name}
            </span>
          ))}
        </span>
      ) : null}
      {panel === 'labels' && <LabelsPanel conversation={conversation} onError={fail} />}
      {panel === 'notes' && <NotesPanel conversationId={conversation.id} onClose={() => setPanel(null)} />}
      {others.length > 0 && (
        <p className={styles.presence} role="status">
          {others.map((p) => t(p.typing ? 'team.typing' : 'team.viewing', { name: p.name })).join(' · ')}
        </p>
      )}
      {error && (
        <div className={styles.presence}>
          <Message kind="error">{error}</Message>
        </div>
      )}
    </div>
  );
}

function ToolButton({ expanded, onClick, children }: { expanded: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={styles.toolButton} aria-expanded={expanded} onClick={onClick}>
      {children}
    </button>
  );
}

/** The shop's labels as checkboxes, and a new label with a colour of the list. */
function LabelsPanel({ conversation, onError }: { conversation: Conversation; onError: (e: unknown) => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const labels = useLabels();
  const titleId = useId();
  const [chosen, setChosen] = useState<string[]>(() => (conversation.labels ?? []).map((l) => l.id));
  const [name, setName] = useState('');
  const [color, setColor] = useState<string>(LABEL_COLORS[5]);
  const save = useMutation({
    mutationFn: (ids: string[]) => setConversationLabels(conversation.id, ids),
    onError,
  });
  const create = useMutation({
    mutationFn: () => createLabel(name.trim(), color),
    onSuccess: (label) => {
      setName('');
      void client.invalidateQueries({ queryKey: teamKeys.labels });
      const next = [...chosen, label.id];
      setChosen(next);
      save.mutate(next);
    },
    onError,
  });
  const toggle = (id: string, on: boolean) => {
    const next = on ? [...chosen, id] : chosen.filter((x) => x !== id);
    setChosen(next);
    save.mutate(next);
  };
  return (
    <div className={styles.popover} role="group" aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.popoverTitle}>
        {t('team.labelsOf')}
      </h3>
      {labels.isPending ? <Spinner size="sm" label={t('team.labels')} /> : null}
      {labels.data?.length === 0 ? <p>{t('team.noLabels')}</p> : null}
      {labels.data?.map((l) => (
        <div key={l.id} className={styles.labelOption}>
          <span className={styles.swatch} style={{ background: l.color }} aria-hidden="true" />
          <Checkbox label={l.name} checked={chosen.includes(l.id)} onChange={(e) => toggle(l.id, e.target.checked)} />
        </div>
      ))}
      <form
        className={styles.newLabel}
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim()) create.mutate();
        }}
      >
        <TextField label={t('team.newLabel')} value={name} maxLength={30} onChange={(e) => setName(e.target.value)} />
        <Select
          label={t('team.labelColor')}
          value={color}
          options={LABEL_COLORS.map((c, i) => ({ value: c, label: `${i + 1} ${c}` }))}
          onChange={setColor}
        />
        <Button type="submit" disabled={!name.trim() || create.isPending}>
          {t('team.addLabel')}
        </Button>
      </form>
    </div>
  );
}

/** The team's notes of the conversation: yellow cards with their author, and a new note. */
function NotesPanel({ conversationId, onClose }: { conversationId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const client = useQueryClient();
  const notes = useNotes(conversationId);
  const titleId = useId();
  const [text, setText] = useState('');
  const add = useMutation({
    mutationFn: () => addNote(conversationId, text.trim()),
    onSuccess: (note) => {
      setText('');
      client.setQueryData<Note[]>(teamKeys.notes(conversationId), (list) =>
        list?.some((n) => n.id === note.id) ? list : [...(list ?? []), note],
      );
    },
  });
  const when = (iso: string) =>
    new Date(iso).toLocaleString(lng === 'ua' ? 'uk-UA' : 'en-GB', { dateStyle: 'short', timeStyle: 'short' });
  return (
    <div className={styles.popover} role="group" aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.popoverTitle}>
        {t('team.notesTitle')}
      </h3>
      {notes.isPending ? <Spinner size="sm" label={t('team.notes')} /> : null}
      {notes.isError ? <Message kind="error">{errorText(notes.error, t('team.saveError'))}</Message> : null}
      {notes.data?.length === 0 ? <p>{t('team.noNotes')}</p> : null}
      {notes.data?.length ? (
        <ul className={styles.notes}>
          {notes.data.map((n) => (
            <li key={n.id} className={styles.note}>
              {n.text}
              <span className={styles.noteMeta}>
                {t('team.noteBy', { name: n.author?.name ?? t('team.formerTeammate'), time: when(n.created_at) })}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (text.trim()) add.mutate();
        }}
      >
        <TextArea
          label={t('team.noteField')}
          value={text}
          maxLength={NOTE_MAX_LENGTH}
          onChange={(e) => setText(e.target.value)}
          error={add.isError ? errorText(add.error, t('team.saveError')) : undefined}
        />
        <Button type="submit" disabled={!text.trim() || add.isPending}>
          {t('team.addNote')}
        </Button>{' '}
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('team.close')}
        </Button>
      </form>
    </div>
  );
}
