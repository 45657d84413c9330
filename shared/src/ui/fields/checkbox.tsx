import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../cx';
import { FieldError, useFieldIds } from './field';
import styles from './fields.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  label: ReactNode;
  error?: ReactNode;
  className?: string;
}

/** A labelled checkbox; forwards the ref for react-hook-form. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, error, className, id, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const { a11y, errorId } = useFieldIds({ id, error, describedBy });
  return (
    <div className={cx(styles.checkField, className)}>
      <label className={styles.check}>
        <input ref={ref} type="checkbox" {...rest} {...a11y} className={styles.checkbox} />
        <span>{label}</span>
      </label>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
});
