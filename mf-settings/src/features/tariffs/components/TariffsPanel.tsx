import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@vitrina/shared';
import { FREE_CHATS } from '@vitrina/shared/contracts/constants';
import { paths } from '@vitrina/shared/routes';
import styles from './TariffsPanel.module.css';

/** 'Тарифи і оплата': the current (trial) tariff and the way to the tariff calculator (docs/product.md §9.5, §6). */
export function TariffsPanel() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const currentId = useId();
  const calculatorId = useId();
  return (
    <div className={styles.panel}>
      <section className={styles.card} aria-labelledby={currentId}>
        <h2 id={currentId} className={styles.heading}>
          {t('tariffs.current')}
        </h2>
        <p className={styles.plan}>
          <span className={styles.planName}>{t('tariffs.trial')}</span>
          <span className={styles.badge}>{t('tariffs.active')}</span>
        </p>
        <p className={styles.price}>{t('tariffs.price')}</p>
        <p className={styles.muted}>{t('tariffs.expires')}</p>
        <p className={styles.muted}>{t('tariffs.trialTerms', { chats: FREE_CHATS })}</p>
      </section>
      <section className={styles.card} aria-labelledby={calculatorId}>
        <h2 id={calculatorId} className={styles.heading}>
          {t('tariffs.calculator')}
        </h2>
        <p className={styles.muted}>{t('tariffs.calculatorText')}</p>
        <Link className={styles.link} to={paths.pricing(lng)}>
          {t('tariffs.toCalculator')}
        </Link>
      </section>
    </div>
  );
}
