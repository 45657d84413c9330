import type { InfiniteData } from '@tanstack/react-query';
import type { Conversation, ConversationSort, Message, Page } from '../types';

// Pure updates of the cached pages that live events make (docs/product.md §9.2 "Live events").
// Conversation pages come in list order; message pages newest page first, each page oldest first.

export type Pages<T> = InfiniteData<Page<T>>;

const mapPages = <T>(data: Pages<T>, fn: (items: T[]) => T[]): Pages<T> => ({
  ...data,
  pages: data.pages.map((page) => ({ ...page, data: fn(page.data) })),
});

/** Adds the message to a thread, or replaces the one with its id (an edit, or a send's echo). */
export function upsertMessage(data: Pages<Message>, message: Message): Pages<Message> {
  if (data.pages.some((p) => p.data.some((m) => m.id === message.id))) {
    return mapPages(data, (items) => items.map((m) => (m.id === message.id ? message : m)));
  }
  const [newest, ...older] = data.pages;
  if (!newest) return { ...data, pages: [{ data: [message], paging: { next_cursor: null } }], pageParams: [null] };
  // In the server's order: by the platform's time, then arrival (a later arrival goes after its ties).
  const at = newest.data.findIndex((m) => m.created_time > message.created_time);
  const items = at === -1 ? [...newest.data, message] : newest.data.toSpliced(at, 0, message);
  return { ...data, pages: [{ ...newest, data: items }, ...older] };
}

export function removeMessage(data: Pages<Message>, messageId: string): Pages<Message> {
  return mapPages(data, (items) => items.filter((m) => m.id !== messageId));
}

/** Every message of the thread read (opening a conversation marks them read locally). */
export function markMessagesRead(data: Pages<Message>): Pages<Message> {
  return mapPages(data, (items) => items.map((m) => (m.is_read ? m : { ...m, is_read: true })));
}

/** The thread oldest first, as shown. */
export function threadOf(data: Pages<Message> | undefined): Message[] {
  if (!data) return [];
  return data.pages.toReversed().flatMap((p) => p.data);
}

export function findConversation(data: Pages<Conversation> | undefined, id: string): Conversation | undefined {
  for (const page of data?.pages ?? []) {
    const found = page.data.find((c) => c.id === id);
    if (found) return found;
  }
  return undefined;
}

/**
 * A message event on a conversation of the list: its last message and `updated_time` move on, it
 * can be written to again (docs/product.md §9.2), and a customer's new message counts as unread.
 */
/** Done, or snoozed: a customer's new message opens it again. */
export const isClosed = (c: Conversation) => c.status === 'DONE' || c.status === 'SNOOZED';

export function applyMessageToConversation(
  data: Pages<Conversation>,
  message: Message,
  { isNew }: { isNew: boolean },
): Pages<Conversation> {
  return mapPages(data, (items) =>
    items.map((c) => {
      if (c.id !== message.conversation_id) return c;
      const newer = !c.last_message || message.created_time >= c.last_message.created_time;
      const fromCustomer = !message.is_from_shop;
      // A customer's new message opens a done or snoozed conversation again, as the server does
      // (docs/product.md §9.15).
      const reopens = isNew && fromCustomer && isClosed(c);
      return {
        ...c,
        ...(reopens && { status: 'OPEN' as const, snoozed_until: null }),
        can_we_send_message: true,
        updated_time: newer && message.created_time > c.updated_time ? message.created_time : c.updated_time,
        last_message: newer || c.last_message?.id === message.id ? message : c.last_message,
        messages: newer || c.last_message?.id === message.id ? [message] : c.messages,
        unread: isNew && fromCustomer ? c.unread + 1 : c.unread,
      };
    }),
  );
}

export function markConversationRead(data: Pages<Conversation>, id: string): Pages<Conversation> {
  return mapPages(data, (items) => items.map((c) => (c.id === id && c.unread !== 0 ? { ...c, unread: 0 } : c)));
}

/**
 * The loaded conversations in the chosen order, each once (a live update can move one between
 * pages). Ties keep the server's order.
 */
export function sortedConversations(data: Pages<Conversation> | undefined, sort: ConversationSort): Conversation[] {
  const seen = new Set<string>();
  const all: Conversation[] = [];
  for (const page of data?.pages ?? []) {
    for (const c of page.data) {
      if (seen.has(c.id)) continue;
      seen.add(c.id);
      all.push(c);
    }
  }
  const sign = sort === 'new' ? -1 : 1;
  return all.sort((a, b) => (a.updated_time === b.updated_time ? 0 : a.updated_time < b.updated_time ? -sign : sign));
}
