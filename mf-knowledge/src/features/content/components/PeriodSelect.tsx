import { useTranslation } from 'react-i18next';
import { Select } from '@vitrina/shared/ui';
import { PERIODS, type Period } from '../types';

interface PeriodSelectProps {
  value: Period;
  onChange: (period: Period) => void;
}

export function PeriodSelect({ value, onChange }: PeriodSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('content.period')}
      value={value}
      options={PERIODS.map((period) => ({ value: period, label: t(`content.periods.${period}`) }))}
      onChange={(next: string) => onChange(next as Period)}
    />
  );
}
