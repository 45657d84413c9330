import { forwardRef, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cx } from '../cx';
import { FieldError, FieldHint, FieldLabel, FieldWrap, useFieldIds } from './field';
import styles from './fields.module.css';

interface FieldOwnProps {
  label: ReactNode;
  /** Validation message; marks the control invalid and describes it. */
  error?: ReactNode;
  /** Help text under the control. */
  hint?: ReactNode;
  /** Class of the wrapper (label + control + messages). */
  className?: string;
}

export type TextFieldProps = FieldOwnProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>;

/** Label + input + hint/error. Forwards the ref (react-hook-form `register` works on it). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, className, id, 'aria-describedby': describedBy, type = 'text', ...rest },
  ref,
) {
  const { a11y, errorId, hintId, hasError } = useFieldIds({ id, error, hint, describedBy });
  return (
    <FieldWrap className={className}>
      <FieldLabel htmlFor={a11y.id}>{label}</FieldLabel>
      <input ref={ref} type={type} {...rest} {...a11y} className={cx(styles.control, hasError && styles.invalid)} />
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
    </FieldWrap>
  );
});

export type TextAreaProps = FieldOwnProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>;

/** Label + textarea + hint/error, like TextField. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, hint, className, id, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const { a11y, errorId, hintId, hasError } = useFieldIds({ id, error, hint, describedBy });
  return (
    <FieldWrap className={className}>
      <FieldLabel htmlFor={a11y.id}>{label}</FieldLabel>
      <textarea
        ref={ref}
        {...rest}
        {...a11y}
        className={cx(styles.control, styles.textarea, hasError && styles.invalid)}
      />
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
    </FieldWrap>
  );
});
