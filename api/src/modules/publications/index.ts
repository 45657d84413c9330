// The publications module's public surface (api/README.md "Module boundaries").
export type { PublicationsService } from './service';
