import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { createIndex } from './create-index';

const now = sql`now()`;
const uuid = sql`gen_random_uuid()`;

/**
 * The AI assistant (issue 12): pipeline settings per account and role, the step log, human
 * corrections of drafts, and propositions (at most one per customer message). Channel,
 * conversation and message ids are kept as text: they refer to the channels module's tables.
 */
export const m0006_agent: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('agent_pipeline_settings')
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('DB_RETRIEVER', 'COMMUNICATOR', 'AUDITOR')`))
      .addColumn('assistant_id', 'text', (c) => c.notNull())
      .addColumn('instructions', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addPrimaryKeyConstraint('agent_pipeline_settings_pkey', ['user_id', 'role'])
      .execute();

    await db.schema
      .createTable('agent_step_logs')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuid))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('request_id', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('DB_RETRIEVER', 'COMMUNICATOR', 'AUDITOR')`))
      .addColumn('user_input', 'text', (c) => c.notNull())
      .addColumn('output', 'text', (c) => c.notNull())
      .addColumn('duration_ms', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await createIndex(db, 'agent_step_logs_user_time_idx', 'agent_step_logs', ['user_id', 'created_at']);
    await createIndex(db, 'agent_step_logs_request_idx', 'agent_step_logs', ['user_id', 'request_id']);

    await db.schema
      .createTable('agent_corrections')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuid))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('channel_id', 'text')
      .addColumn('conversation_id', 'text')
      .addColumn('customer_message', 'text', (c) => c.notNull())
      .addColumn('rejected_proposition', 'text', (c) => c.notNull())
      .addColumn('sent_text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await createIndex(db, 'agent_corrections_user_time_idx', 'agent_corrections', ['user_id', 'created_at']);

    await db.schema
      .createTable('agent_propositions')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuid))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('message_id', 'text', (c) => c.notNull().unique())
      .addColumn('conversation_id', 'text', (c) => c.notNull())
      .addColumn('channel_id', 'text')
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('DIRECT', 'COMMENT')`))
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('PENDING')
          .check(sql`status in ('PENDING', 'DONE', 'ERROR')`),
      )
      .addColumn('request_id', 'text')
      .addColumn('text', 'text')
      .addColumn('error', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locked_until', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await createIndex(db, 'agent_propositions_conversation_idx', 'agent_propositions', [
      'user_id',
      'conversation_id',
      'created_at',
    ]);
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['agent_propositions', 'agent_corrections', 'agent_step_logs', 'agent_pipeline_settings']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
