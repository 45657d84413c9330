import type { FastifyInstance } from 'fastify';
import { sendPage } from './html';
import type { SandboxService } from './service';
import { SIMULATOR_SCRIPT } from './simulator-script';

const STYLE = `
.top{background:#fff;border-bottom:1px solid var(--line);padding:.6rem 1rem;display:flex;flex-wrap:wrap;gap:.6rem;align-items:center}
.top h1{font-size:18px;margin:0 .5rem 0 0}
.top button{font-size:14px;padding:.35rem .7rem}
.top select{padding:.4rem;border-radius:6px;border:1px solid var(--line);max-width:22rem}
.top .spacer{flex:1}
.layout{display:grid;grid-template-columns:15rem 1fr 19rem;gap:1rem;padding:1rem;max-width:90rem;margin:0 auto}
.panel{background:#fff;border-radius:10px;box-shadow:0 1px 3px rgba(0,0,0,.1);padding:.8rem;min-width:0}
.panel h2{font-size:14px;margin:0 0 .6rem;text-transform:uppercase;letter-spacing:.04em;color:var(--muted)}
.customers{list-style:none;margin:0;padding:0}
.customers button{display:flex;width:100%;align-items:center;gap:.6rem;background:none;border:0;border-radius:8px;padding:.4rem;text-align:left;font-weight:500}
.customers button[aria-pressed=true]{background:#e7f0ff}
.customers img{width:36px;height:36px;border-radius:50%}
.customers small{display:block;color:var(--muted);font-weight:400}
.tabs{display:flex;gap:.4rem;margin-bottom:.6rem}
.tabs button[aria-selected=true]{background:var(--blue);color:#fff;border-color:var(--blue)}
.thread{height:26rem;overflow-y:auto;display:flex;flex-direction:column;gap:.4rem;padding:.5rem;background:#fafbfc;border:1px solid var(--line);border-radius:8px}
.msg{max-width:75%;padding:.45rem .7rem;border-radius:16px;background:#e4e6eb;align-self:flex-start;word-wrap:break-word}
.msg.mine{align-self:flex-end;background:var(--blue);color:#fff}
.msg img{max-width:12rem;border-radius:8px;display:block;margin:.2rem 0}
.msg .meta{font-size:11px;opacity:.75;margin-top:.15rem}
.msg .tools{display:flex;gap:.25rem;margin-top:.25rem}
.msg .tools button{font-size:11px;padding:.1rem .4rem;font-weight:500}
.msg .quote{font-size:12px;opacity:.8;border-left:3px solid currentColor;padding-left:.4rem;margin-bottom:.2rem}
.composer{display:grid;grid-template-columns:1fr auto;gap:.5rem;margin-top:.6rem}
.composer textarea{padding:.5rem;border:1px solid var(--line);border-radius:8px;resize:vertical;min-height:2.6rem}
.attach{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:.5rem;align-items:center}
.attach select{padding:.35rem;border-radius:6px;border:1px solid var(--line);max-width:12rem}
.attach .group{display:inline-flex;gap:.4rem;align-items:center}
.attach button,.tabs button{font-size:14px;padding:.35rem .7rem}
.muted{color:var(--muted);font-size:13px}
.replying{font-size:13px;color:var(--muted);margin-top:.4rem}
.posts{display:grid;grid-template-columns:repeat(auto-fill,minmax(15rem,1fr));gap:.8rem}
.post{border:1px solid var(--line);border-radius:8px;overflow:hidden}
.post img{width:100%;aspect-ratio:1;object-fit:cover;display:block}
.post .body{padding:.5rem;font-size:14px}
.post ul{list-style:none;padding:0;margin:.4rem 0}
.post li{margin:.3rem 0}.post li ul{margin-left:1rem}
.post .who{font-weight:600}.post .shop{color:var(--blue)}
.post button{font-size:13px;padding:.2rem .55rem}
.post form{display:flex;gap:.3rem}.post input{flex:1;min-width:0;padding:.3rem;border:1px solid var(--line);border-radius:6px}
.log{list-style:none;margin:0;padding:0;font-size:12px;max-height:34rem;overflow:auto}
.log li{border-bottom:1px solid var(--line);padding:.35rem 0}
.log code{display:block;white-space:pre-wrap;word-break:break-all;color:var(--muted);max-height:6rem;overflow:hidden}
.ok{color:#1b7f3b}.bad{color:#c62828}.wait{color:#9a6b00}
.status{font-size:13px;min-height:1.2em;margin:.4rem 0 0}
.empty{color:var(--muted);padding:1rem;text-align:center}
@media (max-width:900px){.layout{grid-template-columns:1fr}}
`;

const BODY = `<header class="top">
<h1>Customer simulator</h1>
<label for="account">Shop account</label>
<select id="account"></select>
<button id="new-account" type="button">New account</button>
<span class="spacer"></span>
<button id="time-travel" type="button" title="Moves this account's messages and comments 25 hours into the past: the 24-hour window closes">25 hours later</button>
<button id="expire" type="button" title="The shop's tokens for this account expire now: its next Graph call answers OAuthException 190">Expire tokens</button>
</header>
<div class="layout">
<nav class="panel" aria-labelledby="customers-title"><h2 id="customers-title">Be a customer</h2><ul class="customers" id="customers"></ul>
<p class="muted"><a href="/ua/chats">Open the shop’s inbox</a> in another tab to answer.</p></nav>
<main class="panel">
<div class="tabs" role="tablist">
<button role="tab" id="tab-dm" aria-selected="true" aria-controls="pane-dm" type="button">Direct</button>
<button role="tab" id="tab-posts" aria-selected="false" aria-controls="pane-posts" type="button">Posts and comments</button>
</div>
<section id="pane-dm" role="tabpanel" aria-labelledby="tab-dm">
<div class="attach"><label for="platform">Write via</label><select id="platform"><option value="instagram">Instagram</option><option value="messenger">Messenger</option></select>
<button id="block" type="button"></button><button id="read" type="button">Mark the shop's replies seen</button></div>
<div class="thread" id="thread" aria-live="polite" aria-label="Conversation" tabindex="0"></div>
<p class="replying" id="replying" hidden></p>
<form class="composer" id="composer"><label class="sr-only" for="text">Message</label>
<textarea id="text" placeholder="Write a message… (Enter sends, Shift+Enter for a new line)"></textarea><button class="primary" type="submit">Send</button></form>
<div class="attach"><span class="group"><label for="image">Photo</label><select id="image"></select><button id="send-image" type="button">Send photo</button></span>
<span class="group"><label for="share">Post</label><select id="share"></select><button id="send-share" type="button">Share post</button></span></div>
</section>
<section id="pane-posts" role="tabpanel" aria-labelledby="tab-posts" hidden><div class="posts" id="posts"></div></section>
<p class="status" id="status" role="status"></p>
</main>
<aside class="panel" aria-labelledby="log-title"><h2 id="log-title">Webhooks sent</h2><ul class="log" id="log"></ul></aside>
</div>`;

/** The customer simulator page (`/sandbox`): server-rendered shell, a small script does the rest. */
export async function simulatorRoutes(app: FastifyInstance, _service: SandboxService): Promise<void> {
  app.get('/sandbox', { schema: { hide: true } }, async (_req, reply) =>
    sendPage(reply, {
      title: 'Customer simulator · Meta sandbox',
      style: STYLE,
      body: BODY,
      script: '/sandbox/assets/simulator.js',
    }),
  );
  app.get('/sandbox/assets/simulator.js', { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(SIMULATOR_SCRIPT),
  );
}
