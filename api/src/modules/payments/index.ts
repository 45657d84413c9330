// The payments module's public surface (api/README.md "Module boundaries").
export type { PaymentsService } from './service';
export { paymentsModule, monobankHttp } from './plugin';
export { MonobankProvider, type CardCharge, type InvoiceOutcome, type InvoiceRequest } from './provider';
