import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, useLanguage } from '@vitrina/shared';
import type { Billing, PlanPreview } from '@vitrina/shared/contracts';
import {
  BILLING_PERIODS,
  PAID_PLANS,
  planOffer,
  TOP_UP_CHATS,
  TOP_UP_PRICE_CENTS,
  type BillingPeriod,
  type PaidPlan,
} from '@vitrina/shared/contracts/constants';
import { Button, Message } from '@vitrina/shared/ui';
import { useCancelPlan, useChoosePlan, usePreview, useTopUp } from '../hooks/use-billing';
import { openAcquirerPage } from '../model/acquirer-page';
import { formatDate } from '../model/dates';
import { formatCents, formatRate } from '../model/money';
import styles from './TariffsPanel.module.css';

/**
 * The paid plans as the pricing page shows them (the one source, `@vitrina/shared`), each with
 * "Choose": the server's preview says what happens (pay on monobank's page, upgrade now for the
 * prorated difference, downgrade from the next period, resume) and the owner confirms it.
 */
export function PlanChooser({
  billing,
  chosen = null,
  chosenPeriod = null,
  onChosen,
}: {
  billing: Billing;
  /** A plan chosen elsewhere (the pricing page's card): its preview is asked for at once. */
  chosen?: PaidPlan | null;
  chosenPeriod?: BillingPeriod | null;
  onChosen?: () => void;
}) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const preview = usePreview();
  const choose = useChoosePlan(openAcquirerPage);
  const [asked, setAsked] = useState<PlanPreview | null>(null);
  const confirmId = useId();
  const current = billing.period_end !== null ? billing.plan : null;
  const [period, setPeriod] = useState<BillingPeriod>(chosenPeriod ?? billing.period ?? 'MONTH');
  const periodName = useId();
  const confirmRef = useRef<HTMLDivElement>(null);
  const ask = (plan: PaidPlan) => {
    choose.reset();
    preview.mutate({ plan, period }, { onSuccess: setAsked });
  };
  // Asked once per chosen plan: the link's parameter is then dropped (onChosen).
  const linked = useRef<{ ask: typeof ask; onChosen?: () => void; done: PaidPlan | null }>({ ask, done: null });
  linked.current.ask = ask;
  linked.current.onChosen = onChosen;
  useEffect(() => {
    if (!chosen || linked.current.done === chosen) return;
    linked.current.done = chosen;
    linked.current.ask(chosen);
    linked.current.onChosen?.();
  }, [chosen]);
  useEffect(() => {
    if (asked) confirmRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [asked]);
  const confirm = () => {
    if (asked) choose.mutate({ plan: asked.plan, period: asked.period }, { onSuccess: () => setAsked(null) });
  };
  return (
    <>
      <div className={styles.periods} role="radiogroup" aria-label={t('tariffs.period')}>
        {BILLING_PERIODS.map((p) => (
          <label key={p} className={styles.periodOption}>
            <input
              type="radio"
              name={periodName}
              value={p}
              checked={period === p}
              onChange={() => {
                setPeriod(p);
                setAsked(null);
              }}
            />{' '}
            {t(`tariffs.periods.${p}`)}
          </label>
        ))}
      </div>
      <ul className={styles.plans}>
        {PAID_PLANS.map((code) => {
          const offer = planOffer(code);
          const name = t(`tariffs.plans.${code}`);
          const isCurrent = code === current && period === billing.period;
          return (
            <li key={code} className={styles.planCard} data-plan={code}>
              <h3 className={styles.planCardName}>{name}</h3>
              <p className={styles.muted}>{t('tariffs.chats', { chats: offer.chats })}</p>
              <p className={styles.planCardPrice}>
                {period === 'YEAR'
                  ? t('tariffs.perYear', { price: formatCents(offer.year_price_cents, lng) })
                  : t('tariffs.perMonth', { price: formatCents(offer.price_cents, lng) })}
              </p>
              {period === 'YEAR' && (
                <p className={styles.muted}>
                  {t('tariffs.yearMonthly', { price: formatCents(Math.round(offer.year_price_cents / 12), lng) })}
                </p>
              )}
              {isCurrent ? <span className={styles.badge}>{t('tariffs.currentPlan')}</span> : null}
              <Button
                type="button"
                variant={isCurrent ? 'secondary' : 'primary'}
                disabled={preview.isPending || choose.isPending}
                onClick={() => ask(code)}
              >
                {t('tariffs.chooseButton', { plan: name })}
              </Button>
            </li>
          );
        })}
      </ul>
      {billing.usd_rate !== null && (
        <p className={styles.muted}>{t('tariffs.hryvniaNote', { rate: formatRate(billing.usd_rate, lng) })}</p>
      )}
      {preview.isError && <Message kind="error">{errorText(preview.error, t('tariffs.changeError'))}</Message>}
      {asked && (
        <div ref={confirmRef} className={styles.confirm} role="group" aria-labelledby={confirmId}>
          <p id={confirmId}>
            {t(`tariffs.preview.${asked.action}`, {
              plan: t(`tariffs.plans.${asked.plan}`),
              amount: formatCents(asked.amount_now_cents, lng),
              date: formatDate(
                asked.action === 'DOWNGRADE' || asked.action === 'CHANGE_PERIOD'
                  ? asked.effective_at
                  : asked.next_charge_at,
                lng,
              ),
              next: formatCents(asked.next_charge_cents, lng),
              per: t(`tariffs.per.${asked.period}`),
            })}
            {asked.period === 'YEAR' ? ` ${t('tariffs.yearTerms')}` : ''}
            {asked.amount_now_cents > 0
              ? ` ${t('tariffs.inHryvnia', {
                  amount: formatCents(asked.amount_now_uah_cents, lng, 980),
                  rate: formatRate(asked.usd_rate, lng),
                })}`
              : ''}
          </p>
          <div className={styles.actions}>
            <Button type="button" onClick={confirm} disabled={choose.isPending}>
              {t('tariffs.confirm')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setAsked(null)}>
              {t('tariffs.back')}
            </Button>
          </div>
          {choose.isError && <Message kind="error">{errorText(choose.error, t('tariffs.changeError'))}</Message>}
        </div>
      )}
    </>
  );
}

