import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { OrderStatus } from '@vitrina/shared/contracts';
import { periodEnd, RESERVING_STATUSES } from '@vitrina/shared/contracts';
import type { DB, OrderLinesTable, OrdersTable } from '../../db/schema';

export type OrderRow = Selectable<OrdersTable>;
export type OrderLineRow = Selectable<OrderLinesTable>;
export interface StatusChangeRow {
  status: string;
  changed_at: Date;
  changed_by: string | null;
}
export type Executor = Kysely<DB> | Transaction<DB>;

export interface OrderFilter {
  status?: OrderStatus;
  q?: string;
  from?: string;
  to?: string;
  conversationId?: string;
  /** knowledge's codeKey of `q` (codes typed any way). */
  codeKey?: string;
}

export type NewOrder = Omit<Insertable<OrdersTable>, 'id' | 'number' | 'created_at' | 'updated_at' | 'user_id'>;
/** A line as the service prices it (the table's columns but its keys and position). */
export type NewLine = Omit<OrderLinesTable, 'id' | 'order_id' | 'position' | 'unit_price'> & { unit_price: number };

/** A reservation key: the code's key and the size's key. */
export const stockKey = (codeKey: string, sizeKey: string) => `${codeKey}\u0000${sizeKey}`;

const escapeLike = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Orders, their lines and status changes (SQL only; every read keyed by the account). */
export class OrdersRepository {
  constructor(readonly db: Kysely<DB>) {}

