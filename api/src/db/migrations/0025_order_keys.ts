import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Orders that cannot double (issue 49 item 1, docs/product.md §9.8): the idempotency key the
 * client sends with a create (one per order form, kept until the server answered) and a hash of
 * the request it came with. A repeat of the key answers the order it made; the same key with
 * another request is refused. Unique per account, so two creates of one key at once store one.
 */
export const m0025_order_keys: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table orders add column idempotency_key text, add column request_hash text`.execute(db);
    await sql`create unique index orders_user_idempotency on orders (user_id, idempotency_key) where idempotency_key is not null`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index orders_user_idempotency`.execute(db);
    await sql`alter table orders drop column idempotency_key, drop column request_hash`.execute(db);
  },
};
