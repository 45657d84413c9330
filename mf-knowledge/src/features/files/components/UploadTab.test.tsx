import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@vitrina/shared';
import { queryClient } from '@vitrina/shared/query';
import { callsOf, resetBrowserState, response } from '@vitrina/shared/testing';
import { renderRoute } from '../../../testing/render-route';
import { FakeXhr, fileFixture, installKnowledgeApi, installXhr, previewFixture } from '../../../testing/knowledge-api';

const csv = (name = 'stock-ua.csv') => new File(['артикул;назва\n1024;Сукня'], name, { type: 'text/csv' });
let restoreXhr: () => void;

beforeEach(() => {
  resetBrowserState();
  queryClient.clear();
  authStore.setTokens({ access_token: 'token-1', refresh_token: 'refresh-1' }, true);
  restoreXhr = installXhr();
});
afterEach(() => restoreXhr());

async function chooseAndSend(file = csv()) {
  await userEvent.upload(screen.getByLabelText('Файл з товарами (.xls, .xlsx, .csv)'), file);
  await userEvent.click(screen.getByRole('button', { name: 'Завантажити' }));
  return FakeXhr.instances.at(-1)!;
}

describe('upload', () => {
  it('sends one file as multipart "file" with the bearer, shows progress, the processing status, the preview, then imports on confirmation and refreshes the list', async () => {
    const { mock, state } = installKnowledgeApi({
      on: (call) =>
        call.method === 'POST' && call.url.endsWith('/confirm')
          ? response(201, { data: (state.files = [fileFixture({ name: 'stock-ua.csv', type: 'csv' })])[0] })
          : undefined,
    });
    renderRoute('/ua/chat_gpt');
    expect(await screen.findByText('Файлів ще немає.')).toBeInTheDocument();
    const xhr = await chooseAndSend();

    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v1/data/files/xls/preview');
    expect(xhr.headers.Authorization).toBe('Bearer token-1');
    expect((xhr.body?.get('file') as File).name).toBe('stock-ua.csv');
    expect(screen.getByRole('button', { name: 'Завантажити' })).toBeDisabled();

    act(() => xhr.progress(40, 100));
    expect(screen.getByLabelText('Файл надсилається')).toHaveAttribute('value', '40');
    act(() => xhr.sent());
    expect(screen.queryByLabelText('Файл надсилається')).not.toBeInTheDocument();
    expect(screen.getByText('Файл обробляється…')).toBeInTheDocument();

    act(() => xhr.respond(201, { data: previewFixture() }));
    const preview = await screen.findByRole('region', { name: 'Перевірте перед імпортом: stock-ua.csv' });
    expect(screen.queryByText('Файл обробляється…')).not.toBeInTheDocument();
    // Nothing is imported before the confirmation.
    expect(callsOf(mock).some((c) => c.url.includes('/confirm'))).toBe(false);

    const before = callsOf(mock).filter(
      (c) => c.url.startsWith('/api/v1/data/files/xls?') || c.url === '/api/v1/data/files/xls',
    ).length;
    await userEvent.click(within(preview).getByRole('button', { name: 'Імпортувати (2)' }));
    expect(await screen.findByText('Файл завантажено')).toBeInTheDocument();
    const confirm = callsOf(mock).find((c) => c.url.includes('/confirm'))!;
    expect(confirm.url).toBe('/api/v1/data/files/xls/preview/6f1c1d1e-0000-4000-8000-000000000001/confirm');
    expect(JSON.parse(String(confirm.body))).toEqual({
      sheet: 'Залишки',
      header_row: 2,
      mapping: { code: 0, name: 1, quantity: 2, price: 4 },
    });
    expect(screen.queryByRole('region', { name: /Перевірте перед імпортом/ })).not.toBeInTheDocument();
    // The list refreshes once the 3 s message is over.
    const row = await screen.findByRole('row', { name: /stock-ua\.csv/ }, { timeout: 4500 });
    expect(within(row).getByText('CSV')).toBeInTheDocument();
    expect(
      callsOf(mock).filter((c) => c.url.startsWith('/api/v1/data/files/xls?') || c.url === '/api/v1/data/files/xls')
        .length,
    ).toBeGreaterThan(before);
    expect(screen.queryByText('Файл завантажено')).not.toBeInTheDocument();
  }, 10_000);

  it("shows the server's error_message, else error, else 'Помилка при завантаженні'", async () => {
    installKnowledgeApi();
    renderRoute('/ua/chat_gpt');
    await screen.findByText('Файлів ще немає.');

    let xhr = await chooseAndSend();
    act(() => xhr.respond(400, { error_message: 'У файлі немає колонки з артикулом. Знайдено: назва' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('У файлі немає колонки з артикулом. Знайдено: назва');

    xhr = await chooseAndSend();
    act(() => xhr.respond(413, { error: 'Payload Too Large' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payload Too Large');

    xhr = await chooseAndSend();
    act(() => xhr.failNetwork());
    expect(await screen.findByRole('alert')).toHaveTextContent('Помилка при завантаженні');
    expect(screen.getByRole('button', { name: 'Завантажити' })).toBeEnabled();
  });

  it('refreshes the session on 401 and sends once more', async () => {
    installKnowledgeApi({
      on: (call) =>
        call.url === '/oauth/token'
          ? response(200, { access_token: 'token-2', refresh_token: 'refresh-2' })
          : undefined,
    });
    renderRoute('/ua/chat_gpt');
    await screen.findByText('Файлів ще немає.');
    const first = await chooseAndSend();
    act(() => first.respond(401, { error_message: 'expired' }));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(2));
    const second = FakeXhr.instances[1];
    expect(second.headers.Authorization).toBe('Bearer token-2');
    act(() => second.respond(201, { data: previewFixture() }));
    expect(await screen.findByRole('region', { name: 'Перевірте перед імпортом: stock-ua.csv' })).toBeInTheDocument();
  });

  it('refuses a file of another type: a field error and no request', async () => {
    installKnowledgeApi();
    renderRoute('/en/chat_gpt');
    await screen.findByText('No files yet.');
    await userEvent.upload(screen.getByLabelText('Product file (.xls, .xlsx, .csv)'), csv('photo.png'), {
      applyAccept: false,
    });
    expect(screen.getByText('Choose an .xls, .xlsx or .csv file')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(FakeXhr.instances).toHaveLength(0);
  });
});

describe('file table', () => {
  it('lists type, processing status, save date; deletes after confirmation and refetches', async () => {
    const { mock } = installKnowledgeApi({
      files: [fileFixture(), fileFixture({ name: 'new.csv', type: 'csv', status: 'PROCESSING', products: 0 })],
    });
    renderRoute('/ua/chat_gpt');
    const ready = await screen.findByRole('row', { name: /stock\.xlsx/ });
    expect(within(ready).getByText('XLSX')).toBeInTheDocument();
    expect(within(ready).getByText('Оброблено (товарів: 4)')).toBeInTheDocument();
    expect(within(ready).getByText(/20\.11\.2026/)).toBeInTheDocument();
    const processing = screen.getByRole('row', { name: /new\.csv/ });
    expect(within(processing).getByRole('button', { name: 'Видалити файл new.csv' })).toBeDisabled();

    await userEvent.click(within(ready).getByRole('button', { name: 'Видалити файл stock.xlsx' }));
    const dialog = screen.getByRole('dialog', { name: 'Видалити stock.xlsx?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ні' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsOf(mock).some((c) => c.method === 'DELETE')).toBe(false);

    await userEvent.click(within(ready).getByRole('button', { name: 'Видалити файл stock.xlsx' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Так' }));
    expect(await screen.findByText('Файл видалено')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /stock\.xlsx/ })).not.toBeInTheDocument());
    expect(callsOf(mock).find((c) => c.method === 'DELETE')?.url).toBe('/api/v1/data/files/xls/stock.xlsx');
  });

  it('shows the delete error for 3 s', async () => {
    installKnowledgeApi({
      files: [fileFixture()],
      on: (call) => (call.method === 'DELETE' ? response(409, { error_message: 'Файл ще обробляється' }) : undefined),
    });
    renderRoute('/ua/chat_gpt');
    await userEvent.click(await screen.findByRole('button', { name: 'Видалити файл stock.xlsx' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Так' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Файл ще обробляється');
  });
});
