import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@vitrina/shared';
import {
  AUTOPILOT_TOPICS,
  ASSISTANT_LINE_MAX,
  HOURLY_CAP_MAX,
  LEARNING_DRAFTS_MAX,
  UNDO_SECONDS_MAX,
  type AutopilotHours,
  type AutopilotSettings,
  type AutopilotTopic,
} from '@vitrina/shared/contracts';
import { Button, Checkbox, Message, Modal, RadioGroup, TextField } from '@vitrina/shared/ui';
import { useAutopilot } from '../hooks/use-autopilot';
import styles from './FullTrustSettings.module.css';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

type Draft = Omit<AutopilotSettings, 'channel_id' | 'mode' | 'undo_seconds' | 'hourly_cap' | 'learning_drafts'> & {
  // Typed as the owner types them; the API names a bad value (400 with the field's error).
  undo_seconds: string;
  hourly_cap: string;
  learning_drafts: string;
};

const draftOf = (s: AutopilotSettings): Draft => ({
  topics: s.topics,
  hours: s.hours,
  working_hours: s.working_hours,
  time_zone: s.time_zone,
  undo_seconds: String(s.undo_seconds),
  hourly_cap: String(s.hourly_cap),
  learning_drafts: String(s.learning_drafts),
  assistant_line: s.assistant_line,
  auto_orders: s.auto_orders,
});

/**
 * Full trust's settings for the channel (docs/product.md §9.10): the topics the assistant may
 * answer alone, when (always, or outside the working hours in the shop's time zone), the undo
 * window, the hourly cap per conversation, the drafts of a topic the owner must send unchanged
 * before it goes out alone, and the optional "you talk to an assistant" line.
 * A button beside the reply mode opens them in a dialog; saving sends them all at once.
 */
