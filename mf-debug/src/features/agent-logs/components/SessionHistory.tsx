import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@vitrina/shared';
import { AGENT_ROLES } from '@vitrina/shared/contracts/constants';
import { Button, Message, Spinner } from '@vitrina/shared/ui';
import { Table, type TableColumn } from '@vitrina/shared/ui/data';
import type { LogsSearch } from '../api/agent-logs';
import { useAgentLogs } from '../hooks/use-agent-logs';
import { toSessionRows, type SessionRow } from '../model/sessions';
import { StepCell } from './StepCell';
import styles from './AgentDebugger.module.css';

interface SessionHistoryProps {
  search: LogsSearch;
  onPage: (page: number) => void;
}

/** Session history grid: one row per request id, newest first; Previous/Next page through the range (docs/product.md §9.6). */
export function SessionHistory({ search, onPage }: SessionHistoryProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const logs = useAgentLogs(search);
  const rows = logs.data ? toSessionRows(logs.data) : [];
  const totalPages = logs.data?.total_pages ?? 0;
  const columns: TableColumn<SessionRow>[] = [
    { key: 'input', header: t('debugger.input'), render: (row) => <span className={styles.input}>{row.input}</span> },
    ...AGENT_ROLES.map((role) => ({
      key: role,
      header: t(`common.roles.${role}`),
      render: (row: SessionRow) => <StepCell step={row.steps[role]} />,
    })),
  ];
  return (
    <section className={styles.history} aria-labelledby={headingId} aria-busy={logs.isFetching}>
      <h2 id={headingId} className={styles.subtitle}>
        {t('debugger.historyTitle')}
      </h2>
      {logs.isPending && <Spinner label={t('debugger.loading')} />}
      {logs.isError && <Message kind="error">{errorText(logs.error, t('debugger.loadError'))}</Message>}
      {logs.isSuccess && (
        <Table
          columns={columns}
          rows={rows}
          rowKey="requestId"
          caption={t('debugger.historyTitle')}
          empty={t('debugger.empty')}
        />
      )}
      <nav className={styles.pager} aria-label={t('debugger.pagination')}>
        {totalPages > 0 && (
          <span className={styles.pageOf}>{t('debugger.pageOf', { page: search.page + 1, pages: totalPages })}</span>
        )}
        <Button variant="secondary" disabled={search.page === 0} onClick={() => onPage(search.page - 1)}>
          {t('debugger.previous')}
        </Button>
        <Button variant="secondary" disabled={search.page + 1 >= totalPages} onClick={() => onPage(search.page + 1)}>
          {t('debugger.next')}
        </Button>
      </nav>
    </section>
  );
}
