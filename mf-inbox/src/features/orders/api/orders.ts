import { requestData, requestFile } from '@vitrina/shared';
import type {
  Order,
  OrderCreateRequest,
  OrderDraft,
  OrderFilters,
  OrderUpdateRequest,
  Page,
  Payment,
  Shipment,
  WaybillRequest,
} from '../types';

// The order calls (docs/product.md §9.8, api/README.md).
export const ORDERS_PAGE = 20;

const listQuery = (f: Omit<OrderFilters, 'page'>) => ({
  status: f.status || undefined,
  q: f.q.trim() || undefined,
  from: f.from || undefined,
  to: f.to || undefined,
});

export const fetchOrders = (filters: OrderFilters, signal?: AbortSignal) =>
  requestData<Page<Order>>('/api/v1/orders', {
    query: { ...listQuery(filters), page: filters.page, size: ORDERS_PAGE },
    signal,
  });

/** The orders made from one conversation (the panel names them, so none is made twice by mistake). */
export const fetchConversationOrders = (conversationId: string, signal?: AbortSignal) =>
  requestData<Page<Order>>('/api/v1/orders', { query: { conversation_id: conversationId, size: 100 }, signal });

export const fetchOrder = (id: string, signal?: AbortSignal) =>
  requestData<Order>(`/api/v1/orders/${encodeURIComponent(id)}`, { signal });

export const fetchOrderDraft = (conversationId: string, signal?: AbortSignal) =>
  requestData<OrderDraft>('/api/v1/orders/draft', { query: { conversation_id: conversationId }, signal });

export const createOrder = (body: OrderCreateRequest) => requestData<Order>('/api/v1/orders', { method: 'POST', body });

export const updateOrder = (id: string, body: OrderUpdateRequest) =>
  requestData<Order>(`/api/v1/orders/${encodeURIComponent(id)}`, { method: 'PATCH', body });

/** The filtered orders as a CSV file in the owner's language (GET /api/v1/orders/export.csv). */
export function fetchOrdersCsv(filters: Omit<OrderFilters, 'page'>, lang: 'ua' | 'en'): Promise<Blob> {
  // The file's headers and values in the interface's language (issue 49), not the API's codes.
  const params = new URLSearchParams({ lang });
  for (const [k, v] of Object.entries(listQuery(filters))) if (v) params.set(k, v);
  return requestFile(`/api/v1/orders/export.csv?${params}`);
}

// ---- Nova Poshta (docs/product.md §9.11) ----

export const fetchShipment = (orderId: string, signal?: AbortSignal) =>
  requestData<Shipment>(`/api/v1/orders/${encodeURIComponent(orderId)}/waybill`, { signal });

export const createWaybill = (orderId: string, body: WaybillRequest) =>
  requestData<Shipment>(`/api/v1/orders/${encodeURIComponent(orderId)}/waybill`, { method: 'POST', body });

export const trackShipment = (orderId: string) =>
  requestData<Shipment>(`/api/v1/orders/${encodeURIComponent(orderId)}/waybill/tracking`, { method: 'POST' });

/** The waybill's label (PDF), fetched with the bearer token. */
export const fetchLabel = (orderId: string) =>
  requestFile(`/api/v1/orders/${encodeURIComponent(orderId)}/waybill/label`);

// ---- payment links (docs/product.md §9.12) ----

export const fetchPayment = (orderId: string, signal?: AbortSignal) =>
  requestData<Payment>(`/api/v1/orders/${encodeURIComponent(orderId)}/payment`, { signal });

export const sendPaymentLink = (orderId: string) =>
  requestData<Payment>(`/api/v1/orders/${encodeURIComponent(orderId)}/payment`, { method: 'POST' });
