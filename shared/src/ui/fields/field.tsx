import { useId, type ReactNode } from 'react';
import { cx } from '../cx';
import styles from './fields.module.css';

export interface FieldA11y {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldIdsInput {
  id?: string;
  error?: ReactNode;
  hint?: ReactNode;
  describedBy?: string;
}

/** Ids and ARIA wiring of one labelled control with an optional hint and error. */
export function useFieldIds({ id, error, hint, describedBy }: FieldIdsInput) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const a11y: FieldA11y = {
    id: controlId,
    'aria-invalid': hasError || undefined,
    'aria-describedby':
      [describedBy, hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ') || undefined,
  };
  return { a11y, errorId, hintId, hasError };
}

export function FieldHint({ id, children }: { id: string; children?: ReactNode }) {
  return children ? (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  ) : null;
}

/** The field's error, announced when it appears. */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  return children ? (
    <p id={id} role="alert" className={styles.error}>
      {children}
    </p>
  ) : null;
}

export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {children}
    </label>
  );
}

export function FieldWrap({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cx(styles.field, className)}>{children}</div>;
}
