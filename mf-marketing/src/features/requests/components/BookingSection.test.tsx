import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { response, queueFetch, settle, sentRequest, jsonBody } from '@vitrina/shared/testing';
import { renderWithProviders } from '../../../testing/render';
import { BOOKING_ROOT_MARGIN, BookingSection } from './BookingSection';

const OK = response(200, { data: { id: 'r1', kind: 'BOOKING', created_at: '2025-01-01T00:00:00Z' } });

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
    queueFetch();
    await renderWithProviders(<BookingSection />);
    const heading = screen.getByRole('heading', { name: 'Залишити заявку' });
    expect(heading.closest('section')).toHaveAttribute('id', 'booking');
  });

  it('shows the message of each empty field and sends nothing', async () => {
    const fetch = queueFetch();
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
    const fetch = queueFetch();
    const user = userEvent.setup();
    await renderWithProviders(<BookingSection />);
    await fill(user, { phone: '067 123 456' });
    await user.click(screen.getByRole('button', { name: 'Надіслати заявку' }));
    expect(await screen.findByText('Невірний формат номера телефону')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('uses the English messages in en', async () => {
    queueFetch();
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
    const fetch = queueFetch(OK);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderWithProviders(<BookingSection />);
    await fill(user, { name: '  Олена ' });
    await user.click(screen.getByRole('button', { name: 'Надіслати заявку' }));

    const success = await within(form()).findByRole('status');
    expect(success).toHaveTextContent('Дякуємо! Заявку отримано');
    const sent = sentRequest(fetch);
    expect(sent.url).toBe('/api/v1/guest/booking/request');
    expect(sent.method).toBe('POST');
    expect(sent.headers.Authorization).toBeUndefined();
    expect(jsonBody(fetch)).toEqual({ name: 'Олена', phone: '+380 67 123 45 67', time_slot: '12-15' });

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
    queueFetch(response(400, { error_message: 'Заявку з цього номера вже прийнято' }));
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
    queueFetch(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    await renderWithProviders(<BookingSection />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Надіслати заявку' }));
    expect(await screen.findByText('Не вдалося надіслати заявку. Спробуйте ще раз.')).toBeInTheDocument();
  });
});

describe('booking form loading (near the viewport)', () => {
  const observers: {
    callback: IntersectionObserverCallback;
    options?: IntersectionObserverInit;
    targets: Element[];
  }[] = [];

  beforeEach(() => {
    observers.length = 0;
    class FakeIntersectionObserver {
      private readonly record: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.record = { callback, options, targets: [] };
        observers.push(this.record);
      }
      observe(target: Element) {
        this.record.targets.push(target);
      }
      unobserve() {}
      disconnect() {
        this.record.targets = [];
      }
      takeRecords() {
        return [];
      }
    }
    Object.defineProperty(window, 'IntersectionObserver', {
      configurable: true,
      writable: true,
      value: FakeIntersectionObserver,
    });
  });

  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  function bookingObserver() {
    const section = document.getElementById('booking');
    const observer = observers.find((o) => section && o.targets.includes(section));
    if (!observer) throw new Error('the booking section is not observed');
    return observer;
  }

  it('holds the place with a placeholder until the section comes within a screen, then loads the form', async () => {
    queueFetch();
    await renderWithProviders(<BookingSection />);
    expect(screen.getByRole('heading', { name: 'Залишити заявку' })).toBeInTheDocument();
    expect(screen.getByTestId('booking-placeholder')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    const observer = bookingObserver();
    expect(observer.options?.rootMargin).toBe(BOOKING_ROOT_MARGIN);

    // Still far away: nothing loads.
    act(() => observer.callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver));
    await settle();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    act(() => observer.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(await screen.findByRole('form', { name: 'Залишити заявку' })).toBeInTheDocument();
    expect(screen.queryByTestId('booking-placeholder')).not.toBeInTheDocument();
    // Loaded for good: the observer is gone.
    expect(observer.targets).toHaveLength(0);
  });

  it('loads the form at once when the URL points at the section (#booking)', async () => {
    queueFetch();
    await renderWithProviders(<BookingSection />, { route: '/ua#booking' });
    expect(await screen.findByRole('form', { name: 'Залишити заявку' })).toBeInTheDocument();
    expect(screen.queryByTestId('booking-placeholder')).not.toBeInTheDocument();
  });
});
