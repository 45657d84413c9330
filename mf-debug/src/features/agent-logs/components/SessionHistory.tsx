import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Table } from '@vitrina/shared/ui';
import { AGENT_ROLES, type AgentRole } from '@vitrina/shared/contracts/constants';
import styles from './AgentDebugger.module.css';

/** One request id of the agent log: the customer's input and each role's output. */
type SessionRow = { requestId: string; input: string } & Record<AgentRole, string>;

const NO_SESSIONS: SessionRow[] = [];

/** Session history grid: one row per request id; paging is inert until the agent API lands (docs/product.md §9.6). */
export function SessionHistory() {
  const { t } = useTranslation();
  const headingId = useId();
  const columns = [
    { key: 'input', header: t('debugger.input') },
    ...AGENT_ROLES.map((role) => ({ key: role, header: role })),
  ];
  return (
    <section className={styles.history} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.subtitle}>
        {t('debugger.historyTitle')}
      </h2>
      <Table
        columns={columns}
        rows={NO_SESSIONS}
        rowKey="requestId"
        caption={t('debugger.historyTitle')}
        empty={t('debugger.empty')}
      />
      <nav className={styles.pager} aria-label={t('debugger.pagination')}>
        <Button variant="secondary" disabled>
          {t('debugger.previous')}
        </Button>
        <Button variant="secondary" disabled>
          {t('debugger.next')}
        </Button>
      </nav>
    </section>
  );
}
