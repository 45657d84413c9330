import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@vitrina/shared/ui';
import styles from './AgentDebugger.module.css';

export interface DateRange {
  start: string;
  end: string;
}

interface DateRangeFormProps {
  initial: DateRange;
  onSearch: (range: DateRange) => void;
  searching?: boolean;
}

/** Start and end of the log search (local date and time); Search applies them. */
export function DateRangeForm({ initial, onSearch, searching = false }: DateRangeFormProps) {
  const { t } = useTranslation();
  const [range, setRange] = useState(initial);
  const invalid = !range.start || !range.end || range.start > range.end;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid) onSearch(range);
  };
  return (
    <form role="search" aria-label={t('debugger.searchLabel')} className={styles.dates} onSubmit={onSubmit} noValidate>
      <TextField
        label={t('debugger.startDate')}
        type="datetime-local"
        name="startDate"
        value={range.start}
        onChange={(event) => setRange({ ...range, start: event.target.value })}
      />
      <TextField
        label={t('debugger.endDate')}
        type="datetime-local"
        name="endDate"
        value={range.end}
        error={range.start && range.end && range.start > range.end ? t('debugger.rangeInvalid') : undefined}
        onChange={(event) => setRange({ ...range, end: event.target.value })}
      />
      <Button type="submit" variant="primary" disabled={invalid} loading={searching}>
        {t('debugger.search')}
      </Button>
    </form>
  );
}
