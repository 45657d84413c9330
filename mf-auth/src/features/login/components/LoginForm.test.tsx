import { act, screen, waitFor } from '@testing-library/react';
import { authStore, basicClientHeader } from '@vitrina/shared';
import { deferred, response, sentRequest, resetBrowserState } from '@vitrina/shared/testing';
import { renderAt, setUpScreenTests } from '../../../testing/render';

const fetchMock = setUpScreenTests();

const TOKENS = { access_token: 'header.e30.sig', refresh_token: 'refresh-1', token_type: 'bearer' };

async function fillAndSubmit(user: Awaited<ReturnType<typeof renderAt>>['user'], email: string, password: string) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Пароль'), password);
  await user.click(screen.getByRole('button', { name: 'Увійти' }));
}

describe('login form', () => {
  it('shows both field messages on an empty submit and sends nothing', async () => {
    const { user } = await renderAt('/ua/login');
    await user.click(screen.getByRole('button', { name: 'Увійти' }));

    expect(await screen.findByText('Введіть ваш email')).toBeInTheDocument();
    expect(screen.getByText('Введіть ваш пароль')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Введіть ваш email');
    expect(screen.getByLabelText('Пароль')).toHaveAccessibleDescription('Введіть ваш пароль');
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(fetchMock()).not.toHaveBeenCalled();
  });

  it.each(['shop@mail', 'shop@mail.c', 'shop@mail.abcdef', 'shop+tag@mail.com', 'shop@mail1.com'])(
    'rejects the email %s by the pattern of docs/product.md §4.3',
    async (email) => {
      const { user } = await renderAt('/ua/login');
      await fillAndSubmit(user, email, 'secret');
      expect(await screen.findByText('Введіть ваш email')).toBeInTheDocument();
      expect(screen.queryByText('Введіть ваш пароль')).not.toBeInTheDocument();
      expect(fetchMock()).not.toHaveBeenCalled();
    },
  );

  it('signs in with form data and the Basic client header, then opens /chats after exactly 3 s', async () => {
    fetchMock().mockResolvedValueOnce(response(200, TOKENS));
    const { user, location } = await renderAt('/ua/login');
    await fillAndSubmit(user, 'a.b-c_d@shop.com', 'secret');

    expect(await screen.findByRole('status')).toHaveTextContent('Авторизація успішна');
    const sent = sentRequest(fetchMock());
    expect(sent.url).toBe('/oauth/token');
    expect(sent.method).toBe('POST');
    expect(sent.headers.Authorization).toBe(basicClientHeader());
    expect(sent.body).toBeInstanceOf(URLSearchParams);
    expect(Object.fromEntries(sent.body as URLSearchParams)).toEqual({
      grant_type: 'password',
      username: 'a.b-c_d@shop.com',
      password: 'secret',
    });
    expect(localStorage.getItem('token')).toBe(TOKENS.access_token);
    expect(localStorage.getItem('refreshToken')).toBe(TOKENS.refresh_token);
    expect(authStore.get().isAuth).toBe(true);

    act(() => jest.advanceTimersByTime(2900));
    expect(location()).toBe('/ua/login');
    act(() => jest.advanceTimersByTime(100));
    expect(location()).toBe('/ua/chats');
  });

  it("shows the server's error_description on failure and stays", async () => {
    fetchMock().mockResolvedValueOnce(
      response(400, { error: 'invalid_grant', error_description: 'Невірний email або пароль' }),
    );
    const { user, location } = await renderAt('/ua/login');
    await fillAndSubmit(user, 'owner@shop.com', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent('Невірний email або пароль');
    expect(authStore.get().isAuth).toBe(false);
    expect(screen.getByRole('button', { name: 'Увійти' })).toBeEnabled();
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByText('Невірний email або пароль')).not.toBeInTheDocument();
    expect(location()).toBe('/ua/login');
  });

  it("falls back to 'Помилка авторизації' when the answer has no description", async () => {
    fetchMock().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = await renderAt('/ua/login');
    await fillAndSubmit(user, 'owner@shop.com', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Помилка авторизації');
  });

  it('disables the submit button while the request is in flight', async () => {
    const answer = deferred<Response>();
    fetchMock().mockReturnValueOnce(answer.promise);
    const { user } = await renderAt('/ua/login');
    await fillAndSubmit(user, 'owner@shop.com', 'secret');

    const button = screen.getByRole('button', { name: 'Увійти' });
    await waitFor(() => expect(button).toBeDisabled());
    await user.click(button);
    expect(fetchMock()).toHaveBeenCalledTimes(1);

    answer.resolve(response(400, { error_description: 'Ні' }));
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('submits with Enter from the password field', async () => {
    fetchMock().mockResolvedValueOnce(response(200, TOKENS));
    const { user } = await renderAt('/ua/login');
    await user.type(screen.getByLabelText('Email'), 'owner@shop.com');
    await user.type(screen.getByLabelText('Пароль'), 'secret{Enter}');
    expect(await screen.findByText('Авторизація успішна')).toBeInTheDocument();
  });

  it('stores the remember-me flag when toggled and signs in with it', async () => {
    fetchMock().mockResolvedValueOnce(response(200, TOKENS));
    const { user } = await renderAt('/ua/login');
    const checkbox = screen.getByRole('checkbox', { name: 'Запам’ятати мене' });
    expect(checkbox).not.toBeChecked();

    await user.click(checkbox);
    expect(localStorage.getItem('rememberMe')).toBe('true');
    expect(authStore.get().rememberMe).toBe(true);
    await user.click(checkbox);
    expect(localStorage.getItem('rememberMe')).toBe('false');
    await user.click(checkbox);

    await fillAndSubmit(user, 'owner@shop.com', 'secret');
    await screen.findByText('Авторизація успішна');
    expect(authStore.get()).toMatchObject({ isAuth: true, rememberMe: true });
    expect(localStorage.getItem('rememberMe')).toBe('true');
  });

  it('starts with the stored remember-me flag', async () => {
    authStore.setRememberMe(true);
    await renderAt('/ua/login');
    expect(screen.getByRole('checkbox', { name: 'Запам’ятати мене' })).toBeChecked();
  });

  it('links to recovery, registration and the privacy policy under the language', async () => {
    resetBrowserState('en');
    await renderAt('/en/login');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/en/forgot_pass');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/en/registration');
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/en/privacy_policy');
  });

  it('speaks English under /en', async () => {
    resetBrowserState('en');
    fetchMock().mockResolvedValueOnce(response(401, {}));
    const { user } = await renderAt('/en/login');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter your email')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'owner@shop.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Sign-in failed')).toBeInTheDocument();
  });
});
