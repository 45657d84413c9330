import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useLanguage } from '@vitrina/shared';
import { SUPPORT_EMAIL } from '@vitrina/shared/contracts/constants';
import { paths, type RouteId } from '@vitrina/shared/routes';
import { useExit } from '../hooks/use-exit';
import { CurrentUser } from './CurrentUser';
import { MenuIcon, type MenuIconName } from './menu-icons';
import styles from './AppChrome.module.css';

const PAGES: {
  route: Extract<RouteId, 'chats' | 'channels' | 'knowledge' | 'settings' | 'analytics' | 'orders'>;
  label: string;
  icon: MenuIconName;
}[] = [
  { route: 'chats', label: 'menu.chats', icon: 'chats' },
  { route: 'channels', label: 'menu.channels', icon: 'channels' },
  { route: 'orders', label: 'menu.orders', icon: 'orders' },
  { route: 'knowledge', label: 'menu.knowledge', icon: 'knowledge' },
  { route: 'settings', label: 'menu.settings', icon: 'settings' },
  { route: 'analytics', label: 'menu.analytics', icon: 'analytics' },
];

const itemClass = ({ isActive }: { isActive: boolean }) => `${styles.item} ${isActive ? styles.itemActive : ''}`;

/**
 * The signed-in navigation (docs/product.md §9.1): every section, Support, who is signed in and
 * Exit; the side menu shows it from 1024 px, the phone menu under it.
 */
export function AppNavigation({ id }: { id?: string }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const exit = useExit();
  return (
    <nav id={id} aria-label={t('menu.label')} className={styles.sideNav}>
      <ul className={styles.list}>
        {PAGES.map((page) => (
          <li key={page.route}>
            <NavLink to={paths[page.route](lng)} className={itemClass}>
              <MenuIcon name={page.icon} />
              <span>{t(page.label)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
      <ul className={`${styles.list} ${styles.secondary}`}>
        <li>
          {/* Support is a mail to the team; "Integration" is not built, so not shown (issue 47). */}
          <a href={`mailto:${SUPPORT_EMAIL}`} className={styles.item}>
            <MenuIcon name="support" />
            <span>{t('menu.support')}</span>
          </a>
        </li>
        <li>
          <CurrentUser />
        </li>
        <li>
          <button type="button" className={`${styles.item} ${styles.exit}`} onClick={exit}>
            <MenuIcon name="exit" />
            <span>{t('menu.exit')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
