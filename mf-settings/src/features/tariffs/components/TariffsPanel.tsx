import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorText, useLanguage } from '@vitrina/shared';
import type { User } from '@vitrina/shared/contracts';
import { SUPPORT_EMAIL } from '@vitrina/shared/contracts/constants';
import { dateTimeFormat } from '@vitrina/shared/intl';
import { paths } from '@vitrina/shared/routes';
import { Message, Spinner } from '@vitrina/shared/ui';
import { useCurrentUser, usePricingCalculator, useUsage } from '../hooks/use-tariffs';
import { usagePercent } from '../model/usage';
import styles from './TariffsPanel.module.css';

function formatDate(iso: string, lng: string): string {
  return dateTimeFormat(lng === 'ua' ? 'uk-UA' : 'en-GB', { dateStyle: 'long' }).format(new Date(iso));
}

/** The plan: trial with its badge, end date and price (docs/product.md §6, §9.5). */
function CurrentPlan({ plan }: { plan: User['plan'] }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  return (
    <>
      <p className={styles.plan}>
        <span className={styles.planName}>{t('tariffs.trial')}</span>
        {plan.active ? (
          <span className={styles.badge}>{t('tariffs.active')}</span>
        ) : (
          <span className={styles.badgeEnded}>{t('tariffs.ended')}</span>
        )}
      </p>
      <p className={styles.price}>{t('tariffs.price')}</p>
      <p className={styles.muted}>{t('tariffs.expires', { date: formatDate(plan.trial_ends_at, lng) })}</p>
      <p className={styles.muted}>{t('tariffs.trialTerms', { chats: plan.free_chats })}</p>
    </>
  );
}

/** Chats used this month against the free chats, as a meter (counted on the server). */
function Usage() {
  const { t } = useTranslation();
  const usage = useUsage();
  const labelId = useId();
  if (usage.isPending) return <Spinner label={t('tariffs.usageLoading')} />;
  if (usage.isError) return <Message kind="error">{errorText(usage.error, t('tariffs.usageError'))}</Message>;
  const { chats_used: used, free_chats: free } = usage.data;
  const label = t('tariffs.usage', { used, free });
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
        aria-valuemax={free}
        aria-valuenow={Math.min(used, free)}
        aria-valuetext={label}
      >
        <div className={styles.fill} style={{ width: `${usagePercent(used, free)}%` }} />
      </div>
      {used > free && <p className={styles.muted}>{t('tariffs.overLimit')}</p>}
    </div>
  );
}

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
  // No plan can be bought in the app yet: the cards have no "choose" button (the public pricing
  // page it led to has nothing to choose either), and the way to a paid plan is said (issue 47).
  return (
    <>
      <Widget />
      <p className={styles.muted}>
        {t('tariffs.howToChoose')}{' '}
        <a
          className={styles.link}
          href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(t('tariffs.mailSubject'))}`}
        >
          {SUPPORT_EMAIL}
        </a>
      </p>
    </>
  );
}

/** 'Тарифи і оплата': the current plan, this month's chats and the tariff calculator (docs/product.md §9.5, §6). */
export function TariffsPanel() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const currentId = useId();
  const calculatorId = useId();
  return (
    <div className={styles.panel}>
      <section className={styles.card} aria-labelledby={currentId}>
        <h2 id={currentId} className={styles.heading}>
          {t('tariffs.current')}
        </h2>
        {user.isPending && <Spinner label={t('tariffs.loading')} />}
        {user.isError && <Message kind="error">{errorText(user.error, t('tariffs.loadError'))}</Message>}
        {user.isSuccess && <CurrentPlan plan={user.data.plan} />}
        <Usage />
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
