import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The order of a request's pipeline steps (GET /api/v1/agent/logs/time, docs/product.md §9.6):
 * `created_at` alone ties when two steps are written within the clock's resolution (the auditor
 * follows the communicator within a millisecond, and PGlite's clock is coarser), and the random
 * id then shuffled them. An identity column numbers rows in the order they were written.
 */
export const m0009_step_log_order: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('agent_step_logs')
      .addColumn('seq', 'bigint', (c) => c.generatedAlwaysAsIdentity())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('agent_step_logs').dropColumn('seq').execute();
  },
};
