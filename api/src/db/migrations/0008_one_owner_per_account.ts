import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * One Vitrina account per platform account (docs/product.md §9.3): an Instagram account or Page
 * connected to a second Vitrina account used to make both receive its webhooks. The key was
 * (user, platform, account); it becomes (account, platform), which also serves the webhook
 * lookup by account id (so the plain profile_id index goes).
 *
 * Rows that break the new key are kept, nothing is deleted: the earliest connection keeps the
 * account; each later one keeps its conversations, is marked EXPIRED (its owner sees the
 * re-login prompt, which now answers 409 'connected to another account') and its profile_id gets
 * a `#superseded:<id>` suffix, so no webhook reaches it any more. `down` restores the old key
 * but cannot tell a suffix from a real id: superseded rows stay as they are.
 */
export const m0008_one_owner_per_account: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      update channels c
         set profile_id = c.profile_id || '#superseded:' || c.id,
             token_status = 'EXPIRED',
             updated_at = now()
       where exists (
         select 1 from channels first
          where first.platform = c.platform
            and first.profile_id = c.profile_id
            and (first.created_at, first.id) < (c.created_at, c.id)
       )`.execute(db);
    await db.schema.alterTable('channels').dropConstraint('channels_user_account_key').execute();
    await db.schema.dropIndex('channels_profile_idx').execute();
    await db.schema
      .alterTable('channels')
      .addUniqueConstraint('channels_account_key', ['profile_id', 'platform'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('channels').dropConstraint('channels_account_key').execute();
    await db.schema.createIndex('channels_profile_idx').on('channels').column('profile_id').execute();
    await db.schema
      .alterTable('channels')
      .addUniqueConstraint('channels_user_account_key', ['user_id', 'platform', 'profile_id'])
      .execute();
  },
};
