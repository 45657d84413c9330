import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { allowedOrigins } from '../../plugins/security';
import { escapeHtml, sendPage } from './html';
import { browserOrigin } from './origins';
import { paramsOf } from './params';
import type { SandboxService } from './service';

/** What each permission means, as the consent screen words it. */
const PERMISSIONS: Record<string, string> = {
  instagram_basic: 'Access profile and posts from the Instagram account connected to your Page',
  instagram_manage_messages: 'Manage and access messages of the Instagram account connected to your Page',
  instagram_manage_comments: 'Manage comments for the Instagram account connected to your Page',
  pages_show_list: 'Show a list of the Pages you manage',
  pages_messaging: 'Manage and access Page conversations in Messenger',
  pages_manage_metadata: 'Manage accounts, settings and webhooks for a Page',
  pages_read_engagement: 'Read content posted on the Page',
  business_management: 'Manage your business',
  pages_manage_engagement: 'Create and manage content on your Page, and reply to its comments',
  ads_read: 'Read ads data of the Pages your business manages',
  instagram_business_basic: 'Access your Instagram profile and media',
  instagram_business_manage_messages: 'Access and manage your Instagram messages',
  instagram_business_manage_comments: 'Access and manage comments on your Instagram posts',
};

/** The two logins' dialogs: Facebook Login's and Instagram Login's (instagram.com/oauth/authorize). */
type Login = 'facebook' | 'instagram';
const DIALOG_PATH: Record<Login, string> = {
  facebook: '/sandbox/dialog/oauth',
  instagram: '/sandbox/instagram/oauth/authorize',
};

const STYLE = `
main{max-width:34rem;margin:2rem auto;background:#fff;border-radius:10px;box-shadow:0 2px 12px rgba(0,0,0,.12)}
header{background:var(--blue);color:#fff;padding:1rem 1.25rem;display:flex;align-items:center;gap:.75rem;border-radius:10px 10px 0 0}
header .logo{width:36px;height:36px;border-radius:50%;background:#fff;color:var(--blue);display:grid;place-items:center;font-weight:800;font-size:22px}
header h1{font-size:18px;margin:0}
section{padding:1rem 1.25rem;border-bottom:1px solid var(--line)}
h2{font-size:15px;margin:0 0 .6rem}
.muted{color:var(--muted);font-size:13px}
fieldset{border:0;padding:0;margin:0}
.account{display:flex;align-items:center;gap:.75rem;padding:.5rem;border:1px solid var(--line);border-radius:8px;margin:.4rem 0}
.account img{width:40px;height:40px;border-radius:50%}
.account input[type=text]{width:100%;padding:.35rem .5rem;border:1px solid var(--line);border-radius:6px;margin-top:.3rem}
ul.perms{margin:0;padding-left:1.1rem}ul.perms li{margin:.25rem 0}
code{font-size:12px;color:var(--muted)}
.actions{display:flex;justify-content:flex-end;gap:.5rem;padding:.8rem 1.25rem;position:sticky;bottom:0;background:#fff;border-top:1px solid var(--line);border-radius:0 0 10px 10px}
@media (max-width:600px){main{margin:0;border-radius:0;box-shadow:none}header{padding:.7rem 1rem}section{padding:.8rem 1rem}}
.error{padding:1.25rem}
`;

function redirectAllowed(req: FastifyRequest, redirectUri: unknown): redirectUri is string {
  if (typeof redirectUri !== 'string' || redirectUri.length > 2000 || /[\0-\x20]/.test(redirectUri)) return false;
  try {
    const url = new URL(redirectUri);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    const origins = allowedOrigins(req.server.config);
    origins.add(`${req.protocol}://${req.host}`);
    return origins.has(url.origin);
  } catch {
    return false;
  }
}

/** Facebook ends its redirects with `#_=_`, Instagram with `#_`. */
function withParams(redirectUri: string, params: Record<string, string | undefined>, login: Login): string {
  const url = new URL(redirectUri);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, v);
  url.hash = login === 'facebook' ? '_=_' : '_';
  return url.toString();
}

