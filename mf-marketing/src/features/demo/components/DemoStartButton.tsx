import { useTranslation } from 'react-i18next';
import { Button } from '@vitrina/shared/ui';

export interface DemoStartButtonProps {
  className?: string;
  /** Opens the demo modal. */
  onStart: () => void;
}

/** 'Start': opens the demo modal (the hero's and each solution's; an island of its own on a prerendered page). */
export function DemoStartButton({ className, onStart }: DemoStartButtonProps) {
  const { t } = useTranslation();
  return (
    <Button type="button" className={className} onClick={onStart}>
      {t('common.start')}
    </Button>
  );
}
