import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@vitrina/shared/ui';
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
        <Button type="button" variant="secondary" className={styles.button} onClick={onBook}>
          {t('demo.book')}
        </Button>
      </div>
    </section>
  );
}
