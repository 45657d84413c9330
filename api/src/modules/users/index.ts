// The users module's public surface (api/README.md "Module boundaries").
export { UsersRepository } from './repository';
