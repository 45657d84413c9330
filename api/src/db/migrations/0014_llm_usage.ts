import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The language model's tokens each account used per UTC day (issue 30): the daily budget
 * (`LLM_DAILY_TOKENS_PER_ACCOUNT`) is checked against it before every draft, in every API instance.
 */
export const m0014_llm_usage: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('llm_usage')
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('day', 'date', (c) => c.notNull())
      .addColumn('tokens', 'bigint', (c) => c.notNull().defaultTo(sql`0`))
      .addPrimaryKeyConstraint('llm_usage_pkey', ['user_id', 'day'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('llm_usage').execute();
  },
};
