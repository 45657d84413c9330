import type { ServerEvent } from '../src/contracts/constants/realtime';
import { eventBus, type AppEvent } from '../src';

describe('eventBus', () => {
  it('on(type) passes only server events of that type, typed by it', () => {
    const removed: string[] = [];
    const sub = eventBus.on('MESSAGE_REMOVED').subscribe((event) => {
      // Typed: data is MessageRemovedData here.
      removed.push(`${event.data.conversation_id}/${event.data.message_id}`);
    });
    const events: ServerEvent[] = [
      { type: 'NEW_MESSAGE', data: { conversation_id: 'c1', id: 'm1' } },
      { type: 'MESSAGE_REMOVED', data: { conversation_id: 'c1', message_id: 'm1' } },
      { type: 'PROCESSING_ERROR', data: { conversation_id: 'c2', message: 'boom' } },
      { type: 'MESSAGE_REMOVED', data: { conversation_id: 'c2', message_id: 'm9' } },
    ];
    events.forEach((e) => eventBus.emitServer(e));
    sub.unsubscribe();
    expect(removed).toEqual(['c1/m1', 'c2/m9']);
  });

  it('server$ carries every server event in order', () => {
    const types: string[] = [];
    const sub = eventBus.server$.subscribe((e) => types.push(e.type));
    eventBus.emitServer({ type: 'NEW_CONVERSATION', data: {} });
    eventBus.emitServer({
      type: 'NEW_AI_PROPOSITION',
      data: { conversation_id: 'c', ai_proposition: 'Так, є розмір M' },
    });
    sub.unsubscribe();
    expect(types).toEqual(['NEW_CONVERSATION', 'NEW_AI_PROPOSITION']);
  });

  it('app events stay apart from server events and filter by type', () => {
    const server: unknown[] = [];
    const changed: string[] = [];
    const all: AppEvent['type'][] = [];
    const subs = [
      eventBus.server$.subscribe((e) => server.push(e)),
      eventBus.onApp('channel:changed').subscribe((e) => changed.push(e.data.channelId)),
      eventBus.app$.subscribe((e) => all.push(e.type)),
    ];
    eventBus.emit({ type: 'realtime:status', data: { connected: true } });
    eventBus.emit({ type: 'channel:changed', data: { channelId: 'ch-2' } });
    subs.forEach((s) => s.unsubscribe());
    expect(server).toEqual([]);
    expect(changed).toEqual(['ch-2']);
    expect(all).toEqual(['realtime:status', 'channel:changed']);
  });

  it('a late subscriber does not receive earlier events (live stream, not a replay)', () => {
    eventBus.emitServer({ type: 'NEW_CONVERSATION', data: {} });
    const seen: unknown[] = [];
    const sub = eventBus.server$.subscribe((e) => seen.push(e));
    sub.unsubscribe();
    expect(seen).toEqual([]);
  });
});
