import { useEffect, useRef, useState, type Key, type ReactNode, type RefObject } from 'react';
import { cx } from '../cx';
import { useUiLabels } from '../labels';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './table.module.css';

export interface TableColumn<T> {
  key: string;
  header: ReactNode;
  /** The cell; without it the row's own field `key` is shown. */
  render?: (row: T, index: number) => ReactNode;
  className?: string;
}

export interface TableProps<T> {
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  /** A field of the row, or a function, giving each row a stable React key. */
  rowKey: keyof T | ((row: T, index: number) => Key);
  /** Shown in one full-width cell when there are no rows (default 'Немає даних' / 'No data'). */
  empty?: ReactNode;
  /** Names the table for screen readers (not shown). */
  caption?: ReactNode;
  className?: string;
}

function plainCell(row: unknown, key: string): ReactNode {
  const value = (row as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

/**
 * Whether the box is narrower than its content and scrolls (its overflow not made visible by a
 * page, as an off-screen copy for screen readers does); follows its size.
 */
function useScrollsSideways(box: RefObject<HTMLDivElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () =>
      setScrolls(el.scrollWidth > el.clientWidth && ['auto', 'scroll'].includes(getComputedStyle(el).overflowX));
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [box]);
  return scrolls;
}

/**
 * A data table that scrolls sideways on small screens; while it does, its box is a named region
 * one can focus and scroll with the arrow keys (WCAG 2.1.1, axe's scrollable-region-focusable).
 */
export function Table<T>({ columns, rows, rowKey, empty, caption, className }: TableProps<T>) {
  const labels = useUiLabels();
  const box = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(box);
  const keyOf = (row: T, index: number): Key =>
    typeof rowKey === 'function' ? rowKey(row, index) : String(row[rowKey]);
  return (
    <div
      ref={box}
      className={cx(styles.scroll, className)}
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': labels.scrollTable } : {})}
    >
      <table className={styles.table}>
        {caption && (
          <caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </caption>
        )}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={Math.max(columns.length, 1)} className={styles.empty}>
                {empty ?? labels.empty}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={keyOf(row, index)}>
                {columns.map((column) => (
                  <td key={column.key} className={column.className}>
                    {column.render ? column.render(row, index) : plainCell(row, column.key)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
