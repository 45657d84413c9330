import { useId, type ReactNode } from 'react';
import styles from './page-layout.module.css';

interface PageLayoutProps {
  title: string;
  /** Links or controls beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The content area of one signed-in page: title row, then the page body. */
export function PageLayout({ title, actions, children }: PageLayoutProps) {
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}
