import { act, screen, waitFor } from '@testing-library/react';
import { authStore, basicClientHeader } from '@vitrina/shared';
import { deferred, jsonBody, response, sentRequest, resetBrowserState, settle } from '@vitrina/shared/testing';
import { renderAt, setUpScreenTests } from '../../../testing/render';

const fetchMock = setUpScreenTests();

const TOKENS = { access_token: 'header.e30.sig', refresh_token: 'refresh-1', token_type: 'bearer' };
const SUBMIT = { name: 'Зареєструватися' };

async function fill(
  user: Awaited<ReturnType<typeof renderAt>>['user'],
  values: { name?: string; email?: string; password?: string },
) {
  if (values.name) await user.type(screen.getByLabelText('Ім’я'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Пароль'), values.password);
  await user.click(screen.getByRole('button', SUBMIT));
}

describe('registration form', () => {
  it('shows the name, email and password messages on an empty submit', async () => {
    const { user } = await renderAt('/ua/registration');
    await user.click(screen.getByRole('button', SUBMIT));

    expect(await screen.findByText("Введіть ваше ім'я")).toBeInTheDocument();
    expect(screen.getByText('Введіть ваш email')).toBeInTheDocument();
    expect(screen.getByText('Введіть ваш пароль')).toBeInTheDocument();
    expect(screen.getByLabelText('Ім’я')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock()).not.toHaveBeenCalled();
  });

  it('rejects a blank name, a malformed email and a short password', async () => {
    const { user } = await renderAt('/ua/registration');
    await fill(user, { name: '   ', email: 'owner@shop', password: 'short' });

    expect(await screen.findByText("Введіть ваше ім'я")).toBeInTheDocument();
    expect(screen.getByText('Введіть ваш email')).toBeInTheDocument();
    expect(screen.getByText('Пароль має містити щонайменше 8 символів')).toBeInTheDocument();
    expect(fetchMock()).not.toHaveBeenCalled();
  });

  it('registers with name, email and password, then signs in after 3 s, sets newUser and opens /chats', async () => {
    fetchMock()
      .mockResolvedValueOnce(response(201, { data: { id: 'u1' } }))
      .mockResolvedValueOnce(response(200, TOKENS));
    // The shell leaves guest pages as soon as the user is signed in: the flag must already be there.
    const flagWhenSignedIn: Array<string | null> = [];
    const subscription = authStore.isAuth$.subscribe((isAuth) => {
      if (isAuth) flagWhenSignedIn.push(localStorage.getItem('newUser'));
    });
    const { user, location } = await renderAt('/ua/registration');
    await fill(user, { name: ' Олена ', email: 'olena@shop.ua', password: 'long-enough' });

    expect(await screen.findByRole('status')).toHaveTextContent('Реєстрація успішна');
    const registration = sentRequest(fetchMock(), 0);
    expect(registration.url).toBe('/api/v1/users/registration');
    expect(registration.method).toBe('POST');
    expect(registration.headers.Authorization).toBeUndefined();
    expect(jsonBody(fetchMock(), 0)).toEqual({ name: 'Олена', email: 'olena@shop.ua', password: 'long-enough' });
    expect(screen.getByRole('button', SUBMIT)).toBeDisabled();

    act(() => jest.advanceTimersByTime(2900));
    expect(fetchMock()).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(100));

    await waitFor(() => expect(location()).toBe('/ua/chats'));
    const login = sentRequest(fetchMock(), 1);
    expect(login.url).toBe('/oauth/token');
    expect(login.headers.Authorization).toBe(basicClientHeader());
    expect(Object.fromEntries(login.body as URLSearchParams)).toEqual({
      grant_type: 'password',
      username: 'olena@shop.ua',
      password: 'long-enough',
    });
    expect(authStore.get().isAuth).toBe(true);
    expect(localStorage.getItem('token')).toBe(TOKENS.access_token);
    expect(localStorage.getItem('newUser')).toBe('true');
    expect(flagWhenSignedIn).toEqual(['true']);
    subscription.unsubscribe();
  });

  it("shows the server's error_message on failure and lets the user retry", async () => {
    fetchMock().mockResolvedValueOnce(response(409, { error_message: 'Користувач з таким email вже існує' }));
    const { user, location } = await renderAt('/ua/registration');
    await fill(user, { name: 'Олена', email: 'olena@shop.ua', password: 'long-enough' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Користувач з таким email вже існує');
    expect(screen.getByRole('button', SUBMIT)).toBeEnabled();
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock()).toHaveBeenCalledTimes(1);
    expect(location()).toBe('/ua/registration');
    expect(localStorage.getItem('newUser')).toBeNull();
  });

  it('when the automatic sign-in fails, shows its error and goes to /login 3 s later', async () => {
    fetchMock()
      .mockResolvedValueOnce(response(201, { data: { id: 'u1' } }))
      .mockResolvedValueOnce(
        response(503, { error: 'temporarily_unavailable', error_description: 'Спробуйте пізніше' }),
      );
    const { user, location } = await renderAt('/ua/registration');
    await fill(user, { name: 'Олена', email: 'olena@shop.ua', password: 'long-enough' });
    await screen.findByText('Реєстрація успішна');

    act(() => jest.advanceTimersByTime(3000));
    expect(await screen.findByRole('alert')).toHaveTextContent('Спробуйте пізніше');
    expect(localStorage.getItem('newUser')).toBeNull();
    act(() => jest.advanceTimersByTime(3000));
    await settle(); // the login screen's chunk
    expect(location()).toBe('/ua/login');
  });

  it('disables the submit button while the request is in flight', async () => {
    const answer = deferred<Response>();
    fetchMock().mockReturnValueOnce(answer.promise);
    const { user } = await renderAt('/ua/registration');
    await fill(user, { name: 'Олена', email: 'olena@shop.ua', password: 'long-enough' });

    await waitFor(() => expect(screen.getByRole('button', SUBMIT)).toBeDisabled());
    answer.resolve(response(500, { error_message: 'Збій' }));
    await waitFor(() => expect(screen.getByRole('button', SUBMIT)).toBeEnabled());
    expect(screen.getByRole('alert')).toHaveTextContent('Збій');
  });

  it('the agreement reads as one Ukrainian sentence: “погоджуєтесь з Політикою конфіденційності”', async () => {
    await renderAt('/ua/registration');
    const link = screen.getByRole('link', { name: 'Політикою конфіденційності' });
    expect(link).toHaveAttribute('href', '/ua/privacy_policy');
    expect(link.parentElement).toHaveTextContent('Реєструючись, ви погоджуєтесь з Політикою конфіденційності');
  });

  it('links to login and the privacy policy, in English under /en', async () => {
    resetBrowserState('en');
    const { user } = await renderAt('/en/registration');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/login');
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/en/privacy_policy');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter your name')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter your name');
  });
});
