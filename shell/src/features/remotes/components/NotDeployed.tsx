import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '@vitrina/shared';
import { fillPath, ROUTES } from '@vitrina/shared/routes';
import { useIsAuth } from '../../../hooks/use-session';
import { reachableRoutes } from '../model/deployed-remotes';
import styles from './RemoteOutlet.module.css';

/**
 * A route whose remote this deployment does not serve (a staff shell with only mf-debug and
 * mf-auth, docs/deploy.md): says so, and links to the sections that are here.
 */
export function NotDeployed({ remote }: { remote: string }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const routes = reachableRoutes(useIsAuth());
  return (
    <section className={styles.fallback} aria-labelledby="not-deployed-title" data-not-deployed={remote}>
      <h1 id="not-deployed-title" className={styles.fallbackTitle}>
        {t('notDeployed.title')}
      </h1>
      <p className={styles.fallbackHint}>{t('notDeployed.hint')}</p>
      {routes.length > 0 && (
        <nav aria-labelledby="not-deployed-available">
          <p id="not-deployed-available" className={styles.fallbackHint}>
            {t('notDeployed.available')}
          </p>
          <ul className={styles.routeList}>
            {routes.map((id) => (
              <li key={id}>
                <Link to={fillPath(ROUTES[id].path, [lng])}>{t(`routes.${id}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
