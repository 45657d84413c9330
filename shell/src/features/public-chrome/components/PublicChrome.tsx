import type { ReactNode } from 'react';
import { PromoBanner } from './PromoBanner';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';
import styles from './PublicChrome.module.css';

interface PublicChromeProps {
  /** The header's language selector (owned by the language feature). */
  languageSwitch: ReactNode;
  /** The marketing page 'book a demo' opens the consultation modal on (the current one, else the landing). */
  consultationPath: string;
  children: ReactNode;
}

/** Promo line, header, page, footer (docs/product.md §3.1). */
export function PublicChrome({ languageSwitch, consultationPath, children }: PublicChromeProps) {
  return (
    <div className={styles.page}>
      <PromoBanner />
      <PublicHeader languageSwitch={languageSwitch} consultationPath={consultationPath} />
      <main className={styles.main}>{children}</main>
      <PublicFooter />
    </div>
  );
}
