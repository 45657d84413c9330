import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@vitrina/shared';
import { queryClient } from '@vitrina/shared/query';
import { callsOf, resetBrowserState, response } from '@vitrina/shared/testing';
import { renderRoute } from '../../../testing/render-route';
import { channelFixture } from '../../../testing/channels-api';
import {
  conversationFixture,
  installInboxApi,
  messageFixture,
  TWO_IDS,
  twoConversations,
  userFixture,
} from '../../../testing/chats-api';
import { loadMessageEventParser } from '../model/message-event';
import type { Conversation, Message } from '../types';

const CHANNEL = channelFixture().id;
const { A } = TWO_IDS;

const two = twoConversations;

function live(type: 'NEW_MESSAGE' | 'NEW_COMMENT' | 'UPDATE_MESSAGE', message: Message) {
  act(() => eventBus.emitServer({ type, data: { ...message, channel_id: CHANNEL } }));
}

const rowNames = () =>
  within(screen.getByTestId('conversation-scroll'))
    .getAllByRole('listitem')
    .map((li) => within(li).getByRole('button').textContent);

async function openConversation(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: new RegExp(name) }));
  return screen.findByRole('region', { name: `Діалог з ${name}` });
}

/** Olena's and Marko's conversations on the server, Olena's open. */
async function openOlena(
  options: Omit<NonNullable<Parameters<typeof installInboxApi>[0]>, 'conversations' | 'threads'> = {},
) {
  const { a, b, threads } = two();
  const api = installInboxApi({ conversations: [a, b], threads, ...options });
  renderRoute('/ua/chats');
  return { ...api, pane: await openConversation('Олена') };
}

// The virtualised list measures its scroll box: jsdom has no layout, so give boxes a height.
// The live message check (zod contracts) is loaded up front, so events apply as they are emitted;
// InboxFirstEvent.test.tsx covers an event that comes before it is loaded.
beforeAll(async () => {
  await loadMessageEventParser();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 } });
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
});
beforeEach(() => resetBrowserState('ua'));
afterEach(() => {
  queryClient.clear();
  jest.useRealTimers();
});

describe('the conversation list', () => {
  it('lists newest first; Старі asks the server for the oldest first', async () => {
    const { a, b, threads } = two();
    const { mock } = installInboxApi({ conversations: [a, b], threads });
    renderRoute('/ua/chats');
    await screen.findByRole('button', { name: /Марко/ });
    expect(rowNames()[0]).toContain('Марко');
    await userEvent.selectOptions(screen.getByLabelText('Сортування'), 'old');
    await waitFor(() => expect(rowNames()[0]).toContain('Олена'));
    expect(callsOf(mock).some((c) => c.url.includes('sort=old'))).toBe(true);
  });

  it('searches on the server by name and message text', async () => {
    const { a, b, threads } = two();
    const { mock } = installInboxApi({ conversations: [a, b], threads });
    renderRoute('/ua/chats');
    await screen.findByRole('button', { name: /Марко/ });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Пошук' }), 'сукня');
    await waitFor(() => expect(rowNames()).toHaveLength(1));
    expect(rowNames()[0]).toContain('Олена');
    expect(callsOf(mock).some((c) => c.url.includes(`q=${encodeURIComponent('сукня')}`))).toBe(true);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Пошук' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Пошук' }), 'немає такого');
    expect(await screen.findByText('Нічого не знайдено')).toBeInTheDocument();
  });

  it('a search pasted over the limit is cut to 200 characters and says the limit in words', async () => {
    const { a, b, threads } = two();
    const { mock } = installInboxApi({ conversations: [a, b], threads });
    renderRoute('/ua/chats');
    await screen.findByRole('button', { name: /Марко/ });
    const box = screen.getByRole('searchbox', { name: 'Пошук' });
    await userEvent.click(box);
    await userEvent.paste('я'.repeat(5000));
    expect(box).toHaveValue('я'.repeat(200));
    expect(box).toHaveAccessibleDescription('Пошук — не довше 200 символів');
    await waitFor(() => expect(callsOf(mock).some((c) => c.url.includes('q='))).toBe(true));
    const q = callsOf(mock)
      .map((c) => new URL(c.url, 'http://x').searchParams.get('q'))
      .find(Boolean);
    expect(q).toHaveLength(200);
  });

  it('says so when there are no conversations', async () => {
    installInboxApi();
    renderRoute('/ua/chats');
    expect(await screen.findByText('Немає відкритих діалогів')).toBeInTheDocument();
  });

  it('pages from the server as the list scrolls, rendering only what is visible', async () => {
    const many = Array.from({ length: 200 }, (_, i) =>
      conversationFixture({
        id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        participant: { id: `ig-${i}`, name: `Клієнт ${i}`, username: null, profile_pic: null },
        updated_time: new Date(Date.UTC(2026, 10, 22, 0, 0, 200 - i)).toISOString(),
      }),
    );
    const { mock } = installInboxApi({ conversations: many });
    renderRoute('/ua/chats');
    await screen.findByRole('button', { name: /Клієнт 0 / });
    // 600 px of 72 px rows plus overscan: a handful of rows, not 200.
    expect(rowNames().length).toBeLessThan(30);
    const scroll = screen.getByTestId('conversation-scroll');
    for (let page = 1; page < 4; page += 1) {
      scroll.scrollTop = page * 30 * 72;
      scroll.dispatchEvent(new Event('scroll'));
      await waitFor(() =>
        expect(callsOf(mock).filter((c) => c.url.includes('/conversations?')).length).toBeGreaterThan(page),
      );
    }
  });

  it('shows the unreachable note for a customer who blocked the shop', async () => {
    const { a, threads } = two();
    installInboxApi({ conversations: [{ ...a, blocked: true, can_we_send_message: false }], threads });
    renderRoute('/ua/chats');
    expect(await screen.findByText('Клієнт відписався від повідомлень')).toBeInTheDocument();
  });
});

