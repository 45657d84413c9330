import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, mailboxMessageSchema } from '@vitrina/shared/contracts';
import { localOnly } from '../../plugins/local-only';
import { escapeHtml } from './templates';

/**
 * Local mailbox (DEV_MAILBOX, no SMTP_URL): every mail the server "sent", newest first, so one
 * machine can finish a password reset. Answers local requests only (plugins/local-only.ts).
 */
export async function mailboxRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', localOnly);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const query = z.object({
    to: z.string().max(254).optional(),
    limit: z.coerce.number().int().min(1).max(500).default(100),
  });

  r.get(
    '/api/v1/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Local mailbox (no SMTP_URL): mails newest first, filter by ?to=',
        querystring: query,
        response: { 200: dataEnvelope(z.array(mailboxMessageSchema)) },
      },
    },
    async (req) => ({ data: await app.mailer.list({ to: req.query.to, limit: req.query.limit }) }),
  );

  r.get('/mailbox', { schema: { hide: true, querystring: query } }, async (req, reply) => {
    const mails = await app.mailer.list({ to: req.query.to, limit: req.query.limit });
    const items = mails
      .map(
        (m) => `<article>
  <header><strong>${escapeHtml(m.subject)}</strong><br><small>to ${escapeHtml(m.to)} · ${escapeHtml(m.created_at)}</small></header>
  <pre>${escapeHtml(m.text)}</pre>
  ${m.links.length ? `<ul>${m.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul>` : ''}
</article>`,
      )
      .join('\n');
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Vitrina local mailbox</title>
<style>body{font:15px/1.45 system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#1d2433}
article{border:1px solid #d6dbe6;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;font:inherit}
small{color:#667085}</style></head>
<body><h1>Local mailbox</h1><p>Mails the server would have sent (no SMTP_URL configured), newest first. Personal data of guest forms is left out.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`);
  });
}
