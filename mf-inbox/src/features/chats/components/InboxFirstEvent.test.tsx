import { act, screen, waitFor, within } from '@testing-library/react';
import { eventBus } from '@vitrina/shared';
import { queryClient } from '@vitrina/shared/query';
import { resetBrowserState } from '@vitrina/shared/testing';
import { renderRoute } from '../../../testing/render-route';
import { channelFixture } from '../../../testing/channels-api';
import { installInboxApi, messageFixture, TWO_IDS, twoConversations } from '../../../testing/chats-api';

// The live message check (the zod contracts) is fetched with the first message event, not with the
// inbox: an event that comes before it is applied once it is in, and the events after it wait their turn.
const CHANNEL = channelFixture().id;
const { A } = TWO_IDS;

const rowNames = () =>
  within(screen.getByTestId('conversation-scroll'))
    .getAllByRole('listitem')
    .map((li) => within(li).getByRole('button').textContent);

beforeAll(() => {
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 } });
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
});
beforeEach(() => resetBrowserState('ua'));
afterEach(() => queryClient.clear());

it('applies a message event that came before its check was loaded, then the events after it, in order', async () => {
  const { a, b, threads } = twoConversations();
  installInboxApi({ conversations: [a, b], threads });
  renderRoute('/ua/chats');
  await screen.findByRole('button', { name: /Олена/ });
  expect(rowNames()[0]).toContain('Марко');

  const next = messageFixture({
    conversation_id: A,
    message: 'Ще тут?',
    created_time: '2026-11-22T11:00:00.000Z',
    is_read: false,
  });
  act(() => {
    eventBus.emitServer({ type: 'NEW_MESSAGE', data: { ...next, channel_id: CHANNEL } });
    eventBus.emitServer({
      type: 'UPDATE_MESSAGE',
      data: { ...next, message: 'Ще тут? (змінено)', channel_id: CHANNEL },
    });
  });
  await waitFor(() => expect(rowNames()[0]).toContain('Ще тут? (змінено)'));
  expect(rowNames()[0]).toContain('Олена');
  expect(screen.getAllByTestId('unread-dot')).toHaveLength(1);
});
