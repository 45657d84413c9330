import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  analyticsQuerySchema,
  analyticsUsageQuerySchema,
  assistantReportSchema,
  chatsReportSchema,
  dataEnvelope,
  fullTrustReportSchema,
  ordersReportSchema,
  speedReportSchema,
  topicsReportSchema,
  usageReportSchema,
} from '@vitrina/shared/contracts';
import { signedInRoutes } from '../../lib/route-options';
import { scopeOf } from '../../lib/scope';
import type { AnalyticsService } from './service';

const PERIOD =
  ' for the local days `from`–`to` (YYYY-MM-DD, at most 366), the shop offset `tz_offset` (minutes east of UTC) and optionally one channel';

/** GET /api/v1/analytics/*: read-only, signed-in, the caller's channels only (docs/product.md §9.7). */
export async function analyticsRoutes(app: FastifyInstance, opts: { service: AnalyticsService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = signedInRoutes(app, 'analytics');
  const perAccount = app.config.rateLimits.analyticsPerAccount;
  const { service } = opts;

  r.get(
    '/api/v1/analytics/chats',
    signedIn(`Chats (a chat ends after 24 h without messages) by day, week and channel${PERIOD}`, {
      querystring: analyticsQuerySchema,
      response: { 200: dataEnvelope(chatsReportSchema) },
      perAccount,
    }),
    async (req) => ({ data: await service.chats(scopeOf(req), req.query) }),
  );

  r.get(
    '/api/v1/analytics/assistant',
    signedIn(`The shop's answers by what became of the AI draft, and drafts stalled vs answered${PERIOD}`, {
      querystring: analyticsQuerySchema,
      response: { 200: dataEnvelope(assistantReportSchema) },
      perAccount,
    }),
    async (req) => ({ data: await service.assistant(scopeOf(req), req.query) }),
  );

  r.get(
    '/api/v1/analytics/full-trust',
    signedIn(
      `Full trust: conversations handled alone, automatic replies sent and cancelled in the undo window, hand-overs by reason, median first reply alone and by the owner${PERIOD}`,
      { querystring: analyticsQuerySchema, response: { 200: dataEnvelope(fullTrustReportSchema) }, perAccount },
    ),
    async (req) => ({ data: await service.fullTrust(scopeOf(req), req.query) }),
  );

  r.get(
    '/api/v1/analytics/orders',
    signedIn(
      `Orders and revenue by day, those from conversations and by the assistant alone, cash-on-delivery refusals, average first message → order${PERIOD}`,
      { querystring: analyticsQuerySchema, response: { 200: dataEnvelope(ordersReportSchema) }, perAccount },
    ),
    async (req) => ({ data: await service.orders(scopeOf(req), req.query) }),
  );

  r.get(
    '/api/v1/analytics/speed',
    signedIn(`Median and 90th percentile customer message → shop reply by hour of day${PERIOD}`, {
      querystring: analyticsQuerySchema,
      response: { 200: dataEnvelope(speedReportSchema) },
      perAccount,
    }),
    async (req) => ({ data: await service.speed(scopeOf(req), req.query) }),
  );

  r.get(
    '/api/v1/analytics/topics',
    signedIn(`Products asked about, out-of-stock sizes asked for, unanswered questions${PERIOD}`, {
      querystring: analyticsQuerySchema,
      response: { 200: dataEnvelope(topicsReportSchema) },
      perAccount,
    }),
    async (req) => ({ data: await service.topics(scopeOf(req), req.query) }),
  );

  r.get(
    '/api/v1/analytics/usage',
    signedIn("This month's chats against the plan's chats, and the projected month end", {
      querystring: analyticsUsageQuerySchema,
      response: { 200: dataEnvelope(usageReportSchema) },
      perAccount,
    }),
    async (req) => ({ data: await service.usage(scopeOf(req), req.query.tz_offset) }),
  );
}
