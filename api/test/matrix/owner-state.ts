import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/**
 * Everything the database holds of one account, as text: its user row, the rows of every table with
 * a `user_id` column, and the conversations and messages of its channels. The matrix compares it
 * before and after another account's write: a foreign write must change nothing of the owner's.
 */
export async function ownerState(app: FastifyInstance, userId: string): Promise<string> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.columns
    where table_schema = current_schema() and column_name = 'user_id' and table_name <> 'pgboss'
    order by table_name`.execute(app.db);
  const parts: Record<string, unknown[]> = {};
  parts.users = (await sql`select * from users where id = ${userId}`.execute(app.db)).rows;
  for (const { table_name: table } of tables.rows) {
    const rows = await sql`select * from ${sql.table(table)} where user_id = ${userId}`.execute(app.db);
    parts[table] = sortRows(rows.rows);
  }
  parts.conversations = sortRows(
    (
      await sql`select c.* from conversations c join channels ch on ch.id = c.channel_id where ch.user_id = ${userId}`.execute(
        app.db,
      )
    ).rows,
  );
  parts.messages = sortRows(
    (
      await sql`select m.* from messages m join conversations c on c.id = m.conversation_id
        join channels ch on ch.id = c.channel_id where ch.user_id = ${userId}`.execute(app.db)
    ).rows,
  );
  // The team's rows are keyed by the shop (issue 51).
  for (const table of ['team_members', 'team_invitations'] as const) {
    parts[table] = sortRows(
      (await sql`select * from ${sql.table(table)} where shop_id = ${userId}`.execute(app.db)).rows,
    );
  }
  parts.conversation_notes = sortRows(
    (
      await sql`select n.* from conversation_notes n join conversations c on c.id = n.conversation_id
        join channels ch on ch.id = c.channel_id where ch.user_id = ${userId}`.execute(app.db)
    ).rows,
  );
  parts.conversation_labels = sortRows(
    (
      await sql`select cl.* from conversation_labels cl join labels l on l.id = cl.label_id where l.user_id = ${userId}`.execute(
        app.db,
      )
    ).rows,
  );
  return JSON.stringify(parts);
}

function sortRows(rows: unknown[]): unknown[] {
  return rows.map((r) => JSON.stringify(r)).sort();
}

/** The owner's state once nothing of the owner's own last call is still being written. */
export async function settledOwnerState(app: FastifyInstance, userId: string): Promise<string> {
  // Unchanged over three reads 50 ms apart (two reads 25 ms apart were not enough under CI load on a
  // slow machine: a write the owner's own call set off landed after them and was taken for the
  // foreign write's), within 3 s.
  let last = await ownerState(app, userId);
  let unchanged = 0;
  for (let i = 0; i < 60 && unchanged < 2; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = await ownerState(app, userId);
    unchanged = now === last ? unchanged + 1 : 0;
    last = now;
  }
  return last;
}
