// Jest's global set-up: the run's migrated databases, copied by every test app (test/db-template.ts),
// and the import worker's bundle (test/import-worker.ts).
import { prepareTemplates } from './db-template';
import { prepareImportWorker } from './import-worker';

export default async function globalSetup(): Promise<void> {
  prepareImportWorker();
  await prepareTemplates();
}
