import { Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { newUserRequestSchema, TIME_SLOT_LABELS, TIME_SLOTS } from '@vitrina/shared/contracts';
import { Button, MessageSlot, Select, TextField } from '@vitrina/shared/ui';
import { useAuthForm } from '../../../hooks/use-auth-form';
import { FORM_MESSAGE_MS } from '../../../lib/constants';
import { sendNewUserRequest } from '../api/send-new-user-request';
import styles from '../../../components/form/form.module.css';

const SLOT_OPTIONS = TIME_SLOTS.map((value) => ({ value, label: TIME_SLOT_LABELS[value] }));

/** The welcome form (docs/product.md §4.2): phone, Instagram page name, call time. */
export function NewUserForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const { register, control, errors, fieldError, submit, message, pending } = useAuthForm({
    resolver: zodResolver(newUserRequestSchema),
    defaultValues: { phone: '', instagram: '', time_slot: '' },
    send: sendNewUserRequest,
    errorFallback: t('common.error'),
    onSuccess: onSent,
    messageMs: FORM_MESSAGE_MS,
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('newUser.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="+380 67 123 45 67"
        error={fieldError(errors.phone)}
        {...register('phone')}
      />
      <TextField
        label={t('newUser.instagram')}
        placeholder={t('newUser.instagramPlaceholder')}
        autoComplete="off"
        error={fieldError(errors.instagram)}
        {...register('instagram')}
      />
      <Controller
        control={control}
        name="time_slot"
        render={({ field, fieldState }) => (
          <Select
            label={t('newUser.timeSlot')}
            value={field.value}
            placeholder={t('newUser.timeSlotPlaceholder')}
            options={SLOT_OPTIONS}
            onChange={field.onChange}
            error={fieldError(fieldState.error)}
          />
        )}
      />
      <Button type="submit" variant="primary" block loading={pending} disabled={pending}>
        {t('newUser.submit')}
      </Button>
      <MessageSlot message={message} />
    </form>
  );
}
