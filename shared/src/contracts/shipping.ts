import { z } from 'zod';

/**
 * Nova Poshta (issue 49, docs/product.md §9.11): the shop's settings, the directory search, the
 * waybill (ТТН) made from an order and its tracking.
 */

export const SHIPMENT_STAGES = [
  'CREATED',
  'IN_TRANSIT',
  'ARRIVED',
  'RECEIVED',
  'REFUSED',
  'RETURNED',
  'DELETED',
  'UNKNOWN',
] as const;
export type ShipmentStageName = (typeof SHIPMENT_STAGES)[number];

/** GET /api/v1/shipping/nova-poshta/settings: never the key itself, only whether there is one. */
export const novaPoshtaSettingsSchema = z.object({
  has_api_key: z.boolean(),
  /** The last 4 characters of the key, to tell keys apart. */
  api_key_hint: z.string().nullable(),
  sender_name: z.string().nullable(),
  sender_phone: z.string().nullable(),
  city_ref: z.string().nullable(),
  city_name: z.string().nullable(),
  warehouse_ref: z.string().nullable(),
  warehouse_name: z.string().nullable(),
  weight: z.number(),
  /** null: the order's total. */
  declared_value: z.number().nullable(),
  description: z.string(),
  /** Everything a waybill needs is set. */
  ready: z.boolean(),
  /** Nova Poshta here is the local sandbox (no real waybills). */
  sandbox: z.boolean(),
});
export type NovaPoshtaSettings = z.infer<typeof novaPoshtaSettingsSchema>;

/** A parcel's weight, kg (Nova Poshta's minimum is 0.1). */
const weightSchema = z
  .number({ error: 'validation.shipping.weight' })
  .min(0.1, 'validation.shipping.weight')
  .max(1000, 'validation.shipping.weight');
/** A parcel's declared value: whole hryvnias. */
const declaredValueSchema = z
  .number({ error: 'validation.shipping.declared_value' })
  .int('validation.shipping.declared_value')
  .min(1, 'validation.shipping.declared_value')
  .max(1_000_000, 'validation.shipping.declared_value');

const ref = z.string().trim().min(1, 'validation.shipping.ref').max(64, 'validation.shipping.ref');

/** PUT …/settings: a new key (checked with Nova Poshta, which names the sender), the place of dispatch, defaults. */
export const novaPoshtaSettingsRequestSchema = z.object({
  api_key: z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F]{32}$/, 'validation.shipping.api_key')
    .optional(),
  city_ref: ref.optional(),
  city_name: z.string().trim().max(200, 'validation.too_long').optional(),
  warehouse_ref: ref.optional(),
  warehouse_name: z.string().trim().max(300, 'validation.too_long').optional(),
  weight: weightSchema.optional(),
  declared_value: declaredValueSchema.nullable().optional(),
  description: z.string().trim().min(1, 'validation.shipping.description').max(100, 'validation.too_long').optional(),
});
export type NovaPoshtaSettingsRequest = z.infer<typeof novaPoshtaSettingsRequestSchema>;

export const npCitySchema = z.object({
  /** CityRef (Nova Poshta's DeliveryCity). */
  ref: z.string(),
  name: z.string(),
  /** "м. Київ, Київська обл." */
  present: z.string(),
  warehouses: z.number(),
});
export type NpCity = z.infer<typeof npCitySchema>;

export const npWarehouseSchema = z.object({
  ref: z.string(),
  number: z.string(),
  name: z.string(),
  kind: z.enum(['BRANCH', 'LOCKER']),
  working: z.boolean(),
  /** The most one place may weigh here, kg (a locker's limit). */
  max_weight: z.number().nullable(),
});
export type NpWarehouse = z.infer<typeof npWarehouseSchema>;

export const npCityQuerySchema = z.object({
  q: z.string().trim().min(2, 'validation.shipping.query').max(100, 'validation.too_long'),
});
export const npWarehouseQuerySchema = z.object({
  city_ref: ref,
  q: z.string().trim().max(100, 'validation.too_long').default(''),
  kind: z.enum(['BRANCH', 'LOCKER']).optional(),
});

/** POST /api/v1/orders/{id}/waybill: the parcel's weight and declared value (the shop's defaults when omitted). */
export const waybillRequestSchema = z.object({
  weight: weightSchema.optional(),
  declared_value: declaredValueSchema.optional(),
  description: z.string().trim().min(1).max(100, 'validation.too_long').optional(),
});
export type WaybillRequest = z.infer<typeof waybillRequestSchema>;

export const shipmentSchema = z.object({
  ttn: z.string(),
  stage: z.enum(SHIPMENT_STAGES),
  status_text: z.string().nullable(),
  weight: z.number(),
  declared_value: z.number(),
  /** Cash on delivery collected by Nova Poshta (COD orders), else null. */
  cod_amount: z.number().nullable(),
  cost: z.number().nullable(),
  estimated_delivery: z.string().nullable(),
  checked_at: z.string().nullable(),
  /** The printable label (PDF) through this server (the shop's key never leaves it). */
  label_url: z.string(),
  tracking_url: z.string(),
  history: z.array(z.object({ stage: z.enum(SHIPMENT_STAGES), status_text: z.string(), at: z.string() })),
  /**
   * The customer messages of the parcel's steps: SENT in the thread, or OWNER: outside Meta's
   * 24-hour window, for the owner to send another way (the text is here).
   */
  notices: z.array(z.object({ stage: z.string(), text: z.string(), state: z.enum(['SENT', 'OWNER']), at: z.string() })),
});
export type Shipment = z.infer<typeof shipmentSchema>;
