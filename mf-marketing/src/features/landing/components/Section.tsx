import type { ReactNode } from 'react';
import styles from './Section.module.css';

interface SectionProps {
  /** Anchor the header links scroll to (#social, #solutions). */
  id?: string;
  titleId: string;
  title: string;
  lead?: string;
  tone?: 'plain' | 'tinted';
  children: ReactNode;
}

/** A landing block: a landmark named by its heading, content in the page column. */
export function Section({ id, titleId, title, lead, tone = 'plain', children }: SectionProps) {
  return (
    <section id={id} className={tone === 'tinted' ? styles.tinted : styles.plain} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </section>
  );
}
