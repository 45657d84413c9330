import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { response, queueFetch, sentRequest, jsonBody } from '@vitrina/shared/testing';
import { renderWithProviders } from '../../../testing/render';
import { ConsultationModal } from './ConsultationModal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <ConsultationModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}

async function openAndFill(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'open' }));
  const dialog = screen.getByRole('dialog', { name: 'Ваші дані' });
  await user.type(screen.getByLabelText("Ім'я"), 'Андрій');
  await user.type(screen.getByLabelText('Телефон'), '(067) 123-45-67');
  await user.click(screen.getByLabelText('18:00–21:00'));
  await user.click(screen.getByRole('button', { name: 'Записатися' }));
  return dialog;
}

afterEach(() => {
  jest.useRealTimers();
});

describe('consultation modal (Your Information)', () => {
  it('is titled Your Information in en and validates like the booking form', async () => {
    const fetch = queueFetch();
    const user = userEvent.setup();
    await renderWithProviders(<Harness />, { route: '/en', lng: 'en' });
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByRole('dialog', { name: 'Your Information' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Enter your name')).toBeInTheDocument();
    expect(screen.getByText('Enter your phone number')).toBeInTheDocument();
    expect(screen.getByText('Please select a time for the call')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts to the consultation call, shows the success text and closes 5 s later', async () => {
    jest.useFakeTimers();
    const fetch = queueFetch(response(200, { data: { id: 'c1', kind: 'CONSULTATION', created_at: '' } }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderWithProviders(<Harness />);
    const dialog = await openAndFill(user);
    // The answer is handled as soon as it comes (the 5 s start then): let React draw it.
    await act(async () => {});

    expect(await screen.findByRole('status')).toHaveTextContent('Дякуємо! Ми зв’яжемося з вами');
    expect(sentRequest(fetch).url).toBe('/api/v1/guest/consultation/request');
    expect(jsonBody(fetch)).toEqual({
      name: 'Андрій',
      phone: '(067) 123-45-67',
      time_slot: '18-21',
    });
    expect(screen.getByLabelText("Ім'я")).toHaveValue('');

    act(() => jest.advanceTimersByTime(4999));
    expect(dialog).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on a server error and shows error_message', async () => {
    jest.useFakeTimers();
    queueFetch(response(422, { error_message: 'Невірний формат номера телефону' }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderWithProviders(<Harness />);
    await openAndFill(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Невірний формат номера телефону');
    act(() => jest.advanceTimersByTime(6000));
    expect(screen.getByRole('dialog', { name: 'Ваші дані' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a modal closed by hand and opened again is not closed by the earlier success', async () => {
    jest.useFakeTimers();
    queueFetch(response(200, { data: { id: 'c1', kind: 'CONSULTATION', created_at: '' } }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderWithProviders(<Harness />);
    await openAndFill(user);
    await screen.findByRole('status');
    await user.click(screen.getByRole('button', { name: 'Закрити вікно' }));
    await user.click(screen.getByRole('button', { name: 'open' }));
    act(() => jest.advanceTimersByTime(6000));
    expect(screen.getByRole('dialog', { name: 'Ваші дані' })).toBeInTheDocument();
  });
});
