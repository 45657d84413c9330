import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { annualSummary } from '../model/pricing';
import { useFormat } from '../hooks/use-format';
import styles from './AnnualSavings.module.css';

/** The annual-savings summary: the monthly price × 12, 30 % of it saved, and what remains. */
export function AnnualSavings({ value }: { value: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const { yearly, saved, total } = annualSummary(value);
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('pricing.annual.title')}
      </h2>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{t('pricing.annual.yearly')}</dt>
          <dd data-testid="annual-yearly">{format.money(yearly)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('pricing.annual.saved')}</dt>
          <dd data-testid="annual-saved">−{format.money(saved)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('pricing.annual.total')}</dt>
          <dd data-testid="annual-total" className={styles.total}>
            {format.money(total)}
          </dd>
        </div>
      </dl>
      <p className={styles.note}>{t('pricing.annual.note')}</p>
    </section>
  );
}