describe('unread', () => {
  it('a live customer message sets the dot and moves the conversation up; opening it clears the dot after 2.5 s', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { a, b, threads } = two();
    const { mock } = installInboxApi({ conversations: [a, b], threads, user: userFixture({ bot_status: 'OFF' }) });
    renderRoute('/ua/chats');
    await screen.findByRole('button', { name: /Олена/ });
    expect(rowNames()[0]).toContain('Марко');
    live(
      'NEW_MESSAGE',
      messageFixture({
        conversation_id: A,
        message: 'Ще тут?',
        created_time: '2026-11-22T11:00:00.000Z',
        is_read: false,
      }),
    );
    expect(rowNames()[0]).toContain('Олена');
    expect(rowNames()[0]).toContain('Ще тут?');
    expect(screen.getAllByTestId('unread-dot')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: /Олена/ }));
    await screen.findByRole('region', { name: 'Діалог з Олена' });
    // The dot clears at once on opening (issue 47); the server hears after 2.5 s.
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    expect(callsOf(mock).some((c) => c.url.endsWith('/mark-as-read'))).toBe(false);
    act(() => jest.advanceTimersByTime(600));
    await waitFor(() =>
      expect(callsOf(mock).some((c) => c.method === 'PUT' && c.url.endsWith(`/conversations/${A}/mark-as-read`))).toBe(
        true,
      ),
    );
  });
});

describe('unread stays read (issue 28)', () => {
  it('a list answered before mark-as-read, a new message while open, and leaving do not light the dot', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { a, b, threads } = two();
    // The server keeps counting Олена's message unread: every list it answers is "stale".
    const { mock } = installInboxApi({
      conversations: [{ ...a, unread: 1 }, b],
      threads,
      user: userFixture({ bot_status: 'OFF' }),
    });
    renderRoute('/ua/chats');
    await user.click(await screen.findByRole('button', { name: /Олена/ }));
    await screen.findByRole('region', { name: 'Діалог з Олена' });
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2600));
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();

    const lists = () => callsOf(mock).filter((c) => c.method === 'GET' && /\/conversations\?/.test(c.url)).length;
    const before = lists();
    act(() => eventBus.emitServer({ type: 'NEW_CONVERSATION', data: { conversation_id: TWO_IDS.B } }));
    await waitFor(() => expect(lists()).toBeGreaterThan(before));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();

    live(
      'NEW_MESSAGE',
      messageFixture({ conversation_id: A, message: 'А L?', created_time: '2026-11-22T11:00:00.000Z', is_read: false }),
    );
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Марко/ }));
    await screen.findByRole('region', { name: 'Діалог з Марко' });
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();
  });
});

