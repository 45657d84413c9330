import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '@vitrina/shared';
import type { TopicsReport } from '@vitrina/shared/contracts';
import { paths } from '@vitrina/shared/routes';
import { Table } from '@vitrina/shared/ui/data';
import type { Period } from '../model/period';
import { ChartCard } from './ChartCard';
import { dateTimeLabel } from './labels';
import styles from './Analytics.module.css';

/** Products asked about, lost sales, unanswered questions (docs/product.md §9.7). */
export function TopicsSection({ report, period }: { report: TopicsReport; period: Period }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const rows = [
    ...report.products.map((p) => ['product', p.code, p.name, p.asks] as const),
    ...report.out_of_stock.map((p) => ['out_of_stock', p.code, p.size, p.asks] as const),
  ];
  return (
    <ChartCard
      title={t('analytics.topics.title')}
      // Nothing asked about in the period: no CSV of a header alone.
      csv={
        rows.length > 0
          ? {
              name: t('analytics.csvName', { name: t('analytics.topics.title'), ...period }),
              header: ['kind', 'code', 'name_or_size', 'asks'],
              rows,
            }
          : undefined
      }
    >
      <h3>{t('analytics.topics.products')}</h3>
      {report.products.length === 0 ? (
        <p className={styles.empty}>{t('analytics.topics.productsEmpty')}</p>
      ) : (
        <Table
          caption={t('analytics.topics.products')}
          rowKey="code"
          rows={report.products}
          columns={[
            { key: 'code', header: t('analytics.topics.code') },
            { key: 'name', header: t('analytics.topics.name'), render: (r) => r.name ?? t('analytics.none') },
            { key: 'asks', header: t('analytics.topics.asks') },
          ]}
        />
      )}
      <h3>{t('analytics.topics.outOfStock')}</h3>
      {report.out_of_stock.length === 0 ? (
        <p className={styles.empty}>{t('analytics.topics.outOfStockEmpty')}</p>
      ) : (
        <Table
          caption={t('analytics.topics.outOfStock')}
          rowKey={(r) => `${r.code} ${r.size}`}
          rows={report.out_of_stock}
          columns={[
            { key: 'code', header: t('analytics.topics.code') },
            { key: 'size', header: t('analytics.topics.size') },
            { key: 'asks', header: t('analytics.topics.asks') },
          ]}
        />
      )}
      <h3>{t('analytics.topics.unanswered', { count: report.unanswered_total })}</h3>
      {report.unanswered_total === 0 ? (
        <p className={styles.empty}>{t('analytics.topics.unansweredEmpty')}</p>
      ) : (
        <>
          <Table
            caption={t('analytics.topics.unanswered', { count: report.unanswered_total })}
            rowKey="id"
            rows={report.unanswered}
            columns={[
              { key: 'question', header: t('analytics.topics.question') },
              {
                key: 'created_at',
                header: t('analytics.topics.asked'),
                render: (r) => dateTimeLabel(r.created_at, lng),
              },
            ]}
          />
          <p>
            <Link to={paths.knowledgeTab(lng, 'question')}>{t('analytics.topics.toQuestions')}</Link>
          </p>
        </>
      )}
    </ChartCard>
  );
}
