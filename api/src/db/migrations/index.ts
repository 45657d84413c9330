import type { Migration } from 'kysely/migration';
import { m0001_init } from './0001_init';
import { m0003_channels } from './0003_channels';
import { m0004_sandbox } from './0004_sandbox';

/** Every migration, by name (sorted by name when applied). Add new ones here. */
export const migrations: Record<string, Migration> = {
  '0001_init': m0001_init,
  '0003_channels': m0003_channels,
  '0004_sandbox': m0004_sandbox,
};
