import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@vitrina/shared/query';
import { callsOf, jsonBody, resetBrowserState, response } from '@vitrina/shared/testing';
import { renderRoute } from '../../../testing/render-route';
import { installKnowledgeApi, publicationFixture } from '../../../testing/knowledge-api';

const older = publicationFixture({
  id: 'p0',
  title: 'Старий пост',
  created_at: '2026-10-01T09:00:00.000Z',
  active: false,
});
const linked = publicationFixture({
  id: 'p2',
  title: 'Жакет',
  created_at: '2026-11-22T09:00:00.000Z',
  link: 'https://shop.test/jacket',
  code: '2001',
  linked_codes: ['2002', '2003'],
  media_url: 'https://cdn.test/p2.mp4',
});

async function openPublications() {
  renderRoute('/ua/chat_gpt/content');
  await userEvent.click(screen.getByRole('button', { name: 'Публікації' }));
}
const lastPut = (mock: jest.Mock) => {
  const index = callsOf(mock).findLastIndex((c) => c.method === 'PUT');
  return { url: callsOf(mock)[index].url, body: jsonBody(mock, index) };
};
const postTitles = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]?.textContent);

beforeEach(() => {
  resetBrowserState();
  queryClient.clear();
});

it('lists posts newest first: media (video for mp4), permalink in a new tab, type, link, code, colours', async () => {
  installKnowledgeApi({ publications: [older, publicationFixture(), linked] });
  await openPublications();
  await screen.findByRole('row', { name: /Жакет/ });
  expect(postTitles()).toEqual(['Жакет', 'Нова колекція льону', 'Старий пост']);
  const row = screen.getByRole('row', { name: /Жакет/ });
  expect(row.querySelector('video')).toHaveAttribute('src', 'https://cdn.test/p2.mp4');
  const title = within(row).getByRole('link', { name: 'Жакет' });
  expect(title).toHaveAttribute('href', 'https://instagram.test/p/1');
  expect(title).toHaveAttribute('target', '_blank');
  expect(within(row).getByText('Фото')).toBeInTheDocument();
  expect(within(row).getByRole('link', { name: 'https://shop.test/jacket' })).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'Змінити артикул: Жакет' })).toBeInTheDocument();
  const plain = screen.getByRole('row', { name: /Нова колекція/ });
  expect(within(plain).getByRole('button', { name: 'Додати посилання: Нова колекція льону' })).toHaveTextContent(
    'Додати +',
  );
  expect(screen.getByText(/0–3\/3$/)).toBeInTheDocument();
  expect(screen.getByLabelText('На сторінці')).toHaveValue('100');
});

it('the link and code modals: titles, trimmed value, empty strings never sent', async () => {
  const { mock } = installKnowledgeApi({ publications: [publicationFixture(), linked] });
  await openPublications();
  await userEvent.click(await screen.findByRole('button', { name: 'Додати посилання: Нова колекція льону' }));
  let dialog = screen.getByRole('dialog', { name: 'Додати посилання' });
  const save = within(dialog).getByRole('button', { name: 'Зберегти' });
  await userEvent.type(within(dialog).getByPlaceholderText('Введіть посилання'), '   ');
  expect(save).toBeDisabled();
  await userEvent.type(within(dialog).getByPlaceholderText('Введіть посилання'), 'https://shop.test/dress ');
  await userEvent.click(save);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(lastPut(mock)).toEqual({ url: '/api/v1/platform/publications/p1', body: { link: 'https://shop.test/dress' } });
  expect(await screen.findByText('Дані оновлено')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Змінити артикул: Жакет' }));
  dialog = screen.getByRole('dialog', { name: 'Змінити артикул' });
  expect(within(dialog).getByPlaceholderText('Введіть артикул')).toHaveValue('2001');
  await userEvent.clear(within(dialog).getByPlaceholderText('Введіть артикул'));
  expect(within(dialog).getByRole('button', { name: 'Зберегти' })).toBeDisabled();
  await userEvent.type(within(dialog).getByPlaceholderText('Введіть артикул'), '2010');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Зберегти' }));
  await waitFor(() => expect(lastPut(mock).body).toEqual({ code: '2010' }));
});

it("shows the server's update error in the modal, else 'Помилка оновлення'", async () => {
  installKnowledgeApi({
    publications: [publicationFixture()],
    on: (c) => (c.method === 'PUT' ? response(400, { error_message: 'Невірне посилання' }) : undefined),
  });
  await openPublications();
  await userEvent.click(await screen.findByRole('button', { name: 'Додати посилання: Нова колекція льону' }));
  const dialog = screen.getByRole('dialog');
  await userEvent.type(within(dialog).getByRole('textbox'), 'not a link');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Зберегти' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Невірне посилання');
});

