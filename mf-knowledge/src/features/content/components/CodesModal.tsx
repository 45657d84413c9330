import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Message, Modal, TextField } from '@vitrina/shared/ui';
import { addChip, canSubmitCodes, codesToSubmit, removeChip } from '../model/chips';
import { LinkedCodes } from './LinkedCodes';
import styles from './ContentTab.module.css';

/** What the modal edits (docs/product.md §9.4): the product link, the article code, or other-colour codes. */
export type CodesModalField = 'link' | 'code' | 'otherColors';

export interface CodesModalProps {
  field: CodesModalField;
  /** The value being changed (link or code); empty to add one. */
  current?: string | null;
  /** Codes already linked: the other-colours chips leave them out. */
  existing?: readonly string[];
  pending: boolean;
  /** The failed save's text, shown in the modal. */
  error: string | null;
  onClose: () => void;
  /** The trimmed value (link, code) or the codes to add (other colours). */
  onSubmit: (values: string[]) => void;
}

function titleKey(field: CodesModalField, current: string | null | undefined): string {
  if (field === 'otherColors') return 'modal.titles.otherColors';
  return `modal.titles.${current ? 'change' : 'add'}.${field}`;
}

/**
 * The add/edit modal of the content tables: a text input, for other colours a '+' that gathers codes
 * into removable chips, and Скасувати / Зберегти. Mount it when it opens: every opening starts afresh.
 */
export function CodesModal({ field, current, existing = [], pending, error, onClose, onSubmit }: CodesModalProps) {
  const { t } = useTranslation();
  const multiple = field === 'otherColors';
  const [text, setText] = useState(multiple ? '' : (current ?? ''));
  const [chips, setChips] = useState<string[]>([]);
  const notYetLinked = (codes: string[]) => codes.filter((code) => !existing.includes(code));
  const values = multiple ? notYetLinked(codesToSubmit(chips, text)) : codesToSubmit([], text);
  const disabled = multiple ? !canSubmitCodes(chips, text) || values.length === 0 : values.length === 0;

  const add = () => {
    setChips((list) => notYetLinked(addChip(list, text)));
    setText('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!disabled && !pending) onSubmit(values);
  };

  return (
    <Modal open onClose={onClose} title={t(titleKey(field, current))}>
      <form className={styles.modalForm} onSubmit={submit} noValidate>
        <div className={styles.modalRow}>
          <TextField
            className={styles.grow}
            label={t(`modal.labels.${field}`)}
            placeholder={t(`modal.placeholders.${field}`)}
            type={field === 'link' ? 'url' : 'text'}
            value={text}
            autoComplete="off"
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (multiple && event.key === 'Enter' && text.trim() !== '') {
                event.preventDefault();
                add();
              }
            }}
          />
          {multiple && (
            <Button
              type="button"
              variant="secondary"
              aria-label={t('modal.addChip')}
              disabled={text.trim() === ''}
              onClick={add}
            >
              +
            </Button>
          )}
        </div>
        {multiple && chips.length > 0 && (
          <LinkedCodes
            codes={chips}
            label={t('modal.chips')}
            onRemove={(code) => setChips((list) => removeChip(list, code))}
          />
        )}
        {error && <Message kind="error">{error}</Message>}
        <div className={styles.modalActions}>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('modal.cancel')}
          </Button>
          <Button type="submit" variant="primary" disabled={disabled} loading={pending}>
            {t('modal.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
