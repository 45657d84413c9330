import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage, type Language } from '@vitrina/shared';
import { policyEn } from '../content/en';
import { policyUa } from '../content/ua';
import type { PolicyDocument } from '../content/types';
import styles from './PrivacyPolicy.module.css';

const POLICIES: Record<Language, PolicyDocument> = { ua: policyUa, en: policyEn };

/** The privacy policy in the interface language, with a link back home. */
export function PrivacyPolicy({ homePath }: { homePath: string }) {
  const { t } = useTranslation();
  const policy = POLICIES[useLanguage()];
  return (
    <article className={styles.policy} aria-labelledby="privacy-title">
      <Link to={homePath} className={styles.back}>
        <span aria-hidden="true">← </span>
        {t('privacy.back')}
      </Link>
      <h1 id="privacy-title" className={styles.title}>
        {policy.title}
      </h1>
      <p className={styles.updated}>{policy.updated}</p>
      {policy.intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {policy.sections.map((section) => (
        <section key={section.heading}>
          <h2 className={styles.heading}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list && (
            <ul className={styles.list}>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <Link to={homePath} className={styles.back}>
        <span aria-hidden="true">← </span>
        {t('privacy.back')}
      </Link>
    </article>
  );
}
