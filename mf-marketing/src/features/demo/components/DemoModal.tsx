import { useTranslation } from 'react-i18next';
import { Modal, VisuallyHidden } from '@vitrina/shared/ui';
import styles from './DemoModal.module.css';

/** The product's own Instagram account: the demo is a chat with its assistant. */
export const DEMO_INSTAGRAM_URL = 'https://www.instagram.com/vitrina.ai/';

export interface DemoModalProps {
  open: boolean;
  onClose: () => void;
}

/** The demo: its start button opens the product's Instagram account in a new tab. */
export function DemoModal({ open, onClose }: DemoModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('demo.title')} className={styles.modal}>
      <p className={styles.text}>{t('demo.text')}</p>
      <a className={styles.start} href={DEMO_INSTAGRAM_URL} target="_blank" rel="noopener noreferrer" onClick={onClose}>
        {t('common.start')}
        <VisuallyHidden> {t('common.newTab')}</VisuallyHidden>
      </a>
    </Modal>
  );
}
