import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, type ButtonProps } from '@vitrina/shared/ui';
import styles from './AddChannelButton.module.css';

interface AddChannelButtonProps {
  label: string;
  variant?: ButtonProps['variant'];
}

/**
 * Opens the add-channel modal. Until the channel flow (platform choice, Instagram authorisation)
 * lands with the inbox, the modal says so.
 */
export function AddChannelButton({ label, variant = 'primary' }: AddChannelButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button type="button" variant={variant} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal open={open} onClose={close} title={t('addChannel.title')}>
        <p className={styles.text}>{t('addChannel.notReady')}</p>
        <Button type="button" variant="secondary" onClick={close}>
          {t('addChannel.close')}
        </Button>
      </Modal>
    </>
  );
}
