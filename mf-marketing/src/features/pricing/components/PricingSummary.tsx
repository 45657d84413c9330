import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { monthlyPrice, planFor } from '../model/pricing';
import { useFormat } from '../hooks/use-format';
import styles from './PricingSummary.module.css';

/** The calculator's summary: plan, monthly price, the free months and what happens beyond the limit. */
export function PricingSummary({ value }: { value: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const plan = planFor(value);
  return (
    <div className={styles.summary} role="group" aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {t('pricing.summary.title')}
      </h3>
      <dl className={styles.list}>
        <div className={styles.row}>
          <dt>{t('pricing.summary.plan')}</dt>
          <dd data-testid="summary-plan">{t(`pricing.plans.${plan.id}.name`)}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('pricing.summary.price')}</dt>
          <dd data-testid="summary-price" className={styles.price}>
            {format.money(monthlyPrice(value))}
          </dd>
        </div>
        {plan.id !== 'free' && (
          <div className={styles.row}>
            <dt>{t('pricing.summary.freeMonths')}</dt>
            <dd>{t('pricing.summary.freeMonthsValue')}</dd>
          </div>
        )}
      </dl>
      <p className={styles.note}>{t('pricing.summary.extra')}</p>
      <p className={styles.note}>{t('pricing.summary.dialog')}</p>
    </div>
  );
}
