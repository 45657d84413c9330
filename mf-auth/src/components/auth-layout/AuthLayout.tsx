import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@vitrina/shared/ui';
import styles from './AuthLayout.module.css';

interface AuthLayoutProps {
  /** The screen's texts: `<screen>.title` and `<screen>.subtitle`. */
  screen: 'login' | 'registration' | 'forgot' | 'reset' | 'join';
  children: ReactNode;
  /** Links under the form (to the other auth screens, privacy policy). */
  footer?: ReactNode;
}

/** The auth card: brand panel beside the form on desktop, one column on small screens. */
export function AuthLayout({ screen, children, footer }: AuthLayoutProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <div className={styles.card}>
        <AuthBrand />
        <div className={styles.content}>
          <h1 id={titleId} className={styles.title}>
            {t(`${screen}.title`)}
          </h1>
          <p className={styles.subtitle}>{t(`${screen}.subtitle`)}</p>
          {children}
          {footer && <div className={styles.footer}>{footer}</div>}
        </div>
      </div>
    </section>
  );
}

/** The brand panel of the card (hidden on phones). */
function AuthBrand() {
  const { t } = useTranslation();
  return (
    <aside className={styles.brand}>
      <p className={styles.logo}>{t('brand.name')}</p>
      <p className={styles.tagline}>{t('brand.tagline')}</p>
      <ul className={styles.points}>
        <li>{t('brand.points.speed')}</li>
        <li>{t('brand.points.share')}</li>
        <li>{t('brand.points.setup')}</li>
      </ul>
    </aside>
  );
}

/**
 * The card while a screen's code loads: the same frame and brand panel, a spinner where the form
 * goes, about as tall as the login card so the page does not jump when the screen arrives.
 */
export function AuthSkeleton() {
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <AuthBrand />
        <div className={`${styles.content} ${styles.pending}`} aria-busy="true">
          <Spinner size="lg" />
        </div>
      </div>
    </div>
  );
}
