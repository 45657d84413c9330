// The orders module's public surface (api/README.md "Module boundaries").
export type { OrdersService } from './service';
export type { OrderItems } from './service';
export type { WordsReader } from './collect';
export { addsItem, BOTH, DROPS, MAX_CHOICES, SAME_SIZE, wantsToOrder } from './collect';
