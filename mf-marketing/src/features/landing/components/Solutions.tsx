import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import plansPoster from '../../../assets/solutions-plans.webp';
import plansVideo from '../../../assets/solutions-plans.webm';
import salesPoster from '../../../assets/solutions-sales.webp';
import salesVideo from '../../../assets/solutions-sales.webm';
import { AutoplayVideo } from './AutoplayVideo';
import { Section } from './Section';
import styles from './Solutions.module.css';

/** Frame size of the clips in src/assets (made from Vitrina's own screens). */
export const VIDEO_SIZE = { width: 960, height: 600 };

const SOLUTIONS = [
  { key: 'sales', src: salesVideo, poster: salesPoster },
  { key: 'plans', src: plansVideo, poster: plansPoster },
] as const;

export interface SolutionsProps {
  /** Each solution's start button (the demo's, an island: src/app composes it), drawn with the section's class. */
  renderStart: (className: string) => ReactNode;
}

/** The solutions (section id `solutions`): two clips of the product, each with a start button. */
export function Solutions({ renderStart }: SolutionsProps) {
  const { t } = useTranslation();
  return (
    <Section id="solutions" titleId="solutions-title" title={t('solutions.title')}>
      <div className={styles.list}>
        {SOLUTIONS.map((item) => (
          <article key={item.key} className={styles.item} aria-labelledby={`solution-${item.key}`}>
            <AutoplayVideo
              src={item.src}
              poster={item.poster}
              label={t(`solutions.${item.key}.video`)}
              fallback={t('solutions.videoFallback')}
              {...VIDEO_SIZE}
            />
            <div className={styles.copy}>
              <h3 id={`solution-${item.key}`} className={styles.title}>
                {t(`solutions.${item.key}.title`)}
              </h3>
              <p className={styles.text}>{t(`solutions.${item.key}.text`)}</p>
              {renderStart(styles.start)}
            </div>
          </article>
        ))}
      </div>
    </Section>
  );
}