export function FullTrustSettings({ channelId }: { channelId: string | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        className={styles.open}
        disabled={channelId === null}
        onClick={() => setOpen(true)}
      >
        {t('inbox.fullTrust.open')}
      </Button>
      {open && channelId !== null ? <SettingsDialog channelId={channelId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function SettingsDialog({ channelId, onClose }: { channelId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { settings } = useAutopilot(channelId);
  return (
    <Modal open onClose={onClose} title={t('inbox.fullTrust.title')} className={styles.dialog}>
      {settings.data ? (
        <SettingsForm channelId={channelId} saved={settings.data} onClose={onClose} />
      ) : settings.isError ? (
        <Message kind="error">{errorText(settings.error, t('inbox.fullTrust.loadError'))}</Message>
      ) : (
        <p role="status">{t('inbox.fullTrust.loading')}</p>
      )}
    </Modal>
  );
}

function SettingsForm({
  channelId,
  saved,
  onClose,
}: {
  channelId: string;
  saved: AutopilotSettings;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { update } = useAutopilot(channelId);
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const toggleTopic = (topic: AutopilotTopic, on: boolean) =>
    set(
      'topics',
      on
        ? AUTOPILOT_TOPICS.filter((x) => x === topic || draft.topics.includes(x))
        : draft.topics.filter((x) => x !== topic),
    );
  const toggleDay = (day: number, on: boolean) =>
    set('working_hours', {
      ...draft.working_hours,
      days: on
        ? [...draft.working_hours.days, day].sort((a, b) => a - b)
        : draft.working_hours.days.filter((d) => d !== day),
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      {
        topics: draft.topics,
        hours: draft.hours,
        working_hours: draft.working_hours,
        time_zone: draft.time_zone,
        undo_seconds: Number(draft.undo_seconds),
        hourly_cap: Number(draft.hourly_cap),
        learning_drafts: Number(draft.learning_drafts),
        assistant_line: draft.assistant_line,
        auto_orders: draft.auto_orders,
      },
      { onSuccess: onClose },
    );
  };
  const outside = draft.hours === 'OUTSIDE_WORKING_HOURS';
  const autoOrdersHint = useId();
  const recordId = useId();
  // Each topic's track record with the owner as saved (the gate's: docs/product.md §9.10, Learning).
  const recordText = (topic: AutopilotTopic) => {
    const r = saved.track_record?.[topic];
    if (r?.learned) return t('inbox.fullTrust.record.learned', { unchanged: r.unchanged, judged: r.judged });
    if (r && r.unchanged >= saved.learning_drafts) {
      return t('inbox.fullTrust.record.changed', { changed: r.judged - r.unchanged, judged: r.judged });
    }
    return t('inbox.fullTrust.record.learning', { unchanged: r?.unchanged ?? 0, needed: saved.learning_drafts });
  };
  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <fieldset className={styles.group} disabled={update.isPending}>
        <legend className={styles.legend}>{t('inbox.fullTrust.topics')}</legend>
        <div className={styles.checks}>
          {AUTOPILOT_TOPICS.map((topic) => (
            <div key={topic}>
              <Checkbox
                label={t(`inbox.fullTrust.topic.${topic}`)}
                checked={draft.topics.includes(topic)}
                aria-describedby={saved.learning_drafts > 0 ? `${recordId}-${topic}` : undefined}
                onChange={(e) => toggleTopic(topic, e.target.checked)}
              />
              {saved.learning_drafts > 0 ? (
                <p id={`${recordId}-${topic}`} className={styles.record}>
                  {recordText(topic)}
                </p>
              ) : null}
            </div>
          ))}
        </div>
        <p className={styles.hint}>{t('inbox.fullTrust.never')}</p>
      </fieldset>

      <RadioGroup legend={t('inbox.fullTrust.hours')} disabled={update.isPending}>
        {(['ALWAYS', 'OUTSIDE_WORKING_HOURS'] as AutopilotHours[]).map((hours) => (
          <label key={hours} className={styles.radio}>
            <input
              type="radio"
              name="full-trust-hours"
              value={hours}
              checked={draft.hours === hours}
              onChange={() => set('hours', hours)}
            />
            <span>{t(`inbox.fullTrust.hoursOption.${hours}`)}</span>
          </label>
        ))}
      </RadioGroup>
      {outside ? (
        <fieldset className={styles.group} disabled={update.isPending}>
          <legend className={styles.legend}>{t('inbox.fullTrust.workingHours')}</legend>
          <div className={styles.days}>
            {WEEKDAYS.map((day) => (
              <Checkbox
                key={day}
                label={t(`inbox.fullTrust.day.${day}`)}
                checked={draft.working_hours.days.includes(day)}
                onChange={(e) => toggleDay(day, e.target.checked)}
              />
            ))}
          </div>
          <div className={styles.row}>
            <TextField
              label={t('inbox.fullTrust.from')}
              type="time"
              value={draft.working_hours.from}
              onChange={(e) => set('working_hours', { ...draft.working_hours, from: e.target.value })}
            />
            <TextField
              label={t('inbox.fullTrust.to')}
              type="time"
              value={draft.working_hours.to}
              onChange={(e) => set('working_hours', { ...draft.working_hours, to: e.target.value })}
            />
          </div>
          <TextField
            label={t('inbox.fullTrust.timeZone')}
            hint={t('inbox.fullTrust.timeZoneHint')}
            value={draft.time_zone}
            autoComplete="off"
            onChange={(e) => set('time_zone', e.target.value)}
          />
        </fieldset>
      ) : null}

      <div className={styles.row}>
        <TextField
          label={t('inbox.fullTrust.undo')}
          hint={t('inbox.fullTrust.undoHint', { max: UNDO_SECONDS_MAX })}
          type="number"
          inputMode="numeric"
          min={0}
          max={UNDO_SECONDS_MAX}
          value={draft.undo_seconds}
          disabled={update.isPending}
          onChange={(e) => set('undo_seconds', e.target.value)}
        />
        <TextField
          label={t('inbox.fullTrust.cap')}
          hint={t('inbox.fullTrust.capHint', { max: HOURLY_CAP_MAX })}
          type="number"
          inputMode="numeric"
          min={1}
          max={HOURLY_CAP_MAX}
          value={draft.hourly_cap}
          disabled={update.isPending}
          onChange={(e) => set('hourly_cap', e.target.value)}
        />
      </div>
      <TextField
        label={t('inbox.fullTrust.learning')}
        hint={t('inbox.fullTrust.learningHint', { max: LEARNING_DRAFTS_MAX })}
        type="number"
        inputMode="numeric"
        min={0}
        max={LEARNING_DRAFTS_MAX}
        value={draft.learning_drafts}
        disabled={update.isPending}
        onChange={(e) => set('learning_drafts', e.target.value)}
      />
      <TextField
        label={t('inbox.fullTrust.line')}
        hint={t('inbox.fullTrust.lineHint')}
        placeholder={t('inbox.fullTrust.linePlaceholder')}
        maxLength={ASSISTANT_LINE_MAX}
        value={draft.assistant_line}
        disabled={update.isPending}
        onChange={(e) => set('assistant_line', e.target.value)}
      />
      <div className={styles.group}>
        <Checkbox
          label={t('inbox.fullTrust.autoOrders')}
          checked={draft.auto_orders}
          disabled={update.isPending}
          aria-describedby={autoOrdersHint}
          onChange={(e) => set('auto_orders', e.target.checked)}
        />
        <p id={autoOrdersHint} className={styles.hint}>
          {t('inbox.fullTrust.autoOrdersHint')}
        </p>
      </div>
      {update.isError ? (
        <Message kind="error">{errorText(update.error, t('inbox.fullTrust.saveError'))}</Message>
      ) : null}
      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('inbox.fullTrust.cancel')}
        </Button>
        <Button type="submit" loading={update.isPending}>
          {t('inbox.fullTrust.save')}
        </Button>
      </div>
    </form>
  );
}
