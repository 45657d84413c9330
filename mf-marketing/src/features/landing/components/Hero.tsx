import { useTranslation } from 'react-i18next';
import { Button } from '@vitrina/shared/ui';
import { SampleChat } from './SampleChat';
import styles from './Hero.module.css';

export interface HeroProps {
  /** Opens the demo modal. */
  onStart: () => void;
}

/** The hero banner: the promise, the start button (demo modal) and the sample chat. */
export function Hero({ onStart }: HeroProps) {
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
            <Button type="button" className={styles.start} onClick={onStart}>
              {t('common.start')}
            </Button>
            <p className={styles.note}>{t('hero.note')}</p>
          </div>
        </div>
        <SampleChat />
      </div>
    </section>
  );
}
