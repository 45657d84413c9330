import type { FastifyRequest } from 'fastify';
import { sql, type RawBuilder, type SqlBool } from 'kysely';

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
 * The scope of a signed-in request. TODO(channels): once the channels table exists, check that
 * `channelId` is one of the user's channels (404 otherwise) and default to the current channel.
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
