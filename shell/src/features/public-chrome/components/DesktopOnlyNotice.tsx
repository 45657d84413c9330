import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@vitrina/shared/ui';
import type { AuthLinkKind } from '../hooks/use-desktop-only-notice';
import styles from './PublicChrome.module.css';

/** The small-screen notice: login/registration are desktop only. Sits in the modal page root. */
export function DesktopOnlyNotice({ kind, onClose }: { kind: AuthLinkKind | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={kind !== null} onClose={onClose} title={t('desktopOnly.title')}>
      <p className={styles.noticeText}>{kind && t(`desktopOnly.${kind}`)}</p>
      <Button variant="primary" block onClick={onClose}>
        {t('desktopOnly.close')}
      </Button>
    </Modal>
  );
}
