import { act, screen, waitFor } from '@testing-library/react';
import { deferred, jsonBody, response, sentRequest, resetBrowserState } from '@vitrina/shared/testing';
import { renderAt, setUpScreenTests } from '../../../testing/render';

const fetchMock = setUpScreenTests();

const SUBMIT = { name: 'Надіслати інструкції' };

describe('forgot password form', () => {
  it('sends the email with the language and shows the success message for 3 s', async () => {
    fetchMock().mockResolvedValueOnce(response(200, { data: { message: 'ok' } }));
    const { user, location } = await renderAt('/ua/forgot_pass');
    await user.type(screen.getByLabelText('Email'), ' owner@shop.com ');
    await user.click(screen.getByRole('button', SUBMIT));

    expect(await screen.findByRole('status')).toHaveTextContent('Інструкції надіслані на email.');
    const sent = sentRequest(fetchMock());
    expect(sent.url).toBe('/api/v1/users/resetPasswordRequest');
    expect(sent.method).toBe('POST');
    expect(sent.headers.Authorization).toBeUndefined();
    expect(jsonBody(fetchMock())).toEqual({ email: 'owner@shop.com', lng: 'ua' });

    act(() => jest.advanceTimersByTime(2900));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(location()).toBe('/ua/forgot_pass');
  });

  it("validates nothing itself and shows the server's error_message for 3 s", async () => {
    fetchMock().mockResolvedValueOnce(response(400, { error_message: 'Введіть ваш email' }));
    const { user } = await renderAt('/ua/forgot_pass');
    await user.click(screen.getByRole('button', SUBMIT));

    expect(jsonBody(fetchMock())).toEqual({ email: '', lng: 'ua' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Введіть ваш email');
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('disables the submit button while the request is in flight', async () => {
    const answer = deferred<Response>();
    fetchMock().mockReturnValueOnce(answer.promise);
    const { user } = await renderAt('/ua/forgot_pass');
    await user.type(screen.getByLabelText('Email'), 'owner@shop.com{Enter}');

    await waitFor(() => expect(screen.getByRole('button', SUBMIT)).toBeDisabled());
    answer.resolve(response(200, { data: { message: 'ok' } }));
    await waitFor(() => expect(screen.getByRole('button', SUBMIT)).toBeEnabled());
  });

  it('asks for an English mail under /en and falls back to a generic error text', async () => {
    resetBrowserState('en');
    fetchMock().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = await renderAt('/en/forgot_pass');
    await user.type(screen.getByLabelText('Email'), 'owner@shop.com');
    await user.click(screen.getByRole('button', { name: 'Send instructions' }));

    expect(jsonBody(fetchMock())).toEqual({ email: 'owner@shop.com', lng: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/en/login');
  });
});