/** +50 chats, and cancelling a paid plan (active to the period's end, asked first). */
export function PlanActions({ billing }: { billing: Billing }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const topUp = useTopUp(openAcquirerPage);
  const cancel = useCancelPlan(openAcquirerPage);
  const [asking, setAsking] = useState(false);
  const cancellable = billing.status === 'ACTIVE' || billing.status === 'PAST_DUE';
  return (
    <div className={styles.actionsColumn}>
      <div className={styles.actions}>
        <Button type="button" variant="secondary" disabled={topUp.isPending} onClick={() => topUp.mutate()}>
          {t('tariffs.topUp', { chats: TOP_UP_CHATS, price: formatCents(TOP_UP_PRICE_CENTS, lng) })}
        </Button>
        {cancellable && !asking && (
          <Button type="button" variant="secondary" onClick={() => setAsking(true)}>
            {t('tariffs.cancel')}
          </Button>
        )}
      </div>
      {topUp.isError && <Message kind="error">{errorText(topUp.error, t('tariffs.changeError'))}</Message>}
      {asking && (
        <div className={styles.confirm} role="group" aria-label={t('tariffs.cancel')}>
          <p>
            {billing.status === 'PAST_DUE'
              ? t('tariffs.cancelNow')
              : t('tariffs.cancelConfirm', { date: billing.period_end ? formatDate(billing.period_end, lng) : '' })}
          </p>
          <div className={styles.actions}>
            <Button
              type="button"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(undefined, { onSuccess: () => setAsking(false) })}
            >
              {t('tariffs.cancelYes')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setAsking(false)}>
              {t('tariffs.keep')}
            </Button>
          </div>
          {cancel.isError && <Message kind="error">{errorText(cancel.error, t('tariffs.changeError'))}</Message>}
        </div>
      )}
    </div>
  );
}
