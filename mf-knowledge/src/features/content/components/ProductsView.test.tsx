import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@vitrina/shared';
import { queryClient } from '@vitrina/shared/query';
import { callsOf, jsonBody, resetBrowserState, response } from '@vitrina/shared/testing';
import { renderRoute } from '../../../testing/render-route';
import { installKnowledgeApi, productFixture } from '../../../testing/knowledge-api';

const many = Array.from({ length: 57 }, (_, i) =>
  productFixture({ id: i + 1, code: String(1000 + i), name: i === 24 ? 'Жакет вовняний' : `Сукня ${i}` }),
);
const productCalls = (mock: jest.Mock) =>
  callsOf(mock)
    .filter((c) => c.method === 'GET' && new URL(c.url, 'http://x').pathname === '/api/v1/data')
    .map((c) => Object.fromEntries(new URL(c.url, 'http://x').searchParams));
const codes = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

beforeEach(() => {
  resetBrowserState();
  queryClient.clear();
});

it('shows code, name, colour, sizes with quantities, price, other colours and lining', async () => {
  installKnowledgeApi({
    products: [productFixture({ linked_codes: ['1025'], lining_codes: ['1024-F'] })],
  });
  renderRoute('/ua/chat_gpt/content');
  const row = await screen.findByRole('row', { name: /1024/ });
  const cells = within(row).getAllByRole('cell');
  expect(cells.slice(0, 3).map((c) => c.textContent)).toEqual(['1024', 'Сукня льняна', 'бежевий']);
  expect(cells[3]).toHaveTextContent('S: 2 шт.M: 3 шт.');
  expect(cells[4].textContent?.replace(/\s/g, '')).toBe('1450');
  expect(within(cells[5]).getByRole('button', { name: 'Прибрати артикул 1025' })).toBeInTheDocument();
  expect(cells[6]).toHaveTextContent('1024-F');
});

it('pages of 20 with the offset–end/total label; page size; search by code or name; clear', async () => {
  const { mock } = installKnowledgeApi({ products: many });
  renderRoute('/ua/chat_gpt/content');
  expect(await screen.findByText(/0–20\/57$/, {}, { timeout: 3000 })).toBeInTheDocument();
  expect(codes()).toHaveLength(20);
  const pages = screen.getByRole('navigation', { name: /сторін/i });
  expect(
    within(pages)
      .getAllByRole('button', { name: /^\D*\d+\D*$/ })
      .map((b) => b.textContent),
  ).toEqual(['1', '2', '3']);

  await userEvent.click(within(pages).getByRole('button', { name: /3/ }));
  expect(await screen.findByText(/40–57\/57$/)).toBeInTheDocument();
  expect(productCalls(mock).at(-1)).toMatchObject({ page: '2', size: '20' });

  await userEvent.selectOptions(screen.getByLabelText('На сторінці'), '50');
  expect(await screen.findByText(/0–50\/57$/)).toBeInTheDocument();
  expect(productCalls(mock).at(-1)).toMatchObject({ page: '0', size: '50' });

  await userEvent.type(screen.getByLabelText('Пошук за артикулом або назвою'), 'жакет');
  await userEvent.click(screen.getByRole('button', { name: 'Шукати' }));
  await waitFor(() => expect(codes()).toEqual(['1024']));
  expect(productCalls(mock).at(-1)).toMatchObject({ q: 'жакет', page: '0' });

  await userEvent.click(screen.getByRole('button', { name: 'Очистити' }));
  await waitFor(() => expect(codes()).toHaveLength(50));
  expect(screen.getByLabelText('Пошук за артикулом або назвою')).toHaveValue('');
});

it("says 'Помилка завантаження товарів' or the server's message when the list fails", async () => {
  installKnowledgeApi({ on: (c) => (c.url.startsWith('/api/v1/data?') ? response(500, {}) : undefined) });
  renderRoute('/ua/chat_gpt/content');
  // The page's QueryClient retries a failed read once.
  expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('Помилка завантаження товарів');
});

