import { useTranslation } from 'react-i18next';
import { Button } from '@vitrina/shared/ui';

export interface BookDemoButtonProps {
  className?: string;
  /** Opens the consultation ('Your Information') modal. */
  onBook: () => void;
}

/** The demo section's 'book a demo' (an island of its own on a prerendered page: src/islands/consultation.tsx). */
export function BookDemoButton({ className, onBook }: BookDemoButtonProps) {
  const { t } = useTranslation();
  return (
    <Button type="button" variant="secondary" className={className} onClick={onBook}>
      {t('demo.book')}
    </Button>
  );
}
