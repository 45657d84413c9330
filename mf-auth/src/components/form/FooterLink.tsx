import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './form.module.css';

/** A line under an auth form: an optional lead-in, then a link to another screen. */
export function FooterLink({ lead, to, children }: { lead?: string; to: string; children: ReactNode }) {
  return (
    <p>
      {lead ? `${lead} ` : null}
      <Link className={styles.link} to={to}>
        {children}
      </Link>
    </p>
  );
}
