import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cx } from '../cx';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** A request is in flight: the button is disabled, busy and shows a spinner beside its text. */
  loading?: boolean;
  /** Stretch to the container's width. */
  block?: boolean;
}

/** A native button (its `type` is the browser's default unless given) in the kit's look. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', loading = false, block = false, disabled, className, children, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      {...rest}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx(styles.button, styles[variant], block && styles.block, className)}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
});
