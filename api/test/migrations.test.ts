import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { isUniqueViolation } from '../src/db/index';
import { migrations } from '../src/db/migrations/index';
import { PGliteDialect } from '../src/db/pglite-dialect';

/** Migration 0008 on a database that already holds one Instagram account in two Vitrina accounts. */
describe('migration 0008: one owner per platform account', () => {
  let client: PGlite;
  let db: Kysely<any>;
  const migrator = () => new Migrator({ db, provider: { getMigrations: async () => migrations } });

  beforeAll(async () => {
    client = new PGlite({ extensions: { pg_trgm } });
    db = new Kysely<any>({ dialect: new PGliteDialect(client) });
    const before = await migrator().migrateTo('0007_publication_image_hashes');
    expect(before.error).toBeUndefined();
  });
  afterAll(() => db.destroy());

  const user = async (email: string) =>
    (await db.insertInto('users').values({ email, password_hash: 'x' }).returning('id').executeTakeFirstOrThrow()).id;
  const channel = async (userId: string, profileId: string, createdAt: string) =>
    (
      await db
        .insertInto('channels')
        .values({
          user_id: userId,
          platform: 'INSTAGRAM',
          type: 'INSTAGRAM_BUSINESS',
          channel_name: profileId,
          profile_id: profileId,
          page_id: `page-of-${profileId}`,
          access_token_enc: 'v1.x',
          created_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  it('keeps the earliest connection, supersedes the later one without losing its conversations', async () => {
    const [first, second] = [await user('first@example.com'), await user('second@example.com')];
    const kept = await channel(first, 'ig-shared', '2026-01-01T00:00:00Z');
    const later = await channel(second, 'ig-shared', '2026-02-01T00:00:00Z');
    const own = await channel(second, 'ig-own', '2026-03-01T00:00:00Z');
    await db
      .insertInto('conversations')
      .values({ channel_id: later, participant_id: 'cust-1', updated_time: new Date(), created_at: new Date() })
      .execute();

    const after = await migrator().migrateToLatest();
    expect(after.error).toBeUndefined();

    const rows = await db
      .selectFrom('channels')
      .select(['id', 'profile_id', 'token_status'])
      .orderBy('created_at')
      .execute();
    expect(rows).toEqual([
      { id: kept, profile_id: 'ig-shared', token_status: 'VALID' },
      { id: later, profile_id: `ig-shared#superseded:${later}`, token_status: 'EXPIRED' },
      { id: own, profile_id: 'ig-own', token_status: 'VALID' },
    ]);
    const conversations = await db.selectFrom('conversations').select('channel_id').execute();
    expect(conversations).toEqual([{ channel_id: later }]);

    // From now on the key itself refuses a second owner.
    const again = await channel(second, 'ig-shared', '2026-04-01T00:00:00Z').catch((err: unknown) => err);
    expect(isUniqueViolation(again)).toBe(true);
  });

  it('goes down to the old key and up again', async () => {
    await db.deleteFrom('channels').execute();
    const down = await migrator().migrateTo('0007_publication_image_hashes');
    expect(down.error).toBeUndefined();
    const owner = await user('down@example.com');
    // The old key allowed one account in two users; up again supersedes the later one.
    await channel(owner, 'ig-down', '2026-01-01T00:00:00Z');
    await channel(await user('down2@example.com'), 'ig-down', '2026-01-02T00:00:00Z');
    expect((await migrator().migrateToLatest()).error).toBeUndefined();
    const statuses = await sql<{ token_status: string }>`
      select token_status from channels order by created_at`.execute(db);
    expect(statuses.rows.map((r) => r.token_status)).toEqual(['VALID', 'EXPIRED']);
  });
});
