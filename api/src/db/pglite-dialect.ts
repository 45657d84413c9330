import { types, type PGlite, type PGliteOptions } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * bytea in and out of PGlite without its per-byte JavaScript. PGlite's own codec (0.3) turns each
 * byte into a string of its own and back: a 5,000-row stock file kept for its preview
 * (0017_import_previews) held the event loop for hundreds of milliseconds, on every request of
 * every shop (issue 47: `/healthz` p99 252 ms while the import queue was full). In: the bytes
 * themselves, which the wire protocol's Bind sends as a binary parameter (pg-protocol writes any
 * ArrayBufferView so, and bytea's binary form is its bytes), not as hex text. Out: the hex text
 * read by Node's native codec into a Buffer, as the pg driver gives it on PostgreSQL.
 */
export const BYTEA_CODEC: Pick<PGliteOptions, 'parsers' | 'serializers'> = {
  serializers: {
    [types.BYTEA]: (x: unknown) => {
      if (!(x instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
      // A serializer is typed to return text; a view is what makes the parameter binary.
      return x as unknown as string;
    },
  },
  parsers: {
    [types.BYTEA]: (x: string) => {
      // `\x` then two hex digits a byte; a buffer of its own (not a slice of Node's shared pool).
      const bytes = Buffer.allocUnsafeSlow((x.length - 2) / 2);
      bytes.write(x.slice(2), 'hex');
      return bytes;
    },
  },
};

/**
 * Kysely dialect over PGlite. PGlite is one session, so the driver hands the single
 * connection to one holder at a time: a transaction never sees another request's statements.
 * Never call `db` (outside the transaction) inside `db.transaction()`: it would wait forever.
 */
class Mutex {
  private tail: Promise<void> = Promise.resolve();

  lock(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => {
      release = resolve;
    });
    const acquired = this.tail.then(() => release);
    this.tail = this.tail.then(() => next);
    return acquired;
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pg: PGlite) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pg.query<R>(compiled.sql, compiled.parameters as unknown[]);
    const affected = result.affectedRows;
    return {
      rows: result.rows,
      ...(affected !== undefined ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite dialect: streaming is not supported');
  }
}

class PGliteDriver implements Driver {
  private readonly mutex = new Mutex();
  private readonly connection: PGliteConnection;
  private release: (() => void) | null = null;

  constructor(private readonly pg: PGlite) {
    this.connection = new PGliteConnection(pg);
  }

  async init(): Promise<void> {
    await this.pg.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    this.release = await this.mutex.lock();
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    let sql = 'begin';
    if (settings.isolationLevel) sql += ` isolation level ${settings.isolationLevel}`;
    if (settings.accessMode) sql += ` ${settings.accessMode}`;
    await connection.executeQuery(CompiledQuery.raw(sql));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    const release = this.release;
    this.release = null;
    release?.();
  }

  async destroy(): Promise<void> {
    if (!this.pg.closed) await this.pg.close();
  }
}

export class PGliteDialect implements Dialect {
  constructor(private readonly pg: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver() {
    return new PGliteDriver(this.pg);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
