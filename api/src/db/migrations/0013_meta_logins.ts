import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Meta logins (issue 29): the OAuth `state` values the server issued (each bound to its user and
 * platform, used once, then deleted), and per channel the login that connected it (Facebook Login
 * through a Page, or Instagram Login with the account's own token) with its token's issue and
 * expiry times, which the refresh job reads.
 */
export const m0013_meta_logins: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('oauth_states')
      .addColumn('state', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('platform', 'text', (c) => c.notNull())
      .addColumn('login', 'text', (c) => c.notNull())
      .addColumn('origin', 'text')
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('oauth_states_user_idx').on('oauth_states').column('user_id').execute();
    await db.schema
      .alterTable('channels')
      .addColumn('login', 'text', (c) =>
        c
          .notNull()
          .defaultTo('FACEBOOK')
          .check(sql`login in ('FACEBOOK', 'INSTAGRAM')`),
      )
      .execute();
    await db.schema.alterTable('channels').addColumn('token_issued_at', 'timestamptz').execute();
    await db.schema.alterTable('channels').addColumn('token_expires_at', 'timestamptz').execute();
    // The sandbox's Instagram Login: its tokens (graph.instagram.com's) and its codes are its own.
    await sql`alter table sandbox_tokens drop constraint if exists sandbox_tokens_kind_check`.execute(db);
    await sql`alter table sandbox_tokens add constraint sandbox_tokens_kind_check check (kind in ('user', 'page', 'instagram'))`.execute(
      db,
    );
    await db.schema
      .alterTable('sandbox_codes')
      .addColumn('login', 'text', (c) => c.notNull().defaultTo('facebook'))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('sandbox_codes').dropColumn('login').execute();
    await sql`delete from sandbox_tokens where kind = 'instagram'`.execute(db);
    await sql`alter table sandbox_tokens drop constraint if exists sandbox_tokens_kind_check`.execute(db);
    await sql`alter table sandbox_tokens add constraint sandbox_tokens_kind_check check (kind in ('user', 'page'))`.execute(
      db,
    );
    await db.schema.alterTable('channels').dropColumn('token_expires_at').execute();
    await db.schema.alterTable('channels').dropColumn('token_issued_at').execute();
    await db.schema.alterTable('channels').dropColumn('login').execute();
    await db.schema.dropTable('oauth_states').execute();
  },
};
