import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Message, Modal } from '@vitrina/shared/ui';
import { useDelayedAction } from '@vitrina/shared/ui';
import { newUserFlag } from '@vitrina/shared';
import { FORM_MESSAGE_MS } from '../../../lib/constants';
import { NewUserForm } from './NewUserForm';
import styles from './NewUserModal.module.css';

/**
 * The new-user welcome modal. Closing it (button, overlay, Escape) clears the newUser flag;
 * so does a sent form, whose thank-you text stays 5 s before the modal closes itself.
 */
export function NewUserModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const later = useDelayedAction();
  const [sent, setSent] = useState(false);

  const close = () => {
    newUserFlag.clear();
    onClose();
  };
  const onSent = () => {
    newUserFlag.clear();
    setSent(true);
    later(onClose, FORM_MESSAGE_MS);
  };

  return (
    <Modal open onClose={close} title={t('newUser.title')} className={styles.modal}>
      {sent ? (
        <div className={styles.body}>
          <Message kind="success">{t('newUser.success')}</Message>
          <Button variant="secondary" onClick={close}>
            {t('newUser.close')}
          </Button>
        </div>
      ) : (
        <div className={styles.body}>
          <p className={styles.intro}>{t('newUser.intro')}</p>
          <NewUserForm onSent={onSent} />
        </div>
      )}
    </Modal>
  );
}
