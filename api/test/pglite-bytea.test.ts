import { randomBytes } from 'node:crypto';
import { PGlite, types } from '@electric-sql/pglite';
import { BYTEA_CODEC } from '../src/db/pglite-codec.mjs';
import { PREVIEW_PART_BYTES } from '../src/modules/knowledge/previews-repository';

/**
 * bytea on PGlite (issue 47): a stock file kept for its preview goes in as a binary parameter and
 * comes back through Node's hex codec, not byte by byte in JavaScript on the server's one thread.
 */
describe('PGlite bytea codec', () => {
  let client: PGlite;

  beforeAll(async () => {
    client = new PGlite({ ...BYTEA_CODEC });
    await client.exec('create table files (id serial primary key, bytes bytea not null)');
  });
  afterAll(() => client.close());

  const roundTrip = async (bytes: Uint8Array) => {
    const { rows } = await client.query<{ id: number }>('insert into files (bytes) values ($1) returning id', [bytes]);
    const back = await client.query<{ bytes: Buffer; size: number }>(
      'select bytes, octet_length(bytes) as size from files where id = $1',
      [rows[0].id],
    );
    return back.rows[0];
  };

  it('stores every byte value, an empty file and a slice of a larger buffer exactly, and reads a Buffer back', async () => {
    const all = Uint8Array.from({ length: 512 }, (_, i) => i % 256);
    const stored = await roundTrip(all);
    expect(stored.size).toBe(512);
    expect(Buffer.isBuffer(stored.bytes)).toBe(true);
    expect(Buffer.compare(stored.bytes, all)).toBe(0);
    expect((await roundTrip(new Uint8Array(0))).size).toBe(0);
    // A view into a bigger buffer (Node's pool for small Buffers): only the view's bytes are stored.
    const big = randomBytes(64);
    const view = big.subarray(10, 30);
    const slice = await roundTrip(view);
    expect(slice.size).toBe(20);
    expect(Buffer.compare(slice.bytes, view)).toBe(0);
    // The Buffer read back owns its memory (not a view into a shared pool).
    expect(slice.bytes.byteOffset).toBe(0);
    expect(slice.bytes.buffer.byteLength).toBe(20);
  });

  it('refuses what is not bytes, as PGlite does', async () => {
    await expect(client.query('insert into files (bytes) values ($1)', ['not bytes'])).rejects.toThrow(
      'Invalid input for bytea type',
    );
  });

  it('a kept part costs less than half the CPU of PGlite’s own codec, in and out', async () => {
    const part = randomBytes(PREVIEW_PART_BYTES);
    // PGlite's own codec, for one query at a time.
    const own = {
      serializers: { [types.BYTEA]: types.serializers[types.BYTEA] },
      parsers: { [types.BYTEA]: types.parsers[types.BYTEA] },
    };
    const cpu = async (options?: typeof own) => {
      const before = process.cpuUsage();
      await client.query('insert into files (bytes) values ($1)', [part], options);
      const { rows } = await client.query<{ bytes: Uint8Array }>(
        'select bytes from files order by id desc limit 1',
        [],
        options,
      );
      const used = process.cpuUsage(before);
      expect(Buffer.compare(Buffer.from(rows[0].bytes), part)).toBe(0);
      return used.user + used.system;
    };
    // Each measured twice, the second kept: the first pays for compiling the code paths.
    await cpu();
    await cpu(own);
    const ours = await cpu();
    const theirs = await cpu(own);
    expect(ours).toBeLessThan(theirs / 2);
  });
});
