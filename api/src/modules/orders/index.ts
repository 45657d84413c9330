// The orders module's public surface (api/README.md "Module boundaries").
export type { OrdersService } from './service';
