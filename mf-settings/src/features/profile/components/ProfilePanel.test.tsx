import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUserQueryOptions, queryClient } from '@vitrina/shared/query';
import { jsonBody, response, sentRequest } from '@vitrina/shared/testing';
import { renderRoute } from '../../../testing/render-route';
import { settingsApi, USER } from '../../../testing/settings-api';

async function openProfile() {
  renderRoute('/ua/settings');
  await userEvent.click(screen.getByRole('tab', { name: 'Особистий кабінет' }));
  return screen.getByRole('tabpanel', { name: 'Особистий кабінет' });
}

const nameForm = () => screen.getByRole('form', { name: 'Особисті дані' });
const passwordForm = () => screen.getByRole('form', { name: 'Зміна пароля' });

afterEach(() => jest.useRealTimers());

describe('name form', () => {
  it('requires a name (spaces do not count)', async () => {
    const api = settingsApi();
    await openProfile();
    const name = await screen.findByLabelText('Ім’я');
    await userEvent.clear(name);
    await userEvent.type(name, '   ');
    await userEvent.click(within(nameForm()).getByRole('button', { name: 'Зберегти' }));
    expect(await within(nameForm()).findByText("Введіть ваше ім'я")).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it("sends the trimmed name, shows 'Ім'я змінено' for 3 s and updates the shared current user at once", async () => {
    let saved = USER;
    const api = settingsApi((call) => {
      if (call.method !== 'PUT') return call.url.endsWith('/api/v1/users') ? response(200, { data: saved }) : undefined;
      saved = { ...USER, name: 'Olha' };
      return response(200, { data: saved });
    });
    await openProfile();
    const name = await screen.findByLabelText('Ім’я');
    await userEvent.clear(name);
    await userEvent.type(name, '  Olha  ');
    jest.useFakeTimers({ advanceTimers: true });
    await userEvent.click(within(nameForm()).getByRole('button', { name: 'Зберегти' }));
    expect(await within(nameForm()).findByText("Ім'я змінено")).toBeInTheDocument();
    const put = api.mock.calls.findIndex(([, init]) => init?.method === 'PUT');
    expect(sentRequest(api, put).url).toMatch(/\/api\/v1\/users$/);
    expect(jsonBody(api, put)).toEqual({ name: 'Olha' });
    // The shell's menu reads this cache entry.
    expect(queryClient.getQueryData(currentUserQueryOptions().queryKey)).toMatchObject({ name: 'Olha' });
    expect(name).toHaveValue('Olha');
    expect(within(nameForm()).getByRole('button', { name: 'Зберегти' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(3000));
    expect(within(nameForm()).queryByText("Ім'я змінено")).not.toBeInTheDocument();
  });

  it("shows the server's error_message", async () => {
    settingsApi((call) => (call.method === 'PUT' ? response(400, { error_message: 'Ім’я задовге' }) : undefined));
    await openProfile();
    const name = await screen.findByLabelText('Ім’я');
    await userEvent.type(name, 'x');
    await userEvent.click(within(nameForm()).getByRole('button', { name: 'Зберегти' }));
    expect(await within(nameForm()).findByText('Ім’я задовге')).toBeInTheDocument();
  });
});

describe('password form', () => {
  const fill = async (old: string, next: string, confirm: string) => {
    if (old) await userEvent.type(screen.getByLabelText('Поточний пароль'), old);
    if (next) await userEvent.type(screen.getByLabelText('Новий пароль'), next);
    if (confirm) await userEvent.type(screen.getByLabelText('Підтвердіть новий пароль'), confirm);
    await userEvent.click(within(passwordForm()).getByRole('button', { name: 'Змінити пароль' }));
  };

  it('requires the current and the new password', async () => {
    settingsApi();
    await openProfile();
    await screen.findByLabelText('Ім’я');
    await fill('', '', '');
    expect(await within(passwordForm()).findByText('Введіть поточний пароль')).toBeInTheDocument();
    expect(within(passwordForm()).getByText('Введіть новий пароль')).toBeInTheDocument();
  });

  it('wants a new password different from the current one, and an equal confirmation', async () => {
    settingsApi();
    await openProfile();
    await screen.findByLabelText('Ім’я');
    await fill('Secret-123', 'Secret-123', 'Other-1234');
    expect(await within(passwordForm()).findByText('Пароль має відрізнятись від поточного')).toBeInTheDocument();
    expect(within(passwordForm()).getByText('Паролі не співпадають')).toBeInTheDocument();
  });

  it("sends old and new password, shows 'Пароль змінено' for 3 s and empties the form", async () => {
    const api = settingsApi((call) =>
      call.method === 'POST' ? response(200, { data: { message: 'Пароль змінено' } }) : undefined,
    );
    await openProfile();
    await screen.findByLabelText('Ім’я');
    jest.useFakeTimers({ advanceTimers: true });
    await fill('Secret-123', 'Better-456', 'Better-456');
    expect(await within(passwordForm()).findByText('Пароль змінено')).toBeInTheDocument();
    const post = api.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(sentRequest(api, post).url).toMatch(/\/api\/v1\/users\/changePassword$/);
    expect(jsonBody(api, post)).toEqual({ old_password: 'Secret-123', new_password: 'Better-456' });
    await waitFor(() => expect(screen.getByLabelText('Новий пароль')).toHaveValue(''));
    act(() => jest.advanceTimersByTime(3000));
    expect(within(passwordForm()).queryByText('Пароль змінено')).not.toBeInTheDocument();
  });

  it("shows the server's error for a wrong current password", async () => {
    settingsApi((call) =>
      call.method === 'POST' ? response(400, { error_message: 'Поточний пароль невірний' }) : undefined,
    );
    await openProfile();
    await screen.findByLabelText('Ім’я');
    await fill('Wrong-123', 'Better-456', 'Better-456');
    expect(await within(passwordForm()).findByText('Поточний пароль невірний')).toBeInTheDocument();
    expect(screen.getByLabelText('Новий пароль')).toHaveValue('Better-456');
  });
});

it('shows an error when the user cannot be read', async () => {
  settingsApi((call) =>
    call.url.endsWith('/api/v1/users') ? response(400, { error_message: 'Помилка при отриманні данних' }) : undefined,
  );
  await openProfile();
  expect(await screen.findByText('Помилка при отриманні данних', {}, { timeout: 4000 })).toBeInTheDocument();
});
