import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Message, Select, TextField } from '@vitrina/shared/ui';
import { Table, type TableColumn } from '@vitrina/shared/ui/data';
import {
  IMPORT_FIELDS,
  type ImportChoice,
  type ImportColumn,
  type ImportField,
  type ImportPreview as Preview,
  type ImportSample,
  type ImportSkippedRow,
} from '@vitrina/shared/contracts';
import { choiceOf, fieldAt, withField } from '../model/preview';
import styles from './ImportPreview.module.css';

export interface ImportPreviewProps {
  preview: Preview;
  /** Reading again or importing: the controls wait. */
  busy: boolean;
  onChange: (choice: ImportChoice) => void;
  onConfirm: (choice: ImportChoice) => void;
  onCancel: () => void;
}

const sizesText = (sample: ImportSample) =>
  sample.sizes.map((s) => (s.quantity === null ? s.size : `${s.size}: ${s.quantity}`)).join(', ');

/**
 * The preview before a stock import (docs/product.md §9.4): the sheet, what each column became
 * (the owner may change it), the first products as they will be stored and the rows that will be
 * skipped with why; nothing is imported until 'Import'.
 */
export function ImportPreview({ preview, busy, onChange, onConfirm, onCancel }: ImportPreviewProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const choice = choiceOf(preview);
  const fieldOptions = [
    { value: '', label: t('preview.ignore') },
    ...IMPORT_FIELDS.map((f) => ({ value: f, label: t(`preview.fields.${f}`) })),
  ];
  const setField = (column: number, field: ImportField | '') =>
    onChange({ ...choice, mapping: withField(preview.mapping, column, field) });

  const columnColumns: TableColumn<ImportColumn>[] = [
    { key: 'letter', header: t('preview.column') },
    { key: 'header', header: t('preview.header'), render: (c) => c.header || '—' },
    {
      key: 'field',
      header: t('preview.meaning'),
      render: (c) => (
        <div className={styles.meaning}>
          <Select
            label={t('preview.meaningOf', { column: c.letter, header: c.header || '—' })}
            className={styles.fieldSelect}
            value={fieldAt(preview.mapping, c.index)}
            options={fieldOptions}
            disabled={busy}
            onChange={(value) => setField(c.index, value as ImportField | '')}
          />
          {c.field === null && c.ignored !== null && c.ignored !== 'unknown' && (
            <span className={styles.note}>{t(`preview.ignored.${c.ignored}`)}</span>
          )}
        </div>
      ),
    },
  ];
  const sampleColumns: TableColumn<ImportSample>[] = [
    { key: 'code', header: t('preview.fields.code') },
    { key: 'name', header: t('preview.fields.name') },
    { key: 'color', header: t('preview.fields.color') },
    { key: 'sizes', header: t('preview.fields.size'), render: sizesText },
    { key: 'quantity', header: t('preview.fields.quantity'), render: (s) => s.quantity ?? '—' },
    { key: 'price', header: t('preview.fields.price'), render: (s) => s.price ?? '—' },
  ];
  const skippedColumns: TableColumn<ImportSkippedRow>[] = [
    { key: 'row', header: t('preview.row') },
    { key: 'reason', header: t('preview.why'), render: (r) => t(`preview.skip.${r.reason}`) },
    { key: 'text', header: t('preview.content'), render: (r) => r.text || '—' },
  ];
  const canImport = preview.problem === null && preview.products > 0 && !busy;

  return (
    <section className={styles.preview} aria-labelledby={headingId} aria-busy={busy || undefined}>
      <h3 id={headingId} className={styles.heading}>
        {t('preview.title', { name: preview.name })}
      </h3>
      <div className={styles.choices}>
        <Select
          label={t('preview.sheet')}
          value={preview.sheet}
          disabled={busy || preview.sheets.length < 2}
          options={preview.sheets.map((s) => ({
            value: s.name,
            label: s.hidden ? t('preview.hiddenSheet', { name: s.name }) : s.name,
          }))}
          onChange={(sheet) => onChange({ sheet })}
        />
        <TextField
          label={t('preview.headerRow')}
          type="number"
          min={1}
          max={30}
          inputMode="numeric"
          disabled={busy}
          defaultValue={preview.header_row ?? ''}
          key={`${preview.sheet}:${preview.header_row ?? ''}`}
          onKeyDown={(event) => {
            // Enter applies the row, as leaving the field does.
            if (event.key === 'Enter') event.currentTarget.blur();
          }}
          onBlur={(event) => {
            const row = Number(event.target.value);
            if (Number.isInteger(row) && row >= 1 && row <= 30 && row !== preview.header_row)
              onChange({ ...choice, header_row: row });
          }}
        />
      </div>
      {preview.problem && <Message kind="error">{preview.problem.message}</Message>}
      {!preview.problem && !preview.columns.some((c) => c.field === 'quantity') && (
        // The assistant then takes every listed size as in stock (docs/product.md §9.4).
        <Message kind="info">{t('preview.noQuantity')}</Message>
      )}
      <p className={styles.summary} role="status">
        {t('preview.summary', { products: preview.products, rows: preview.rows, skipped: preview.skipped })}
      </p>
      <h4 className={styles.subheading}>{t('preview.columns')}</h4>
      <Table caption={t('preview.columns')} columns={columnColumns} rows={preview.columns} rowKey="index" />
      <h4 className={styles.subheading}>{t('preview.sample')}</h4>
      <Table
        caption={t('preview.sample')}
        columns={sampleColumns}
        rows={preview.sample}
        rowKey="code"
        empty={t('preview.noProducts')}
      />
      {preview.skipped_rows.length > 0 && (
        <>
          <h4 className={styles.subheading}>{t('preview.skipped', { count: preview.skipped })}</h4>
          <Table
            caption={t('preview.skippedCaption')}
            columns={skippedColumns}
            rows={preview.skipped_rows}
            rowKey="row"
          />
        </>
      )}
      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
          {t('preview.cancel')}
        </Button>
        <Button type="button" variant="primary" onClick={() => onConfirm(choice)} disabled={!canImport} loading={busy}>
          {t('preview.confirm', { count: preview.products })}
        </Button>
      </div>
    </section>
  );
}
