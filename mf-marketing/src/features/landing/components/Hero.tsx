import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { SampleChat } from './SampleChat';
import styles from './Hero.module.css';

export interface HeroProps {
  /** The start button (the demo's, an island: src/app composes it), drawn with the hero's class. */
  renderStart: (className: string) => ReactNode;
}

/** The hero banner: the promise, the start button (demo modal) and the sample chat. */
export function Hero({ renderStart }: HeroProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <h1 id="hero-title" className={styles.title}>
            {t('hero.title')}
          </h1>
          <p className={styles.lead}>{t('hero.lead')}</p>
          <div className={styles.actions}>
            {renderStart(styles.start)}
            <p className={styles.note}>{t('hero.note')}</p>
          </div>
        </div>
        <SampleChat />
      </div>
    </section>
  );
}
