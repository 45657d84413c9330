import { act, screen } from '@testing-library/react';
import { jsonBody, response, resetBrowserState, sentRequest, settle } from '@vitrina/shared/testing';
import { renderAt, setUpScreenTests } from '../../../testing/render';

const fetchMock = setUpScreenTests();

describe('join a shop’s team (docs/product.md §9.15)', () => {
  it('shows who invites whom, sends the name and password once, then opens /login after 3 s', async () => {
    fetchMock()
      .mockResolvedValueOnce(response(200, { data: { email: 'marta@shop.ua', shop_name: 'Сукні Олени' } }))
      .mockResolvedValueOnce(response(200, { data: { email: 'marta@shop.ua' } }));
    const { user, location } = await renderAt('/ua/join/tok-123');
    expect(await screen.findByText('Сукні Олени запрошує marta@shop.ua до команди як менеджера.')).toBeInTheDocument();
    expect(sentRequest(fetchMock()).url).toBe('/api/v1/team/join/tok-123');
    await user.type(screen.getByLabelText('Ім’я'), 'Марта');
    await user.type(screen.getByLabelText('Пароль'), 'marta-pass-1{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Готово: увійдіть зі своїм email і паролем');
    const sent = sentRequest(fetchMock(), 1);
    expect([sent.method, sent.url]).toEqual(['POST', '/api/v1/team/join/tok-123']);
    expect(jsonBody(fetchMock(), 1)).toEqual({ name: 'Марта', password: 'marta-pass-1' });
    act(() => jest.advanceTimersByTime(3000));
    await settle();
    expect(location()).toBe('/ua/login');
  });

  it('an expired or used invitation says so instead of the form', async () => {
    resetBrowserState('en');
    fetchMock().mockResolvedValueOnce(
      response(410, { error_message: 'This invitation has expired: ask the shop’s owner for a new one' }),
    );
    await renderAt('/en/join/old');
    expect(
      await screen.findByText('This invitation has expired: ask the shop’s owner for a new one'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join the team' })).not.toBeInTheDocument();
  });
});
