// The auth module's public surface (api/README.md "Module boundaries").
export { TokenRepository } from './repository';
export { loginLockPrefix, type AuthService } from './service';
export type { Sessions } from './sessions';
export type { AccessClaims } from './tokens';
