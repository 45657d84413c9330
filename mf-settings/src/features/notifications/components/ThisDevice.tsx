import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@vitrina/shared';
import { PushPermissionError, pushPermission } from '@vitrina/shared/push';
import { Button, Message, MessageSlot, MESSAGE_MS, useTimedMessage } from '@vitrina/shared/ui';
import { useDisablePushHere, useEnablePush, useEnabledHere, useSendTest } from '../hooks/use-notifications';
import styles from './NotificationsPanel.module.css';

/** This device: its state (unsupported, blocked, off, on) and the switch; a test notification once on. */
export function ThisDevice() {
  const { t } = useTranslation();
  const headingId = useId();
  const here = useEnabledHere();
  const enable = useEnablePush();
  const disable = useDisablePushHere();
  const test = useSendTest();
  const message = useTimedMessage();
  const permission = pushPermission();

  const turnOn = () => {
    message.clear();
    enable.mutate(undefined, {
      onSuccess: () => message.show('success', t('push.enabled'), MESSAGE_MS.short),
      onError: (error) =>
        message.show(
          'error',
          error instanceof PushPermissionError ? t('push.refused') : errorText(error, t('push.enableError')),
          MESSAGE_MS.long,
        ),
    });
  };
  const sendTest = () => {
    message.clear();
    test.mutate(undefined, {
      onSuccess: ({ sent }) => message.show('success', t('push.testSent', { count: sent }), MESSAGE_MS.short),
      onError: (error) => message.show('error', errorText(error, t('push.testError')), MESSAGE_MS.short),
    });
  };

  let body;
  if (permission === 'unsupported') body = <Message kind="info">{t('push.unsupported')}</Message>;
  else if (permission === 'denied') body = <Message kind="error">{t('push.blocked')}</Message>;
  else if (here.data) {
    body = (
      <>
        <p className={styles.state}>{t('push.onHere')}</p>
        <div className={styles.actions}>
          <Button type="button" onClick={sendTest} loading={test.isPending}>
            {t('push.test')}
          </Button>
          <Button type="button" variant="ghost" onClick={() => disable.mutate()} loading={disable.isPending}>
            {t('push.turnOff')}
          </Button>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <p className={styles.state}>{t('push.offHere')}</p>
        <div className={styles.actions}>
          <Button type="button" variant="primary" onClick={turnOn} loading={enable.isPending}>
            {t('push.turnOn')}
          </Button>
        </div>
      </>
    );
  }
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('push.thisDevice')}
      </h2>
      {body}
      <MessageSlot message={message.message} />
    </section>
  );
}
