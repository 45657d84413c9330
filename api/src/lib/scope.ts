import type { FastifyRequest } from 'fastify';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { AppError } from './errors';

/**
 * Whose data a call touches: the signed-in user and, optionally, one of their channels
 * (`?channelId=`; null = the whole account). Reads in a channel see that channel's rows and the
 * account-wide ones; writes go to exactly the scope's channel.
 */
export interface Scope {
  userId: string;
  channelId: string | null;
}

/**
 * The scope of a signed-in request. A `channelId` in it has passed `ownChannelOnly` (every signed-in
 * route runs it), so it is one of the user's channels.
 */
export function scopeOf(req: FastifyRequest & { query: unknown }): Scope {
  const channelId = (req.query as { channelId?: string } | undefined)?.channelId ?? null;
  return { userId: req.user!.id, channelId };
}

/** Rows a scope may read: the user's, and in a channel only that channel's and account-wide ones. */
export function readable(scope: Scope): RawBuilder<SqlBool> {
  return scope.channelId === null
    ? sql<SqlBool>`user_id = ${scope.userId}`
    : sql<SqlBool>`(user_id = ${scope.userId} and (channel_id = ${scope.channelId} or channel_id is null))`;
}

/** Exactly the scope's rows (writes). */
export function exact(scope: Scope): RawBuilder<SqlBool> {
  return scope.channelId === null
    ? sql<SqlBool>`(user_id = ${scope.userId} and channel_id is null)`
    : sql<SqlBool>`(user_id = ${scope.userId} and channel_id = ${scope.channelId})`;
}

/** Order: the scope's own channel before account-wide rows (for single-row lookups). */
export const ownChannelFirst = sql`channel_id is null`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * preHandler of every signed-in route: a `?channelId=` must name one of the caller's channels (404
 * otherwise, as for any row that is not theirs), so no write lands in a foreign or made-up channel
 * and leaves rows nobody owns. Runs after validation, so the id is well-formed.
 */
export async function ownChannelOnly(req: FastifyRequest): Promise<void> {
  const channelId = (req.query as { channelId?: unknown } | undefined)?.channelId;
  // A route that takes channelId has validated it (400 for a malformed one); elsewhere it is ignored.
  if (typeof channelId !== 'string' || !UUID.test(channelId) || !req.user) return;
  const own = await req.server.db
    .selectFrom('channels')
    .select('id')
    .where('id', '=', channelId)
    .where('user_id', '=', req.user.id)
    .executeTakeFirst();
  if (!own) throw new AppError(404, 'http.channel_not_found');
}
