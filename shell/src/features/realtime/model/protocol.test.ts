import {
  SERVER_EVENT_TYPES as CONTRACT_EVENT_TYPES,
  serverControlSchema,
  serverEventSchema,
} from '@vitrina/shared/contracts';
import { classifyServerMessage } from './protocol';

describe('live connection protocol (hand-written checks of the realtime contract)', () => {
  const samples: unknown[] = [
    ...CONTRACT_EVENT_TYPES.map((type) => ({ type, data: { conversation_id: 'c1' } })),
    { type: 'NEW_MESSAGE', data: {}, extra: 1 },
    { type: 'NEW_MESSAGE', data: [] },
    { type: 'NEW_MESSAGE', data: null },
    { type: 'NEW_MESSAGE' },
    { type: 'SOMETHING_ELSE', data: {} },
    { type: 'READY', data: { user_id: 'u1' } },
    { type: 'READY', data: { user_id: 7 } },
    { type: 'READY', data: {} },
    { type: 'READY' },
    { data: {} },
    [],
    null,
    'NEW_MESSAGE',
    42,
  ];

  it.each(samples.map((sample) => [JSON.stringify(sample), sample]))(
    'classifies %s as the schemas do',
    (_name, sample) => {
      const event = serverEventSchema.safeParse(sample);
      const expected = event.success
        ? { kind: 'event', event: event.data }
        : serverControlSchema.safeParse(sample).success
          ? { kind: 'control' }
          : { kind: 'unknown' };
      expect(classifyServerMessage(sample)).toEqual(expected);
    },
  );
});
