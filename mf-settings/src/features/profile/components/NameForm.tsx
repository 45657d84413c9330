import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '@vitrina/shared';
import { NAME_MAX_LENGTH, type NameForm as NameValues, type User } from '@vitrina/shared/contracts';
import { lazyResolver, useValidationText } from '@vitrina/shared/forms';
import { Button, MessageSlot, MESSAGE_MS, TextField, useTimedMessage } from '@vitrina/shared/ui';
import { useUpdateName } from '../hooks/use-profile';
import styles from './ProfilePanel.module.css';

const resolver = lazyResolver<NameValues>(() =>
  import(/* webpackChunkName: "name-resolver" */ '../model/name-resolver').then((m) => m.default),
);

/**
 * Name (trimmed, required) and the read-only email (docs/product.md §9.5). 'Ім'я змінено' for 3 s;
 * the saved user replaces the shared current-user cache, so the side menu shows the new name at once.
 */
export function NameForm({ user }: { user: Pick<User, 'name' | 'email'> }) {
  const { t } = useTranslation();
  const headingId = useId();
  const fieldError = useValidationText();
  const message = useTimedMessage();
  const save = useUpdateName();
  const form = useForm<NameValues>({ resolver, defaultValues: { name: user.name } });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(({ name }) => {
    message.clear();
    save.mutate(name, {
      onSuccess: (saved) => {
        form.reset({ name: saved.name });
        message.show('success', t('profile.nameChanged'), MESSAGE_MS.short);
      },
      onError: (error) => message.show('error', errorText(error, t('profile.error')), MESSAGE_MS.short),
    });
  });

  return (
    <form className={styles.form} aria-labelledby={headingId} onSubmit={onSubmit} noValidate>
      <h2 id={headingId} className={styles.heading}>
        {t('profile.personal')}
      </h2>
      <TextField
        label={t('profile.name')}
        autoComplete="name"
        maxLength={NAME_MAX_LENGTH}
        error={fieldError(errors.name)}
        {...form.register('name')}
      />
      <TextField
        label={t('profile.email')}
        name="email"
        type="email"
        value={user.email}
        readOnly
        disabled
        hint={t('profile.emailReadOnly')}
      />
      <MessageSlot message={message.message} />
      <Button type="submit" variant="primary" loading={save.isPending} disabled={!isDirty || save.isPending}>
        {t('profile.saveName')}
      </Button>
    </form>
  );
}
