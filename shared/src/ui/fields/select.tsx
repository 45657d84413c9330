import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cx } from '../cx';
import { FieldError, FieldHint, FieldLabel, FieldWrap, useFieldIds } from './field';
import styles from './fields.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange' | 'className' | 'children'
> {
  label: ReactNode;
  value: string;
  options: readonly SelectOption[];
  /** Called with the chosen option's value (works as react-hook-form Controller's field.onChange too). */
  onChange: (value: string) => void;
  /** An empty first choice shown while nothing is chosen (value ''). */
  placeholder?: string;
  error?: ReactNode;
  hint?: ReactNode;
  className?: string;
}

/** A labelled native select: keyboard and screen readers work as the platform does. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label,
    value,
    options,
    onChange,
    placeholder,
    error,
    hint,
    className,
    id,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const { a11y, errorId, hintId, hasError } = useFieldIds({ id, error, hint, describedBy });
  return (
    <FieldWrap className={className}>
      <FieldLabel htmlFor={a11y.id}>{label}</FieldLabel>
      <div className={styles.selectWrap}>
        <select
          ref={ref}
          {...rest}
          {...a11y}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={cx(styles.control, styles.select, hasError && styles.invalid)}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <svg className={styles.chevron} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
        </svg>
      </div>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
    </FieldWrap>
  );
});
