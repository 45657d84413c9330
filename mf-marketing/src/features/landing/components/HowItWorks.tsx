import { useTranslation } from 'react-i18next';
import { Section } from './Section';
import styles from './HowItWorks.module.css';

const STEPS = ['connect', 'stock', 'replies', 'sell'] as const;

/** The 4 steps from connecting a channel to selling. */
export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <Section tone="tinted" titleId="steps-title" title={t('steps.title')}>
      <ol className={styles.steps}>
        {STEPS.map((step, index) => (
          <li key={step} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.title}>{t(`steps.${step}.title`)}</h3>
            <p className={styles.text}>{t(`steps.${step}.text`)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
