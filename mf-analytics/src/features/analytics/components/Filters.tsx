import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Select, TextField } from '@vitrina/shared/ui';
import type { ChannelOption } from '../api/analytics';
import { PERIOD_KINDS, presetPeriod, validPeriod, type Period, type PeriodKind } from '../model/period';
import styles from './Analytics.module.css';

interface FiltersProps {
  kind: PeriodKind;
  period: Period;
  channelId: string | null;
  channels: readonly ChannelOption[];
  onChange: (next: { kind: PeriodKind; period: Period; channelId: string | null }) => void;
}

/** Period (7 days, 30 days, this month, custom) and channel (docs/product.md §9.7). */
export function Filters({ kind, period, channelId, channels, onChange }: FiltersProps) {
  const { t } = useTranslation();
  const [custom, setCustom] = useState<Period>(period);
  const choose = (next: PeriodKind) =>
    onChange({ kind: next, period: next === 'custom' ? period : presetPeriod(next), channelId });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (validPeriod(custom)) onChange({ kind: 'custom', period: custom, channelId });
  };
  return (
    <form className={styles.filters} aria-label={t('analytics.filters')} onSubmit={submit}>
      <Select
        label={t('analytics.period')}
        value={kind}
        options={PERIOD_KINDS.map((k) => ({ value: k, label: t(`analytics.periods.${k}`) }))}
        onChange={(v) => choose(v as PeriodKind)}
      />
      {kind === 'custom' && (
        <>
          <TextField
            label={t('analytics.from')}
            type="date"
            value={custom.from}
            max={custom.to}
            onChange={(e) => setCustom((c) => ({ ...c, from: e.target.value }))}
          />
          <TextField
            label={t('analytics.to')}
            type="date"
            value={custom.to}
            min={custom.from}
            onChange={(e) => setCustom((c) => ({ ...c, to: e.target.value }))}
          />
          <Button type="submit" disabled={!validPeriod(custom)}>
            {t('analytics.apply')}
          </Button>
        </>
      )}
      <Select
        label={t('analytics.channel')}
        value={channelId ?? ''}
        options={[
          { value: '', label: t('analytics.allChannels') },
          ...channels.map((c) => ({ value: c.id, label: c.name || c.channel_name })),
        ]}
        onChange={(v) => onChange({ kind, period, channelId: v || null })}
      />
    </form>
  );
}
