// Jest's global tear-down: removes what test/global-setup.ts made.
import { dropTemplates } from './db-template';
import { removeImportWorker } from './import-worker';

export default async function globalTeardown(): Promise<void> {
  removeImportWorker();
  await dropTemplates();
}
