import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, VisuallyHidden } from '@vitrina/shared/ui';
import { cx } from '@vitrina/shared/ui';
import { planFor, planStartingPrice, visiblePlans, type Plan, type PlanId } from '../model/pricing';
import { useFormat } from '../hooks/use-format';
import styles from './PlanCards.module.css';
import { inTurn } from '@vitrina/shared/islands';

export interface PlanCardsProps {
  value: number;
  /** A card was clicked: the calculator moves to the plan's minimum. */
  onSelect: (value: number) => void;
  /** A card's button (its plan): Settings with the plan chosen, or the booking form. No button without it. */
  onChoose?: (plan: PlanId) => void;
}

/** Free or Starter, then Plus, Pro (popular) and Premium; the plan of the current value is marked. */
export function PlanCards({ value, onSelect, onChoose }: PlanCardsProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const current = planFor(value).id;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('pricing.plans.title')}
      </h2>
      <ul className={styles.cards}>
        {visiblePlans(value).map((plan) => (
          <Card
            key={plan.id}
            plan={plan}
            current={plan.id === current}
            onSelect={() => onSelect(plan.min)}
            onChoose={onChoose}
          />
        ))}
      </ul>
    </section>
  );
}

interface PlanCardProps {
  plan: Plan;
  current: boolean;
  onSelect: () => void;
  onChoose?: (plan: PlanId) => void;
}

function PlanCard({ plan, current, onSelect, onChoose }: PlanCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const name = t(`pricing.plans.${plan.id}.name`);
  const price = planStartingPrice(plan.id);
  return (
    // The whole card is a mouse target; keyboard users reach the same action through its button.
    <li
      className={cx(styles.card, current && styles.current, plan.popular && styles.popular)}
      data-plan={plan.id}
      onClick={onSelect}
    >
      <div className={styles.badges}>
        {plan.popular && <span className={styles.badge}>{t('pricing.plans.popular')}</span>}
        {current && <span className={cx(styles.badge, styles.currentBadge)}>{t('pricing.plans.current')}</span>}
      </div>
      <h3 className={styles.name}>{name}</h3>
      <p className={styles.audience}>{t(`pricing.plans.${plan.id}.audience`)}</p>
      <p className={styles.range}>{t('pricing.plans.range', { min: plan.min, max: plan.max })}</p>
      <p className={styles.price}>
        {price === 0 ? format.perMonth(0) : t('pricing.plans.from', { price: format.perMonth(price) })}
      </p>
      {onChoose ? (
        <Button
          type="button"
          variant={current ? 'primary' : 'secondary'}
          className={styles.choose}
          onClick={() => onChoose(plan.id)}
        >
          {t('pricing.plans.choose')}
          <VisuallyHidden> {name}</VisuallyHidden>
        </Button>
      ) : null}
    </li>
  );
}

/** On the pricing page's island, each card hydrates in a task of its own (inTurn). */
const Card = inTurn(PlanCard);
