import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, useLanguage } from '@vitrina/shared';
import { dateTimeFormat } from '@vitrina/shared/intl';
import { thisDeviceId } from '@vitrina/shared/push';
import { Button, Message, Spinner } from '@vitrina/shared/ui';
import { useDevices, useRemoveDevice } from '../hooks/use-notifications';
import styles from './NotificationsPanel.module.css';

const when = (iso: string, lng: string) =>
  dateTimeFormat(lng === 'ua' ? 'uk-UA' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** Every device that receives notifications, this one marked; each can be removed. */
export function DeviceList() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const headingId = useId();
  const devices = useDevices();
  const remove = useRemoveDevice();
  const here = thisDeviceId();

  let body;
  if (devices.isPending) body = <Spinner label={t('push.loading')} />;
  else if (devices.isError) body = <Message kind="error">{errorText(devices.error, t('push.loadError'))}</Message>;
  else if (devices.data.length === 0) body = <p className={styles.hint}>{t('push.noDevices')}</p>;
  else {
    body = (
      <ul className={styles.devices}>
        {devices.data.map((device) => {
          const name = device.device || t('push.unnamed');
          return (
            <li key={device.id} className={styles.device}>
              <div className={styles.deviceText}>
                <strong>
                  {name}
                  {device.id === here ? ` — ${t('push.thisOne')}` : ''}
                </strong>
                <span className={styles.hint}>
                  {t('push.added', { date: when(device.created_at, lng) })}
                  {device.last_sent_at ? ` · ${t('push.lastSent', { date: when(device.last_sent_at, lng) })}` : ''}
                </span>
              </div>
              <Button
                type="button"
                variant="ghost"
                aria-label={t('push.removeNamed', { name })}
                loading={remove.isPending && remove.variables === device.id}
                onClick={() => remove.mutate(device.id)}
              >
                {t('push.remove')}
              </Button>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('push.devices')}
      </h2>
      {body}
      {remove.isError && <Message kind="error">{errorText(remove.error, t('push.removeError'))}</Message>}
    </section>
  );
}
