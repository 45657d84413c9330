import { createRealtimeClient } from './realtime-client';

/** The page's one live connection; bootstrap starts it. */
export const realtime = createRealtimeClient();
export { RECONNECT_MS, createRealtimeClient, type RealtimeStatus } from './realtime-client';
