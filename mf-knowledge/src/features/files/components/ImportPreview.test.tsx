import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@vitrina/shared';
import type { ImportPreview } from '@vitrina/shared/contracts';
import { queryClient } from '@vitrina/shared/query';
import { callsOf, resetBrowserState, response } from '@vitrina/shared/testing';
import { renderRoute } from '../../../testing/render-route';
import { FakeXhr, installKnowledgeApi, installXhr, previewFixture } from '../../../testing/knowledge-api';

let restoreXhr: () => void;

beforeEach(() => {
  resetBrowserState();
  queryClient.clear();
  authStore.setTokens({ access_token: 'token-1', refresh_token: 'refresh-1' }, true);
  restoreXhr = installXhr();
});
afterEach(() => restoreXhr());

const PREVIEW_URL = '/api/v1/data/files/xls/preview/6f1c1d1e-0000-4000-8000-000000000001';

/** Uploads a file and opens its preview with `first`; later reads of the preview answer `next(body)`. */
async function openPreview(
  path: string,
  first: ImportPreview,
  next: (choice: Record<string, unknown>) => ImportPreview = () => first,
) {
  const { mock } = installKnowledgeApi({
    on: (call) => {
      if (call.method === 'POST' && call.url === PREVIEW_URL)
        return response(200, { data: next(JSON.parse(String(call.body))) });
      if (call.method === 'DELETE' && call.url === PREVIEW_URL) return response(200, { data: { message: 'ok' } });
      return undefined;
    },
  });
  renderRoute(path);
  const file = new File(['a;b'], 'stock-ua.csv', { type: 'text/csv' });
  const en = path.startsWith('/en');
  await screen.findByText(en ? 'No files yet.' : 'Файлів ще немає.');
  await userEvent.upload(
    screen.getByLabelText(en ? 'Product file (.xls, .xlsx, .csv)' : 'Файл з товарами (.xls, .xlsx, .csv)'),
    file,
  );
  await userEvent.click(screen.getByRole('button', { name: en ? 'Upload' : 'Завантажити' }));
  act(() => FakeXhr.instances.at(-1)!.respond(201, { data: first }));
  const region = await screen.findByRole('region', {
    name: en ? /Check before importing/ : /Перевірте перед імпортом/,
  });
  return { mock, region };
}

