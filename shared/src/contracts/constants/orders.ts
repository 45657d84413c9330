// Zod-free constants of the orders contract (issue 31, docs/product.md §9.8), for the front end's
// first load and the realtime types.

export const ORDER_STATUSES = ['NEW', 'CONFIRMED', 'SHIPPED', 'RETURNING', 'RETURNED', 'DONE', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/**
 * Statuses whose lines hold a reservation of stock (docs/product.md §9.8): a parcel coming back
 * (RETURNING) still holds its items; they are the shop's again once it is back (RETURNED).
 */
export const RESERVING_STATUSES: readonly OrderStatus[] = ['CONFIRMED', 'SHIPPED', 'RETURNING'];
/** Allowed status changes; DONE, RETURNED and CANCELLED are final. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  NEW: ['CONFIRMED', 'CANCELLED'],
  CONFIRMED: ['SHIPPED', 'CANCELLED'],
  SHIPPED: ['DONE', 'RETURNING', 'CANCELLED'],
  RETURNING: ['RETURNED', 'CANCELLED'],
  RETURNED: [],
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
  /** ORDER_UPDATED of a status change: the status it had (a push tells the owner of a parcel coming back). */
  previous_status?: OrderStatus;
}
