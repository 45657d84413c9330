import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Island } from '@vitrina/shared/islands';
import { useNearViewport } from '../../../hooks/use-near-viewport';
import { BOOKING_FORM_ISLAND } from '../../../islands/ids';
import { LazyRequestForm } from './LazyRequestForm';
import styles from './BookingSection.module.css';
import formStyles from './RequestForm.module.css';

/** Id of the section (and the URL hash that scrolls to it). */
export const BOOKING_ID = 'booking';
/** How close to the viewport the section must come for its form to load (one screen ahead). */
export const BOOKING_ROOT_MARGIN = '100% 0px';

/**
 * 'Leave a Request' (section id `booking`: the header's book-a-demo link and the plan cards scroll here).
 * The form (react-hook-form, the contracts, its chunk) loads when the section comes within a screen
 * of the viewport, or at once when the URL points at it (#booking), so the anchor scroll lands on
 * the real form; until then a placeholder of the form's height holds its place (no layout shift).
 */
export function BookingSection() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref, BOOKING_ROOT_MARGIN);
  const wanted = near || hash === `#${BOOKING_ID}`;
  return (
    <section ref={ref} id={BOOKING_ID} className={styles.section} aria-labelledby={titleId}>
      <div className={styles.card}>
        <div className={styles.intro}>
          <h2 id={titleId} className={styles.title}>
            {t('requests.booking.title')}
          </h2>
          <p className={styles.text}>{t('requests.booking.text')}</p>
        </div>
        {/* On a prerendered page the placeholder is an island: the form comes near the viewport. */}
        <Island id={BOOKING_FORM_ISLAND}>
          {wanted ? (
            <LazyRequestForm kind="booking" label={t('requests.booking.title')} />
          ) : (
            <div className={formStyles.placeholder} data-testid="booking-placeholder" />
          )}
        </Island>
      </div>
    </section>
  );
}
