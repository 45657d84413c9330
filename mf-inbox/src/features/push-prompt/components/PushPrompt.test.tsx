import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryProvider, queryClient } from '@vitrina/shared/query';
import { renderWithProviders } from '@vitrina/shared/testing';
import { i18n } from '../../../app/i18n';
import { PushPrompt } from './PushPrompt';

// The chats' notifications prompt (docs/product.md §9.13): once a customer has written, in a
// browser that can receive notifications and was never asked.
function installBrowser(answer: NotificationPermission) {
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    value: { permission: 'default', requestPermission: jest.fn(async () => answer) },
  });
  Object.defineProperty(window, 'PushManager', { configurable: true, value: function PushManager() {} });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register: jest.fn() } });
}

const render = () =>
  renderWithProviders(
    <QueryProvider>
      <PushPrompt />
    </QueryProvider>,
    { i18n, path: '/en/chats', lng: 'en' },
  );

const aConversation = () =>
  act(() =>
    queryClient.setQueryData(['conversations', 'list', 'ch1', 'RECENT', ''], {
      pages: [{ data: [{ id: 'c1' }], paging: { next_cursor: null } }],
      pageParams: [null],
    }),
  );

beforeEach(() => {
  queryClient.clear();
  localStorage.clear();
  installBrowser('denied');
});

describe('PushPrompt', () => {
  it('appears once a conversation exists; "Not now" hides it for good', async () => {
    render();
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    aConversation();
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent('Know when a customer writes');
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(localStorage.getItem('pushPromptDismissed')).toBe('1');
  });

  it('a refused permission says so and links to the notification settings', async () => {
    render();
    aConversation();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The browser blocks notifications.');
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/en/settings?tab=notifications',
    );
  });

  it('is not offered where the browser cannot receive notifications', () => {
    Reflect.deleteProperty(window, 'PushManager');
    render();
    aConversation();
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });
});
