import { act, screen, waitFor } from '@testing-library/react';
import { deferred, jsonBody, response, sentRequest, resetBrowserState, settle } from '@vitrina/shared/testing';
import { renderAt, setUpScreenTests } from '../../../testing/render';

const fetchMock = setUpScreenTests();

const SUBMIT = { name: 'Змінити пароль' };

describe('reset password form', () => {
  it('requires the new password', async () => {
    const { user } = await renderAt('/ua/reset_pass/tok-123');
    await user.click(screen.getByRole('button', SUBMIT));
    expect(await screen.findByText('Введіть ваш пароль')).toBeInTheDocument();
    expect(screen.getByLabelText('Новий пароль')).toHaveAccessibleDescription(
      'Щонайменше 8 символів Введіть ваш пароль',
    );
    expect(fetchMock()).not.toHaveBeenCalled();
  });

  it('rejects a password shorter than 8 characters', async () => {
    const { user } = await renderAt('/ua/reset_pass/tok-123');
    await user.type(screen.getByLabelText('Новий пароль'), 'short{Enter}');
    expect(await screen.findByText('Пароль має містити щонайменше 8 символів')).toBeInTheDocument();
    expect(fetchMock()).not.toHaveBeenCalled();
  });

  it("sends the password to the slug's path, shows 'Пароль змінено' and opens /login after 3 s", async () => {
    fetchMock().mockResolvedValueOnce(response(200, { data: { message: 'ok' } }));
    const { user, location } = await renderAt('/ua/reset_pass/tok-123');
    await user.type(screen.getByLabelText('Новий пароль'), 'new-password{Enter}');

    expect(await screen.findByRole('status')).toHaveTextContent('Пароль змінено');
    const sent = sentRequest(fetchMock());
    expect(sent.url).toBe('/api/v1/users/resetPassword/tok-123');
    expect(sent.method).toBe('POST');
    expect(jsonBody(fetchMock())).toEqual({ password: 'new-password' });
    expect(screen.getByRole('button', SUBMIT)).toBeDisabled();

    act(() => jest.advanceTimersByTime(2900));
    expect(location()).toBe('/ua/reset_pass/tok-123');
    act(() => jest.advanceTimersByTime(100));
    await settle(); // the login screen's chunk
    expect(location()).toBe('/ua/login');
  });

  it("shows the server's error_message for 3 s and stays", async () => {
    fetchMock().mockResolvedValueOnce(response(400, { error_message: 'Посилання недійсне або застаріло' }));
    const { user, location } = await renderAt('/ua/reset_pass/expired');
    await user.type(screen.getByLabelText('Новий пароль'), 'new-password{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Посилання недійсне або застаріло');
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(location()).toBe('/ua/reset_pass/expired');
  });

  it('disables the submit button while the request is in flight', async () => {
    resetBrowserState('en');
    const answer = deferred<Response>();
    fetchMock().mockReturnValueOnce(answer.promise);
    const { user } = await renderAt('/en/reset_pass/tok');
    await user.type(screen.getByLabelText('New password'), 'new-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Change password' })).toBeDisabled());
    answer.resolve(response(400, { error_message: 'Bad token' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bad token');
    expect(screen.getByRole('button', { name: 'Change password' })).toBeEnabled();
  });
});
