import { useTranslation } from 'react-i18next';
import { Select } from '@vitrina/shared/ui';
import type { ConversationStatus } from '../types';
import { useLabels } from '../hooks/use-team';
import styles from './Teamwork.module.css';

/** The list's filters (docs/product.md §9.15): what they show, in the shape of the conversations query. */
export interface TeamFilters {
  assignee?: 'me' | 'unassigned';
  status?: ConversationStatus;
  attention?: boolean;
  label?: string;
}

type View = 'all' | 'mine' | 'unassigned' | 'attention';

const viewOf = (f: TeamFilters): View =>
  f.attention ? 'attention' : f.assignee === 'me' ? 'mine' : f.assignee === 'unassigned' ? 'unassigned' : 'all';

/** "Усі / Мої / Не призначені / Потрібна відповідь", the status and a label. */
export function ListFilters({ value, onChange }: { value: TeamFilters; onChange: (next: TeamFilters) => void }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const setView = (view: string) => {
    const { assignee: _a, attention: _b, ...rest } = value;
    if (view === 'mine') onChange({ ...rest, assignee: 'me' });
    else if (view === 'unassigned') onChange({ ...rest, assignee: 'unassigned' });
    else if (view === 'attention') onChange({ ...rest, attention: true });
    else onChange(rest);
  };
  return (
    <div className={styles.filters} role="group" aria-label={t('team.filters')}>
      <Select
        label={t('team.view')}
        value={viewOf(value)}
        options={[
          { value: 'all', label: t('team.viewAll') },
          { value: 'mine', label: t('team.viewMine') },
          { value: 'unassigned', label: t('team.viewUnassigned') },
          { value: 'attention', label: t('team.viewAttention') },
        ]}
        onChange={setView}
      />
      <Select
        label={t('team.status')}
        value={value.status ?? ''}
        options={[
          { value: '', label: t('team.statusAny') },
          { value: 'OPEN', label: t('team.statusOpen') },
          { value: 'DONE', label: t('team.statusDone') },
          { value: 'SNOOZED', label: t('team.statusSnoozed') },
        ]}
        onChange={(status) => onChange({ ...value, status: (status || undefined) as ConversationStatus | undefined })}
      />
      <Select
        label={t('team.label')}
        value={value.label ?? ''}
        options={[
          { value: '', label: t('team.labelAny') },
          ...(labels.data ?? []).map((l) => ({ value: l.id, label: l.name })),
        ]}
        onChange={(label) => onChange({ ...value, label: label || undefined })}
      />
    </div>
  );
}
