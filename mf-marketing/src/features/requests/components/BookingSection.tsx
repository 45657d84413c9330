import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyRequestForm } from './LazyRequestForm';
import styles from './BookingSection.module.css';

/** 'Leave a Request' (section id `booking`: the header's book-a-demo link and the plan cards scroll here). */
export function BookingSection() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section id="booking" className={styles.section} aria-labelledby={titleId}>
      <div className={styles.card}>
        <div className={styles.intro}>
          <h2 id={titleId} className={styles.title}>
            {t('requests.booking.title')}
          </h2>
          <p className={styles.text}>{t('requests.booking.text')}</p>
        </div>
        <LazyRequestForm kind="booking" label={t('requests.booking.title')} />
      </div>
    </section>
  );
}
