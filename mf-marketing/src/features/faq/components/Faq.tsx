import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Faq.module.css';

interface FaqItem {
  q: string;
  a: string;
}

/** The 10 questions of the pricing page: one open at a time; clicking the open one closes it. */
export function Faq() {
  const { t } = useTranslation();
  const items = t('faq.items', { returnObjects: true }) as FaqItem[];
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  const titleId = `${baseId}-title`;

  return (
    <section className={styles.faq} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('faq.title')}
      </h2>
      <ul className={styles.list}>
        {items.map((item, index) => {
          const expanded = open === index;
          const panelId = `${baseId}-panel-${index}`;
          const buttonId = `${baseId}-button-${index}`;
          return (
            <li key={item.q} className={styles.item}>
              <h3 className={styles.question}>
                <button
                  id={buttonId}
                  type="button"
                  className={styles.toggle}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => setOpen(expanded ? null : index)}
                >
                  <span>{item.q}</span>
                  <svg
                    className={styles.chevron}
                    viewBox="0 0 24 24"
                    width="20"
                    height="20"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
                  </svg>
                </button>
              </h3>
              <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.answer} hidden={!expanded}>
                <p>{item.a}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
