// The push module's public surface (api/README.md "Module boundaries").
export { pushModule } from './plugin';
export type { PushService } from './service';
