import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, useLanguage } from '@vitrina/shared';
import { DEFAULT_PRODUCT_PAGE_SIZE, type Product } from '@vitrina/shared/contracts';
import { Button, MessageSlot, useTimedMessage } from '@vitrina/shared/ui';
import { formatNumber } from '../../../components/format';
import { useAddLinkedCodes, useProducts, useRemoveLinkedCode } from '../hooks/use-products';
import { CodesModal } from './CodesModal';
import { LinkedCodes } from './LinkedCodes';
import { SearchBox, usePaging } from './ListControls';
import { PagedTable } from './PagedTable';
import styles from './ContentTab.module.css';

/**
 * Products view (docs/product.md §9.4): code, name, colour, sizes with quantities, price, other colours
 * (chips removed by a click, added in the modal), other lining; search by code or name, page size,
 * pagination and the "offset–end/total" label. The tab remounts it on a channel change, which resets
 * the search and the page.
 */
export function ProductsView() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const paging = usePaging(DEFAULT_PRODUCT_PAGE_SIZE);
  const { page, size, setPage } = paging;
  const [q, setQ] = useState('');
  const products = useProducts({ page, size, q });
  const add = useAddLinkedCodes();
  const remove = useRemoveLinkedCode();
  const message = useTimedMessage();
  const [editing, setEditing] = useState<Product | null>(null);

  const closeModal = () => {
    setEditing(null);
    add.reset();
  };
  const submitCodes = (codes: string[]) => {
    if (!editing) return;
    add.mutate(
      { code: editing.code, codes },
      {
        onSuccess: () => {
          setEditing(null);
          message.show('success', t('content.messages.codesAdded'));
        },
      },
    );
  };
  const removeCode = (product: Product, linked: string) => {
    message.clear();
    remove.mutate(
      { code: product.code, linked },
      { onError: (error) => message.show('error', errorText(error, t('content.messages.updateError')), 5000) },
    );
  };

  const columns = [
    { key: 'code', header: t('content.columns.code') },
    { key: 'name', header: t('content.columns.name') },
    { key: 'color', header: t('content.columns.color') },
    {
      key: 'sizes',
      header: t('content.columns.sizes'),
      render: (row: Product) =>
        row.sizes.length === 0 ? (
          '—'
        ) : (
          <ul className={styles.sizes}>
            {row.sizes.map((s) => (
              <li key={s.size}>
                {s.quantity === null ? s.size : t('content.sizeQuantity', { size: s.size, count: s.quantity })}
              </li>
            ))}
          </ul>
        ),
    },
    {
      key: 'price',
      header: t('content.columns.price'),
      render: (row: Product) => (row.price === null ? '—' : formatNumber(row.price, lng)),
    },
    {
      key: 'otherColors',
      header: t('content.columns.otherColors'),
      render: (row: Product) => (
        <div className={styles.cell}>
          <LinkedCodes
            codes={row.linked_codes}
            label={t('content.otherColorsOf', { code: row.code })}
            disabled={remove.isPending}
            onRemove={(linked) => removeCode(row, linked)}
          />
          <Button
            type="button"
            variant="ghost"
            aria-haspopup="dialog"
            aria-label={t('content.addOtherColorFor', { code: row.code })}
            onClick={() => setEditing(row)}
          >
            {t('content.add')}
          </Button>
        </div>
      ),
    },
    {
      key: 'otherLining',
      header: t('content.columns.otherLining'),
      render: (row: Product) =>
        row.lining_codes.length > 0 ? (
          <LinkedCodes codes={row.lining_codes} label={t('content.otherLiningOf', { code: row.code })} />
        ) : (
          row.lining || '—'
        ),
    },
  ];

  return (
    <div className={styles.view}>
      <div className={styles.controls}>
        <SearchBox
          label={t('content.productSearch')}
          value={q}
          onSearch={(next) => {
            setQ(next);
            setPage(0);
          }}
        />
      </div>
      <MessageSlot message={message.message} />
      <PagedTable
        query={products}
        columns={columns}
        caption={t('content.types.product')}
        empty={t(q ? 'content.nothingFound' : 'content.productsEmpty')}
        loading={t('content.productsLoading')}
        loadError="content.messages.productsError"
        paging={paging}
      />
      {editing && (
        <CodesModal
          field="otherColors"
          existing={[...editing.linked_codes, editing.code]}
          pending={add.isPending}
          error={add.isError ? errorText(add.error, t('content.messages.addCodeError')) : null}
          onClose={closeModal}
          onSubmit={submitCodes}
        />
      )}
    </div>
  );
}
