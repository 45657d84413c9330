// The analytics module's public surface (api/README.md "Module boundaries").
export { analyticsModule } from './plugin';
export type { AnalyticsService } from './service';
