import { useTranslation } from 'react-i18next';
import { Island } from '@vitrina/shared/islands';
import { DemoSection } from '../../features/demo';
import { Faq } from '../../features/faq';
import { PricingCalculator, useChoosePlan } from '../../features/pricing';
import { BookingSection } from '../../features/requests';
import { scrollToId, useHashScroll } from '../../hooks/use-hash-scroll';
import { useScrollToTop } from '../../hooks/use-scroll-to-top';
import { FAQ_ISLAND, PRICING_CALCULATOR_ISLAND } from '../../islands/ids';
import { useMarketingDialogs } from '../marketing-dialogs';
import styles from './PricingPage.module.css';

/** /{lng}/pricing: grey-blue page with the calculator, plans, FAQ and the booking form. */
export default function PricingPage() {
  const { t } = useTranslation();
  const { openConsultation } = useMarketingDialogs();
  const toSection = useHashScroll();
  const choosePlan = useChoosePlan(() => scrollToId('booking'));
  useScrollToTop(!toSection);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('pricing.title')}</h1>
        <p className={styles.subtitle}>{t('pricing.subtitle')}</p>
        <p className={styles.subtitle2}>{t('pricing.subtitle2')}</p>
      </header>
      <div className={styles.column}>
        <Island id={PRICING_CALCULATOR_ISLAND}>
          <PricingCalculator onChoosePlan={choosePlan} />
        </Island>
        <div className={styles.faq}>
          {/* On a prerendered page: an island, when reached for (a click on a question is made again). */}
          <Island onReach id={FAQ_ISLAND}>
            <Faq />
          </Island>
        </div>
      </div>
      <BookingSection />
      <DemoSection onBook={openConsultation} />
    </div>
  );
}
