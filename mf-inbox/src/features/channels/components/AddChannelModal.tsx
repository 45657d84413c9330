import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText, useLanguage } from '@vitrina/shared';
import { lazyResolver, useValidationText } from '@vitrina/shared/forms';
import { Button, Message, Modal, RadioGroup, Spinner, TextField } from '@vitrina/shared/ui';
import { useAdoptCurrentChannel, useAvailablePlatforms } from '../hooks/use-channels';
import { AuthPopupError } from '../model/auth-popup';
import { authoriseChannel } from '../model/authorise';
import type { AddChannelForm, AddChannelValues } from '../types';
import { PlatformIcon } from './PlatformIcon';
import styles from './Channels.module.css';

const resolver = lazyResolver<AddChannelForm, unknown, AddChannelValues>(() =>
  import('../model/add-channel-resolver').then((m) => m.default),
);

interface AddChannelModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The add-channel modal (docs/product.md §9.3): platform, name, then the platform's consent dialog in
 * a 520×520 popup; the code is registered on the server, the channels refetch, the new channel
 * becomes current and the modal closes. A blocked or closed popup creates nothing. 'Facebook page'
 * is offered only when the server can connect one (GET /api/v1/channels/platforms). An Instagram
 * account signs in with Instagram Login by default (no Facebook Page needed), or with Facebook
 * Login when it is linked to a Facebook Page; a Facebook page (Messenger) always with Facebook Login.
 */
export function AddChannelModal({ open, onClose }: AddChannelModalProps) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const client = useQueryClient();
  const adopt = useAdoptCurrentChannel();
  const validationText = useValidationText();
  const platforms = useAvailablePlatforms();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<AddChannelForm, unknown, AddChannelValues>({
    resolver,
    defaultValues: { platform: 'INSTAGRAM', login: 'INSTAGRAM', channel_name: '' },
  });
  const platform = watch('platform');
  const hintId = useId();

  useEffect(() => () => abort.current?.abort(), []);

  const close = () => {
    abort.current?.abort();
    abort.current = null;
    setBusy(false);
    setError(null);
    reset();
    onClose();
  };

  const onSubmit = async (values: AddChannelValues) => {
    setError(null);
    const controller = new AbortController();
    abort.current = controller;
    setBusy(true);
    try {
      const channel = await authoriseChannel({ ...values, lng, signal: controller.signal });
      adopt(channel);
      await client.invalidateQueries({ queryKey: ['channels', 'list'] });
      close();
    } catch (caught) {
      if (controller.signal.aborted) return;
      if (caught instanceof AuthPopupError) {
        setError(
          t(
            caught.reason === 'blocked'
              ? 'addChannel.popupBlocked'
              : caught.reason === 'denied'
                ? 'addChannel.popupDenied'
                : 'addChannel.popupClosed',
          ),
        );
      } else {
        setError(errorText(caught, t('addChannel.registerError')));
      }
    } finally {
      if (abort.current === controller) {
        abort.current = null;
        setBusy(false);
      }
    }
  };

  return (
    <Modal open={open} onClose={close} title={t('addChannel.title')}>
      <form
        className={styles.form}
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        onFocus={() => void resolver.preload()}
      >
        <RadioGroup legend={t('addChannel.platform')} direction="row" disabled={busy}>
          {platforms.map((platform) => (
            <label key={platform} className={styles.platformOption}>
              <input type="radio" value={platform} {...register('platform')} />
              <PlatformIcon platform={platform} />
              <span>{t(`platforms.${platform}`)}</span>
            </label>
          ))}
        </RadioGroup>
        {platform === 'INSTAGRAM' ? (
          <RadioGroup legend={t('addChannel.login')} disabled={busy}>
            {(['INSTAGRAM', 'FACEBOOK'] as const).map((login) => (
              <label key={login} className={styles.loginOption}>
                <input
                  type="radio"
                  value={login}
                  aria-labelledby={`${hintId}-${login}-title`}
                  aria-describedby={`${hintId}-${login}`}
                  {...register('login')}
                />
                <span>
                  <span id={`${hintId}-${login}-title`} className={styles.loginTitle}>
                    {t(`addChannel.logins.${login}.title`)}
                  </span>
                  <span id={`${hintId}-${login}`} className={styles.loginHint}>
                    {t(`addChannel.logins.${login}.hint`)}
                  </span>
                </span>
              </label>
            ))}
          </RadioGroup>
        ) : (
          <p className={styles.hint}>{t('addChannel.facebookLogin')}</p>
        )}
        <TextField
          label={t('addChannel.name')}
          autoComplete="off"
          disabled={busy}
          error={validationText(errors.channel_name)}
          {...register('channel_name')}
        />
        <p className={styles.hint}>{t('addChannel.popupHint')}</p>
        {busy && (
          <div className={styles.waiting}>
            <Spinner size="sm" label={t('addChannel.waiting')} />
            <span aria-hidden="true">{t('addChannel.waiting')}</span>
          </div>
        )}
        {error && <Message kind="error">{error}</Message>}
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={close}>
            {t('addChannel.cancel')}
          </Button>
          <Button type="submit" variant="primary" disabled={busy}>
            {t('addChannel.connect')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
