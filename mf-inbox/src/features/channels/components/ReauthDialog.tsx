import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText, useLanguage } from '@vitrina/shared';
import { Button, Message, Modal } from '@vitrina/shared/ui';
import { currentChannelQueryOptions, useAdoptCurrentChannel } from '../hooks/use-channels';
import { AuthPopupError } from '../model/auth-popup';
import { authoriseChannel } from '../model/authorise';
import { settleReauth, useReauthHandler, useReauthPending } from '../model/reauth';
import styles from './Channels.module.css';

/**
 * The platform re-login (docs/product.md §7.1): installs the handler, and while a call waits for it asks
 * the user to authorise the current channel again in the popup (a click, so no blocker stops it);
 * once the new code is registered the waiting calls are retried.
 */
export function ReauthDialog() {
  useReauthHandler();
  const { t } = useTranslation();
  const lng = useLanguage();
  const client = useQueryClient();
  const adopt = useAdoptCurrentChannel();
  const pending = useReauthPending();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const finish = (ok: boolean) => {
    setBusy(false);
    setError(null);
    settleReauth(ok);
  };

  const signIn = async () => {
    setError(null);
    setBusy(true);
    const channel = client.getQueryData(currentChannelQueryOptions().queryKey);
    try {
      const renewed = await authoriseChannel({
        platform: channel?.platform ?? 'INSTAGRAM',
        channel_name: channel?.channel_name || undefined,
        lng,
      });
      adopt(renewed);
      finish(true);
    } catch (caught) {
      setBusy(false);
      if (caught instanceof AuthPopupError) {
        setError(
          t(
            caught.reason === 'blocked'
              ? 'addChannel.popupBlocked'
              : caught.reason === 'denied'
                ? 'reauth.popupDenied'
                : 'reauth.popupClosed',
          ),
        );
      } else setError(errorText(caught, t('addChannel.registerError')));
    }
  };

  return (
    <Modal open={pending} onClose={() => finish(false)} title={t('reauth.title')}>
      <p className={styles.hint}>{t('reauth.text')}</p>
      {error && <Message kind="error">{error}</Message>}
      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={() => finish(false)}>
          {t('addChannel.cancel')}
        </Button>
        <Button type="button" variant="primary" disabled={busy} onClick={() => void signIn()}>
          {t('reauth.signIn')}
        </Button>
      </div>
    </Modal>
  );
}
