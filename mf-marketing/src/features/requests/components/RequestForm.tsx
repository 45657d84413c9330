import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Message, TextField } from '@vitrina/shared/ui';
import type { RequestKind } from '../api/send-request';
import { useRequestForm } from '../hooks/use-request-form';
import { useValidationText } from '@vitrina/shared/forms';
import { TIME_SLOT_OPTIONS } from '../model/request-schema';
import styles from './RequestForm.module.css';

export interface RequestFormProps {
  kind: RequestKind;
  /** Accessible name of the form (the title of its section or modal). */
  label: string;
  onSuccess?: () => void;
}

/** Name, phone and call time: the booking and the consultation request share this form. */
export function RequestForm({ kind, label, onSuccess }: RequestFormProps) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const { form, submit, message, pending } = useRequestForm({ kind, onSuccess });
  const { register, formState } = form;
  const { errors } = formState;
  const slotsId = useId();
  const slotError = validationText(errors.time_slot);

  return (
    <form className={styles.form} aria-label={label} onSubmit={submit} noValidate>
      <div className={styles.row}>
        <TextField
          label={t('requests.name')}
          autoComplete="name"
          error={validationText(errors.name)}
          {...register('name')}
        />
        <TextField
          label={t('requests.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={t('requests.phonePlaceholder')}
          error={validationText(errors.phone)}
          {...register('phone')}
        />
      </div>
      <fieldset className={styles.slots} aria-describedby={slotError ? `${slotsId}-error` : undefined}>
        <legend className={styles.legend}>{t('requests.timeSlot')}</legend>
        <div className={styles.slotList}>
          {TIME_SLOT_OPTIONS.map((slot) => (
            <label key={slot.value} className={styles.slot}>
              <input
                type="radio"
                value={slot.value}
                aria-invalid={slotError ? true : undefined}
                className={styles.radio}
                {...register('time_slot')}
              />
              <span className={styles.slotText}>{slot.label}</span>
            </label>
          ))}
        </div>
        {slotError && (
          <p id={`${slotsId}-error`} role="alert" className={styles.error}>
            {slotError}
          </p>
        )}
      </fieldset>
      <Button type="submit" loading={pending} className={styles.submit}>
        {kind === 'consultation' ? t('requests.consultation.submit') : t('requests.submit')}
      </Button>
      {message && (
        <Message key={message.id} kind={message.kind}>
          {message.text}
        </Message>
      )}
    </form>
  );
}
