import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@vitrina/shared/ui';
import { saveFile } from '@vitrina/shared/ui/data';
import { toCsv } from '../model/csv';
import styles from './Analytics.module.css';

export interface CsvData {
  name: string;
  header: readonly string[];
  rows: readonly (readonly (string | number | null)[])[];
}

interface ChartCardProps {
  title: string;
  /** The figures in one sentence (read first by everyone). */
  summary?: ReactNode;
  /** Shown instead of chart and table when the period has no data: what to do to get some. */
  empty?: string | null;
  chart?: ReactNode;
  /** The chart's figures: always in the page for screen readers, shown on demand. */
  table?: ReactNode;
  csv?: CsvData;
  children?: ReactNode;
}

/** Starts a download of the CSV. */
function download({ name, header, rows }: CsvData) {
  saveFile(new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' }), name);
}

/** One section of the page: heading, summary, chart, its table and CSV (docs/product.md §9.7). */
export function ChartCard({ title, summary, empty, chart, table, csv, children }: ChartCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const tableId = useId();
  const [shown, setShown] = useState(false);
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {empty ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <>
          {summary && <p className={styles.summary}>{summary}</p>}
          {chart}
          {table && (
            <div
              id={tableId}
              className={shown ? styles.tableBox : styles.offscreen}
              // Shown, the box scrolls sideways on a narrow screen: focusable to scroll by keyboard.
              {...(shown && { tabIndex: 0, role: 'region', 'aria-label': `${title}: ${t('analytics.table')}` })}
            >
              {table}
            </div>
          )}
          {(table || csv) && (
            <div className={styles.tools}>
              {table && (
                <Button variant="secondary" onClick={() => setShown((v) => !v)}>
                  {shown ? t('analytics.hideTable') : t('analytics.showTable')}
                </Button>
              )}
              {csv && (
                <Button variant="secondary" onClick={() => download(csv)}>
                  {t('analytics.csv')}
                </Button>
              )}
            </div>
          )}
          {children}
        </>
      )}
    </section>
  );
}
