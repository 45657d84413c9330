// The billing module's public surface (api/README.md "Module boundaries").
export type { BillingService } from './service';
export { billingModule, type BillingSandboxClock } from './plugin';
