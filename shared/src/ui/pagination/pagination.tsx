import { cx } from '../cx';
import { useUiLabels } from '../labels';
import { paginationItems } from './pagination-items';
import styles from './pagination.module.css';

export interface PaginationProps {
  /** The current page, 1-based (a Spring page index is `number + 1`). */
  page: number;
  totalPages: number;
  /** Called with the chosen 1-based page. */
  onChange: (page: number) => void;
  className?: string;
}

/** Page navigation with first/last controls and the shortened list of docs/product.md §9.4; nothing for one page. */
export function Pagination({ page, totalPages, onChange, className }: PaginationProps) {
  const labels = useUiLabels();
  const items = paginationItems(page, totalPages);
  if (items.length <= 1) return null;
  const last = Math.floor(totalPages);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), last);
  const go = (target: number) => {
    if (target !== current) onChange(target);
  };

  return (
    <nav aria-label={labels.pagination} className={cx(styles.pagination, className)}>
      <button
        type="button"
        className={cx(styles.item, styles.edge)}
        aria-label={labels.firstPage}
        disabled={current === 1}
        onClick={() => go(1)}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            d="M17 6l-6 6 6 6M11 6l-6 6 6 6"
            stroke="currentColor"
            strokeWidth="2"
            fill="none"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <ul className={styles.list}>
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={cx(styles.item, item === current && styles.current)}
                aria-label={labels.page(item)}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className={cx(styles.item, styles.edge)}
        aria-label={labels.lastPage}
        disabled={current === last}
        onClick={() => go(last)}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M7 6l6 6-6 6M13 6l6 6-6 6" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
        </svg>
      </button>
    </nav>
  );
}
