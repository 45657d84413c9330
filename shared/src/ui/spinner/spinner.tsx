import { cx } from '../cx';
import { useUiLabels } from '../labels';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './spinner.module.css';

export interface SpinnerProps {
  /** What is loading, read by screen readers (default 'Завантаження…' / 'Loading…'). */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** A loading indicator announced as a status (`data-spinner`: what tests wait on to see a page loaded). */
export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  const labels = useUiLabels();
  return (
    <span role="status" data-spinner="" className={cx(styles.wrap, className)}>
      <span className={cx(styles.spinner, styles[size])} aria-hidden="true" />
      <VisuallyHidden>{label ?? labels.loading}</VisuallyHidden>
    </span>
  );
}
