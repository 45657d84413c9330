// The realtime module's public surface (api/README.md "Module boundaries").
export type { RealtimeHub } from './hub';
