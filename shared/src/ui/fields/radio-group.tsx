import type { ReactNode } from 'react';
import { cx } from '../cx';
import styles from './fields.module.css';

export interface RadioGroupProps {
  /** The question the options answer; names the group for screen readers. */
  legend: ReactNode;
  /** The options: `<label><input type="radio" …/> …</label>` each, styled by the caller. */
  children: ReactNode;
  /** 'column' (default) stacks the options; 'row' lets them wrap side by side. */
  direction?: 'column' | 'row';
  disabled?: boolean;
  className?: string;
}

/** A fieldset of radio options under a visible legend, without the browser's fieldset frame. */
export function RadioGroup({ legend, children, direction = 'column', disabled, className }: RadioGroupProps) {
  return (
    <fieldset className={cx(styles.radioGroup, direction === 'row' && styles.radioRow, className)} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}