  /**
   * Runs `fn` in one transaction holding the account's stock lock (a transaction-scoped advisory
   * lock): reservations are counted and written by one order at a time per account, so two orders
   * for the last item cannot both reserve it (docs/product.md §9.8).
   */
  withStockLock<T>(userId: string, fn: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${`vitrina:orders:${userId}`}))`.execute(trx);
      return fn(trx);
    });
  }

  /** The conversation of one of the account's channels (its channel), or undefined. */
  conversationOf(userId: string, conversationId: string) {
    return this.db
      .selectFrom('conversations')
      .innerJoin('channels', 'channels.id', 'conversations.channel_id')
      .select(['conversations.id', 'conversations.channel_id'])
      .where('channels.user_id', '=', userId)
      .where('conversations.id', '=', conversationId)
      .executeTakeFirst();
  }

  /** The customer's message texts of a conversation, oldest first (the order draft reads them). */
  async customerTexts(
    conversationId: string,
    limit = 200,
  ): Promise<Array<{ id: string; text: string; code: string | null }>> {
    const rows = await this.db
      .selectFrom('messages')
      .select(['id', 'text', 'code', 'created_time'])
      .where('conversation_id', '=', conversationId)
      .where('from_shop', '=', false)
      .where('deleted_at', 'is', null)
      .orderBy('created_time', 'desc')
      .limit(limit)
      .execute();
    return rows.reverse().map((r) => ({ id: r.id, text: r.text, code: r.code }));
  }

  /**
   * Quantities held by reserving orders (CONFIRMED, SHIPPED) of the account, per code and size;
   * `exceptOrder` leaves one order out (the one being confirmed or edited).
   */
  async reserved(
    ex: Executor,
    userId: string,
    codeKeys: string[] | null,
    exceptOrder: string | null = null,
  ): Promise<Map<string, number>> {
    if (codeKeys?.length === 0) return new Map();
    let q = ex
      .selectFrom('order_lines')
      .innerJoin('orders', 'orders.id', 'order_lines.order_id')
      .select(['order_lines.code_key', 'order_lines.size_key'])
      .select((eb) => eb.fn.sum<string | number>('order_lines.quantity').as('n'))
      .where('orders.user_id', '=', userId)
      .where('orders.status', 'in', [...RESERVING_STATUSES])
      .$if(codeKeys !== null, (b) => b.where('order_lines.code_key', 'in', codeKeys!))
      .groupBy(['order_lines.code_key', 'order_lines.size_key']);
    if (exceptOrder) q = q.where('orders.id', '<>', exceptOrder);
    const rows = await q.execute();
    return new Map(rows.map((r) => [stockKey(r.code_key, r.size_key), Number(r.n)]));
  }

  /** Changes whenever any order of the account does (the assistant's cached catalogue is rebuilt then). */
  async stamp(userId: string): Promise<string> {
    const row = await this.db
      .selectFrom('orders')
      .where('user_id', '=', userId)
      .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.max('updated_at').as('at')])
      .executeTakeFirstOrThrow();
    return `${row.n}:${row.at ? new Date(row.at as Date).getTime() : ''}`;
  }

  async insert(trx: Transaction<DB>, userId: string, order: NewOrder, lines: NewLine[]): Promise<OrderRow> {
    const { next } = await trx
      .selectFrom('orders')
      .select((eb) => eb(eb.fn.coalesce(eb.fn.max('number'), eb.val(0)), '+', 1).as('next'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const row = await trx
      .insertInto('orders')
      .values({ ...order, user_id: userId, number: Number(next) })
      .returningAll()
      .executeTakeFirstOrThrow();
    await this.writeLines(trx, row.id, lines);
    return row;
  }

  async writeLines(trx: Transaction<DB>, orderId: string, lines: NewLine[]): Promise<void> {
    await trx.deleteFrom('order_lines').where('order_id', '=', orderId).execute();
    await trx
      .insertInto('order_lines')
      .values(lines.map((l, position) => ({ ...l, order_id: orderId, position })))
      .execute();
  }

  update(ex: Executor, id: string, changes: Partial<Omit<Insertable<OrdersTable>, 'id' | 'user_id' | 'number'>>) {
    return ex
      .updateTable('orders')
      .set({ ...changes, updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async addStatusChange(ex: Executor, orderId: string, status: OrderStatus, by: string | null): Promise<void> {
    await ex.insertInto('order_status_changes').values({ order_id: orderId, status, changed_by: by }).execute();
  }

  find(ex: Executor, userId: string, id: string): Promise<OrderRow | undefined> {
    return ex.selectFrom('orders').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  }

  async languageOf(userId: string): Promise<'ua' | 'en' | undefined> {
    return (await this.db.selectFrom('users').select('lng').where('id', '=', userId).executeTakeFirst())?.lng;
  }

  /** The account's order made with an idempotency key (its request's hash to compare), or undefined. */
  findByKey(ex: Executor, userId: string, key: string): Promise<OrderRow | undefined> {
    return ex
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
  }

  /** Locks the order's row for the rest of the transaction (a status change reads it again). */
  findForUpdate(trx: Transaction<DB>, userId: string, id: string): Promise<OrderRow | undefined> {
    return trx
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  async linesOf(orderIds: string[], ex: Executor = this.db): Promise<Map<string, OrderLineRow[]>> {
    const out = new Map<string, OrderLineRow[]>();
    if (orderIds.length === 0) return out;
    const rows = await ex
      .selectFrom('order_lines')
      .selectAll()
      .where('order_id', 'in', orderIds)
      .orderBy('order_id')
      .orderBy('position')
      .execute();
    for (const r of rows) out.set(r.order_id, [...(out.get(r.order_id) ?? []), r]);
    return out;
  }

  async historyOf(orderIds: string[]): Promise<Map<string, StatusChangeRow[]>> {
    const out = new Map<string, StatusChangeRow[]>();
    if (orderIds.length === 0) return out;
    const rows = await this.db
      .selectFrom('order_status_changes')
      .leftJoin('users', 'users.id', 'order_status_changes.changed_by')
      .select([
        'order_status_changes.order_id',
        'order_status_changes.status',
        'order_status_changes.changed_at',
        sql<string | null>`coalesce(nullif(users.name, ''), users.email)`.as('changed_by'),
      ])
      .where('order_status_changes.order_id', 'in', orderIds)
      .orderBy('order_status_changes.id')
      .execute();
    for (const r of rows) out.set(r.order_id, [...(out.get(r.order_id) ?? []), r]);
    return out;
  }

  async list(
    userId: string,
    filter: OrderFilter,
    offset: number,
    limit: number,
  ): Promise<{ rows: OrderRow[]; total: number }> {
    const base = this.filtered(userId, filter);
    const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await base
      .selectAll('orders')
      .orderBy('orders.created_at', 'desc')
      .orderBy('orders.number', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
    return { rows, total: Number(total) };
  }

  /**
   * The filtered orders newest first (by number: an account's numbers follow creation), `limit`
   * after the number `before` (keyset paging: the CSV export reads them a page at a time).
   */
  page(userId: string, filter: OrderFilter, before: number | null, limit: number): Promise<OrderRow[]> {
    let q = this.filtered(userId, filter);
    if (before !== null) q = q.where('orders.number', '<', before);
    return q.selectAll('orders').orderBy('orders.number', 'desc').limit(limit).execute();
  }

  private filtered(userId: string, filter: OrderFilter) {
    let base = this.db.selectFrom('orders').where('orders.user_id', '=', userId);
    if (filter.status) base = base.where('orders.status', '=', filter.status);
    if (filter.conversationId) base = base.where('orders.conversation_id', '=', filter.conversationId);
    if (filter.from) base = base.where('orders.created_at', '>=', new Date(`${filter.from}T00:00:00Z`));
    if (filter.to)
      base = base.where('orders.created_at', '<', periodEnd(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000));
    if (filter.q) {
      const q = filter.q;
      const digits = q.replace(/\D/g, '');
      const like = escapeLike(q);
      const codeLike = filter.codeKey ? escapeLike(filter.codeKey) : null;
      base = base.where((eb) =>
        eb.or([
          eb('orders.customer_name', 'ilike', like),
          ...(digits.length >= 3 ? [eb('orders.phone_digits', 'like', `%${digits}%`)] : []),
          ...(/^#?\d{1,9}$/.test(q) ? [eb('orders.number', '=', Number(q.replace('#', '')))] : []),
          eb.exists(
            eb
              .selectFrom('order_lines')
              .select('order_lines.id')
              .whereRef('order_lines.order_id', '=', 'orders.id')
              .where((e) =>
                e.or([
                  e('order_lines.code', 'ilike', like),
                  ...(codeLike ? [e('order_lines.code_key', 'like', codeLike)] : []),
                ]),
              ),
          ),
        ]),
      );
    }
    return base;
  }
}
