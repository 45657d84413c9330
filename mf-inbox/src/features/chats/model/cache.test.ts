import { conversationFixture, messageFixture } from '../../../testing/chats-api';
import { applyMessageToConversation, threadOf, upsertMessage, type Pages } from './cache';
import type { Conversation, Message } from '../types';

const page = (data: Message[]): Pages<Message> => ({
  pages: [{ data, paging: { next_cursor: null } }],
  pageParams: [null],
});

describe('upsertMessage: a live message takes its place as the server orders it (issue 47)', () => {
  it('by the platform’s time, after its ties (they arrived before it)', () => {
    const first = messageFixture({ id: 'm1', message: 'перше', created_time: '2026-11-28T10:00:01.000Z' });
    const third = messageFixture({ id: 'm3', message: 'третє', created_time: '2026-11-28T10:00:03.000Z' });
    const late = messageFixture({ id: 'm2', message: 'друге', created_time: '2026-11-28T10:00:02.000Z' });
    const tie = messageFixture({ id: 'm4', message: 'четверте', created_time: '2026-11-28T10:00:03.000Z' });
    const thread = upsertMessage(upsertMessage(page([first, third]), late), tie);
    expect(threadOf(thread).map((m) => m.message)).toEqual(['перше', 'друге', 'третє', 'четверте']);
  });
});

describe('applyMessageToConversation: a customer’s new message opens a done conversation again (issue 51)', () => {
  const list = (c: Conversation): Pages<Conversation> =>
    ({
      pages: [{ data: [c], paging: { next_cursor: null } }],
      pageParams: [null],
    }) as unknown as Pages<Conversation>;
  const done = conversationFixture({ status: 'DONE', snoozed_until: null });
  const later = (fromShop: boolean) =>
    messageFixture({ conversation_id: done.id, is_from_shop: fromShop, created_time: '2030-01-01T00:00:00Z' });

  it('the customer’s message opens it; the shop’s or a repeat does not', () => {
    const status = (data: Pages<Conversation>) => data.pages[0]!.data[0]!.status;
    expect(status(applyMessageToConversation(list(done), later(false), { isNew: true }))).toBe('OPEN');
    expect(status(applyMessageToConversation(list(done), later(true), { isNew: true }))).toBe('DONE');
    expect(status(applyMessageToConversation(list(done), later(false), { isNew: false }))).toBe('DONE');
    const snoozed = conversationFixture({ status: 'SNOOZED', snoozed_until: '2030-02-01T00:00:00Z' });
    const opened = applyMessageToConversation(
      list(snoozed),
      { ...later(false), conversation_id: snoozed.id },
      { isNew: true },
    );
    expect(opened.pages[0]!.data[0]).toMatchObject({ status: 'OPEN', snoozed_until: null });
  });
});
