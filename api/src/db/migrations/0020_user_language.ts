import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Per account (issue 47): the language its owner registered in (`lng`, ua or en: the assistant's
 * default instructions are written in it), and the Facebook user who may sign in to it with
 * Facebook Login (`facebook_user_id`, the app-scoped id of Graph's `/me`; one account per person).
 * A sign-in dialog's OAuth `state` belongs to no user yet: `oauth_states.user_id` may be null.
 */
export const m0020_user_language: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('lng', 'text', (c) =>
        c
          .notNull()
          .defaultTo('ua')
          .check(sql`lng in ('ua', 'en')`),
      )
      .execute();
    await db.schema.alterTable('users').addColumn('facebook_user_id', 'text').execute();
    await db.schema
      .createIndex('users_facebook_user_id_key')
      .on('users')
      .column('facebook_user_id')
      .unique()
      .where(sql.ref('facebook_user_id'), 'is not', null)
      .execute();
    await sql`alter table oauth_states alter column user_id drop not null`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`delete from oauth_states where user_id is null`.execute(db);
    await sql`alter table oauth_states alter column user_id set not null`.execute(db);
    await db.schema.dropIndex('users_facebook_user_id_key').execute();
    await db.schema.alterTable('users').dropColumn('facebook_user_id').execute();
    await db.schema.alterTable('users').dropColumn('lng').execute();
  },
};
