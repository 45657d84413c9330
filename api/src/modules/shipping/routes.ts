import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  errorResponseSchema,
  novaPoshtaSettingsRequestSchema,
  novaPoshtaSettingsSchema,
  npCityQuerySchema,
  npCitySchema,
  npWarehouseQuerySchema,
  npWarehouseSchema,
  shipmentSchema,
  waybillRequestSchema,
} from '@vitrina/shared/contracts';
import { signedInRoutes } from '../../lib/route-options';

const params = z.object({ id: z.uuid('validation.order.id.invalid') });
const NP_ERRORS = { 422: errorResponseSchema, 502: errorResponseSchema };
/** The directory is searched as the owner types: generous, but one shop cannot flood Nova Poshta. */
const SEARCHES = { max: 600, window: 3600 };
/** Waybills and on-demand tracking call Nova Poshta for real. */
const CALLS = { max: 120, window: 3600 };

/** Nova Poshta (docs/product.md §9.11): settings, directory, waybill, tracking, label. */
export async function shippingRoutes(app: FastifyInstance): Promise<void> {
  const service = app.shippingService;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = signedInRoutes(app, 'shipping', NP_ERRORS);

  r.get(
    '/api/v1/shipping/nova-poshta/settings',
    signedIn('The shop’s Nova Poshta settings (never the key itself)', {
      response: { 200: dataEnvelope(novaPoshtaSettingsSchema) },
    }),
    async (req) => ({ data: await service.settings(req.user!.id) }),
  );

  r.put(
    '/api/v1/shipping/nova-poshta/settings',
    signedIn('Change the settings; a new API key is checked with Nova Poshta and stored encrypted', {
      body: novaPoshtaSettingsRequestSchema,
      response: { 200: dataEnvelope(novaPoshtaSettingsSchema) },
      perAccount: CALLS,
    }),
    async (req) => ({ data: await service.saveSettings(req.user!.id, req.body) }),
  );

  r.get(
    '/api/v1/shipping/nova-poshta/cities',
    signedIn('Settlements with Nova Poshta branches whose name starts with q (cached a day)', {
      querystring: npCityQuerySchema,
      response: { 200: dataEnvelope(z.array(npCitySchema)) },
      perAccount: SEARCHES,
    }),
    async (req) => ({ data: await service.cities(req.user!.id, req.query.q) }),
  );

  r.get(
    '/api/v1/shipping/nova-poshta/warehouses',
    signedIn('A city’s branches and parcel lockers, by number or address (cached a day)', {
      querystring: npWarehouseQuerySchema,
      response: { 200: dataEnvelope(z.array(npWarehouseSchema)) },
      perAccount: SEARCHES,
    }),
    async (req) => ({
      data: await service.warehouses(req.user!.id, req.query.city_ref, req.query.q, req.query.kind),
    }),
  );

  r.post(
    '/api/v1/orders/:id/waybill',
    signedIn('Make the order’s Nova Poshta waybill (ТТН); a refusal of Nova Poshta changes nothing', {
      params,
      body: waybillRequestSchema,
      response: { 201: dataEnvelope(shipmentSchema), 409: errorResponseSchema },
      perAccount: CALLS,
    }),
    async (req, reply) =>
      reply.code(201).send({ data: await service.createWaybill(req.user!.id, req.params.id, req.body) }),
  );

  r.get(
    '/api/v1/orders/:id/waybill',
    signedIn('The order’s waybill: its stage, status history and the customer messages of its steps', {
      params,
      response: { 200: dataEnvelope(shipmentSchema) },
    }),
    async (req) => ({ data: await service.shipment(req.user!.id, req.params.id) }),
  );

  r.post(
    '/api/v1/orders/:id/waybill/tracking',
    signedIn('Read the parcel’s status from Nova Poshta now', {
      params,
      response: { 200: dataEnvelope(shipmentSchema) },
      perAccount: CALLS,
    }),
    async (req) => ({ data: await service.trackNow(req.user!.id, req.params.id) }),
  );

  r.get(
    '/api/v1/orders/:id/waybill/label',
    signedIn('The waybill’s printable label (PDF), fetched from Nova Poshta with the shop’s key', {
      params,
      response: { 200: z.any().describe('application/pdf') },
      perAccount: CALLS,
    }),
    async (req, reply) => {
      const pdf = await service.label(req.user!.id, req.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="waybill-${req.params.id}.pdf"`)
        .send(pdf);
    },
  );
}
