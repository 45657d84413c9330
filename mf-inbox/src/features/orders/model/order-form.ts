import type { DeliveryType, Order, OrderCreateRequest, OrderDraft, OrderUpdateRequest, PaymentType } from '../types';

/** The order's editable fields as the panel and the order page hold them. */
export interface OrderFormValues {
  customer_name: string;
  phone: string;
  delivery_type: DeliveryType;
  city: string;
  branch: string;
  address: string;
  /** Nova Poshta's refs of the city and branch when chosen from its directory (docs/product.md §9.11). */
  city_ref: string | null;
  warehouse_ref: string | null;
  payment: PaymentType | '';
  note: string;
  /** `color`: the product's colour, for a code the stock file has in several (docs/product.md §9.4). */
  lines: Array<{ code: string; color?: string; size: string; quantity: number }>;
}

export type OrderFormErrors = Partial<
  Record<'customer_name' | 'phone' | 'city' | 'branch' | 'address' | 'payment' | 'lines', string>
>;

/** The values the conversation gave (docs/product.md §9.8); the owner fills or corrects the rest. */
export function fromDraft(d: OrderDraft): OrderFormValues {
  return {
    customer_name: d.customer_name ?? '',
    phone: d.phone ?? '',
    delivery_type: d.delivery.type ?? 'NOVA_POSHTA_BRANCH',
    city: d.delivery.city ?? '',
    branch: d.delivery.branch ?? '',
    address: d.delivery.address ?? '',
    city_ref: null,
    warehouse_ref: null,
    payment: d.payment ?? '',
    note: '',
    lines: d.lines.map((l) => ({ code: l.code, color: l.color, size: l.size, quantity: l.quantity })),
  };
}

export function fromOrder(o: Order): OrderFormValues {
  return {
    customer_name: o.customer_name,
    phone: o.phone,
    delivery_type: o.delivery.type,
    city: o.delivery.city,
    branch: o.delivery.branch ?? '',
    address: o.delivery.address ?? '',
    city_ref: o.delivery.city_ref,
    warehouse_ref: o.delivery.warehouse_ref,
    payment: o.payment,
    note: o.note,
    lines: o.lines.map((l) => ({ code: l.code, color: l.color, size: l.size, quantity: l.quantity })),
  };
}

/** The phone rule of docs/product.md §4.1: optional plus, 10–15 digits (spaces, hyphens, brackets allowed). */
export function phoneOk(value: string): boolean {
  const v = value.trim();
  const digits = v.replace(/\D/g, '').length;
  return /^\+?[0-9 ()-]{10,20}$/.test(v) && digits >= 10 && digits <= 15;
}

/** Message keys (orders.errors.*) of what the owner must still fill. */
export function validate(v: OrderFormValues): OrderFormErrors {
  const e: OrderFormErrors = {};
  if (!v.customer_name.trim()) e.customer_name = 'orders.errors.name';
  if (!v.phone.trim()) e.phone = 'orders.errors.phoneRequired';
  else if (!phoneOk(v.phone)) e.phone = 'orders.errors.phone';
  if (!v.city.trim()) e.city = 'orders.errors.city';
  if (v.delivery_type === 'COURIER' ? !v.address.trim() : !v.branch.trim()) {
    if (v.delivery_type === 'COURIER') e.address = 'orders.errors.address';
    else e.branch = 'orders.errors.branch';
  }
  if (!v.payment) e.payment = 'orders.errors.payment';
  if (v.lines.length === 0) e.lines = 'orders.errors.lines';
  else if (v.lines.some((l) => !Number.isInteger(l.quantity) || l.quantity < 1 || l.quantity > 100))
    e.lines = 'orders.errors.quantity';
  return e;
}

function delivery(v: OrderFormValues) {
  return {
    type: v.delivery_type,
    city: v.city.trim(),
    ...(v.delivery_type === 'COURIER'
      ? { address: v.address.trim() }
      : {
          branch: v.branch.trim(),
          ...(v.city_ref && v.warehouse_ref ? { city_ref: v.city_ref, warehouse_ref: v.warehouse_ref } : {}),
        }),
  };
}

export function toCreateRequest(v: OrderFormValues, conversationId: string | null): OrderCreateRequest {
  return {
    conversation_id: conversationId,
    customer_name: v.customer_name.trim(),
    phone: v.phone.trim(),
    delivery: delivery(v),
    payment: v.payment as PaymentType,
    note: v.note.trim() || undefined,
    lines: v.lines,
  };
}

/** The fields of an existing order; its lines only while it is NEW (the server's rule). */
export function toUpdateRequest(v: OrderFormValues, withLines: boolean): OrderUpdateRequest {
  return {
    customer_name: v.customer_name.trim(),
    phone: v.phone.trim(),
    delivery: delivery(v),
    payment: v.payment as PaymentType,
    note: v.note.trim(),
    ...(withLines ? { lines: v.lines } : {}),
  };
}
