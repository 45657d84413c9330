import { Link } from 'react-router-dom';
import styles from './TabNav.module.css';

export interface TabNavItem {
  to: string;
  label: string;
  current: boolean;
}

/** Tabs that are links: the URL picks the tab, the current one carries aria-current="page". */
export function TabNav({ label, items }: { label: string; items: TabNavItem[] }) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={styles.tab} aria-current={item.current ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