describe('import preview', () => {
  it('says when no column is the quantity, and not when one is', async () => {
    const fixture = previewFixture();
    const noCount = {
      ...fixture,
      columns: fixture.columns.map((c) => (c.field === 'quantity' ? { ...c, field: null } : c)),
    };
    const { region } = await openPreview('/ua/chat_gpt', noCount);
    expect(within(region).getByText(/Стовпця з кількістю не знайдено/)).toBeInTheDocument();
  });

  it('shows no quantity notice for a file with a quantity column (en)', async () => {
    const { region } = await openPreview('/en/chat_gpt', previewFixture());
    expect(within(region).queryByText(/No quantity column found/)).not.toBeInTheDocument();
    expect(within(region).getByText(/Products: 2/)).toBeInTheDocument();
  });

  it('shows the sheet, the columns with their meanings, the first products and the skipped rows with why (ua)', async () => {
    const { region } = await openPreview('/ua/chat_gpt', previewFixture());
    expect(within(region).getByLabelText('Аркуш')).toHaveValue('Залишки');
    expect(within(region).getByRole('option', { name: 'Старий прайс (прихований)' })).toBeInTheDocument();
    expect(within(region).getByLabelText('Рядок заголовків')).toHaveValue(2);
    expect(within(region).getByText('Товарів: 2 · рядків під заголовком: 5 · пропущено: 2')).toBeInTheDocument();

    const columns = within(region).getByRole('table', { name: 'Стовпці' });
    expect(within(columns).getByLabelText('Що в стовпці E (Ціна)')).toHaveValue('price');
    expect(within(columns).getByLabelText('Що в стовпці D (Ціна закупівлі)')).toHaveValue('');
    expect(
      within(columns).getByText('закупівельна, собівартість або опт — клієнтам не називається'),
    ).toBeInTheDocument();

    const sample = within(region).getByRole('table', { name: 'Перші товари, як їх буде збережено' });
    expect(within(sample).getByRole('row', { name: /VT-1 Сукня міді/ })).toHaveTextContent('999.5');
    const skipped = within(region).getByRole('table', { name: 'Рядки, що не стануть товарами' });
    expect(within(skipped).getByRole('row', { name: /7 рядок підсумку Разом:/ })).toBeInTheDocument();
    expect(within(skipped).getByText('назва групи чи примітка: немає ціни, розміру чи кількості')).toBeInTheDocument();
  });

  it("reads the file again with a column's new meaning, chosen from the keyboard (en)", async () => {
    const { mock, region } = await openPreview('/en/chat_gpt', previewFixture(), (choice) =>
      previewFixture({
        mapping: choice.mapping as ImportPreview['mapping'],
        columns: previewFixture().columns.map((c) =>
          c.index === 3
            ? { ...c, field: 'price', ignored: null }
            : c.index === 4
              ? { ...c, field: null, ignored: null }
              : c,
        ),
        sample: [{ code: 'VT-1', name: 'Сукня міді', color: '', sizes: [], quantity: 3, price: 450 }],
        products: 1,
      }),
    );
    const select = within(region).getByLabelText('What column D (Ціна закупівлі) holds');
    select.focus();
    await userEvent.selectOptions(select, 'Price');
    await waitFor(() => expect(callsOf(mock).some((c) => c.url === PREVIEW_URL)).toBe(true));
    const call = callsOf(mock).find((c) => c.url === PREVIEW_URL)!;
    // The price moves from column E to column D; the other meanings stay.
    expect(JSON.parse(String(call.body))).toEqual({
      sheet: 'Залишки',
      header_row: 2,
      mapping: { code: 0, name: 1, quantity: 2, price: 3 },
    });
    expect(await within(region).findByText('Products: 1 · rows below the header: 5 · skipped: 2')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Import (1)' })).toBeEnabled();
  });

  it('picks another sheet, and cancels without importing', async () => {
    const { mock, region } = await openPreview('/ua/chat_gpt', previewFixture(), (choice) =>
      previewFixture({ sheet: String(choice.sheet) }),
    );
    await userEvent.selectOptions(within(region).getByLabelText('Аркуш'), 'Архів');
    await waitFor(() => expect(within(region).getByLabelText('Аркуш')).toHaveValue('Архів'));
    expect(JSON.parse(String(callsOf(mock).find((c) => c.url === PREVIEW_URL)!.body))).toEqual({ sheet: 'Архів' });

    const headerRow = within(region).getByLabelText('Рядок заголовків');
    await userEvent.clear(headerRow);
    await userEvent.type(headerRow, '3{Enter}');
    await waitFor(() =>
      expect(
        callsOf(mock)
          .filter((c) => c.url === PREVIEW_URL)
          .map((c) => JSON.parse(String(c.body))),
      ).toContainEqual(expect.objectContaining({ header_row: 3 })),
    );

    await userEvent.click(within(region).getByRole('button', { name: 'Скасувати' }));
    expect(screen.queryByRole('region', { name: /Перевірте перед імпортом/ })).not.toBeInTheDocument();
    await waitFor(() => expect(callsOf(mock).some((c) => c.method === 'DELETE' && c.url === PREVIEW_URL)).toBe(true));
    expect(callsOf(mock).some((c) => c.url.includes('/confirm'))).toBe(false);
  });

  it('shows why a file cannot be imported as read, and lets the owner name the code column', async () => {
    const problem = previewFixture({
      mapping: {},
      columns: previewFixture().columns.map((c) => ({ ...c, field: null, ignored: 'unknown' as const })),
      sample: [],
      products: 0,
      rows: 0,
      skipped: 0,
      skipped_rows: [],
      problem: { key: 'knowledge.file_no_code_column', message: 'Не знайдено стовпця з артикулом' },
    });
    const { mock, region } = await openPreview('/ua/chat_gpt', problem, (choice) =>
      previewFixture({ mapping: choice.mapping as ImportPreview['mapping'] }),
    );
    expect(within(region).getByRole('alert')).toHaveTextContent('Не знайдено стовпця з артикулом');
    expect(within(region).getByText('Товарів не знайдено')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Імпортувати (0)' })).toBeDisabled();

    await userEvent.selectOptions(within(region).getByLabelText('Що в стовпці A (Артикул)'), 'Артикул');
    await waitFor(() => expect(within(region).getByRole('button', { name: 'Імпортувати (2)' })).toBeEnabled());
    expect(JSON.parse(String(callsOf(mock).find((c) => c.url === PREVIEW_URL)!.body)).mapping).toEqual({ code: 0 });
  });
});
