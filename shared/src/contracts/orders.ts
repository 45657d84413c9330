import { z } from 'zod';
import { idempotencyKeySchema, isValidPhone, languageSchema } from './common';
import { dayFilter } from './dates';
import { pageSchema } from './knowledge';
import { DELIVERY_TYPES, ORDER_STATUSES, PAYMENT_TYPES } from './constants/orders';

/**
 * Orders taken from the chat (issue 31, docs/product.md §9.8): lines priced from the shop's
 * stock file, the customer's contacts, delivery and payment, a status with its history.
 */

export const ORDER_LINE_MAX_QUANTITY = 100;
export const ORDER_MAX_LINES = 20;
export const DEFAULT_ORDER_PAGE_SIZE = 20;

const text = (max: number, requiredKey: string) =>
  z.string({ error: requiredKey }).trim().min(1, { error: requiredKey, abort: true }).max(max, 'validation.too_long');

export const orderPhoneSchema = z
  .string({ error: 'validation.order.phone.required' })
  .trim()
  .min(1, { error: 'validation.order.phone.required', abort: true })
  .refine(isValidPhone, { error: 'validation.phone.invalid' });

export const orderDeliverySchema = z
  .object({
    type: z.enum(DELIVERY_TYPES, { error: 'validation.order.delivery_type.invalid' }),
    city: text(100, 'validation.order.city.required'),
    /** Nova Poshta branch or post box number (or its address), for the two Nova Poshta types. */
    branch: z.string().trim().max(200, 'validation.too_long').optional().nullable(),
    /** Street, house, flat: for a courier. */
    address: z.string().trim().max(300, 'validation.too_long').optional().nullable(),
    /**
     * The city and branch (or locker) refs when chosen from Nova Poshta's directory (issue 49,
     * docs/product.md §9.11): what a waybill is made to. Typed by hand: null.
     */
    city_ref: z.string().trim().min(1).max(64, 'validation.too_long').optional().nullable(),
    warehouse_ref: z.string().trim().min(1).max(64, 'validation.too_long').optional().nullable(),
  })
  .superRefine((d, ctx) => {
    if (d.type === 'COURIER' && !d.address)
      ctx.addIssue({ code: 'custom', path: ['address'], message: 'validation.order.address.required' });
    if (d.type !== 'COURIER' && !d.branch)
      ctx.addIssue({ code: 'custom', path: ['branch'], message: 'validation.order.branch.required' });
  });
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;

export const orderLineInputSchema = z.object({
  code: text(64, 'validation.code.required'),
  size: z.string().trim().max(20, 'validation.too_long').default(''),
  /**
   * The product's colour, for a code the stock file has in several colours (one product per colour,
   * docs/product.md §9.4); omitted: the code's first product. A colour the code lacks is a 422.
   */
  color: z.string().trim().max(100, 'validation.too_long').optional(),
  quantity: z
    .number({ error: 'validation.order.quantity.invalid' })
    .int('validation.order.quantity.invalid')
    .min(1, 'validation.order.quantity.invalid')
    .max(ORDER_LINE_MAX_QUANTITY, 'validation.order.quantity.invalid'),
});
export type OrderLineInput = z.infer<typeof orderLineInputSchema>;

const orderLinesSchema = z
  .array(orderLineInputSchema, { error: 'validation.order.lines.required' })
  .min(1, 'validation.order.lines.required')
  .max(ORDER_MAX_LINES, 'validation.order.lines.too_many');

const noteSchema = z.string().trim().max(1000, 'validation.too_long');

/**
 * POST /api/v1/orders: prices and names come from the shop's data, never from the client. With
 * `idempotency_key` (the order form's, issue 49) a repeat answers the order the key made (200)
 * instead of making another; the same key with another request is a 422.
 */
export const orderCreateRequestSchema = z.object({
  idempotency_key: idempotencyKeySchema,
  conversation_id: z.uuid('validation.order.conversation_id.invalid').optional().nullable(),
  customer_name: text(100, 'validation.order.customer_name.required'),
  phone: orderPhoneSchema,
  delivery: orderDeliverySchema,
  payment: z.enum(PAYMENT_TYPES, { error: 'validation.order.payment.invalid' }),
  note: noteSchema.optional(),
  lines: orderLinesSchema,
});
export type OrderCreateRequest = z.infer<typeof orderCreateRequestSchema>;

/** PATCH /api/v1/orders/{id}: a status change and/or fields; lines while NEW or CONFIRMED (the reservation moves). */
export const orderUpdateRequestSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: 'validation.order.status.invalid' }).optional(),
    customer_name: text(100, 'validation.order.customer_name.required').optional(),
    phone: orderPhoneSchema.optional(),
    delivery: orderDeliverySchema.optional(),
    payment: z.enum(PAYMENT_TYPES, { error: 'validation.order.payment.invalid' }).optional(),
    note: noteSchema.optional(),
    lines: orderLinesSchema.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { error: 'validation.order.update.empty' });
export type OrderUpdateRequest = z.infer<typeof orderUpdateRequestSchema>;

