// Jest's global set-up: the run's migrated databases, copied by every test app (test/db-template.ts).
import { prepareTemplates } from './db-template';

export default prepareTemplates;
