import { useTranslation } from 'react-i18next';
import { MESSAGE_MS, Modal } from '@vitrina/shared/ui';
import { useDelayedAction } from '@vitrina/shared/ui';
import { RequestForm } from './RequestForm';
import styles from './ConsultationModal.module.css';

/** Spec §9: the consultation modal closes 5000 ms after a successful request. */
export const CONSULTATION_CLOSE_MS = MESSAGE_MS.long;

export interface ConsultationModalProps {
  open: boolean;
  onClose: () => void;
}

/** 'Your Information': the consultation (book-a-demo) request in a modal. */
export function ConsultationModal({ open, onClose }: ConsultationModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('requests.consultation.title')} className={styles.modal}>
      <ConsultationBody onClose={onClose} />
    </Modal>
  );
}

/** Mounted only while the modal is open, so closing it by hand also drops the pending auto-close. */
function ConsultationBody({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const later = useDelayedAction();
  return (
    <>
      <p className={styles.text}>{t('requests.consultation.text')}</p>
      <RequestForm
        kind="consultation"
        label={t('requests.consultation.title')}
        onSuccess={() => later(onClose, CONSULTATION_CLOSE_MS)}
      />
    </>
  );
}
