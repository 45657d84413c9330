// The shipping module's public surface (api/README.md "Module boundaries").
export type { ShippingService } from './service';
export { shippingModule } from './plugin';
