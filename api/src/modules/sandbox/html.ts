import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../mail';

export { escapeHtml };

const STYLE = `
:root{--ink:#1c1e21;--muted:#65676b;--line:#dadde1;--blue:#0866ff;--bg:#f0f2f5}
*{box-sizing:border-box}body{margin:0;font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:var(--bg)}
a{color:var(--blue)}button,input,select,textarea{font:inherit}
button{cursor:pointer;border-radius:6px;border:1px solid var(--line);background:#e4e6eb;padding:.45rem .9rem;font-weight:600}
button.primary{background:var(--blue);border-color:var(--blue);color:#fff}button:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible{outline:3px solid #8ab4ff;outline-offset:1px}
.banner{background:#fff3cd;color:#5c4400;font-size:13px;padding:.35rem 1rem;text-align:center}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
`;

/**
 * Sends one of the sandbox's pages with its own CSP: scripts only from /sandbox/assets, no inline
 * script, forms posting to this origin (and redirecting to `formTargets`). Referrer policy
 * `same-origin`: with `no-referrer` browsers post the forms with `Origin: null`, which the
 * sandbox's cross-site write guard (index.ts) refuses; nothing leaks to other origins either way.
 */
export function sendPage(
  reply: FastifyReply,
  opts: {
    title: string;
    lang?: string;
    body: string;
    style?: string;
    script?: string;
    formTargets?: string[];
    status?: number;
  },
): FastifyReply {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    `form-action 'self' ${(opts.formTargets ?? []).join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
  return reply
    .code(opts.status ?? 200)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', csp)
    .header('referrer-policy', 'same-origin').send(`<!doctype html>
<html lang="${opts.lang ?? 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(opts.title)}</title><link rel="icon" href="data:,">
<style>${STYLE}${opts.style ?? ''}</style></head>
<body><div class="banner" role="note">Meta sandbox: a local stand-in for Facebook and Instagram. Nothing leaves this machine.</div>
${opts.body}${opts.script ? `<script src="${opts.script}" defer></script>` : ''}
</body></html>`);
}
