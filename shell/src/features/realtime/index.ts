import { createRealtimeClient } from './api/realtime-client';

/** The page's one live connection; bootstrap loads this chunk at the first sign-in and starts it. */
export const realtime = createRealtimeClient();
