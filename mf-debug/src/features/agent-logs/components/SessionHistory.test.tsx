import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { response, sentRequest } from '@vitrina/shared/testing';
import { renderRoute } from '../../../testing/render-route';
import { debugApi } from '../../../testing/debug-api';
import { lastDay, toSessionRows } from '../model/sessions';
import { logs } from '../../../testing/debug-api';

it('asks for the last 24 hours first, one row per request newest first, cells open to the full step', async () => {
  const api = debugApi();
  renderRoute('/en/ai_agent');
  await screen.findByText('Чи є сукня?', { selector: 'span' });
  const url = new URL(sentRequest(api).url, 'http://x');
  const span = Date.parse(url.searchParams.get('endDate')!) - Date.parse(url.searchParams.get('startDate')!);
  expect(Math.floor(span / 60_000)).toBe(24 * 60);
  expect(url.searchParams.get('page')).toBe('0');
  const rows = screen.getAllByRole('row').slice(1);
  expect(rows).toHaveLength(2);
  expect(within(rows[0]).getByText('Чи є сукня?', { selector: 'span' })).toBeInTheDocument();
  expect(within(rows[1]).getByText('Ціна?', { selector: 'span' })).toBeInTheDocument();
  // A role that did not run shows a dash.
  expect(within(rows[1]).getAllByText('—')).toHaveLength(2);
  const communicator = within(rows[0]).getAllByRole('group')[1];
  expect(within(communicator).getByText('(900 ms)')).toBeInTheDocument();
  await userEvent.click(within(communicator).getByText(/^Так, сукня є в наявності/, { selector: 'summary' }));
  expect(communicator).toHaveAttribute('open');
  expect(within(communicator).getByText('Output')).toBeVisible();
});

it('pages with Previous and Next', async () => {
  const api = debugApi();
  renderRoute('/en/ai_agent');
  await screen.findByText('Page 1 of 2');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByText('Page 2 of 2');
  expect(new URL(sentRequest(api, 1).url, 'http://x').searchParams.get('page')).toBe('1');
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
  await screen.findByText('Page 1 of 2');
});

it('searches the dates entered, from the first page', async () => {
  const api = debugApi();
  renderRoute('/en/ai_agent');
  await screen.findByText('Page 1 of 2');
  const start = screen.getByLabelText('Start date');
  await userEvent.clear(start);
  await userEvent.type(start, '2026-11-01T08:00');
  const end = screen.getByLabelText('End date');
  await userEvent.clear(end);
  await userEvent.type(end, '2026-11-02T09:30');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  await screen.findByText('Page 1 of 2');
  const last = new URL(sentRequest(api, api.mock.calls.length - 1).url, 'http://x');
  expect(last.searchParams.get('startDate')).toBe(new Date('2026-11-01T08:00').toISOString());
  expect(last.searchParams.get('endDate')).toBe(new Date('2026-11-02T09:30:59.999').toISOString());
});

it('refuses an end before the start', async () => {
  debugApi();
  renderRoute('/en/ai_agent');
  const start = screen.getByLabelText('Start date');
  await userEvent.clear(start);
  await userEvent.type(start, '2030-01-01T00:00');
  expect(screen.getByText('The end must not be before the start')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
});

it("shows the server's error", async () => {
  debugApi((call) => (call.url.includes('/logs/') ? response(400, { error_message: 'Невірна дата' }) : undefined));
  renderRoute('/ua/ai_agent');
  expect(await screen.findByText('Невірна дата', {}, { timeout: 4000 })).toBeInTheDocument();
});

it('model: rows keep the server order; the default range is 24 hours', () => {
  expect(toSessionRows(logs(0)).map((row) => row.requestId)).toEqual(['req-new-0', 'req-old-0']);
  expect(lastDay(new Date(2026, 10, 22, 10, 5))).toEqual({ start: '2026-11-21T10:05', end: '2026-11-22T10:05' });
});
