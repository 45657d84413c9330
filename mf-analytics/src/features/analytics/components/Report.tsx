import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@vitrina/shared/ui';
import styles from './Analytics.module.css';

/** A report's loading and failure states; `children` draws it once its data is in. */
export function Report<T>({
  query,
  title,
  children,
}: {
  query: UseQueryResult<T>;
  title: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  return (
    <div className={styles.card} aria-busy={query.isPending}>
      <h2>{title}</h2>
      {query.isError ? (
        <>
          <p role="alert">{t('analytics.failed')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('analytics.retry')}
          </Button>
        </>
      ) : (
        <Spinner label={t('analytics.loading')} />
      )}
    </div>
  );
}
