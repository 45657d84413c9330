import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render';
import { BookingSection } from './BookingSection';

const OK = jsonResponse(200, { data: { id: 'r1', kind: 'BOOKING', created_at: '2025-01-01T00:00:00Z' } });

function form() {
  return screen.getByRole('form', { name: 'Залишити заявку' });
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  { name = 'Олена', phone = '+380 67 123 45 67', slot = '12:00–15:00' } = {},
) {
  if (name) await user.type(await screen.findByLabelText("Ім'я"), name);
  else await screen.findByLabelText("Ім'я");
  if (phone) await user.type(screen.getByLabelText('Телефон'), phone);
  if (slot) await user.click(screen.getByLabelText(slot));
}

afterEach(() => {
  jest.useRealTimers();
});

describe('booking form (Leave a Request)', () => {
  it('is the #booking section with its heading', async () => {
    mockFetch();
    await renderWithProviders(<BookingSection />);
    const heading = screen.getByRole('heading', { name: 'Залишити заявку' });
    expect(heading.closest('section')).toHaveAttribute('id', 'booking');
  });

  it('shows the message of each empty field and sends nothing', async () => {
    const fetch = mockFetch();
    const user = userEvent.setup();
    await renderWithProviders(<BookingSection />);
    await user.click(await screen.findByRole('button', { name: 'Надіслати заявку' }));
    expect(await screen.findByText("Введіть ваше ім'я")).toBeInTheDocument();
    expect(screen.getByText('Введіть ваш номер телефону')).toBeInTheDocument();
    expect(screen.getByText('Будь ласка, оберіть час для дзвінка')).toBeInTheDocument();
    expect(screen.getByLabelText("Ім'я")).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('rejects a phone with 9 digits with the format message', async () => {
    const fetch = mockFetch();
    const user = userEvent.setup();
    await renderWithProviders(<BookingSection />);
    await fill(user, { phone: '067 123 456' });
    await user.click(screen.getByRole('button', { name: 'Надіслати заявку' }));
    expect(await screen.findByText('Невірний формат номера телефону')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('uses the English messages of the spec in en', async () => {
    mockFetch();
    const user = userEvent.setup();
    await renderWithProviders(<BookingSection />, { route: '/en', lng: 'en' });
    expect(screen.getByRole('heading', { name: 'Leave a Request' })).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Phone'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Enter your name')).toBeInTheDocument();
    expect(screen.getByText('Invalid phone number format')).toBeInTheDocument();
    expect(screen.getByText('Please select a time for the call')).toBeInTheDocument();
  });

  it('sends {name, phone, time_slot} without auth, shows the success text for 5 s and resets', async () => {
    jest.useFakeTimers();
    const fetch = mockFetch(OK);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderWithProviders(<BookingSection />);
    await fill(user, { name: '  Олена ' });
    await user.click(screen.getByRole('button', { name: 'Надіслати заявку' }));

    const success = await within(form()).findByRole('status');
    expect(success).toHaveTextContent('Дякуємо! Заявку отримано');
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/v1/guest/booking/request');
    expect(init.method).toBe('POST');
    expect(init.headers.Authorization).toBeUndefined();
    expect(JSON.parse(init.body)).toEqual({ name: 'Олена', phone: '+380 67 123 45 67', time_slot: '12-15' });

    expect(screen.getByLabelText("Ім'я")).toHaveValue('');
    expect(screen.getByLabelText('Телефон')).toHaveValue('');
    expect(screen.getByLabelText('12:00–15:00')).not.toBeChecked();

    act(() => jest.advanceTimersByTime(4999));
    expect(within(form()).getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(within(form()).queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the server error_message for 5 s and keeps what was typed', async () => {
    jest.useFakeTimers();
    mockFetch(jsonResponse(400, { error_message: 'Заявку з цього номера вже прийнято' }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderWithProviders(<BookingSection />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Надіслати заявку' }));

    expect(await within(form()).findByRole('alert')).toHaveTextContent('Заявку з цього номера вже прийнято');
    expect(screen.getByLabelText("Ім'я")).toHaveValue('Олена');
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText('Заявку з цього номера вже прийнято')).not.toBeInTheDocument();
  });

  it('falls back to its own text when the network fails', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    await renderWithProviders(<BookingSection />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Надіслати заявку' }));
    expect(await screen.findByText('Не вдалося надіслати заявку. Спробуйте ще раз.')).toBeInTheDocument();
  });
});
