import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Island } from '@vitrina/shared/islands';
import { CONSULTATION_ISLAND } from '../../../islands/ids';
import { BookDemoButton } from './BookDemoButton';
import styles from './DemoSection.module.css';

export interface DemoSectionProps {
  /** Opens the consultation ('Your Information') modal. */
  onBook: () => void;
}

/** The demo section: an invitation to book a demo with the team. */
export function DemoSection({ onBook }: DemoSectionProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <div>
          <h2 id={titleId} className={styles.title}>
            {t('demo.sectionTitle')}
          </h2>
          <p className={styles.text}>{t('demo.sectionText')}</p>
        </div>
        {/* On a prerendered page: an island with the consultation modal, when reached for. */}
        <Island onReach id={CONSULTATION_ISLAND} props={{ className: styles.button, button: true }}>
          <BookDemoButton className={styles.button} onBook={onBook} />
        </Island>
      </div>
    </section>
  );
}
