// The payments module's public surface (api/README.md "Module boundaries").
export type { PaymentsService } from './service';
export { paymentsModule } from './plugin';