describe('answering reads (issue 28)', () => {
  it('a reply sent before the 2.5 s clears the dot, and a list still counting the message does not bring it back', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { a, b, threads } = two();
    const { mock } = installInboxApi({ conversations: [{ ...a, unread: 1 }, b], threads });
    renderRoute('/ua/chats');
    await user.click(await screen.findByRole('button', { name: /Олена/ }));
    const pane = await screen.findByRole('region', { name: 'Діалог з Олена' });
    await user.type(await within(pane).findByLabelText('Повідомлення клієнту'), 'Так, є{Enter}');
    await waitFor(() => expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument());
    expect(callsOf(mock).some((c) => c.url.endsWith('/mark-as-read'))).toBe(false);
    act(() => eventBus.emitServer({ type: 'NEW_CONVERSATION', data: { conversation_id: TWO_IDS.B } }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();
  });
});

describe('the open conversation’s row (issue 47)', () => {
  it('its preview follows the customer’s live messages and the shop’s reply, no reload', async () => {
    const { pane } = await openOlena({ user: userFixture({ bot_status: 'OFF' }) });
    await within(pane).findByText('Є сукня в розмірі M?');
    const row = () => screen.getByRole('button', { name: /Олена/ }).textContent;
    live(
      'NEW_MESSAGE',
      messageFixture({ conversation_id: A, message: 'А в чорному є?', created_time: '2026-11-22T11:00:00.000Z' }),
    );
    await waitFor(() => expect(row()).toContain('А в чорному є?'));
    await userEvent.type(within(pane).getByLabelText('Повідомлення клієнту'), 'Так, є{Enter}');
    await waitFor(() => expect(row()).toContain('Так, є'));
  });
});

describe('live events in the open thread', () => {
  it('adds, replaces and removes messages; a new conversation refetches the list', async () => {
    const { mock, server, pane } = await openOlena();
    expect(await within(pane).findByText('Є сукня в розмірі M?')).toBeInTheDocument();
    const next = messageFixture({
      conversation_id: A,
      message: 'А в чорному?',
      created_time: '2026-11-22T11:00:00.000Z',
    });
    live('NEW_MESSAGE', next);
    expect(await within(pane).findByText('А в чорному?')).toBeInTheDocument();
    live('UPDATE_MESSAGE', { ...next, message: 'А в синьому?', edited: true });
    expect(await within(pane).findByText('А в синьому?')).toBeInTheDocument();
    expect(within(pane).queryByText('А в чорному?')).not.toBeInTheDocument();
    act(() => eventBus.emitServer({ type: 'MESSAGE_REMOVED', data: { conversation_id: A, message_id: next.id } }));
    await waitFor(() => expect(within(pane).queryByText('А в синьому?')).not.toBeInTheDocument());

    const c = conversationFixture({
      id: '00000000-0000-4000-8000-00000000cccc',
      participant: { id: 'ig-c', name: 'Ірина', username: null, profile_pic: null },
      updated_time: '2026-11-22T12:00:00.000Z',
    });
    server.conversations.push(c);
    const before = callsOf(mock).filter((call) => call.url.includes('/conversations?')).length;
    act(() => eventBus.emitServer({ type: 'NEW_CONVERSATION', data: { conversation_id: c.id, channel_id: CHANNEL } }));
    expect(await screen.findByRole('button', { name: /Ірина/ })).toBeInTheDocument();
    expect(callsOf(mock).filter((call) => call.url.includes('/conversations?')).length).toBeGreaterThan(before);
  });

  it('a new customer’s row comes with the message as "Клієнт" and takes the name from a later NEW_CONVERSATION', async () => {
    // The server's order (api/src/modules/conversations/inbound/after-commit.ts): the message at
    // once, the customer's name once Graph gives it, then NEW_CONVERSATION (again when the name
    // came after the time box).
    const { server, pane } = await openOlena();
    await within(pane).findByText('Є сукня в розмірі M?');
    const id = '00000000-0000-4000-8000-00000000dddd';
    const first = messageFixture({
      conversation_id: id,
      message: 'Добрий день',
      created_time: '2026-11-22T12:00:00.000Z',
    });
    server.conversations.push(
      conversationFixture({
        id,
        participant: { id: 'ig-d', name: '', username: null, profile_pic: null },
        updated_time: first.created_time,
        last_message: first,
        messages: [first],
      }),
    );
    live('NEW_MESSAGE', first);
    await waitFor(() => expect(rowNames()[0]).toContain('Клієнт'));
    expect(rowNames()[0]).toContain('Добрий день');
    server.conversations = server.conversations.map((c) =>
      c.id === id ? { ...c, participant: { ...c.participant, name: 'Софія' } } : c,
    );
    act(() => eventBus.emitServer({ type: 'NEW_CONVERSATION', data: { conversation_id: id, channel_id: CHANNEL } }));
    await waitFor(() => expect(rowNames()[0]).toContain('Софія'));
    expect(rowNames().join()).not.toContain('Клієнт');
  });

  it('ignores another channel’s events', async () => {
    const { pane } = await openOlena();
    await within(pane).findByText('Є сукня в розмірі M?');
    act(() =>
      eventBus.emitServer({
        type: 'NEW_MESSAGE',
        data: { ...messageFixture({ conversation_id: A, message: 'Чужий канал' }), channel_id: 'other' },
      }),
    );
    expect(within(pane).queryByText('Чужий канал')).not.toBeInTheDocument();
  });

  it('refetches the list when the live connection becomes ready after the list was read (a page’s start)', async () => {
    const { server } = await openOlena();
    // Said while the server had not yet subscribed the page's socket: no event reaches the page.
    server.conversations.push(
      conversationFixture({
        id: '00000000-0000-4000-8000-00000000dddd',
        participant: { id: 'ig-d', name: 'Дарина', username: null, profile_pic: null },
        updated_time: '2026-11-22T12:00:00.000Z',
      }),
    );
    act(() => eventBus.emit({ type: 'realtime:status', data: { connected: true } }));
    expect(await screen.findByRole('button', { name: /Дарина/ })).toBeInTheDocument();
  });

  it('refetches the list and the open thread after the live connection comes back', async () => {
    const { mock, server, pane } = await openOlena();
    await within(pane).findByText('Є сукня в розмірі M?');
    act(() => eventBus.emit({ type: 'realtime:status', data: { connected: false } }));
    server.threads[A]!.push(messageFixture({ conversation_id: A, message: 'Поки вас не було' }));
    act(() => eventBus.emit({ type: 'realtime:status', data: { connected: true } }));
    expect(await within(pane).findByText('Поки вас не було')).toBeInTheDocument();
    expect(callsOf(mock).filter((c) => c.url.includes(`/conversations/${A}/messages`)).length).toBeGreaterThan(1);
  });
});

describe('the thread', () => {
  it('loads older messages on scroll up and keeps the reader’s place', async () => {
    const thread = Array.from({ length: 120 }, (_, i) =>
      messageFixture({
        conversation_id: A,
        message: `Рядок ${i}`,
        created_time: new Date(Date.UTC(2026, 10, 22, 0, i)).toISOString(),
      }),
    );
    installInboxApi({
      conversations: [conversationFixture({ id: A, last_message: thread.at(-1)! })],
      threads: { [A]: thread },
    });
    renderRoute('/ua/chats');
    const pane = await openConversation('Олена');
    expect(await within(pane).findByText('Рядок 119')).toBeInTheDocument();
    expect(within(pane).queryByText('Рядок 69')).not.toBeInTheDocument();
    const scroll = within(pane).getByTestId('thread-scroll');
    // jsdom has no layout: a growing scrollHeight stands for the older page taking its room above.
    let height = 5000;
    jest.spyOn(scroll, 'scrollHeight', 'get').mockImplementation(() => height);
    scroll.scrollTop = 50;
    height = 10000;
    scroll.dispatchEvent(new Event('scroll'));
    expect(await within(pane).findByText('Рядок 69')).toBeInTheDocument();
    // The place kept: the old top (50 px) moved down by the height of what came in above.
    await waitFor(() => expect(scroll.scrollTop).toBeGreaterThan(0));
  });

  it('scrolls to the last message 0.5 s after opening', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { a, b, threads } = two();
    installInboxApi({ conversations: [a, b], threads });
    renderRoute('/ua/chats');
    await user.click(await screen.findByRole('button', { name: /Олена/ }));
    const pane = await screen.findByRole('region', { name: 'Діалог з Олена' });
    await within(pane).findByText('Є сукня в розмірі M?');
    const scroll = within(pane).getByTestId('thread-scroll');
    jest.spyOn(scroll, 'scrollHeight', 'get').mockReturnValue(3000);
    scroll.scrollTop = 0;
    act(() => jest.advanceTimersByTime(400));
    expect(scroll.scrollTop).toBe(0);
    act(() => jest.advanceTimersByTime(200));
    expect(scroll.scrollTop).toBe(3000);
  });

  it('shows attachments, shared posts, story replies and comments with their post', async () => {
    const thread = [
      messageFixture({
        conversation_id: A,
        message: '',
        attachments: [{ type: 'image', payload: { url: 'https://cdn.test/p.jpg' }, asset_id: 'a1', code: null }],
      }),
      messageFixture({
        conversation_id: A,
        message: '',
        attachments: [
          {
            type: 'share',
            payload: { url: 'https://cdn.test/post.jpg', title: 'Сукня льон' },
            asset_id: 'a2',
            code: null,
          },
        ],
      }),
      messageFixture({
        conversation_id: A,
        message: 'Гарна!',
        reply_to: { mid: null, story_url: 'https://cdn.test/story.jpg' },
      }),
      messageFixture({
        conversation_id: A,
        type: 'REPLY_TO_POST',
        message: 'Ціна?',
        post_url: 'https://instagram.test/p/1',
      }),
    ];
    installInboxApi({
      conversations: [conversationFixture({ id: A, last_message: thread.at(-1)! })],
      threads: { [A]: thread },
    });
    renderRoute('/ua/chats');
    const pane = await openConversation('Олена');
    expect(await within(pane).findByRole('img', { name: 'Фото' })).toHaveAttribute('src', 'https://cdn.test/p.jpg');
    expect(within(pane).getByRole('link', { name: 'Сукня льон' })).toHaveAttribute('href', 'https://cdn.test/post.jpg');
    expect(within(pane).getByText('Відповідь на вашу сторіз', { exact: false })).toBeInTheDocument();
    expect(within(pane).getByText('Коментар до публікації', { exact: false })).toBeInTheDocument();
    expect(within(pane).getByRole('link', { name: 'Відкрити публікацію' })).toHaveAttribute(
      'href',
      'https://instagram.test/p/1',
    );
  });
});

