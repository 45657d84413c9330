import { act, render, screen, within } from '@testing-library/react';
import { languageStore } from '@vitrina/shared';
import { Table, type TableColumn } from './table';

interface FileRow {
  name: string;
  size: number;
  uploaded: string;
}

const columns: TableColumn<FileRow>[] = [
  { key: 'name', header: 'Назва' },
  { key: 'size', header: 'Розмір', render: (row) => `${row.size} КБ` },
  { key: 'actions', header: 'Дії', render: (row) => <button type="button">Видалити {row.name}</button> },
];

const rows: FileRow[] = [
  { name: 'stock.xlsx', size: 12, uploaded: '2026-01-01' },
  { name: 'old.xls', size: 3, uploaded: '2025-12-01' },
];

beforeEach(() => languageStore.set('ua'));

describe('Table', () => {
  it('renders headers and one row per item, cells from the field or from render', () => {
    render(<Table columns={columns} rows={rows} rowKey="name" caption="Файли" />);
    const table = screen.getByRole('table', { name: 'Файли' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Назва', 'Розмір', 'Дії']);
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(
      bodyRows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['stock.xlsx', '12 КБ', 'Видалити stock.xlsx'],
      ['old.xls', '3 КБ', 'Видалити old.xls'],
    ]);
  });

  it('accepts a rowKey function', () => {
    const rowKey = jest.fn((row: FileRow) => row.name);
    render(<Table columns={columns} rows={rows} rowKey={rowKey} />);
    expect(rowKey).toHaveBeenCalledTimes(2);
  });

  it('shows the empty text in one full-width cell', () => {
    render(<Table columns={columns} rows={[]} rowKey="name" empty="Файлів ще немає" />);
    const cell = screen.getByRole('cell');
    expect(cell).toHaveTextContent('Файлів ще немає');
    expect(cell).toHaveAttribute('colspan', '3');
  });

  it('has a default empty text in the current language', () => {
    render(<Table columns={columns} rows={[]} rowKey="name" />);
    expect(screen.getByRole('cell')).toHaveTextContent('Немає даних');
    act(() => languageStore.set('en'));
    expect(screen.getByRole('cell')).toHaveTextContent('No data');
  });
});
