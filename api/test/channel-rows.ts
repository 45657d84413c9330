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

// Conversations and messages written straight to the database, for tests that need messages at
// chosen times (plan usage, analytics). A message's defaults are a customer's plain text.
let seq = 0;

/** A conversation of `channelId` with `participantId`; its id. */
export async function insertConversation(
  app: FastifyInstance,
  channelId: string,
  participantId: string,
): Promise<string> {
  const now = new Date();
  const row = await app.db
    .insertInto('conversations')
    .values({ channel_id: channelId, participant_id: participantId, updated_time: now, created_at: now } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A message of `conversationId` at `time` (a customer's text unless `fields` says otherwise); its id. */
export async function insertMessage(
  app: FastifyInstance,
  at: { conversationId: string; channelId: string; time: Date },
  fields: Record<string, unknown> = {},
): Promise<string> {
  const row = await app.db
    .insertInto('messages')
    .values({
      conversation_id: at.conversationId,
      channel_id: at.channelId,
      platform_id: `mid-${(seq += 1)}-${Math.random()}`,
      type: 'STANDARD',
      from_shop: false,
      sender_id: null,
      sender_name: null,
      text: 'hello',
      attachments: JSON.stringify([]),
      reactions: JSON.stringify([]),
      code: null,
      post_id: null,
      post_url: null,
      parent_id: null,
      reply_to: null,
      payload: null,
      last_user_message: null,
      rejected_ai_proposition: null,
      created_time: at.time,
      created_at: at.time,
      ...fields,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
