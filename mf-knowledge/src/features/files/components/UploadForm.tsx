import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, MessageSlot, TextField, useDelayedAction, useTimedMessage } from '@vitrina/shared/ui';
import { useChannelScope } from '../../../hooks/use-channel-scope';
import type { ImportChoice, ImportPreview as Preview } from '@vitrina/shared/contracts';
import { cancelPreview, confirmPreview, previewFile, updatePreview } from '../api/files';
import { useRefreshKnowledge } from '../hooks/use-files';
import { ACCEPTED_FILE_TYPES, isAcceptedFile, uploadErrorText, type UploadPhase } from '../model/upload';
import { ImportPreview } from './ImportPreview';
import styles from './UploadTab.module.css';

/** Upload states of docs/product.md §4: the message shows 3 s; after success the lists refresh. */
const MESSAGE_MS = 3000;

/**
 * The picker and the upload: one file per request, progress while it is sent, a status while it is
 * parsed; then the preview (docs/product.md §9.4), where the owner checks the columns and rows and
 * imports, or cancels.
 */
export function UploadForm() {
  const { t } = useTranslation();
  const { channelId } = useChannelScope();
  const refresh = useRefreshKnowledge();
  const message = useTimedMessage();
  const later = useDelayedAction();
  const input = useRef<HTMLInputElement>(null);
  const progressId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<UploadPhase>({ kind: 'idle' });
  const [preview, setPreview] = useState<Preview | null>(null);
  const [working, setWorking] = useState(false);
  const busy = phase.kind !== 'idle';
  const wrongType = file !== null && !isAcceptedFile(file);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || wrongType || busy) return;
    message.clear();
    setPhase({ kind: 'uploading', share: 0 });
    try {
      const read = await previewFile(file, channelId, {
        onProgress: (share) => setPhase((current) => (current.kind === 'uploading' ? { ...current, share } : current)),
        onSent: () => setPhase({ kind: 'processing' }),
      });
      setPreview(read);
    } catch (error) {
      message.show('error', uploadErrorText(error, t('upload.error')), MESSAGE_MS);
    } finally {
      setPhase({ kind: 'idle' });
    }
  };

  const reset = () => {
    setPreview(null);
    setFile(null);
    if (input.current) input.current.value = '';
  };

  /** One call of the preview's (read again, import): the controls wait, a failure shows its message. */
  const run = async (call: () => Promise<void>) => {
    setWorking(true);
    message.clear();
    try {
      await call();
    } catch (error) {
      message.show('error', uploadErrorText(error, t('upload.error')), MESSAGE_MS);
    } finally {
      setWorking(false);
    }
  };

  const onChange = (choice: ImportChoice) =>
    preview && run(async () => setPreview(await updatePreview(preview.id, choice, channelId)));

  const onConfirm = (choice: ImportChoice) =>
    preview &&
    run(async () => {
      await confirmPreview(preview.id, choice, channelId);
      reset();
      message.show('success', t('upload.success'), MESSAGE_MS);
      later(() => void refresh(), MESSAGE_MS);
    });

  const onCancel = () => {
    if (preview) void cancelPreview(preview.id, channelId).catch(() => undefined);
    reset();
  };

  return (
    <>
      <form className={styles.form} onSubmit={onSubmit} aria-busy={busy || undefined}>
        <div className={styles.fields}>
          <TextField
            ref={input}
            label={t('upload.file')}
            type="file"
            name="file"
            accept={ACCEPTED_FILE_TYPES}
            disabled={busy || working}
            error={wrongType ? t('upload.wrongType') : undefined}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <Button type="submit" variant="primary" disabled={!file || wrongType || working} loading={busy}>
            {t('upload.submit')}
          </Button>
        </div>
        {phase.kind === 'uploading' && (
          <div className={styles.progress}>
            <label htmlFor={progressId}>{t('upload.uploading')}</label>
            <progress id={progressId} max={100} value={Math.round(phase.share * 100)}>
              {Math.round(phase.share * 100)}%
            </progress>
            <span aria-hidden="true">{Math.round(phase.share * 100)}%</span>
          </div>
        )}
        {phase.kind === 'processing' && (
          <p role="status" className={styles.processing}>
            {t('upload.processing')}
          </p>
        )}
        <MessageSlot message={message.message} />
      </form>
      {preview && (
        <ImportPreview
          preview={preview}
          busy={working}
          onChange={(choice) => void onChange(choice)}
          onConfirm={(choice) => void onConfirm(choice)}
          onCancel={onCancel}
        />
      )}
    </>
  );
}
