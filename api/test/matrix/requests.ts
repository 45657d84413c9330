import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { AUTHORIZATION_MATRIX, type Account, type MatrixContext, type MatrixRow } from '../authorization-matrix';
import { login, register, type TestApp } from '../helpers';

/** What both passes of the authorisation matrix share: its rows by route, accounts, a row's request. */
export const rowOf = new Map(AUTHORIZATION_MATRIX.map((r) => [r.route, r]));
/** HEAD routes are Fastify's automatic twins of GET routes. */
export const keyOf = (r: { method: string; url: string }) => `${r.method === 'HEAD' ? 'GET' : r.method} ${r.url}`;

export async function account(t: TestApp): Promise<Account> {
  const u = await register(t.app);
  return { ...u, accessToken: (await login(t.app, u.email)).access_token };
}

export function request(
  row: MatrixRow,
  ctx: MatrixContext,
  params: Record<string, string>,
  token?: string,
): InjectOptions {
  const [method, path] = row.route.split(' ');
  const query = row.query ? `?${new URLSearchParams(row.query(params)).toString()}` : '';
  const url = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? randomUUID())) + query;
  const headers: Record<string, string> = { ...(row.headers ?? {}) };
  if (token) headers.authorization = `Bearer ${token}`;
  return {
    method: method as InjectOptions['method'],
    url,
    headers,
    ...(row.payload ? { payload: row.payload(ctx) } : row.body ? { payload: row.body(ctx) as object } : {}),
  };
}
