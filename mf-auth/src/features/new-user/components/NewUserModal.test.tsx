import { act, screen, waitFor } from '@testing-library/react';
import { authStore } from '@vitrina/shared';
import {
  deferred,
  installFetch,
  jsonBody,
  response,
  sentRequest,
  type FetchMock,
  resetBrowserState,
} from '@vitrina/shared/testing';
import { renderAt } from '../../../testing/render';
import { NewUserModal } from './NewUserModal';

let fetchMock: FetchMock;
let onClose: jest.Mock;

beforeEach(() => {
  jest.useFakeTimers();
  resetBrowserState('ua');
  fetchMock = installFetch();
  onClose = jest.fn();
  authStore.setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' }, false);
  localStorage.setItem('newUser', 'true');
});

afterEach(() => {
  jest.useRealTimers();
});

const SUBMIT = { name: 'Надіслати' };

function renderModal() {
  return renderAt('/ua/chats', <NewUserModal onClose={onClose} />);
}

async function fill(
  user: Awaited<ReturnType<typeof renderAt>>['user'],
  phone: string,
  instagram: string,
  slot?: string,
) {
  if (phone) await user.type(screen.getByLabelText('Номер телефону'), phone);
  if (instagram) await user.type(screen.getByLabelText('Назва сторінки Instagram'), instagram);
  if (slot) await user.selectOptions(screen.getByLabelText('Зручний час для дзвінка'), slot);
  await user.click(screen.getByRole('button', SUBMIT));
}

describe('new-user welcome modal', () => {
  it('is a dialog named by its title with the call-time slots of docs/product.md §4.1', async () => {
    await renderModal();
    expect(screen.getByRole('dialog', { name: 'Ласкаво просимо до Vitrina!' })).toBeInTheDocument();
    const options = screen.getAllByRole('option').filter((o) => (o as HTMLOptionElement).value);
    expect(options.map((o) => [(o as HTMLOptionElement).value, o.textContent])).toEqual([
      ['09-12', '09:00–12:00'],
      ['12-15', '12:00–15:00'],
      ['15-18', '15:00–18:00'],
      ['18-21', '18:00–21:00'],
    ]);
  });

  it('shows the three required-field messages on an empty submit', async () => {
    const { user } = await renderModal();
    await user.click(screen.getByRole('button', SUBMIT));

    expect(await screen.findByText('Будь ласка, введіть ваш номер телефону')).toBeInTheDocument();
    expect(screen.getByText('Будь ласка, введіть назву сторінки')).toBeInTheDocument();
    expect(screen.getByText('Потрібно обрати час для дзвінка')).toBeInTheDocument();
    expect(screen.getByLabelText('Зручний час для дзвінка')).toHaveAccessibleDescription(
      'Потрібно обрати час для дзвінка',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(['12345', '+38 (067) 123-45-67-89-00', '380-67-abc-45-67'])(
    'rejects the phone %s by the format rule',
    async (phone) => {
      const { user } = await renderModal();
      await fill(user, phone, '@shop', '09-12');
      expect(await screen.findByText('Невірний формат номера телефону')).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('sends phone, instagram and time slot with the bearer, clears newUser and closes after 5 s', async () => {
    fetchMock.mockResolvedValueOnce(response(201, { data: { id: 'r1', kind: 'NEW_USER', created_at: 'now' } }));
    const { user } = await renderModal();
    await fill(user, ' +380 (67) 123-45-67 ', ' @my_shop ', '12-15');

    expect(await screen.findByRole('status')).toHaveTextContent('Дякуємо! Ми зв’яжемося з вами найближчим часом.');
    const sent = sentRequest(fetchMock);
    expect(sent.url).toBe('/api/v1/guest/new-user/request');
    expect(sent.method).toBe('POST');
    expect(sent.headers.Authorization).toBe('Bearer access-1');
    expect(jsonBody(fetchMock)).toEqual({ phone: '+380 (67) 123-45-67', instagram: '@my_shop', time_slot: '12-15' });
    expect(localStorage.getItem('newUser')).toBeNull();

    act(() => jest.advanceTimersByTime(4900));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(100));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("keeps the form and the flag on failure and shows the server's error_message for 5 s", async () => {
    fetchMock.mockResolvedValueOnce(response(400, { error_message: 'Невірний формат номера телефону' }));
    const { user } = await renderModal();
    await fill(user, '+380671234567', '@shop', '18-21');

    expect(await screen.findByRole('alert')).toHaveTextContent('Невірний формат номера телефону');
    expect(localStorage.getItem('newUser')).toBe('true');
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('disables the submit button while the request is in flight', async () => {
    const answer = deferred<Response>();
    fetchMock.mockReturnValueOnce(answer.promise);
    const { user } = await renderModal();
    await fill(user, '+380671234567', '@shop', '09-12');

    await waitFor(() => expect(screen.getByRole('button', SUBMIT)).toBeDisabled());
    answer.resolve(response(500, { error_message: 'Збій' }));
    await waitFor(() => expect(screen.getByRole('button', SUBMIT)).toBeEnabled());
  });

  it('clears newUser when closed by its close button', async () => {
    const { user } = await renderModal();
    await user.click(screen.getByRole('button', { name: 'Закрити вікно' }));
    expect(localStorage.getItem('newUser')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears newUser when closed with Escape', async () => {
    const { user } = await renderModal();
    await user.keyboard('{Escape}');
    expect(localStorage.getItem('newUser')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('speaks English', async () => {
    resetBrowserState('en');
    authStore.setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' }, false);
    const { user } = await renderAt('/en/chats', <NewUserModal onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Welcome to Vitrina!' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter your phone number')).toBeInTheDocument();
    expect(screen.getByText('Please enter the page name')).toBeInTheDocument();
    expect(screen.getByText('You need to select a time for the call')).toBeInTheDocument();
  });
});
