import { messageFixture } from '../../../testing/chats-api';
import { threadOf, upsertMessage, type Pages } from './cache';
import type { Message } from '../types';

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
