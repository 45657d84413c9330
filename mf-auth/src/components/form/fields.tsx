import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@vitrina/shared/contracts/constants';
import { TextField, type TextFieldProps } from '@vitrina/shared/ui';

type FieldProps = Omit<TextFieldProps, 'label' | 'type'>;

/** The email field of the auth forms (register it: `<EmailField {...register('email')} />`). */
export const EmailField = forwardRef<HTMLInputElement, FieldProps>(function EmailField(props, ref) {
  const { t } = useTranslation();
  return (
    <TextField ref={ref} label={t('common.email')} type="email" autoComplete="email" inputMode="email" {...props} />
  );
});

/** A password being chosen (registration, reset): its label and the minimum-length hint. */
export const NewPasswordField = forwardRef<HTMLInputElement, FieldProps & { label: string }>(
  function NewPasswordField(props, ref) {
    const { t } = useTranslation();
    return (
      <TextField
        ref={ref}
        type="password"
        autoComplete="new-password"
        hint={t('common.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        {...props}
      />
    );
  },
);
