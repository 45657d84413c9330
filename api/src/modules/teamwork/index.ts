// The teamwork module's public surface (api/README.md "Module boundaries").
export { teamworkModule } from './plugin';
export type { TeamworkService } from './service';
