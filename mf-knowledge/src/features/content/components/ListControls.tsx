import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@vitrina/shared/contracts';
import { Button, Select, TextField, VisuallyHidden } from '@vitrina/shared/ui';
import { Pagination } from '@vitrina/shared/ui/data';
import { rangeLabel } from '../model/chips';
import styles from './ContentTab.module.css';

interface SearchBoxProps {
  label: string;
  /** The search in force; the box shows a clear button while there is one. */
  value: string;
  onSearch: (q: string) => void;
}

/** A search that runs on submit; the clear button resets it. */
export function SearchBox({ label, value, onSearch }: SearchBoxProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <TextField label={label} type="search" value={draft} onChange={(event) => setDraft(event.target.value)} />
      <Button type="submit" variant="secondary">
        {t('content.search')}
      </Button>
      {value !== '' && (
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            setDraft('');
            onSearch('');
          }}
        >
          {t('content.clear')}
        </Button>
      )}
    </form>
  );
}

interface PageFooterProps {
  page: {
    pageable: { offset: number };
    number_of_elements: number;
    total_elements: number;
    total_pages: number;
    number: number;
  };
  size: number;
  onSize: (size: number) => void;
  /** Zero-based. */
  onPage: (page: number) => void;
}

/** Page size 20/50/100, the "offset–end/total" label and the page buttons (docs/product.md §9.4). */
export function PageFooter({ page, size, onSize, onPage }: PageFooterProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.footer}>
      <Select
        label={t('content.pageSize')}
        value={String(size)}
        options={PAGE_SIZES.map((value) => ({ value: String(value), label: String(value) }))}
        onChange={(value) => onSize(Number(value))}
      />
      <p className={styles.range}>
        <VisuallyHidden>{t('content.shown')} </VisuallyHidden>
        {rangeLabel(page)}
      </p>
      <Pagination page={page.number + 1} totalPages={page.total_pages} onChange={(next) => onPage(next - 1)} />
    </div>
  );
}

export interface Paging {
  /** Zero-based. */
  page: number;
  size: number;
  setPage: (page: number) => void;
  /** A new size starts again on the first page. */
  setSize: (size: number) => void;
}

/** The page and page size of a list; `setSize` and a new search go back to the first page. */
export function usePaging(initialSize: number): Paging {
  const [page, setPage] = useState(0);
  const [size, setSizeState] = useState(initialSize);
  const setSize = (next: number) => {
    setSizeState(next);
    setPage(0);
  };
  return { page, size, setPage, setSize };
}
