import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Logo } from '../../../components/Logo';
import { useLanguage } from '@vitrina/shared';
import { paths } from '@vitrina/shared/routes';
import { AppNavigation } from './AppNavigation';
import styles from './AppChrome.module.css';

/** The signed-in side navigation from 1024 px (docs/product.md §9.1). */
export function SideMenu() {
  const { t } = useTranslation();
  const lng = useLanguage();
  return (
    <aside className={styles.side}>
      <Link to={paths.chats(lng)} className={styles.sideLogo} aria-label={`Vitrina: ${t('menu.chats')}`}>
        <Logo />
      </Link>
      <AppNavigation />
    </aside>
  );
}
