// Issue 47 item 9: a message is stored whole, the readers parse its first READ_TEXT_MAX characters.
import type { Message } from '@vitrina/shared/contracts';
import { READ_TEXT_MAX, readablePart } from '../src/lib/inbound-text';
import { InboxEvents, type CustomerMessageStored } from '../src/modules/conversations/events';

const log = { error: jest.fn() } as unknown as ConstructorParameters<typeof InboxEvents>[0];

describe('the part of an inbound message the readers parse', () => {
  it('keeps a short text whole and cuts a long one to READ_TEXT_MAX characters', () => {
    expect(readablePart('беру VT-101')).toBe('беру VT-101');
    expect(readablePart('x'.repeat(40_000))).toHaveLength(READ_TEXT_MAX);
  });

  it("hands the assistant's listeners the first READ_TEXT_MAX + 1 characters, the stored message untouched", async () => {
    const events = new InboxEvents(log);
    const seen: string[] = [];
    events.onCustomerMessage((e) => {
      seen.push(e.message.message);
    });
    const message = { id: 'm1', message: `беру VT-101 ${'a'.repeat(40_000)}` } as Message;
    const event = {
      userId: 'u',
      channelId: 'c',
      conversationId: 'v',
      kind: 'DIRECT',
      message,
    } as CustomerMessageStored;
    await events.emitCustomerMessage(event);
    // One character past the limit: the assistant still knows the message is too long to answer.
    expect(seen).toEqual([message.message.slice(0, READ_TEXT_MAX + 1)]);
    expect(message.message).toHaveLength(40_012);
  });
});
