import { act, screen } from '@testing-library/react';
import { languageStore, setReauthHandler } from '@vitrina/shared';
import { queryClient } from '@vitrina/shared/query';
import { resetBrowserState } from '@vitrina/shared/testing';
import { renderRoute } from '../testing/render-route';
import { installChannelsApi } from '../testing/channels-api';

beforeAll(() => queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 } }));
beforeEach(() => resetBrowserState());
afterEach(() => {
  queryClient.clear();
  setReauthHandler(null);
});

it.each(['/ua/settings', '/en/chat_gpt', '/ua', '/ua/chats/123'])('renders nothing on %s', (path) => {
  const { container } = renderRoute(path);
  expect(container).toBeEmptyDOMElement();
});

it('follows the language the shell switches to while mounted', async () => {
  installChannelsApi();
  renderRoute('/ua/chats');
  expect(await screen.findByText('Додайте канали спілкування')).toBeInTheDocument();
  act(() => languageStore.set('en'));
  expect(await screen.findByText('Add communication channels')).toBeInTheDocument();
  expect(screen.queryByText('Додайте канали спілкування')).not.toBeInTheDocument();
});
