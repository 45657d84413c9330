import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Logo } from '../../../components/Logo';
import { useLanguage } from '@vitrina/shared';
import { paths } from '@vitrina/shared/routes';
import { AppNavigation } from './AppNavigation';
import { ChannelChoice } from './ChannelChoice';
import styles from './AppChrome.module.css';

/**
 * Under 1024 px (docs/product.md §9.1): a bar with the logo and the menu button; the menu holds the
 * channel selector and the whole navigation with Exit. It closes on a choice, Escape or a tap outside.
 */
export function PhoneMenu() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  // A new address (a section chosen) closes the menu.
  useEffect(() => setOpen(false), [pathname, search]);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a, button, select')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className={styles.phoneBar}>
      <Link to={paths.chats(lng)} className={styles.sideLogo} aria-label={`Vitrina: ${t('menu.chats')}`}>
        <Logo />
      </Link>
      <button
        ref={button}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          ) : (
            <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          )}
        </svg>
        <span>{t('menu.open')}</span>
      </button>
      {open && <div className={styles.backdrop} aria-hidden="true" onClick={() => setOpen(false)} />}
      <div id={panelId} ref={panel} className={styles.phonePanel} hidden={!open}>
        {open && (
          <>
            <ChannelChoice />
            <AppNavigation />
          </>
        )}
      </div>
    </header>
  );
}
