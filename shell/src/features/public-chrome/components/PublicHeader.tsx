import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useScrollLock } from '@vitrina/shared/ui';
import { Logo } from '../../../components/Logo';
import { useLanguage } from '@vitrina/shared';
import { paths } from '@vitrina/shared/routes';
import { Island } from '@vitrina/shared/islands';
import { MENU_ICON, MENU_ISLAND, MENU_LABELS } from '../model/menu-island';
import styles from './PublicChrome.module.css';

interface PublicHeaderProps {
  languageSwitch: ReactNode;
  /** Marketing page whose consultation modal 'book a demo' opens (via its #consultation hash). */
  consultationPath: string;
}

export function PublicHeader({ languageSwitch, consultationPath }: PublicHeaderProps) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const location = useLocation();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  useScrollLock(open);

  // Any navigation closes the mobile menu.
  useEffect(() => setOpen(false), [location.pathname, location.hash]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const home = paths.home(lng);
  // Sign-in and registration work at every width (the owner works from the phone, issue 50).
  const closeMenu = () => setOpen(false);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={home} className={styles.logoLink} aria-label={t('header.home')}>
          <Logo />
        </Link>
        {/* On a prerendered page the menu button is an island of the page's loader (model/menu-island.ts). */}
        <Island id={MENU_ISLAND}>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? t('header.closeMenu') : t('header.openMenu')}
            {...{ [MENU_LABELS.open]: t('header.openMenu'), [MENU_LABELS.close]: t('header.closeMenu') }}
            onClick={() => setOpen((value) => !value)}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path
                d={open ? MENU_ICON.close : MENU_ICON.open}
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </Island>
        <div id={menuId} className={styles.menu} data-open={open}>
          <nav aria-label={t('header.navigation')}>
            <ul className={styles.nav}>
              <li>
                <Link className={styles.navLink} to={{ pathname: home, hash: '#social' }}>
                  {t('header.social')}
                </Link>
              </li>
              <li>
                <Link className={styles.navLink} to={{ pathname: home, hash: '#solutions' }}>
                  {t('header.solutions')}
                </Link>
              </li>
              <li>
                <Link className={styles.navLink} to={paths.pricing(lng)}>
                  {t('header.pricing')}
                </Link>
              </li>
              <li>
                {/* mf-marketing opens its consultation-request modal for #consultation. */}
                <Link className={styles.navLink} to={{ pathname: consultationPath, hash: '#consultation' }}>
                  {t('header.demo')}
                </Link>
              </li>
            </ul>
          </nav>
          <div className={styles.actions}>
            {languageSwitch}
            <Link className={styles.primaryLink} to={paths.registration(lng)} onClick={closeMenu}>
              {t('header.tryFree')}
            </Link>
            <Link className={styles.secondaryLink} to={paths.login(lng)} onClick={closeMenu}>
              {t('header.login')}
            </Link>
          </div>
        </div>
      </div>
    </header>
  );
}
