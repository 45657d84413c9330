import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorText, useLanguage } from '@vitrina/shared';
import { paths } from '@vitrina/shared/routes';
import { Message, Spinner } from '@vitrina/shared/ui';
import { useBilling } from '../hooks/use-billing';
import { useCurrentUser, usePricingCalculator } from '../hooks/use-tariffs';
import { chosenPeriodOf, chosenPlanOf } from '../model/chosen-plan';
import { InvoiceList } from './InvoiceList';
import { PlanActions, PlanChooser } from './PlanChooser';
import { PlanSummary, UsageMeter } from './PlanSummary';
import styles from './TariffsPanel.module.css';

/** mf_marketing's calculator through federation; standalone or without the marketing remote, a link to /pricing. */
function Calculator() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const calculator = usePricingCalculator();
  if (calculator.isPending) return <Spinner label={t('tariffs.calculatorLoading')} />;
  if (calculator.isError) {
    return (
      <>
        <p className={styles.muted}>{t('tariffs.calculatorText')}</p>
        <Link className={styles.link} to={paths.pricing(lng)}>
          {t('tariffs.toCalculator')}
        </Link>
      </>
    );
  }
  const { Calculator: Widget } = calculator.data;
  // The cards' "choose" stays off here: the plans above are chosen with what happens shown first.
  return <Widget />;
}

/**
 * 'Тарифи і оплата' (docs/product.md §9.5, §9.16): the plan and what happens next, this period's
 * chats, choosing, changing and cancelling a plan and +50 chats (the owner only), the payments, and
 * the tariff calculator.
 */
export function TariffsPanel() {
  const { t } = useTranslation();
  const billing = useBilling();
  const user = useCurrentUser();
  const canChange = user.data?.role !== 'MANAGER';
  // The pricing page's "Обрати тариф" when signed in: `?plan=pro` asks for that plan's preview once.
  const [params, setParams] = useSearchParams();
  const chosen = chosenPlanOf(params.get('plan'));
  const chosenPeriod = chosenPeriodOf(params.get('period'));
  const forget = () =>
    setParams(
      (p) => {
        p.delete('plan');
        p.delete('period');
        return p;
      },
      { replace: true },
    );
  const currentId = useId();
  const plansId = useId();
  const invoicesId = useId();
  const calculatorId = useId();
  return (
    <div className={styles.panel}>
      <section className={styles.card} aria-labelledby={currentId}>
        <h2 id={currentId} className={styles.heading}>
          {t('tariffs.current')}
        </h2>
        {billing.isPending && <Spinner label={t('tariffs.loading')} />}
        {billing.isError && <Message kind="error">{errorText(billing.error, t('tariffs.loadError'))}</Message>}
        {billing.isSuccess && (
          <>
            <PlanSummary billing={billing.data} />
            <UsageMeter billing={billing.data} />
            {billing.data.sandbox && <p className={styles.muted}>{t('tariffs.sandbox')}</p>}
            {canChange && <PlanActions billing={billing.data} />}
          </>
        )}
      </section>
      <section className={styles.card} aria-labelledby={plansId}>
        <h2 id={plansId} className={styles.heading}>
          {t('tariffs.choose')}
        </h2>
        {billing.isSuccess &&
          (canChange ? (
            <PlanChooser billing={billing.data} chosen={chosen} chosenPeriod={chosenPeriod} onChosen={forget} />
          ) : (
            <p className={styles.muted}>{t('tariffs.ownerOnly')}</p>
          ))}
      </section>
      <section className={styles.calculatorCard} aria-labelledby={invoicesId}>
        <h2 id={invoicesId} className={styles.heading}>
          {t('tariffs.invoices')}
        </h2>
        {billing.isSuccess && <InvoiceList invoices={billing.data.invoices} />}
      </section>
      <section className={styles.calculatorCard} aria-labelledby={calculatorId}>
        <h2 id={calculatorId} className={styles.heading}>
          {t('tariffs.calculator')}
        </h2>
        <Calculator />
      </section>
    </div>
  );
}
