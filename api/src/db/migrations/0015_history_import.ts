import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * History import on connect (issue 29 item 8): per channel, the state of its import of recent
 * conversations through Meta's Conversations API (RUNNING, DONE, FAILED; null before any), how many
 * conversations it brought, and when it last changed. The channel's row shows it to the owner.
 */
export const m0015_history_import: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('channels')
      .addColumn('history_status', 'text', (c) => c.check(sql`history_status in ('RUNNING', 'DONE', 'FAILED')`))
      .addColumn('history_conversations', 'integer')
      .addColumn('history_updated_at', 'timestamptz')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema
      .alterTable('channels')
      .dropColumn('history_status')
      .dropColumn('history_conversations')
      .dropColumn('history_updated_at')
      .execute();
  },
};
