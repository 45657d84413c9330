import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@vitrina/shared/ui';
import styles from './AgentDebugger.module.css';

/** Start and end date of the log search. The search call arrives with the agent API. */
export function DateRangeForm() {
  const { t } = useTranslation();
  const onSubmit = (event: FormEvent) => event.preventDefault();
  return (
    <form role="search" className={styles.dates} onSubmit={onSubmit}>
      <TextField label={t('debugger.startDate')} type="date" name="startDate" />
      <TextField label={t('debugger.endDate')} type="date" name="endDate" />
      <Button type="submit" variant="primary" disabled>
        {t('debugger.search')}
      </Button>
    </form>
  );
}
