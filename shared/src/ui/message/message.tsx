import type { ReactNode } from 'react';
import { cx } from '../cx';
import styles from './message.module.css';

export type MessageKind = 'success' | 'error' | 'info';

export interface MessageProps {
  kind: MessageKind;
  children: ReactNode;
  className?: string;
}

const ICONS: Record<MessageKind, string> = {
  success: 'M5 12.5l4.5 4.5L19 7.5',
  error: 'M12 7v6M12 16.5v.5',
  info: 'M12 11v6M12 7.5v.5',
};

/** A result banner: errors are announced at once (role=alert), the rest politely (role=status). */
export function Message({ kind, children, className }: MessageProps) {
  return (
    <div role={kind === 'error' ? 'alert' : 'status'} className={cx(styles.message, styles[kind], className)}>
      <svg className={styles.icon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="currentColor" opacity="0.14" />
        <path d={ICONS[kind]} stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
      </svg>
      <div className={styles.text}>{children}</div>
    </div>
  );
}
