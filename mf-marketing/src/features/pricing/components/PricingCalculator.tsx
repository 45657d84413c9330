import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_DIALOGS, type PlanId } from '../model/pricing';
import { AnnualSavings } from './AnnualSavings';
import { DialogsCalculator } from './DialogsCalculator';
import { PlanCards } from './PlanCards';
import { PricingSummary } from './PricingSummary';
import styles from './PricingCalculator.module.css';
import { inTurn } from '@vitrina/shared/islands';

// On the prerendered pricing page's island, each hydrates in a task of its own after the controls
// (Preact hydrates in one pass: the whole calculator was one 70-400 ms task at 4× CPU).
const Summary = inTurn(PricingSummary);
const Savings = inTurn(AnnualSavings);

export interface PricingCalculatorProps {
  /**
   * A plan card's button, with its plan (useChoosePlan: Settings with the plan chosen when signed
   * in, else the booking form). Without it the cards have no button (the settings page's own
   * calculator, whose plans are chosen in the tab above it).
   */
  onChoosePlan?: (plan: PlanId) => void;
}

/** The calculator with its summary, the plan cards and the annual savings: one dialogs value drives all. */
export function PricingCalculator({ onChoosePlan }: PricingCalculatorProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(DEFAULT_DIALOGS);
  const titleId = useId();
  return (
    <div className={styles.stack}>
      <section className={styles.calculator} aria-labelledby={titleId}>
        <div className={styles.controls}>
          <h2 id={titleId} className={styles.title}>
            {t('pricing.calculator.title')}
          </h2>
          <DialogsCalculator value={value} onChange={setValue} />
        </div>
        <Summary value={value} />
      </section>
      <PlanCards value={value} onSelect={setValue} onChoose={onChoosePlan} />
      <Savings value={value} />
    </div>
  );
}
