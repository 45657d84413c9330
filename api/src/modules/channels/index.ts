// The channels module's public surface (api/README.md "Module boundaries").
export type { ChannelsRepository } from './repository';
export type { ChannelsService } from './service';
