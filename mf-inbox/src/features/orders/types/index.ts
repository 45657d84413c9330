// Server objects of the orders feature: z.infer of the shared contracts (docs/architecture.md §1).
export type {
  DeliveryType,
  NovaPoshtaSettings,
  Order,
  OrderCreateRequest,
  OrderDraft,
  OrderDraftLine,
  OrderLine,
  OrderStatus,
  OrderUpdateRequest,
  Page,
  Payment,
  PaymentType,
  Shipment,
  WaybillRequest,
} from '@vitrina/shared/contracts';

/** The list's filters as the page keeps them (status '' = any). */
export interface OrderFilters {
  status: string;
  q: string;
  from: string;
  to: string;
  page: number;
}
