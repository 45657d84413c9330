import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  orderCreateRequestSchema,
  orderDraftQuerySchema,
  orderDraftSchema,
  orderExportQuerySchema,
  orderListQuerySchema,
  orderPageSchema,
  orderSchema,
  orderUpdateRequestSchema,
  errorResponseSchema,
} from '@vitrina/shared/contracts';
import { signedInRoutes } from '../../lib/route-options';
import { ordersCsv } from './csv';

const params = z.object({ id: z.uuid('validation.order.id.invalid') });
const orderEnvelope = dataEnvelope(orderSchema);

/** Orders (docs/product.md §9.8): list, export, create, read, change. */
export async function ordersRoutes(app: FastifyInstance): Promise<void> {
  const service = app.ordersService;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = signedInRoutes(app, 'orders');

  r.get(
    '/api/v1/orders',
    signedIn('Orders, newest first: status, search (phone, name, code, number), period, Spring-style pages', {
      querystring: orderListQuerySchema,
      response: { 200: dataEnvelope(orderPageSchema) },
    }),
    async (req) => ({ data: await service.list(req.user!.id, req.query) }),
  );

  r.get(
    '/api/v1/orders/export.csv',
    signedIn('The filtered orders as CSV (one row per line, UTF-8 with a byte-order mark) in the owner’s language', {
      querystring: orderExportQuerySchema,
      response: { 200: z.string().describe('text/csv') },
    }),
    async (req, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      const { lang, ...filter } = req.query;
      const lng = lang ?? (await service.languageOf(req.user!.id));
      // Streamed a page of orders at a time: the event loop serves others between pages.
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
        .send(Readable.from(ordersCsv(service.pages(req.user!.id, filter), lng)));
    },
  );

  r.get(
    '/api/v1/orders/draft',
    signedIn("The order forming in a conversation: items, fields and total read from the customer's messages", {
      querystring: orderDraftQuerySchema,
      response: { 200: dataEnvelope(orderDraftSchema) },
    }),
    async (req) => ({ data: await service.draft(req.user!.id, req.query.conversation_id) }),
  );

  r.post(
    '/api/v1/orders',
    signedIn(
      'Create an order (NEW); names and prices come from the stock file. A repeat of its idempotency_key answers the order the key made (200) without making another',
      {
        body: orderCreateRequestSchema,
        response: { 200: orderEnvelope, 201: orderEnvelope, 409: errorResponseSchema, 422: errorResponseSchema },
      },
    ),
    async (req, reply) => {
      const { order, created } = await service.createOnce(req.user!.id, req.body, req.user!.actorId);
      return reply.code(created ? 201 : 200).send({ data: order });
    },
  );

  r.get(
    '/api/v1/orders/:id',
    signedIn('One order with its lines and status changes', { params, response: { 200: orderEnvelope } }),
    async (req) => ({ data: await service.get(req.user!.id, req.params.id) }),
  );

  r.patch(
    '/api/v1/orders/:id',
    signedIn('Change the status (NEW → CONFIRMED → SHIPPED → DONE, or CANCELLED) and/or the fields', {
      params,
      body: orderUpdateRequestSchema,
      response: { 200: orderEnvelope, 409: errorResponseSchema, 422: errorResponseSchema },
    }),
    async (req) => ({ data: await service.update(req.user!.id, req.params.id, req.body, req.user!.actorId) }),
  );
}