export const orderLineSchema = z.object({
  code: z.string(),
  name: z.string(),
  color: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  /** Taken from the stock file when the line was written. */
  unit_price: z.number(),
  line_total: z.number(),
  /** How many of it this order holds in stock (its quantity while CONFIRMED, SHIPPED or RETURNING, else 0). */
  reserved: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderStatusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  /** The signed-in user who made the change (their name, else email); null for the system. */
  changed_by: z.string().nullable(),
  changed_at: z.string(),
});
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

export const orderSchema = z.object({
  id: z.string(),
  /** Short number shown to people (#123), per account. */
  number: z.number().int(),
  conversation_id: z.string().nullable(),
  channel_id: z.string().nullable(),
  customer_name: z.string(),
  phone: z.string(),
  delivery: z.object({
    type: z.enum(DELIVERY_TYPES),
    city: z.string(),
    branch: z.string().nullable(),
    address: z.string().nullable(),
    city_ref: z.string().nullable(),
    warehouse_ref: z.string().nullable(),
  }),
  payment: z.enum(PAYMENT_TYPES),
  note: z.string(),
  status: z.enum(ORDER_STATUSES),
  lines: z.array(orderLineSchema),
  total: z.number(),
  history: z.array(orderStatusChangeSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Order = z.infer<typeof orderSchema>;
export const orderPageSchema = pageSchema(orderSchema);

const isoDate = dayFilter('validation.order.date.invalid').optional();

/** GET /api/v1/orders (and the CSV export): status, search (phone, name, code, number), period. */
export const orderListQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'validation.page.invalid' })
    .int('validation.page.invalid')
    .min(0, 'validation.page.invalid')
    .max(1_000_000, 'validation.page.invalid')
    .default(0),
  size: z.coerce
    .number({ error: 'validation.page_size.invalid' })
    .int('validation.page_size.invalid')
    .min(1, 'validation.page_size.invalid')
    .max(100, 'validation.page_size.invalid')
    .default(DEFAULT_ORDER_PAGE_SIZE),
  status: z.enum(ORDER_STATUSES, { error: 'validation.order.status.invalid' }).optional(),
  q: z.string().trim().max(200, 'validation.too_long').optional(),
  /** Created on or after this day (UTC), and on or before `to`. */
  from: isoDate,
  to: isoDate,
  conversation_id: z.uuid('validation.order.conversation_id.invalid').optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;
/**
 * GET /api/v1/orders/export.csv: the list's filters, and the language of the file's headers and
 * values (statuses, delivery, payment); omitted: the account's language.
 */
export const orderExportQuerySchema = orderListQuerySchema
  .omit({ page: true, size: true })
  .extend({ lang: languageSchema.optional() });
export type OrderExportQuery = z.infer<typeof orderExportQuerySchema>;

// ---- the order forming in a conversation (the panel beside the thread) ----

export const ORDER_DRAFT_FIELDS = ['item', 'size', 'customer_name', 'phone', 'city', 'delivery', 'payment'] as const;
export type OrderDraftField = (typeof ORDER_DRAFT_FIELDS)[number];

export const orderDraftLineSchema = orderLineSchema.omit({ reserved: true }).extend({
  /** Sizes the stock file has for the code (minus reservations), for the panel's choice. */
  sizes_available: z.array(z.string()),
  /** How many of this size can still be sold (null: the file does not say). */
  available: z.number().int().nullable(),
});
export type OrderDraftLine = z.infer<typeof orderDraftLineSchema>;

/** GET /api/v1/orders/draft?conversation_id=: what the conversation says so far. */
export const orderDraftSchema = z.object({
  conversation_id: z.string(),
  /** The customer said they want to order (docs/product.md §9.8). */
  intent: z.boolean(),
  lines: z.array(orderDraftLineSchema),
  /**
   * Products the customer's words fit equally (at most 3, docs/product.md §9.8): the assistant
   * asks which one; none of them is a line until the customer says.
   */
  item_choices: z
    .array(
      z.object({
        code: z.string(),
        name: z.string(),
        color: z.string(),
        /** Its price, when the stock gives one figure for it (the running total with it). */
        price: z.number().optional(),
        /** Pieces the customer said of the item being chosen ("add two … headlamps"); 1 when unsaid. */
        quantity: z.number().int().positive().optional(),
      }),
    )
    .default([]),
  customer_name: z.string().nullable(),
  phone: z.string().nullable(),
  delivery: z.object({
    type: z.enum(DELIVERY_TYPES).nullable(),
    city: z.string().nullable(),
    branch: z.string().nullable(),
    address: z.string().nullable(),
  }),
  payment: z.enum(PAYMENT_TYPES).nullable(),
  total: z.number(),
  /** What is still missing, in the order the assistant asks for it. */
  missing: z.array(z.enum(ORDER_DRAFT_FIELDS)),
});
export type OrderDraft = z.infer<typeof orderDraftSchema>;
export const orderDraftQuerySchema = z.object({
  conversation_id: z.uuid('validation.order.conversation_id.invalid'),
});
