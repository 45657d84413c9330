import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsOf, response } from '@vitrina/shared/testing';
import { renderRoute } from '../../../testing/render-route';
import { settingsApi } from '../../../testing/settings-api';

// The notifications tab (docs/product.md §9.13) in a browser without Web Push (jsdom has no
// service worker): it says so, and still keeps the preferences and the list of other devices.
const PREFS = { new_message: true, handover: true, new_order: true, quiet_hours: null, time_zone: 'Europe/Kyiv' };
const DEVICES = [
  { id: 'd1', device: 'Chrome · Android', created_at: '2026-11-28T10:00:00.000Z', last_sent_at: null },
  {
    id: 'd2',
    device: 'Firefox · Windows',
    created_at: '2026-11-27T10:00:00.000Z',
    last_sent_at: '2026-11-28T11:00:00.000Z',
  },
];

function api() {
  let devices = [...DEVICES];
  return settingsApi((call) => {
    if (call.url.endsWith('/api/v1/push/preferences') && call.method === 'GET') return response(200, { data: PREFS });
    if (call.url.endsWith('/api/v1/push/preferences') && call.method === 'PUT') {
      return response(200, { data: JSON.parse(String(call.body)) });
    }
    if (call.url.endsWith('/api/v1/push/subscriptions') && call.method === 'GET')
      return response(200, { data: devices });
    if (call.url.includes('/api/v1/push/subscriptions/') && call.method === 'DELETE') {
      const id = call.url.split('/').pop()!;
      devices = devices.filter((d) => d.id !== id);
      return response(200, { data: { id } });
    }
    return undefined;
  });
}

describe('the notifications tab', () => {
  it.each([
    ['ua', 'Сповіщення', 'Цей браузер не отримує сповіщень'],
    ['en', 'Notifications', 'This browser cannot receive notifications'],
  ])('(%s) says when the browser cannot receive notifications', async (lng, tab, unsupported) => {
    api();
    renderRoute(`/${lng}/settings?tab=notifications`);
    expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(new RegExp(unsupported))).toBeInTheDocument();
  });

  it('saves which events notify and the quiet hours, in the browser time zone', async () => {
    const fetchMock = api();
    renderRoute('/en/settings?tab=notifications');
    const orders = await screen.findByRole('checkbox', { name: 'a new order comes in' });
    await userEvent.click(orders);
    await userEvent.click(screen.getByRole('checkbox', { name: 'No notifications during quiet hours' }));
    const from = screen.getByLabelText('From');
    expect(from).toHaveValue('22:00');
    expect(screen.getByLabelText('To')).toHaveValue('08:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    const put = callsOf(fetchMock).find((c) => c.method === 'PUT')!;
    expect(JSON.parse(String(put.body))).toEqual({
      ...PREFS,
      new_order: false,
      quiet_hours: { from: '22:00', to: '08:00' },
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('lists the devices and removes one', async () => {
    api();
    renderRoute('/en/settings?tab=notifications');
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('strong')?.textContent),
    ).toEqual(['Chrome · Android', 'Firefox · Windows']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove the device “Chrome · Android”' }));
    expect(await screen.findByRole('button', { name: 'Remove the device “Firefox · Windows”' })).toBeInTheDocument();
    expect(screen.queryByText('Chrome · Android')).not.toBeInTheDocument();
  });
});
