// Zod-free constants of the orders contract (issue 31, docs/product.md §9.8), for the front end's
// first load and the realtime types.

export const ORDER_STATUSES = ['NEW', 'CONFIRMED', 'SHIPPED', 'DONE', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Statuses whose lines hold a reservation of stock (docs/product.md §9.8). */
export const RESERVING_STATUSES: readonly OrderStatus[] = ['CONFIRMED', 'SHIPPED'];
/** Allowed status changes; DONE and CANCELLED are final. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  NEW: ['CONFIRMED', 'CANCELLED'],
  CONFIRMED: ['SHIPPED', 'CANCELLED'],
  SHIPPED: ['DONE', 'CANCELLED'],
  DONE: [],
  CANCELLED: [],
};
export const DELIVERY_TYPES = ['NOVA_POSHTA_BRANCH', 'NOVA_POSHTA_LOCKER', 'COURIER'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];
export const PAYMENT_TYPES = ['COD', 'PREPAID'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Realtime payload of ORDER_CREATED / ORDER_UPDATED. */
export interface OrderEventData {
  order_id: string;
  number: number;
  status: OrderStatus;
  conversation_id: string | null;
}
