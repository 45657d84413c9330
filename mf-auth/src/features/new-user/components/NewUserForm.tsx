import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { errorText } from '@vitrina/shared';
import { newUserRequestSchema, TIME_SLOT_LABELS, TIME_SLOTS } from '@vitrina/shared/contracts';
import { Button, Message, Select, TextField, useTimedMessage } from '@vitrina/shared/ui';
import { useValidationText } from '@vitrina/shared/forms';
import { FORM_MESSAGE_MS } from '../../../lib/constants';
import { useSendNewUserRequest } from '../api/send-new-user-request';
import styles from '../../../components/form/form.module.css';

const SLOT_OPTIONS = TIME_SLOTS.map((value) => ({ value, label: TIME_SLOT_LABELS[value] }));

/** The welcome form (spec §3/§5): phone, Instagram page name, call time. */
export function NewUserForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const fieldError = useValidationText();
  const { message, show } = useTimedMessage();
  const send = useSendNewUserRequest();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(newUserRequestSchema),
    defaultValues: { phone: '', instagram: '', time_slot: '' },
  });

  const onSubmit = handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: onSent,
      onError: (error) => show('error', errorText(error, t('common.error')), FORM_MESSAGE_MS),
    }),
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
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
      <Button type="submit" variant="primary" block loading={send.isPending} disabled={send.isPending}>
        {t('newUser.submit')}
      </Button>
      {message && (
        <Message key={message.id} kind={message.kind}>
          {message.text}
        </Message>
      )}
    </form>
  );
}