it('refetches with the new channel and starts the search afresh when the channel changes', async () => {
  const { mock, state } = installKnowledgeApi({ products: many });
  renderRoute('/ua/chat_gpt/content');
  await screen.findByText(/0–20\/57$/, {}, { timeout: 3000 });
  await userEvent.type(screen.getByLabelText('Пошук за артикулом або назвою'), '1001');
  await userEvent.click(screen.getByRole('button', { name: 'Шукати' }));
  await waitFor(() => expect(codes()).toEqual(['1001']));

  state.channel = { id: '11111111-1111-4111-8111-111111111111' } as never;
  act(() => eventBus.emit({ type: 'channel:changed', data: { channelId: '11111111-1111-4111-8111-111111111111' } }));
  await waitFor(() =>
    expect(productCalls(mock).at(-1)).toEqual({
      channelId: '11111111-1111-4111-8111-111111111111',
      page: '0',
      size: '20',
    }),
  );
  await waitFor(() => expect(screen.getByLabelText('Пошук за артикулом або назвою')).toHaveValue(''));
});

describe('other colours of a product', () => {
  it('gathers chips in the modal (trimmed, no duplicates, no empties) and posts them', async () => {
    const { mock } = installKnowledgeApi({ products: [productFixture({ linked_codes: ['1025'] })] });
    renderRoute('/ua/chat_gpt/content');
    await userEvent.click(await screen.findByRole('button', { name: 'Додати товар в іншому кольорі до 1024' }));
    const dialog = screen.getByRole('dialog', { name: 'Додати товар в іншому кольорі' });
    const input = within(dialog).getByPlaceholderText('Введіть артикул іншого кольору');
    const save = within(dialog).getByRole('button', { name: 'Зберегти' });
    const plus = within(dialog).getByRole('button', { name: 'Додати артикул до списку' });
    expect(save).toBeDisabled();
    expect(plus).toBeDisabled();

    await userEvent.type(input, '  1030 ');
    await userEvent.click(plus);
    await userEvent.type(input, '1030');
    await userEvent.click(plus);
    await userEvent.type(input, '1025{Enter}');
    const chips = within(dialog).getByRole('list', { name: 'Артикули до збереження' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1030 ×']);
    await userEvent.type(input, '1031{Enter}');
    await userEvent.click(within(chips).getByRole('button', { name: 'Прибрати артикул 1030' }));
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1031 ×']);

    await userEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = callsOf(mock).findIndex((c) => c.method === 'POST');
    expect(callsOf(mock)[post].url).toBe('/api/v1/data/by-code?code=1024');
    expect(jsonBody(mock, post)).toEqual({ codes: ['1031'] });
    expect(await screen.findByRole('button', { name: 'Прибрати артикул 1031' })).toBeInTheDocument();
  });

  it('sends the single typed code when no chip was gathered; shows the error in the modal', async () => {
    const { mock } = installKnowledgeApi({
      products: [productFixture()],
      on: (c) => (c.method === 'POST' ? response(404, {}) : undefined),
    });
    renderRoute('/ua/chat_gpt/content');
    await userEvent.click(await screen.findByRole('button', { name: 'Додати товар в іншому кольорі до 1024' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), ' 2000 ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Зберегти' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Помилка додавання артикулу');
    expect(
      jsonBody(
        mock,
        callsOf(mock).findIndex((c) => c.method === 'POST'),
      ),
    ).toEqual({ codes: ['2000'] });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Скасувати' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a click on a chip removes the code (DELETE with a list of one)', async () => {
    const { mock } = installKnowledgeApi({ products: [productFixture({ linked_codes: ['1025', '1026'] })] });
    renderRoute('/ua/chat_gpt/content');
    await userEvent.click(await screen.findByRole('button', { name: 'Прибрати артикул 1025' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Прибрати артикул 1025' })).not.toBeInTheDocument(),
    );
    const index = callsOf(mock).findIndex((c) => c.method === 'DELETE');
    expect(callsOf(mock)[index].url).toBe('/api/v1/data/by-code?code=1024');
    expect(jsonBody(mock, index)).toEqual({ codes: ['1025'] });
  });
});
