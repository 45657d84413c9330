import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@vitrina/shared';
import type { Billing, BillingConfirmation } from '@vitrina/shared/contracts';
import { isPaidPlan, planOffer } from '@vitrina/shared/contracts/constants';
import { formatCents } from '../model/money';
import { formatDate } from '../model/dates';
import { usagePercent } from '../model/usage';
import styles from './TariffsPanel.module.css';

const ACTIVE_STATES: readonly Billing['status'][] = ['TRIAL', 'ACTIVE'];

/** The plan, its state and what happens next (docs/product.md §9.16). */
export function PlanSummary({ billing }: { billing: Billing }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const date = (iso: string | null) => (iso ? formatDate(iso, lng) : '');
  const paid = isPaidPlan(billing.plan) && billing.period_end !== null;
  const free = billing.usage.included_chats - billing.usage.top_up_chats;
  const trial = billing.status === 'TRIAL' || billing.status === 'TRIAL_ENDED';
  return (
    <>
      <p className={styles.plan}>
        <span className={styles.planName}>{t(`tariffs.plans.${billing.plan}`)}</span>
        <span className={ACTIVE_STATES.includes(billing.status) ? styles.badge : styles.badgeEnded}>
          {t(`tariffs.status.${billing.status}`)}
        </span>
      </p>
      <p className={styles.price}>
        {paid && isPaidPlan(billing.plan)
          ? billing.period === 'YEAR'
            ? t('tariffs.perYear', { price: formatCents(planOffer(billing.plan).year_price_cents, lng) })
            : t('tariffs.perMonth', { price: formatCents(planOffer(billing.plan).price_cents, lng) })
          : t('tariffs.price')}
      </p>
      {trial && <p className={styles.muted}>{t('tariffs.expires', { date: date(billing.trial_ends_at) })}</p>}
      {billing.status === 'TRIAL' && <p className={styles.muted}>{t('tariffs.trialTerms', { chats: free })}</p>}
      {trial && <p className={styles.muted}>{t('tariffs.afterTrial', { chats: free })}</p>}
      {billing.status === 'ACTIVE' && billing.next_charge_at && billing.next_charge_cents !== null && (
        <p className={styles.muted}>
          {t('tariffs.nextCharge', {
            date: date(billing.next_charge_at),
            amount: formatCents(billing.next_charge_cents, lng),
          })}
        </p>
      )}
      {billing.next_plan && (
        <p className={styles.muted}>
          {t('tariffs.nextPlan', { date: date(billing.period_end), plan: t(`tariffs.plans.${billing.next_plan}`) })}
        </p>
      )}
      {billing.next_period && (
        <p className={styles.muted}>
          {t(`tariffs.nextPeriod.${billing.next_period}`, { date: date(billing.period_end) })}
        </p>
      )}
      {billing.status === 'CANCELLED' && (
        <p className={styles.notice}>{t('tariffs.activeUntil', { date: date(billing.period_end) })}</p>
      )}
      {billing.status === 'PAST_DUE' && (
        <p className={styles.notice} role="alert">
          {t('tariffs.pastDue', { date: date(billing.retry_at) })}
        </p>
      )}
      {billing.status === 'ENDED' && <p className={styles.muted}>{t('tariffs.ended', { chats: free })}</p>}
      {billing.card_mask && <p className={styles.muted}>{t('tariffs.card', { mask: billing.card_mask })}</p>}
      {billing.confirmation && <ConfirmPayment confirmation={billing.confirmation} />}
    </>
  );
}

/**
 * A charge of the kept card the bank wants confirmed (3-D Secure): what and how much, and a link to
 * the acquirer's page, which sends the owner back here; only its signed webhook settles the payment.
 */
function ConfirmPayment({ confirmation }: { confirmation: BillingConfirmation }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  return (
    <div className={styles.notice} role="alert">
      <p>
        {t(`tariffs.confirmation.${confirmation.kind}`, {
          amount: formatCents(confirmation.amount_cents, lng, confirmation.ccy),
          plan: t(`tariffs.plans.${confirmation.plan}`),
        })}
      </p>
      <a className={styles.link} href={confirmation.url}>
        {t('tariffs.confirmPayment')}
      </a>
    </div>
  );
}

/** This period's chats against the included ones, as a meter (counted on the server, the analytics rule). */
export function UsageMeter({ billing }: { billing: Billing }) {
  const { t } = useTranslation();
  const labelId = useId();
  const { chats_used: used, included_chats: included, top_up_chats: topUps, extra_chats: extra } = billing.usage;
  const label =
    billing.period_end === null
      ? t('tariffs.usage', { used, free: included })
      : t('tariffs.usagePaid', { used, included });
  return (
    <div className={styles.usage}>
      <p className={styles.usageLabel} id={labelId}>
        {label}
      </p>
      <div
        className={styles.bar}
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={included}
        aria-valuenow={Math.min(used, included)}
        aria-valuetext={label}
      >
        <div className={styles.fill} style={{ width: `${usagePercent(used, included)}%` }} />
      </div>
      {topUps > 0 && <p className={styles.muted}>{t('tariffs.topUps', { chats: topUps })}</p>}
      {extra > 0 && <p className={styles.muted}>{t('tariffs.overLimit', { extra })}</p>}
    </div>
  );
}
