import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A product's category and audience as the shop's stock file gives them ('Type', 'Категорія';
 * 'Gender', 'Пол', 'Для кого'): the assistant browses by them ("що є з білизни?", "for men").
 */
export const m0022_product_category: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table products add column category text not null default '', add column audience text not null default ''`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table products drop column category, drop column audience`.execute(db);
  },
};
