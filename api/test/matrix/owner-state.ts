import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder } from 'kysely';

/**
 * Everything the database holds of one account, as text: its user row, the rows of every table with
 * a `user_id` column, and the conversations and messages of its channels. The matrix compares it
 * before and after another account's write: a foreign write must change nothing of the owner's.
 */
export async function ownerState(app: FastifyInstance, userId: string): Promise<string> {
  const part = (name: string, rows: RawBuilder<unknown>) =>
    sql`select ${name}::text as part, row_to_json(r)::text as row from (${rows}) r`;
  const byConversation = (table: string) =>
    sql`select x.* from ${sql.table(table)} x join conversations c on c.id = x.conversation_id
      join channels ch on ch.id = c.channel_id where ch.user_id = ${userId}`;
  const parts = [
    part('users', sql`select * from users where id = ${userId}`),
    ...(await userTables(app)).map((table) =>
      part(table, sql`select * from ${sql.table(table)} where user_id = ${userId}`),
    ),
    part(
      'conversations',
      sql`select c.* from conversations c join channels ch on ch.id = c.channel_id where ch.user_id = ${userId}`,
    ),
    part('messages', byConversation('messages')),
    part('conversation_notes', byConversation('conversation_notes')),
    // The team's rows are keyed by the shop (issue 51).
    part('team_members', sql`select * from team_members where shop_id = ${userId}`),
    part('team_invitations', sql`select * from team_invitations where shop_id = ${userId}`),
    part(
      'conversation_labels',
      sql`select cl.* from conversation_labels cl join labels l on l.id = cl.label_id where l.user_id = ${userId}`,
    ),
  ];
  // One statement for all of it: the matrix reads the state at least six times per write row, and
  // one query per table made this the slowest API test file.
  const { rows } = await sql<{ part: string; row: string }>`${sql.join(parts, sql` union all `)}`.execute(app.db);
  const byPart: Record<string, string[]> = {};
  for (const r of rows) (byPart[r.part] ??= []).push(r.row);
  return JSON.stringify(
    Object.keys(byPart)
      .sort()
      .map((name) => [name, byPart[name].sort()]),
  );
}

/** The tables with a `user_id` column, read once per app. */
const tablesOf = new WeakMap<FastifyInstance, Promise<string[]>>();
function userTables(app: FastifyInstance): Promise<string[]> {
  let tables = tablesOf.get(app);
  if (!tables) {
    tables = sql<{ table_name: string }>`
      select table_name from information_schema.columns
      where table_schema = current_schema() and column_name = 'user_id' and table_name <> 'pgboss'
      order by table_name`
      .execute(app.db)
      .then((r) => r.rows.map((t) => t.table_name));
    tablesOf.set(app, tables);
  }
  return tables;
}

/**
 * The owner's state once nothing of the owner's own last call is still being written: the app's
 * background work drained, unchanged over three reads 50 ms apart, and no draft of the owner's still being made (a comment or message
 * from a row's setup starts one, whose result landed after a quiet 100 ms under load), within 3 s.
 */
export async function settledOwnerState(app: FastifyInstance, userId: string): Promise<string> {
  await app.background.drain();
  let last = await ownerState(app, userId);
  let unchanged = 0;
  for (let i = 0; i < 60 && (unchanged < 2 || draftInProgress(last)); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    await app.background.drain();
    const now = await ownerState(app, userId);
    unchanged = now === last ? unchanged + 1 : 0;
    last = now;
  }
  return last;
}

function draftInProgress(state: string): boolean {
  const parts = new Map(JSON.parse(state) as [string, string[]][]);
  return (parts.get('agent_propositions') ?? []).some(
    (row) => (JSON.parse(row) as { status: string }).status === 'PENDING',
  );
}
