// Jest's global tear-down: removes what test/global-setup.ts made.
import { dropTemplates } from './db-template';

export default dropTemplates;
