import type { FastifyInstance } from 'fastify';
import { login, PASSWORD, uniqueEmail } from './helpers';

/** The one-time token of the newest invitation mailed to `email` (the link's last segment). */
export async function invitationToken(app: FastifyInstance, email: string): Promise<string> {
  const row = await app.db
    .selectFrom('mail_outbox')
    .select('links')
    .where('to_address', '=', email)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const links = typeof row.links === 'string' ? (JSON.parse(row.links) as string[]) : row.links;
  const link = links.find((l) => l.includes('/join/'));
  if (!link) throw new Error(`no invitation link in ${JSON.stringify(links)}`);
  return decodeURIComponent(link.slice(link.lastIndexOf('/') + 1));
}

/** The owner invites `email` (through the API); answers the mailed token. */
export async function invite(app: FastifyInstance, ownerToken: string, email = uniqueEmail('mgr')): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/team/invitations',
    headers: { authorization: `Bearer ${ownerToken}` },
    payload: { email },
  });
  if (res.statusCode !== 201) throw new Error(`invite failed: ${res.statusCode} ${res.body}`);
  return invitationToken(app, email);
}

export interface Manager {
  id: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
  auth: { authorization: string };
}

/** A manager of the owner's shop: invited, accepted with a name and password, signed in. */
export async function addManager(app: FastifyInstance, ownerToken: string, name = 'Marta Manager'): Promise<Manager> {
  const email = uniqueEmail('mgr');
  const token = await invite(app, ownerToken, email);
  const accepted = await app.inject({
    method: 'POST',
    url: `/api/v1/team/join/${encodeURIComponent(token)}`,
    payload: { name, password: PASSWORD },
  });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.statusCode} ${accepted.body}`);
  const tokens = await login(app, email);
  const auth = { authorization: `Bearer ${tokens.access_token}` };
  const me = await app.inject({ method: 'GET', url: '/api/v1/users', headers: auth });
  return {
    id: (JSON.parse(me.body) as { data: { id: string } }).data.id,
    email,
    password: PASSWORD,
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    auth,
  };
}
