import type { FastifyInstance } from 'fastify';

/** A channel row of `userId` written straight to the database (no Meta flow), for scope tests. */
export async function insertChannel(app: FastifyInstance, userId: string, name = 'Shop'): Promise<string> {
  const now = new Date();
  const row = await app.db
    .insertInto('channels')
    .values({
      user_id: userId,
      platform: 'INSTAGRAM',
      type: 'INSTAGRAM_BUSINESS',
      channel_name: name,
      picture: null,
      profile_id: `p-${userId}-${name}`,
      page_id: `page-${userId}-${name}`,
      access_token_enc: 'x',
      created_at: now,
      updated_at: now,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