const str = (v: unknown) => (typeof v === 'string' ? v.slice(0, 2000) : undefined);

/**
 * The sandbox's stand-in for Meta's own session (facebook.com's or instagram.com's cookie): the
 * account this browser last authorised with each login. Meta's dialog offers the person who is
 * logged in ("Continue as …"), so logging in again, e.g. after Meta revoked a token, authorises the
 * same Instagram account or Page and issues a new token for it; the sandbox does the same.
 */
const SESSION_COOKIE: Record<Login, string> = { facebook: 'sandbox_fb_session', instagram: 'sandbox_ig_session' };
const SESSION_MAX_AGE_S = 90 * 24 * 3600;

function sessionAccountId(req: FastifyRequest, login: Login): string | undefined {
  const header = req.headers.cookie;
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE[login]) {
      const value = rest.join('=');
      return /^[\w-]{1,40}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

function sessionCookie(login: Login, accountId: string): string {
  return `${SESSION_COOKIE[login]}=${accountId}; Path=/sandbox; Max-Age=${SESSION_MAX_AGE_S}; HttpOnly; SameSite=Lax`;
}

function errorPage(reply: FastifyReply, title: string, text: string): FastifyReply {
  return sendPage(reply, {
    title,
    status: 400,
    style: STYLE,
    body: `<main><header><div class="logo" aria-hidden="true">f</div><h1>${escapeHtml(title)}</h1></header><p class="error">${escapeHtml(text)}</p></main>`,
  });
}

/**
 * The OAuth dialog (`/sandbox/dialog/oauth`): a consent screen for the sandbox's Page and
 * Instagram account; Continue redirects to `redirect_uri?code=…&state=…`, Cancel to
 * `redirect_uri?error=access_denied&error_reason=user_denied…`, as Meta does.
 */
export async function dialogRoutes(
  app: FastifyInstance,
  service: SandboxService,
  instagramAppId: string | null,
): Promise<void> {
  const check = (req: FastifyRequest, reply: FastifyReply, q: Record<string, unknown>, login: Login) => {
    if (login === 'facebook' ? !service.isAppId(q.client_id) : q.client_id !== instagramAppId) {
      errorPage(reply, 'Invalid App ID', 'The provided app ID does not look like a valid app ID.');
      return false;
    }
    if (!redirectAllowed(req, q.redirect_uri)) {
      errorPage(
        reply,
        'URL blocked',
        "This redirect failed because the redirect URI is not white-listed in the app's Client OAuth Settings.",
      );
      return false;
    }
    return true;
  };

  const show = (login: Login) => async (req: FastifyRequest, reply: FastifyReply) => {
    const q = paramsOf(req.query);
    if (!check(req, reply, q, login)) return reply;
    const scopes = (str(q.scope) ?? 'instagram_basic,instagram_manage_messages')
      .split(/[,\s]+/)
      .filter(Boolean)
      .slice(0, 20);
    const sessionId = sessionAccountId(req, login);
    const session = sessionId ? await service.repo.findAccount(sessionId) : undefined;
    const accounts = (await service.repo.listAccounts()).filter((a) => a.page_id !== session?.page_id);
    const hidden = ['client_id', 'redirect_uri', 'state', 'scope', 'config_id']
      .map((k) =>
        str(q[k]) !== undefined ? `<input type="hidden" name="${k}" value="${escapeHtml(str(q[k])!)}">` : '',
      )
      .join('');
    const origin = browserOrigin(req, service.origins.publicUrl);
    // Instagram Login knows professional accounts only: no Facebook Page is named there (issue 47).
    const instagram = login === 'instagram';
    const option = (a: (typeof accounts)[number], checked: boolean, note = '') =>
      `<label class="account"><input type="radio" name="account" value="${a.page_id}"${checked ? ' checked' : ''}>
<img src="${service.avatarUrl(a.ig_id, origin ?? a)}" alt=""><span><strong>${escapeHtml(a.name)}</strong><br><span class="muted">${instagram ? '' : 'Facebook Page · '}Instagram @${escapeHtml(a.username)}${note}</span></span></label>`;
    // The account this browser is logged in as comes first, chosen: Continue authorises it again.
    const current = session ? option(session, true, ' · logged in: Continue signs in again as this account') : '';
    const existing = accounts
      .slice(0, 20)
      .map((a) => option(a, false))
      .join('');
    const target = new URL(q.redirect_uri as string).origin;
    return sendPage(reply, {
      title: login === 'facebook' ? 'Log in with Facebook · Meta sandbox' : 'Log in with Instagram · Meta sandbox',
      style: STYLE,
      formTargets: [target],
      body: `<main>
<header><div class="logo" aria-hidden="true">${instagram ? '◎' : 'f'}</div><h1>Vitrina is requesting access</h1></header>
<form method="post" action="${DIALOG_PATH[login]}">${hidden}
<section><h2 id="pick">${instagram ? 'Choose the Instagram account Vitrina may use' : 'Choose the Page and Instagram account Vitrina may use'}</h2>
<fieldset aria-labelledby="pick">
${current}
<label class="account"><input type="radio" name="account" value="new"${session ? '' : ' checked'}>
<span style="flex:1"><strong>Create a new sandbox account</strong><br><span class="muted">${instagram ? 'An Instagram professional account' : 'A Facebook Page with a linked Instagram business account'}, five customers and six posts</span>
<label class="sr-only" for="name">Name of the new account</label><input id="name" type="text" name="name" maxlength="60" placeholder="Sandbox Shop ${accounts.length + (session ? 2 : 1)}"></span></label>
${existing}
</fieldset></section>
<section><h2>Vitrina will be able to</h2><ul class="perms">${scopes
        .map((s) => `<li>${escapeHtml(PERMISSIONS[s] ?? s)} <code>${escapeHtml(s)}</code></li>`)
        .join('')}</ul>
<p class="muted">Vitrina will receive the access you grant. You can change this in the sandbox at any time.</p></section>
<div class="actions"><button type="submit" name="action" value="cancel">Cancel</button><button class="primary" type="submit" name="action" value="continue">Continue</button></div>
</form></main>`,
    });
  };

  const decide = (login: Login) => async (req: FastifyRequest, reply: FastifyReply) => {
    const b = paramsOf(req.body);
    if (!check(req, reply, b, login)) return reply;
    const redirectUri = b.redirect_uri as string;
    const state = str(b.state);
    if (b.action !== 'continue') {
      return reply.redirect(
        withParams(
          redirectUri,
          {
            error: 'access_denied',
            error_code: '200',
            error_description: 'Permissions error',
            error_reason: 'user_denied',
            state,
          },
          login,
        ),
      );
    }
    const chosen =
      typeof b.account === 'string' && b.account !== 'new'
        ? await service.repo.findAccount(b.account.slice(0, 40))
        : undefined;
    const account = chosen ?? (await service.createAccount(str(b.name)));
    service.origins.seen(req, account.page_id);
    const code = await service.issueCode(account, redirectUri, login);
    void reply.header('set-cookie', sessionCookie(login, account.page_id));
    return reply.redirect(withParams(redirectUri, { code, state }, login));
  };

  for (const url of ['/sandbox/dialog/oauth', '/sandbox/:version/dialog/oauth']) {
    app.get(url, { schema: { hide: true } }, show('facebook'));
  }
  app.post('/sandbox/dialog/oauth', { schema: { hide: true } }, decide('facebook'));
  if (instagramAppId) {
    app.get(DIALOG_PATH.instagram, { schema: { hide: true } }, show('instagram'));
    app.post(DIALOG_PATH.instagram, { schema: { hide: true } }, decide('instagram'));
  }
}
