import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockIcon, MoonIcon, SparkIcon, WalletIcon } from './icons';
import { Section } from './Section';
import styles from './Advantages.module.css';

const ITEMS: { key: 'speed' | 'always' | 'cost' | 'share'; icon: ReactNode }[] = [
  { key: 'speed', icon: <ClockIcon /> },
  { key: 'always', icon: <MoonIcon /> },
  { key: 'cost', icon: <WalletIcon /> },
  { key: 'share', icon: <SparkIcon /> },
];

/** The 4 advantages: a row on desktop, a swipeable slider (scroll snap) up to 768 px. */
export function Advantages() {
  const { t } = useTranslation();
  return (
    <Section titleId="advantages-title" title={t('advantages.title')}>
      {/* Focusable so the slider scrolls from the keyboard too. */}
      <div className={styles.viewport} role="region" aria-label={t('advantages.listLabel')} tabIndex={0}>
        <ul className={styles.track}>
          {ITEMS.map((item) => (
            <li key={item.key} className={styles.card}>
              <span className={styles.icon}>{item.icon}</span>
              <p className={styles.figure}>{t(`advantages.${item.key}.figure`)}</p>
              <h3 className={styles.title}>{t(`advantages.${item.key}.title`)}</h3>
              <p className={styles.text}>{t(`advantages.${item.key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
