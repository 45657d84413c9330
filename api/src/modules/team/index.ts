// The team module's public surface (api/README.md "Module boundaries").
export { teamModule } from './plugin';
export { TeamRepository } from './repository';
export { identityOf } from './routes';
export { IdentityResolver, type Identity } from './identity';
export type { TeamService } from './service';