describe('the composer', () => {
  const send = (mock: jest.Mock) =>
    callsOf(mock).filter((c) => c.method === 'POST' && c.url.endsWith('/current/messages'));

  it('send is disabled while empty; Enter sends, Shift+Enter breaks the line', async () => {
    const { mock, pane } = await openOlena();
    const input = await within(pane).findByLabelText('Повідомлення клієнту');
    expect(within(pane).getByRole('button', { name: 'Надіслати' })).toBeDisabled();
    await userEvent.type(input, 'Так, є{Shift>}{Enter}{/Shift}Розмір M');
    expect(input).toHaveValue('Так, є\nРозмір M');
    expect(send(mock)).toHaveLength(0);
    await userEvent.type(input, '{Enter}');
    await waitFor(() => expect(send(mock)).toHaveLength(1));
    expect(JSON.parse(String(send(mock)[0]!.body))).toEqual({
      idempotency_key: expect.any(String),
      message: 'Так, є\nРозмір M',
      recipient_id: 'ig-a',
    });
    await waitFor(() => expect(input).toHaveValue(''));
    expect(within(pane).getByText('Так, є', { exact: false })).toBeInTheDocument();
  });

  it('the AI draft: waiting note, the draft box, edit and send with the rejected draft, the knowledge hint', async () => {
    const { mock, pane } = await openOlena();
    const input = await within(pane).findByLabelText('Повідомлення клієнту');
    live(
      'NEW_MESSAGE',
      messageFixture({ conversation_id: A, message: 'Скільки коштує?', created_time: '2026-11-22T11:00:00.000Z' }),
    );
    expect(within(pane).getByText('Генерується відповідь АІ...')).toBeInTheDocument();
    act(() =>
      eventBus.emitServer({
        type: 'NEW_AI_PROPOSITION',
        data: { conversation_id: A, ai_proposition: 'Ціна 1200 грн.' },
      }),
    );
    expect(within(pane).queryByText('Генерується відповідь АІ...')).not.toBeInTheDocument();
    const draft = within(pane).getByRole('button', { name: /Відповідь AI.*Ціна 1200 грн\./ });
    await userEvent.click(draft);
    expect(input).toHaveValue('Ціна 1200 грн.');
    expect(within(pane).queryByRole('button', { name: /Ціна 1200 грн\./ })).not.toBeInTheDocument();
    await userEvent.type(input, ' Доставка завтра.{Enter}');
    await waitFor(() => expect(send(mock)).toHaveLength(1));
    expect(JSON.parse(String(send(mock)[0]!.body))).toEqual({
      idempotency_key: expect.any(String),
      message: 'Ціна 1200 грн. Доставка завтра.',
      recipient_id: 'ig-a',
      rejected_ai_proposition: 'Ціна 1200 грн.',
      last_user_message: 'Скільки коштує?',
    });
    expect(await within(pane).findByText('Додамо в базу знань')).toBeInTheDocument();
  });

  it('a draft sent unchanged carries no rejected draft; the cross discards a draft', async () => {
    const { mock, pane } = await openOlena();
    const input = await within(pane).findByLabelText('Повідомлення клієнту');
    act(() =>
      eventBus.emitServer({ type: 'NEW_AI_PROPOSITION', data: { conversation_id: A, ai_proposition: 'Так, є.' } }),
    );
    await userEvent.click(within(pane).getByRole('button', { name: /Так, є\./ }));
    await userEvent.type(input, '{Enter}');
    await waitFor(() => expect(send(mock)).toHaveLength(1));
    expect(JSON.parse(String(send(mock)[0]!.body))).toEqual({
      idempotency_key: expect.any(String),
      message: 'Так, є.',
      recipient_id: 'ig-a',
    });
    expect(within(pane).queryByText('Додамо в базу знань')).not.toBeInTheDocument();

    act(() =>
      eventBus.emitServer({ type: 'NEW_AI_PROPOSITION', data: { conversation_id: A, ai_proposition: 'Інша' } }),
    );
    await userEvent.click(within(pane).getByRole('button', { name: 'Відхилити відповідь AI' }));
    expect(within(pane).queryByText('Інша')).not.toBeInTheDocument();
  });

  it('a draft made past the daily AI token budget carries one line saying so; the next draft does not', async () => {
    const { pane } = await openOlena();
    const note = 'Денний ліміт токенів AI вичерпано: цю відповідь склав базовий офлайн-асистент';
    act(() =>
      eventBus.emitServer({
        type: 'NEW_AI_PROPOSITION',
        data: { conversation_id: A, ai_proposition: 'Ціна 1200 грн.', note: 'LLM_BUDGET' },
      }),
    );
    expect(within(pane).getByRole('button', { name: /Ціна 1200 грн\./ })).toBeInTheDocument();
    expect(within(pane).getByText(note)).toBeInTheDocument();
    act(() =>
      eventBus.emitServer({ type: 'NEW_AI_PROPOSITION', data: { conversation_id: A, ai_proposition: 'Так, є.' } }),
    );
    expect(within(pane).getByRole('button', { name: /Так, є\./ })).toBeInTheDocument();
    expect(within(pane).queryByText(note)).not.toBeInTheDocument();
  });

  it('PROCESSING_ERROR shows its message for 5 s', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { a, b, threads } = two();
    installInboxApi({ conversations: [a, b], threads });
    renderRoute('/ua/chats');
    await user.click(await screen.findByRole('button', { name: /Олена/ }));
    const pane = await screen.findByRole('region', { name: 'Діалог з Олена' });
    await within(pane).findByLabelText('Повідомлення клієнту');
    act(() =>
      eventBus.emitServer({
        type: 'PROCESSING_ERROR',
        data: { conversation_id: A, message: 'Асистент не зміг відповісти' },
      }),
    );
    expect(within(pane).getByRole('alert')).toHaveTextContent('Асистент не зміг відповісти');
    act(() => jest.advanceTimersByTime(4900));
    expect(within(pane).getByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(within(pane).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a send the platform refuses shows the server’s message and keeps the text', async () => {
    const { pane } = await openOlena({
      on: (call) =>
        call.method === 'POST' && call.url.endsWith('/current/messages')
          ? response(403, { error_message: 'Минуло більше 24 годин' })
          : undefined,
    });
    const input = await within(pane).findByLabelText('Повідомлення клієнту');
    await userEvent.type(input, 'Добрий день{Enter}');
    expect(await within(pane).findByRole('alert')).toHaveTextContent('Минуло більше 24 годин');
    expect(input).toHaveValue('Добрий день');
  });

  it('the request-AI-answer button needs the assistant on; it asks the server and waits', async () => {
    const { mock, pane } = await openOlena();
    await userEvent.click(await within(pane).findByRole('button', { name: 'Запитати відповідь AI' }));
    await waitFor(() =>
      expect(callsOf(mock).some((c) => c.method === 'PUT' && c.url.endsWith(`/conversations/${A}`))).toBe(true),
    );
    expect(await within(pane).findByText('Генерується відповідь АІ...')).toBeInTheDocument();
  });

  it('no request-AI-answer button with the assistant off', async () => {
    const { pane } = await openOlena({ user: userFixture({ bot_status: 'OFF' }) });
    await within(pane).findByLabelText('Повідомлення клієнту');
    expect(within(pane).queryByRole('button', { name: 'Запитати відповідь AI' })).not.toBeInTheDocument();
  });

  it('hides the composer for an unreachable customer', async () => {
    const { a, threads } = two();
    installInboxApi({ conversations: [{ ...a, blocked: true, can_we_send_message: false }], threads });
    renderRoute('/ua/chats');
    const pane = await openConversation('Олена');
    expect(await within(pane).findByText('Клієнт більше не доступний для зв’язку')).toBeInTheDocument();
    expect(within(pane).queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('sending once (issue 28)', () => {
  const sends = (mock: jest.Mock) =>
    callsOf(mock)
      .filter((c) => c.method === 'POST' && c.url.endsWith('/current/messages'))
      .map((c) => JSON.parse(String(c.body)) as { message: string; idempotency_key: string });

  it('a double click sends once; send stays disabled until the server answers', async () => {
    let answer: (r: Response) => void = () => {};
    const { mock, pane } = await openOlena({
      on: (call) =>
        call.method === 'POST' && call.url.endsWith('/current/messages')
          ? new Promise<Response>((resolve) => (answer = resolve))
          : undefined,
    });
    await userEvent.type(await within(pane).findByLabelText('Повідомлення клієнту'), 'Так, є');
    const button = within(pane).getByRole('button', { name: 'Надіслати' });
    await userEvent.dblClick(button);
    await userEvent.type(within(pane).getByLabelText('Повідомлення клієнту'), '{Enter}');
    expect(sends(mock)).toHaveLength(1);
    expect(button).toBeDisabled();
    act(() =>
      answer(response(200, { data: messageFixture({ conversation_id: A, message: 'Так, є', is_from_shop: true }) })),
    );
    await waitFor(() => expect(within(pane).getByLabelText('Повідомлення клієнту')).toHaveValue(''));
    expect(sends(mock)).toHaveLength(1);
  });

  it('a retry of a failed send, even after a reload, repeats its key; other text gets a new key', async () => {
    let fail = true;
    const on = (call: { method: string; url: string }) =>
      fail && call.method === 'POST' && call.url.endsWith('/current/messages')
        ? response(503, { error_message: 'Meta зараз недоступна' })
        : undefined;
    const first = await openOlena({ on });
    await userEvent.type(await within(first.pane).findByLabelText('Повідомлення клієнту'), 'Є M{Enter}');
    expect(await within(first.pane).findByRole('alert')).toHaveTextContent('Meta зараз недоступна');
    await userEvent.type(within(first.pane).getByLabelText('Повідомлення клієнту'), '{Enter}');
    await waitFor(() => expect(sends(first.mock)).toHaveLength(2));
    const [a, b] = sends(first.mock);
    expect(b!.idempotency_key).toBe(a!.idempotency_key);

    // A reload: the page is drawn again from nothing but this tab's session storage.
    cleanup();
    queryClient.clear();
    fail = false;
    const again = await openOlena({ on });
    const input = await within(again.pane).findByLabelText('Повідомлення клієнту');
    expect(input).toHaveValue('Є M');
    await userEvent.type(input, '{Enter}');
    await waitFor(() => expect(sends(again.mock)).toHaveLength(1));
    expect(sends(again.mock)[0]!.idempotency_key).toBe(a!.idempotency_key);
    await waitFor(() => expect(input).toHaveValue(''));
    await userEvent.type(input, 'Є M{Enter}');
    await waitFor(() => expect(sends(again.mock)).toHaveLength(2));
    expect(sends(again.mock)[1]!.idempotency_key).not.toBe(a!.idempotency_key);
  });

  it('a send that finishes after its conversation was left is not offered again on return', async () => {
    let answer: (r: Response) => void = () => {};
    const { pane } = await openOlena({
      on: (call) =>
        call.method === 'POST' && call.url.endsWith('/current/messages')
          ? new Promise<Response>((resolve) => (answer = resolve))
          : undefined,
    });
    await userEvent.type(await within(pane).findByLabelText('Повідомлення клієнту'), 'Так, є{Enter}');
    await openConversation('Марко');
    act(() =>
      answer(response(200, { data: messageFixture({ conversation_id: A, message: 'Так, є', is_from_shop: true }) })),
    );
    const back = await openConversation('Олена');
    await waitFor(() => expect(within(back).getByLabelText('Повідомлення клієнту')).toHaveValue(''));
  });

  it('text typed for a customer who became unreachable stays, with the reason, and cannot be sent', async () => {
    const { a, b, threads } = two();
    const api = installInboxApi({
      conversations: [a, b],
      threads,
      on: (call) => {
        if (call.method !== 'POST' || !call.url.endsWith('/current/messages')) return undefined;
        api.server.conversations[0] = { ...a, blocked: true, can_we_send_message: false };
        return response(403, { error_message: 'Клієнт більше не доступний для зв’язку' });
      },
    });
    renderRoute('/ua/chats');
    const pane = await openConversation('Олена');
    await userEvent.type(await within(pane).findByLabelText('Повідомлення клієнту'), 'Чекаємо на вас{Enter}');
    expect(await within(pane).findByRole('alert')).toHaveTextContent('Клієнт більше не доступний для зв’язку');
    expect(await within(pane).findByText(/Текст не надіслано і збережено/)).toBeInTheDocument();
    expect(within(pane).getByLabelText('Повідомлення клієнту')).toHaveValue('Чекаємо на вас');
    expect(within(pane).getByRole('button', { name: 'Надіслати' })).toBeDisabled();
    expect(within(pane).queryByRole('button', { name: 'Запитати відповідь AI' })).not.toBeInTheDocument();
  });
});

describe('comment-reply mode', () => {
  const comment = (over: Partial<Message> = {}) =>
    messageFixture({
      conversation_id: A,
      type: 'REPLY_TO_POST',
      message: 'Яка ціна?',
      platform_id: 'cm-1',
      post_url: 'https://instagram.test/p/1',
      ...over,
    });

  it('“Відповісти коментарем” sends a public reply to that comment; the cross cancels', async () => {
    const c = comment();
    const { mock } = installInboxApi({
      conversations: [conversationFixture({ id: A, last_message: c })],
      threads: { [A]: [c] },
    });
    renderRoute('/ua/chats');
    const pane = await openConversation('Олена');
    await userEvent.click(await within(pane).findByRole('button', { name: 'Відповісти коментарем' }));
    expect(within(pane).getByText('Відповідь коментарем під публікацією')).toBeInTheDocument();
    await userEvent.click(within(pane).getByRole('button', { name: 'Скасувати відповідь коментарем' }));
    expect(within(pane).queryByText('Відповідь коментарем під публікацією')).not.toBeInTheDocument();
    await userEvent.click(within(pane).getByRole('button', { name: 'Відповісти коментарем' }));
    await userEvent.type(within(pane).getByLabelText('Відповідь у коментарях'), 'Ціна в Direct{Enter}');
    await waitFor(() => expect(callsOf(mock).some((call) => call.url.endsWith('/reply-to-comment'))).toBe(true));
    const reply = callsOf(mock).find((call) => call.url.endsWith('/reply-to-comment'))!;
    expect(JSON.parse(String(reply.body))).toEqual({
      text: 'Ціна в Direct',
      conversation_id: A,
      comment_id: 'cm-1',
      idempotency_key: expect.any(String),
    });
    await waitFor(() =>
      expect(within(pane).queryByText('Відповідь коментарем під публікацією')).not.toBeInTheDocument(),
    );
  });

  it('a direct draft for a comment is sent as a private reply to it, even with no Direct window', async () => {
    const c = comment();
    const { mock } = installInboxApi({
      conversations: [conversationFixture({ id: A, last_message: c, can_we_send_message: false })],
      threads: { [A]: [c] },
    });
    renderRoute('/ua/chats');
    const pane = await openConversation('Олена');
    // Only a public reply is possible until the draft for a private reply comes.
    expect(await within(pane).findByLabelText('Відповідь у коментарях')).toBeInTheDocument();
    act(() =>
      eventBus.emitServer({
        type: 'NEW_AI_PROPOSITION',
        data: { conversation_id: A, ai_proposition: 'Написали вам у Direct', comment_id: 'cm-1' },
      }),
    );
    await userEvent.click(await within(pane).findByRole('button', { name: /Написали вам у Direct/ }));
    expect(within(pane).getByText('Приватна відповідь у Direct на коментар')).toBeInTheDocument();
    await userEvent.type(within(pane).getByLabelText('Повідомлення клієнту'), '{Enter}');
    await waitFor(() => expect(callsOf(mock).some((call) => call.url.endsWith('/current/messages'))).toBe(true));
    const sent = callsOf(mock).find((call) => call.url.endsWith('/current/messages'))!;
    expect(JSON.parse(String(sent.body))).toEqual({
      idempotency_key: expect.any(String),
      message: 'Написали вам у Direct',
      recipient_id: 'igsid-aaaa',
      comment_id: 'cm-1',
    });
  });

  it('“Відповісти в Direct” by hand: once per comment, within 7 days, next to the public reply', async () => {
    const ago = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();
    const fresh = comment({ platform_id: 'cm-new', message: 'Є в чорному?', created_time: ago(2) });
    const old = comment({ platform_id: 'cm-old', message: 'А в синьому?', created_time: ago(8 * 24) });
    const answered = comment({ platform_id: 'cm-done', message: 'Ціна?', created_time: ago(5) });
    const reply = messageFixture({
      conversation_id: A,
      is_from_shop: true,
      parent_id: 'cm-done',
      message: 'Написали в Direct',
      created_time: ago(4),
    });
    const thread = [old, answered, reply, fresh];
    const { mock } = installInboxApi({
      conversations: [conversationFixture({ id: A, last_message: fresh, can_we_send_message: false })],
      threads: { [A]: thread },
    });
    renderRoute('/ua/chats');
    const pane = await openConversation('Олена');
    await within(pane).findByText('Є в чорному?');
    const items = within(pane).getAllByRole('listitem');
    const itemOf = (text: string) => items.find((li) => li.textContent?.includes(text))!;
    expect(within(itemOf('А в синьому?')).queryByRole('button', { name: 'Відповісти в Direct' })).toBeNull();
    expect(within(itemOf('Ціна?')).queryByRole('button', { name: 'Відповісти в Direct' })).toBeNull();
    const fromFresh = within(itemOf('Є в чорному?'));
    expect(fromFresh.getByRole('button', { name: 'Відповісти коментарем' })).toBeInTheDocument();
    await userEvent.click(fromFresh.getByRole('button', { name: 'Відповісти в Direct' }));
    expect(within(pane).getByText('Приватна відповідь у Direct на коментар')).toBeInTheDocument();
    await userEvent.type(within(pane).getByLabelText('Повідомлення клієнту'), 'Так, є в чорному{Enter}');
    await waitFor(() => expect(callsOf(mock).some((call) => call.url.endsWith('/current/messages'))).toBe(true));
    const sent = callsOf(mock).find((call) => call.url.endsWith('/current/messages'))!;
    expect(JSON.parse(String(sent.body))).toMatchObject({ message: 'Так, є в чорному', comment_id: 'cm-new' });
  });

  it('a new comment enters the mode by itself in the COMMENT_ONLY scenario', async () => {
    const c = comment();
    installInboxApi({
      conversations: [conversationFixture({ id: A, last_message: c })],
      threads: { [A]: [c] },
      user: userFixture({ comment_response_scenario: 'COMMENT_ONLY' }),
    });
    renderRoute('/ua/chats');
    const pane = await openConversation('Олена');
    await within(pane).findByLabelText('Повідомлення клієнту');
    live(
      'NEW_COMMENT',
      comment({ platform_id: 'cm-2', message: 'А розмір S?', created_time: '2026-11-22T11:00:00.000Z' }),
    );
    expect(within(pane).getByText('Відповідь коментарем під публікацією')).toBeInTheDocument();
  });
});

describe('the article-code form', () => {
  it('under a customer photo: disabled while empty, then “Артикул додано” for 5 s', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const photo = messageFixture({
      conversation_id: A,
      message: '',
      attachments: [{ type: 'image', payload: { url: 'https://cdn.test/p.jpg' }, asset_id: 'a1', code: null }],
    });
    const { mock } = installInboxApi({
      conversations: [conversationFixture({ id: A, last_message: photo })],
      threads: { [A]: [photo] },
    });
    renderRoute('/ua/chats');
    await user.click(await screen.findByRole('button', { name: /Олена/ }));
    const pane = await screen.findByRole('region', { name: 'Діалог з Олена' });
    const add = await within(pane).findByRole('button', { name: 'Додати' });
    expect(add).toBeDisabled();
    await user.type(within(pane).getByLabelText('Артикул'), 'VT-1001');
    await user.click(add);
    expect(await within(pane).findByText('Артикул додано')).toBeInTheDocument();
    const put = callsOf(mock).find((c) => c.method === 'PUT' && c.url.endsWith(`/conversations/${A}/${photo.id}`))!;
    expect(JSON.parse(String(put.body))).toEqual({ code: 'VT-1001', asset_id: 'a1' });
    act(() => jest.advanceTimersByTime(5100));
    expect(within(pane).queryByText('Артикул додано')).not.toBeInTheDocument();
  });

  it('“Помилка додавання артикулу” when the server refuses', async () => {
    const photo = messageFixture({
      conversation_id: A,
      message: '',
      attachments: [{ type: 'image', payload: { url: 'https://cdn.test/p.jpg' }, asset_id: 'a1', code: null }],
    });
    installInboxApi({
      conversations: [conversationFixture({ id: A, last_message: photo })],
      threads: { [A]: [photo] },
      on: (call) =>
        call.method === 'PUT' && call.url.endsWith(photo.id) ? new Response('{}', { status: 500 }) : undefined,
    });
    renderRoute('/ua/chats');
    const pane = await openConversation('Олена');
    await userEvent.type(await within(pane).findByLabelText('Артикул'), 'VT-1');
    await userEvent.click(within(pane).getByRole('button', { name: 'Додати' }));
    expect(await within(pane).findByText('Помилка додавання артикулу')).toBeInTheDocument();
  });
});

describe('the assistant toggle', () => {
  it('sends the opposite status and refetches the user; a failure shows the server’s message', async () => {
    const { a, b, threads } = two();
    let fail = false;
    const { mock } = installInboxApi({
      conversations: [a, b],
      threads,
      on: (call) =>
        fail && call.method === 'PUT' && call.url.endsWith('/api/v1/users')
          ? response(503, { error_message: 'Спробуйте пізніше' })
          : undefined,
    });
    renderRoute('/ua/chats');
    const [toggle] = await screen.findAllByRole('switch', { name: 'AI-асистент' });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    await userEvent.click(toggle!);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    const put = callsOf(mock).find((c) => c.method === 'PUT' && c.url.endsWith('/api/v1/users'))!;
    expect(JSON.parse(String(put.body))).toEqual({ bot_status: 'OFF' });
    fail = true;
    await userEvent.click(toggle!);
    expect(await screen.findByText('Спробуйте пізніше')).toBeInTheDocument();
  });
});

export type { Conversation };