it('other colours: chips join the codes already linked; a click on a linked code removes it', async () => {
  const { mock } = installKnowledgeApi({ publications: [linked] });
  await openPublications();
  await userEvent.click(await screen.findByRole('button', { name: 'Додати товар в іншому кольорі: Жакет' }));
  const dialog = screen.getByRole('dialog', { name: 'Додати товар в іншому кольорі' });
  const input = within(dialog).getByRole('textbox');
  await userEvent.type(input, '2002{Enter}');
  expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
  await userEvent.type(input, '2004{Enter}2005{Enter}');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Зберегти' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(lastPut(mock).body).toEqual({ linked_codes: ['2002', '2003', '2004', '2005'] });

  await userEvent.click(await screen.findByRole('button', { name: 'Прибрати артикул 2003' }));
  await waitFor(() => expect(lastPut(mock).body).toEqual({ linked_codes: ['2002', '2004', '2005'] }));
});

it('filters active/inactive and searches caption or ID on the server; deletes after confirmation', async () => {
  const { mock } = installKnowledgeApi({ publications: [older, publicationFixture(), linked] });
  await openPublications();
  await screen.findByRole('row', { name: /Жакет/ });
  await userEvent.selectOptions(screen.getByLabelText('Статус'), 'false');
  await waitFor(() => expect(postTitles()).toEqual(['Старий пост']));
  await userEvent.selectOptions(screen.getByLabelText('Статус'), 'all');
  await userEvent.type(screen.getByLabelText('Пошук за підписом або ID'), 'колекц');
  await userEvent.click(screen.getByRole('button', { name: 'Шукати' }));
  await waitFor(() => expect(postTitles()).toEqual(['Нова колекція льону']));
  const url = new URL(callsOf(mock).at(-1)!.url, 'http://x');
  expect(Object.fromEntries(url.searchParams)).toEqual({ page: '0', size: '100', q: 'колекц' });

  await userEvent.click(screen.getByRole('button', { name: 'Видалити публікацію: Нова колекція льону' }));
  await userEvent.click(
    within(screen.getByRole('dialog', { name: 'Видалити публікацію?' })).getByRole('button', { name: 'Так' }),
  );
  expect(await screen.findByText('Публікацію видалено')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText('Нічого не знайдено.')).toBeInTheDocument());
  expect(callsOf(mock).find((c) => c.method === 'DELETE')?.url).toBe('/api/v1/platform/publications/p1');
});

it("reads the channel's posts when it opens with a channel; 'Оновити з каналу' reads them again", async () => {
  const { mock, state } = installKnowledgeApi({
    channel: { id: '11111111-1111-4111-8111-111111111111' } as never,
    channelMedia: [publicationFixture()],
  });
  await openPublications();
  expect(await screen.findByRole('row', { name: /Нова колекція/ })).toBeInTheDocument();
  const syncs = () => callsOf(mock).filter((c) => c.url === '/api/v1/publications/sync');
  expect(syncs()).toHaveLength(1);
  expect(new URL(callsOf(mock).at(-1)!.url, 'http://x').searchParams.get('channelId')).toBe(state.channel!.id);

  state.channelMedia = [];
  await userEvent.click(screen.getByRole('button', { name: 'Оновити з каналу' }));
  expect(await screen.findByText('Публікації оновлено з каналу (0)')).toBeInTheDocument();
  expect(syncs()).toHaveLength(2);
});
