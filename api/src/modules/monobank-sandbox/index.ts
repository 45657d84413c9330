import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { localOnly } from '../../plugins/local-only';
import { MonobankSandbox, type PageOutcome, type SandboxInvoice } from './service';
import { named } from '../../lib/plugin-name';

declare module 'fastify' {
  interface FastifyInstance {
    /** The monobank acquiring sandbox (only when config.payments.sandbox). */
    monobankSandbox?: MonobankSandbox;
  }
}

export const MONO_SANDBOX_PATH = '/sandbox/monobank';
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const PAGE_OUTCOMES: readonly PageOutcome[] = [
  'success',
  'success_declines_later',
  'success_tds_later',
  'failure',
  'expired',
];

/**
 * The monobank sandbox under /sandbox/monobank (issue 49, docs/product.md §9.12), loopback only
 * and never in production: the acquiring API's calls, and the payment page a customer opens from
 * the link, whose buttons pay (at once, or after a 3-D Secure step), decline or let the invoice
 * expire, each delivering the signed webhook to the invoice's webHookUrl on this server.
 */
export const monobankSandboxPlugin = fp(
  async (app: FastifyInstance) => {
    const sandbox = new MonobankSandbox();
    app.decorate('monobankSandbox', sandbox);
    const forbidden = { errCode: 'forbidden', errText: "invalid 'X-Token'" };
    // monobank posts the webhook to webHookUrl; the sandbox to this server's own route.
    const deliver = async (invoice: SandboxInvoice, signed: { body: string; sign: string }) => {
      await app.inject({
        method: 'POST',
        url: new URL(invoice.webHookUrl, 'http://local').pathname,
        headers: { 'content-type': 'application/json', 'x-sign': signed.sign },
        payload: signed.body,
      });
    };
    await app.register(
      named(async (scope) => {
        scope.addHook('onRequest', localOnly);
        await scope.register(formbody, { bodyLimit: 4096 });
        const api = `${MONO_SANDBOX_PATH}/api/merchant`;
        scope.get(`${api}/details`, { schema: { hide: true } }, async (req, reply) =>
          sandbox.tokenOk(req.headers['x-token'])
            ? { merchantId: 'sandbox', merchantName: 'Sandbox shop' }
            : reply.code(403).send(forbidden),
        );
        scope.get(`${api}/pubkey`, { schema: { hide: true } }, async (req, reply) =>
          sandbox.tokenOk(req.headers['x-token'])
            ? { key: Buffer.from(sandbox.publicPem).toString('base64') }
            : reply.code(403).send(forbidden),
        );
        scope.post(`${api}/invoice/create`, { schema: { hide: true } }, async (req, reply) => {
          if (!sandbox.tokenOk(req.headers['x-token'])) return reply.code(403).send(forbidden);
          const made = sandbox.create((req.body ?? {}) as Record<string, unknown>);
          if (!made.ok) return reply.code(400).send({ errCode: 'BAD_REQUEST', errText: made.errText });
          return {
            invoiceId: made.invoice.invoiceId,
            pageUrl: `${app.config.publicUrl}${MONO_SANDBOX_PATH}/pay/${made.invoice.invoiceId}`,
          };
        });
        scope.get<{ Querystring: { invoiceId?: string } }>(
          `${api}/invoice/receipt`,
          { schema: { hide: true } },
          async (req, reply) => {
            if (!sandbox.tokenOk(req.headers['x-token'])) return reply.code(403).send(forbidden);
            const pdf = sandbox.receipt(String(req.query.invoiceId ?? ''));
            if (!pdf) return reply.code(400).send({ errCode: 'BAD_REQUEST', errText: "invalid 'invoiceId'" });
            return { file: pdf.toString('base64') };
          },
        );
        // A merchant's charge of a saved card: answered at once, its webhook posted right after; a
        // card asking for 3-D Secure answers `tdsUrl` (this sandbox's page) and waits for the payer.
        scope.post(`${api}/wallet/payment`, { schema: { hide: true } }, async (req, reply) => {
          if (!sandbox.tokenOk(req.headers['x-token'])) return reply.code(403).send(forbidden);
          const made = sandbox.charge((req.body ?? {}) as Record<string, unknown>);
          if (!made.ok) return reply.code(400).send({ errCode: 'BAD_REQUEST', errText: made.errText });
          const { invoice, signed } = made;
          if (signed)
            setImmediate(() => app.background.run('monobank-sandbox-webhook', () => deliver(invoice, signed)));
          return {
            invoiceId: invoice.invoiceId,
            status: 'processing',
            ...(signed ? {} : { tdsUrl: `${app.config.publicUrl}${MONO_SANDBOX_PATH}/pay/${invoice.invoiceId}` }),
            amount: invoice.amount,
            ccy: invoice.ccy,
            createdDate: invoice.createdDate,
            modifiedDate: new Date().toISOString(),
          };
        });
        scope.get<{ Params: { id: string } }>(
          `${MONO_SANDBOX_PATH}/pay/:id`,
          { schema: { hide: true } },
          async (req, reply) => {
            const invoice = sandbox.invoices.get(req.params.id);
            if (!invoice) return reply.code(404).type('text/html').send('<p>Invoice not found</p>');
            const amount = `${(invoice.amount / 100).toFixed(2)} ${invoice.ccy === 840 ? 'USD' : invoice.ccy === 978 ? 'EUR' : 'грн'}`;
            const button = (outcome: string, label: string) =>
              `<form method="post"><input type="hidden" name="outcome" value="${outcome}"><button type="submit">${label}</button></form>`;
            return reply
              .type('text/html; charset=utf-8')
              .send(
                `<!doctype html><html lang="uk"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
                  `<title>monobank sandbox: ${escape(invoice.invoiceId)}</title></head><body><main>` +
                  `<h1>Оплата ${amount}</h1><p>${escape(invoice.destination)}</p><p id="status">${invoice.status}</p>` +
                  (invoice.status === 'created' && invoice.tds
                    ? `<h2>3-D Secure</h2><p>Банк просить підтвердити оплату.</p>` +
                      button('success', 'Підтвердити') +
                      button('failure', 'Скасувати')
                    : invoice.status === 'created'
                      ? button('success', 'Сплатити') +
                        button('tds', 'Картка з 3-D Secure') +
                        (invoice.walletId
                          ? button('success_declines_later', 'Сплатити карткою, що відмовить у наступних списаннях') +
                            button('success_tds_later', 'Картка, що проситиме 3-D Secure при наступних списаннях')
                          : '') +
                        button('failure', 'Відхилити') +
                        button('expired', 'Прострочити')
                      : '') +
                  `</main></body></html>`,
              );
          },
        );
        scope.post<{ Params: { id: string }; Body: { outcome?: string } }>(
          `${MONO_SANDBOX_PATH}/pay/:id`,
          { schema: { hide: true } },
          async (req, reply) => {
            const page = `${MONO_SANDBOX_PATH}/pay/${encodeURIComponent(req.params.id)}`;
            if (req.body?.outcome === 'tds') {
              if (!sandbox.askTds(req.params.id))
                return reply.code(409).send({ errCode: 'BAD_REQUEST', errText: 'invoice is not payable' });
              return reply.redirect(page, 303);
            }
            const outcome = PAGE_OUTCOMES.find((o) => o === req.body?.outcome);
            if (!outcome) return reply.code(400).send({ errCode: 'BAD_REQUEST', errText: "invalid 'outcome'" });
            const invoice = sandbox.invoices.get(req.params.id);
            const signed = sandbox.settle(req.params.id, outcome);
            if (!invoice || !signed)
              return reply.code(409).send({ errCode: 'BAD_REQUEST', errText: 'invoice is not payable' });
            await deliver(invoice, signed);
            return reply.redirect(invoice.redirectUrl ?? page, 303);
          },
        );
      }, 'monobankSandboxRoutes'),
    );
  },
  { name: 'monobank-sandbox' },
);
