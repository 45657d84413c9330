import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@vitrina/shared';
import type { PushPreferences } from '@vitrina/shared/contracts';
import {
  Button,
  Checkbox,
  Message,
  MessageSlot,
  MESSAGE_MS,
  Spinner,
  TextField,
  useTimedMessage,
} from '@vitrina/shared/ui';
import { usePreferences, useSavePreferences } from '../hooks/use-notifications';
import styles from './NotificationsPanel.module.css';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Kyiv';

/** Which events notify and the quiet hours, in this browser's time zone (saved with them). */
export function PreferencesForm() {
  const { t } = useTranslation();
  const headingId = useId();
  const prefs = usePreferences();
  const save = useSavePreferences();
  const message = useTimedMessage();
  const [draft, setDraft] = useState<PushPreferences | null>(null);
  useEffect(() => {
    if (prefs.data && !draft) setDraft(prefs.data);
  }, [prefs.data, draft]);

  let body;
  if (prefs.isPending || !draft) {
    body = prefs.isError ? (
      <Message kind="error">{errorText(prefs.error, t('push.loadError'))}</Message>
    ) : (
      <Spinner label={t('push.loading')} />
    );
  } else {
    const quiet = draft.quiet_hours;
    const set = (patch: Partial<PushPreferences>) => setDraft({ ...draft, ...patch });
    const onSubmit = (event: FormEvent) => {
      event.preventDefault();
      message.clear();
      save.mutate(
        { ...draft, time_zone: browserZone() },
        {
          onSuccess: (saved) => {
            setDraft(saved);
            message.show('success', t('push.saved'), MESSAGE_MS.short);
          },
          onError: (error) => message.show('error', errorText(error, t('push.saveError')), MESSAGE_MS.long),
        },
      );
    };
    body = (
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('push.notifyAbout')}</legend>
          <Checkbox
            label={t('push.kinds.new_message')}
            checked={draft.new_message}
            onChange={(e) => set({ new_message: e.target.checked })}
          />
          <Checkbox
            label={t('push.kinds.handover')}
            checked={draft.handover}
            onChange={(e) => set({ handover: e.target.checked })}
          />
          <Checkbox
            label={t('push.kinds.new_order')}
            checked={draft.new_order}
            onChange={(e) => set({ new_order: e.target.checked })}
          />
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('push.quiet')}</legend>
          <Checkbox
            label={t('push.quietOn')}
            checked={quiet !== null}
            onChange={(e) => set({ quiet_hours: e.target.checked ? { from: '22:00', to: '08:00' } : null })}
          />
          {quiet && (
            <div className={styles.times}>
              <TextField
                label={t('push.from')}
                type="time"
                value={quiet.from}
                required
                onChange={(e) => set({ quiet_hours: { ...quiet, from: e.target.value } })}
              />
              <TextField
                label={t('push.to')}
                type="time"
                value={quiet.to}
                required
                onChange={(e) => set({ quiet_hours: { ...quiet, to: e.target.value } })}
              />
            </div>
          )}
          <p className={styles.hint}>{t('push.zone', { zone: browserZone() })}</p>
        </fieldset>
        <MessageSlot message={message.message} />
        <Button type="submit" variant="primary" loading={save.isPending}>
          {t('push.save')}
        </Button>
      </form>
    );
  }
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('push.preferences')}
      </h2>
      {body}
    </section>
  );
}
