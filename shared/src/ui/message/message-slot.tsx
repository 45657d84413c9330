import { Message } from './message';
import type { TimedMessage } from './use-timed-message';

/** Where a form shows its timed message (useTimedMessage): nothing, or the message, new per show. */
export function MessageSlot({ message }: { message: TimedMessage | null }) {
  if (!message) return null;
  return (
    <Message key={message.id} kind={message.kind}>
      {message.text}
    </Message>
  );
}
