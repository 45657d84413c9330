import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { VisuallyHidden } from '@vitrina/shared/ui';
import { useLanguage } from '@vitrina/shared';
import { paths } from '@vitrina/shared/routes';
import styles from './NotFoundPage.module.css';

/** Any other path under a language (docs/product.md §1): 404, the message, a link home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const title = t('notFound.title');

  // After the shell's page head (a layout effect, features/page-head), which writes the next page's title.
  useEffect(() => {
    document.title = `404 · ${title} · Vitrina`;
  }, [title]);

  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        <VisuallyHidden>404. </VisuallyHidden>
        {title}
      </h1>
      <Link className={styles.home} to={paths.home(lng)}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
