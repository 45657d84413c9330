import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styles from './TabNav.module.css';

export interface TabNavItem {
  to: string;
  label: string;
  current: boolean;
}

/**
 * Tabs that are links: the URL picks the tab, the current one carries aria-current="page". On a
 * phone the row scrolls sideways; the current tab is scrolled into it (issue 50).
 */
export function TabNav({ label, items }: { label: string; items: TabNavItem[] }) {
  const nav = useRef<HTMLElement>(null);
  const currentTo = items.find((item) => item.current)?.to;
  useEffect(() => {
    const box = nav.current;
    const tab = box?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!box || !tab || box.scrollWidth <= box.clientWidth) return;
    box.scrollLeft = tab.offsetLeft - (box.clientWidth - tab.offsetWidth) / 2;
  }, [currentTo]);
  return (
    <nav ref={nav} aria-label={label} className={styles.nav}>
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
