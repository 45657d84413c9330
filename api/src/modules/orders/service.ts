import { createHash } from 'node:crypto';
import type {
  Language,
  Order,
  OrderCreateRequest,
  OrderDraft,
  OrderDraftLine,
  OrderListQuery,
  OrderLineInput,
  OrderStatus,
  OrderUpdateRequest,
  Page,
  Product,
} from '@vitrina/shared/contracts';
import { ORDER_TRANSITIONS, RESERVING_STATUSES } from '@vitrina/shared/contracts';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { toPage } from '../../lib/page';
import type { InboxPublisher } from '../conversations';
import type { KnowledgeService } from '../knowledge';
import { codeKey, sizeSpelling } from '../knowledge';
import {
  stockKey,
  type Executor,
  type NewLine,
  type OrderFilter,
  type OrderLineRow,
  type OrderRow,
  type OrdersRepository,
  type StatusChangeRow,
} from './repository';
import type { OrderFields } from '../../lib/order-fields';
import { availableOf, money, sizeKey, sizeStock } from './stock';
import { draftMemo } from '../../lib/draft-memo';
import {
  collectOrder,
  missingFields,
  wantsToOrder,
  type CollectedLine,
  type CustomerText,
  type WordsReader,
} from './collect';

/**
 * Items named by words and the product a conversation is about (docs/product.md §9.8): the
 * assistant's catalogue search, handed in by the agent plugin (`useItems`), so the orders module
 * has no second search of its own. Without it, items are read by code only.
 */
export interface OrderItems {
  /** The catalogue's reading of words for the account and channel; null: no catalogue. */
  reader(userId: string, channelId: string): Promise<WordsReader | null>;
  /**
   * Codes of the product the conversation was about just before the message (one product, or a
   * model's colours); [] when nothing was.
   */
  inPlay(
    userId: string,
    channelId: string,
    conversationId: string,
    messageId: string,
  ): Promise<{ codes: string[]; together?: boolean }>;
  /** A customer's text as the assistant reads it (Ukrainian typed in Latin letters, in Cyrillic). */
  readable?(text: string): string;
  /**
   * What the customer said so far, as the agent's dialogue state holds it (the one reader of the
   * conversation, issue 46): each item's size and quantity (a size given while asking is not asked
   * for again when they order) and the order's fields.
   */
  said?(
    userId: string,
    channelId: string,
    conversationId: string,
  ): Promise<{
    items: Array<{
      code: string;
      colour: string;
      size: string | null;
      quantity: number | null;
      /** The sizes taken together ("XS і S по дві"), each with its pieces: a line each. */
      sizeCounts?: Array<{ size: string; count: number }>;
    }>;
    /** The recipient, phone, city, delivery and payment as the state has read them; null: no state. */
    fields: OrderFields | null;
    /** Codes the customer took back ("remove the holder") and did not take again: no line of the order. */
    dropped?: string[];
    /** Codes of the basket, what the customer chose to take: an item only asked about is none of the order. */
    basket?: string[];
  }>;
}

/** At most this many "беру" messages naming no item are looked up in the conversation's context. */
/** The shop's products by code key, and each code's products one per colour. */
interface StockByCode {
  byKey: Map<string, Product>;
  colours: Map<string, Product[]>;
}

/** Accounts whose products an order's reading keeps in memory (least recently used out). */
const MAX_CACHED_CATALOGUES = 20;
const MAX_CONTEXT_LOOKUPS = 3;

/** A line resolved against the stock file: its product, size and the file's quantity of it. */
interface PricedLine {
  line: NewLine;
  stock: number | null;
}

const num = (v: string | number) => Number(v);

/**
 * An order's stored lines with the file's current quantity of each (confirming reserves them). A
 * code not read before the lock means the lines changed meanwhile: 409, the owner confirms again.
 */
function heldLines(lines: OrderLineRow[], stock: Map<string, Product | null>): PricedLine[] {
  return lines.map((l) => {
    const key = lineProductKey(l);
    if (!stock.has(key)) throw new AppError(409, 'orders.changed');
    const product = stock.get(key) ?? null;
    // A code gone from the file: nothing to count it against; its line keeps its price.
    const found = product ? sizeStock(product, l.size) : null;
    return {
      line: { ...l, unit_price: num(l.unit_price) },
      stock: found?.kind === 'ok' ? found.quantity : product ? 0 : null,
    };
  });
}
/** A stored line's product: its code and colour (a code may be in the file in several colours). */
const lineProductKey = (l: { code: string; color: string }) => `${l.code}\u0000${l.color}`;
const iso = (d: Date | string) => new Date(d).toISOString();

/** Statuses in which an order's lines may be changed (docs/product.md §9.8). */
const LINES_EDITABLE: readonly OrderStatus[] = ['NEW', 'CONFIRMED'];

const requestHash = (request: unknown) => createHash('sha256').update(JSON.stringify(request)).digest('base64url');

function toOrder(row: OrderRow, lines: OrderLineRow[], history: StatusChangeRow[]): Order {
  const reserving = RESERVING_STATUSES.includes(row.status);
  return {
    id: row.id,
    number: row.number,
    conversation_id: row.conversation_id,
    channel_id: row.channel_id,
    customer_name: row.customer_name,
    phone: row.phone,
    delivery: {
      type: row.delivery_type,
      city: row.city,
      branch: row.branch,
      address: row.address,
      city_ref: row.np_city_ref,
      warehouse_ref: row.np_warehouse_ref,
    },
    payment: row.payment,
    note: row.note,
    status: row.status,
    lines: lines.map((l) => ({
      code: l.code,
      name: l.name,
      color: l.color,
      size: l.size,
      quantity: l.quantity,
      unit_price: num(l.unit_price),
      line_total: money(num(l.unit_price) * l.quantity),
      reserved: reserving ? l.quantity : 0,
    })),
    total: num(row.total),
    history: history.map((h) => ({
      status: h.status as OrderStatus,
      changed_by: h.changed_by,
      changed_at: iso(h.changed_at),
    })),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

const notFound = () => new AppError(404, 'orders.not_found');

/**
 * Orders (docs/product.md §9.8): lines priced from the stock file, never from the client; a
 * CONFIRMED (or SHIPPED) order reserves its quantities, checked and written under the account's
 * stock lock; every change is announced live (ORDER_CREATED / ORDER_UPDATED).
 */
export class OrdersService {
  private items: OrderItems | null = null;

  constructor(
    private readonly repo: OrdersRepository,
    private readonly knowledge: KnowledgeService,
    private readonly publisher: InboxPublisher,
  ) {}

  /**
   * The shop's products by code key, read once per change of the stock (the knowledge module's
   * stamp), not on every message of an order: a shop of 20,000 products took ~300 ms to read.
   */
  private async productsByKey(userId: string, channelId: string): Promise<StockByCode> {
    const key = `${userId}:${channelId}`;
    const stamp = await this.knowledge.productsStamp(userId, channelId);
    const hit = this.products.get(key);
    this.products.delete(key);
    if (hit?.stamp === stamp) {
      this.products.set(key, hit);
      return hit.stock;
    }
    const byKey = new Map<string, Product>();
    /** Each code's products, one per colour (a stock file may have one code in several colours, §9.4). */
    const colours = new Map<string, Product[]>();
    for (const p of await this.knowledge.catalogueProducts(userId, channelId)) {
      const code = codeKey(p.code);
      // A channel's own row of a code comes first and hides the account-wide one.
      if (!byKey.has(code)) byKey.set(code, p);
      const all = colours.get(code) ?? [];
      if (!all.some((c) => colourKey(c.color) === colourKey(p.color))) colours.set(code, [...all, p]);
    }
    const stock = { byKey, colours };
    this.products.set(key, { stamp, stock });
    if (this.products.size > MAX_CACHED_CATALOGUES) this.products.delete(this.products.keys().next().value as string);
    return stock;
  }

  private readonly products = new Map<string, { stamp: string; stock: StockByCode }>();

  /** The catalogue's reading of items named by words (the agent plugin wires it in). */
  useItems(items: OrderItems): void {
    this.items = items;
  }

  /** Resolves the client's lines (code, colour, size, quantity) against the stock file: 422 for what it lacks. */
  async priceLines(userId: string, channelId: string | null, lines: OrderLineInput[]): Promise<PricedLine[]> {
    const out: PricedLine[] = [];
    for (const [i, input] of lines.entries()) {
      const products = await this.knowledge.findAllByCode(userId, channelId, input.code);
      if (products.length === 0) throw new AppError(422, 'orders.unknown_code', { line: i + 1 });
      out.push(this.priced(inColour(products, input), input));
    }
    return out;
  }

  private priced(product: Product, input: OrderLineInput): PricedLine {
    const stock = sizeStock(product, input.size);
    if (stock.kind === 'size_required')
      throw new AppError(422, 'orders.size_required', { code: product.code, sizes: stock.sizes.join(', ') });
    if (stock.kind === 'unknown_size')
      throw new AppError(422, 'orders.unknown_size', {
        code: product.code,
        size: input.size,
        sizes: stock.sizes.join(', '),
      });
    if (stock.price === null) throw new AppError(422, 'orders.no_price', { code: product.code });
    return {
      line: {
        code: product.code,
        code_key: codeKey(product.code),
        name: product.name,
        color: product.color,
        size: stock.size,
        size_key: sizeKey(stock.size),
        quantity: input.quantity,
        unit_price: stock.price,
      },
      stock: stock.quantity,
    };
  }

  /** 409 unless every line's quantity is there, less what other orders reserve (inside the stock lock). */
  private async checkStock(trx: Transaction<DB>, userId: string, lines: PricedLine[], exceptOrder: string | null) {
    const reserved = await this.repo.reserved(
      trx,
      userId,
      lines.map((l) => l.line.code_key),
      exceptOrder,
    );
    const wanted = new Map<string, number>();
    for (const { line, stock } of lines) {
      const key = stockKey(line.code_key, line.size_key);
      wanted.set(key, (wanted.get(key) ?? 0) + line.quantity);
      const left = availableOf(stock, reserved.get(key) ?? 0);
      if (left !== null && wanted.get(key)! > left)
        throw new AppError(409, 'orders.out_of_stock', { code: line.code, size: line.size || '—', left });
    }
  }

  /** `actorId`: the teammate who takes the order (docs/product.md §9.15), the status history's name. */
  async create(userId: string, body: OrderCreateRequest, actorId: string = userId): Promise<Order> {
    return (await this.createOnce(userId, body, actorId)).order;
  }

  /**
   * Creates an order once per idempotency key (issue 49 item 1, docs/product.md §9.8): a repeat
   * of the key (a double click, a retry, a reload) answers the order it made (`created: false`);
   * the same key with another request is a 422. The key is looked for again under the account's
   * stock lock, so two creates of one key at once store one order (the unique index backs it).
   */
  async createOnce(
    userId: string,
    body: OrderCreateRequest,
    actorId: string = userId,
  ): Promise<{ order: Order; created: boolean }> {
    const { idempotency_key: key, ...request } = body;
    const hash = key ? requestHash(request) : null;
    const replay = async (ex: Executor) => {
      if (!key) return null;
      const found = await this.repo.findByKey(ex, userId, key);
      if (!found) return null;
      if (found.request_hash !== hash) throw new AppError(422, 'orders.key_reused');
      return found;
    };
    const earlier = await replay(this.repo.db);
    if (earlier) return { order: await this.get(userId, earlier.id), created: false };
    let channelId: string | null = null;
    if (body.conversation_id) {
      const conversation = await this.repo.conversationOf(userId, body.conversation_id);
      if (!conversation) throw new AppError(404, 'orders.conversation_not_found');
      channelId = conversation.channel_id;
    }
    const lines = await this.priceLines(userId, channelId, body.lines);
    const made = await this.repo.withStockLock(userId, async (trx) => {
      const same = await replay(trx);
      if (same) return { row: same, created: false };
      // A new order reserves nothing yet, but is refused for what is not there at all.
      await this.checkStock(trx, userId, lines, null);
      const created = await this.repo.insert(
        trx,
        userId,
        {
          channel_id: channelId,
          conversation_id: body.conversation_id ?? null,
          customer_name: body.customer_name,
          phone: body.phone,
          phone_digits: body.phone.replace(/\D/g, ''),
          delivery_type: body.delivery.type,
          city: body.delivery.city,
          branch: body.delivery.type === 'COURIER' ? null : (body.delivery.branch ?? null),
          address: body.delivery.type === 'COURIER' ? (body.delivery.address ?? null) : null,
          ...npRefs(body.delivery),
          payment: body.payment,
          note: body.note ?? '',
          status: 'NEW',
          total: totalOf(lines),
          idempotency_key: key ?? null,
          request_hash: hash,
        },
        lines.map((l) => l.line),
      );
      await this.repo.addStatusChange(trx, created.id, 'NEW', actorId);
      return { row: created, created: true };
    });
    const order = await this.get(userId, made.row.id);
    if (made.created) await this.announce(userId, 'ORDER_CREATED', order);
    return { order, created: made.created };
  }

  /** `by`: who changes it (the signed-in owner; null: Vitrina itself, e.g. Nova Poshta's tracking). */
  async update(userId: string, id: string, body: OrderUpdateRequest, by: string | null = userId): Promise<Order> {
    const current = await this.repo.find(this.repo.db, userId, id);
    if (!current) throw notFound();
    const lines = body.lines ? await this.priceLines(userId, current.channel_id, body.lines) : null;
    // The stock file is read before the lock's transaction (PGlite has one connection: no other
    // query may wait inside it); the order's lines are read under the lock, so a change of them
    // made meanwhile is what is reserved (issue 47 item 14).
    const confirming = body.status !== undefined && RESERVING_STATUSES.includes(body.status);
    const stock = confirming && !lines ? await this.stockOfLines(userId, current) : null;
    let previous: OrderStatus | undefined;
    await this.repo.withStockLock(userId, async (trx) => {
      const row = await this.repo.findForUpdate(trx, userId, id);
      if (!row) throw notFound();
      const held = stock ? heldLines((await this.repo.linesOf([row.id], trx)).get(row.id) ?? [], stock) : null;
      const target = body.status && body.status !== row.status ? body.status : null;
      if (target && !ORDER_TRANSITIONS[row.status].includes(target))
        throw new AppError(409, 'orders.bad_transition', { from: row.status, to: target });
      // Lines change while NEW or CONFIRMED (issue 49): a confirmed order's reservation moves with
      // them, checked below against the stock less what other orders hold.
      if (lines && !LINES_EDITABLE.includes(row.status))
        throw new AppError(409, 'orders.lines_locked', { status: row.status });
      if (target && RESERVING_STATUSES.includes(target) && !RESERVING_STATUSES.includes(row.status)) {
        await this.checkStock(trx, userId, lines ?? held ?? [], row.id);
      } else if (lines) {
        await this.checkStock(trx, userId, lines, row.id);
      }
      if (lines)
        await this.repo.writeLines(
          trx,
          row.id,
          lines.map((l) => l.line),
        );
      const d = body.delivery;
      await this.repo.update(trx, row.id, {
        ...(target ? { status: target } : {}),
        ...(body.customer_name !== undefined ? { customer_name: body.customer_name } : {}),
        ...(body.phone !== undefined ? { phone: body.phone, phone_digits: body.phone.replace(/\D/g, '') } : {}),
        ...(d
          ? {
              delivery_type: d.type,
              city: d.city,
              branch: d.type === 'COURIER' ? null : (d.branch ?? null),
              address: d.type === 'COURIER' ? (d.address ?? null) : null,
              ...npRefs(d),
            }
          : {}),
        ...(body.payment !== undefined ? { payment: body.payment } : {}),
        ...(body.note !== undefined ? { note: body.note } : {}),
        ...(lines ? { total: totalOf(lines) } : {}),
      });
      if (target) {
        await this.repo.addStatusChange(trx, row.id, target, by);
        previous = row.status;
      }
    });
    const order = await this.get(userId, id);
    await this.announce(userId, 'ORDER_UPDATED', order, previous);
    return order;
  }

  /** The stock file's product of each code and colour of an order's lines (null: the code is gone from it). */
  private async stockOfLines(userId: string, row: OrderRow): Promise<Map<string, Product | null>> {
    const out = new Map<string, Product | null>();
    for (const l of (await this.repo.linesOf([row.id])).get(row.id) ?? []) {
      const key = lineProductKey(l);
      if (out.has(key)) continue;
      const products = await this.knowledge.findAllByCode(userId, row.channel_id, l.code);
      // The line's colour; a colour gone from the file counts against the code's first product.
      out.set(key, products.find((p) => colourKey(p.color) === colourKey(l.color)) ?? products[0] ?? null);
    }
    return out;
  }

  /** Tells the owner's tabs an order changed (Nova Poshta's tracking, a waybill: issue 49). */
  async announceUpdate(userId: string, id: string): Promise<void> {
    await this.announce(userId, 'ORDER_UPDATED', await this.get(userId, id));
  }

  /** The language the owner registered in (the CSV export's default). */
  async languageOf(userId: string): Promise<Language> {
    return (await this.repo.languageOf(userId)) ?? 'ua';
  }

  async get(userId: string, id: string): Promise<Order> {
    const row = await this.repo.find(this.repo.db, userId, id);
    if (!row) throw notFound();
    return (await this.withDetails([row]))[0];
  }

  async list(userId: string, query: OrderListQuery): Promise<Page<Order>> {
    const { rows, total } = await this.repo.list(userId, filterOf(query), query.page * query.size, query.size);
    return toPage(await this.withDetails(rows), total, query.page, query.size);
  }

  /**
   * Every order the filter matches, newest first, at most `max`, a page at a time (the CSV export
   * streams them: issue 47 item 13, never 10,000 orders in memory at once).
   */
  async *pages(
    userId: string,
    query: Omit<OrderListQuery, 'page' | 'size'>,
    { max = 10_000, pageSize = 200 }: { max?: number; pageSize?: number } = {},
  ): AsyncGenerator<Order[]> {
    const filter = filterOf(query);
    let before: number | null = null;
    for (let left = max; left > 0;) {
      const rows = await this.repo.page(userId, filter, before, Math.min(pageSize, left));
      if (rows.length === 0) return;
      yield await this.withDetails(rows);
      left -= rows.length;
      before = rows[rows.length - 1].number;
    }
  }

  /**
   * The order forming in a conversation (docs/product.md §9.8): what the customer's messages say
   * (collect.ts), priced from the stock file, with what can still be sold of each size (the file's
   * quantity less reservations) and what is missing. The owner's panel shows it; the assistant
   * asks for its first missing field or proposes its summary.
   */
  async draft(userId: string, conversationId: string): Promise<OrderDraft> {
    const conversation = await this.repo.conversationOf(userId, conversationId);
    if (!conversation) throw new AppError(404, 'orders.conversation_not_found');
    return this.draftOf(userId, conversation, await this.customerTexts(conversationId));
  }

  /**
   * The assistant's read of the order (agent module): null until the customer has said they want
   * to order, so an ordinary question costs one small query, not a read of the catalogue.
   */
  async draftIfOrdering(userId: string, conversationId: string): Promise<OrderDraft | null> {
    const conversation = await this.repo.conversationOf(userId, conversationId);
    if (!conversation) return null;
    const texts = await this.customerTexts(conversationId);
    return wantsToOrder(texts) ? this.draftOf(userId, conversation, texts) : null;
  }

  /** The customer's messages, each as the assistant reads it ("beru" is «беру»). */
  private async customerTexts(conversationId: string): Promise<CustomerText[]> {
    const texts = await this.repo.customerTexts(conversationId);
    const readable = this.items?.readable;
    return readable ? texts.map((t) => (t.text ? { ...t, text: readable(t.text) } : t)) : texts;
  }

  private async draftOf(
    userId: string,
    conversation: { id: string; channel_id: string },
    texts: CustomerText[],
  ): Promise<OrderDraft> {
    const conversationId = conversation.id;
    const { byKey, colours } = await this.productsByKey(userId, conversation.channel_id);
    /** A code's sizes in any of its colours (the colour is the dialogue state's, chosen below). */
    const sizesOf = (key: string) => [...new Set((colours.get(key) ?? []).flatMap((p) => p.sizes.map((s) => s.size)))];
    const product = (key: string) => {
      const p = byKey.get(key);
      return p ? { code: p.code, sizes: sizesOf(key) } : null;
    };
    const reader = this.items ? await this.items.reader(userId, conversation.channel_id) : null;
    // What the dialogue state has read: the items' sizes and the order's fields (issue 46 item 8).
    const said = this.items?.said
      ? await this.items.said(userId, conversation.channel_id, conversationId)
      : { items: [], fields: null };
    let collected = collectOrder(texts, product, reader, said.fields);
    // "Беру, розмір M" naming no item: the product the conversation was about then (the latest few).
    const wanted = collected.contextWanted.slice(-MAX_CONTEXT_LOOKUPS);
    if (this.items && wanted.length > 0) {
      const items = this.items;
      const withContext: CustomerText[] = texts.map((t) => ({ ...t, inPlay: null }));
      await Promise.all(
        wanted.map(async (i) => {
          const id = texts[i].id;
          if (!id) return;
          const { codes, together } = await items.inPlay(userId, conversation.channel_id, conversationId, id);
          withContext[i].inPlay = codes;
          if (together) withContext[i].together = true;
        }),
      );
      collected = collectOrder(withContext, product, reader, said.fields);
    }
    // "Actually remove the holder": a line the customer took back is no line of the order.
    const dropped = new Set((said.dropped ?? []).map(codeKey));
    if (dropped.size > 0 && collected.lines.some((l) => !dropped.has(codeKey(l.code))))
      collected.lines = collected.lines.filter((l) => !dropped.has(codeKey(l.code)));
    // "фільтр FAN-2 є?" (sold out) … "а FAN-1?" … "беру його і ще аквасейф": a code only asked about
    // before the order is no line of it when the basket says what was taken.
    const basket = new Set((said.basket ?? []).map(codeKey));
    if (basket.size > 0 && collected.lines.some((l) => basket.has(codeKey(l.code))))
      collected.lines = collected.lines.filter(
        (l) => !collected.mentioned?.includes(l.code) || basket.has(codeKey(l.code)),
      );
    // "лосини XS і S по дві, скільки?" … "беру": a line for each size taken together (the state keeps
    // them until a message names one size alone: that size is the line's, as a held-out shop's turn
    // showed), unless the order takes another colour of the model ("беру обидва, червоний 14 і
    // чорний 20": a line per colour, each with its size).
    const modelName = (line: CollectedLine) => byKey.get(codeKey(line.code))?.name.toLowerCase();
    collected.lines = collected.lines.flatMap((line, _, all) => {
      const key = codeKey(line.code);
      if (all.some((other) => other !== line && modelName(other) === modelName(line))) return [line];
      const together = said.items.find((s) => codeKey(s.code) === key)?.sizeCounts ?? [];
      const own = together.flatMap(({ size, count }) => {
        const spelled = sizeSpelling(sizesOf(key), size);
        return spelled ? [{ size: spelled, count }] : [];
      });
      // "візьму і 2 і 10 мл" after both were asked: the line's size is one of them, so a line each.
      const lineSize = line.size === null ? null : sizeSpelling(sizesOf(key), line.size);
      if (own.length < 2 || (line.size !== null && !own.some((o) => o.size === lineSize))) return [line];
      return own.map(({ size, count }) => ({ ...line, size, quantity: count }));
    });
    // A size said of the item earlier in the conversation ("худі M є?" … "беру") is not asked again.
    // The line's colour is the one the conversation chose (the state's item of that code: "а в
    // оливковому?" … "беру"); without one, the code's first colour that has the size.
    const chosenOf = new Map<CollectedLine, Product>();
    // Two lines of one code (two colours of a 1C or feed article) take what was said of it in order.
    const used = new Set<(typeof said.items)[number]>();
    for (const line of collected.lines) {
      const key = codeKey(line.code);
      const earlier =
        said.items.find((s) => codeKey(s.code) === key && !used.has(s)) ??
        said.items.find((s) => codeKey(s.code) === key);
      if (earlier) used.add(earlier);
      if (line.size === null && earlier?.size) line.size = sizeSpelling(sizesOf(key), earlier.size) ?? null;
      if (line.asSummed && line.quantity === 1 && earlier?.quantity) line.quantity = earlier.quantity;
      const variants = colours.get(key) ?? [byKey.get(key)!];
      const hasSize = (p: Product) => line.size !== null && p.sizes.some((s) => s.size === line.size);
      chosenOf.set(
        line,
        (earlier && variants.find((p) => colourKey(p.color) === colourKey(earlier.colour))) ??
          variants.find(hasSize) ??
          variants[0],
      );
    }
    // "і ще підкладку під нього": the size of the line it is for, where the product has that size.
    for (const line of collected.lines) {
      const of = line.sizeOf === undefined ? undefined : collected.lines.find((l) => l.code === line.sizeOf);
      if (line.size === null && of?.size) line.size = sizeSpelling(sizesOf(codeKey(line.code)), of.size) ?? null;
    }
    const reserved = await this.repo.reserved(
      this.repo.db,
      userId,
      collected.lines.map((l) => codeKey(l.code)),
    );
    const lines = new Map<CollectedLine, OrderDraftLine>();
    for (const l of collected.lines) {
      const p = chosenOf.get(l)!;
      const left = (size: string, quantity: number | null) =>
        availableOf(quantity, reserved.get(stockKey(codeKey(p.code), sizeKey(size))) ?? 0);
      // "оформлюємо" of a spool whose other sizes are sold out: the one size left is the line's (the
      // summary names it, so the customer can still change it), not a question with one answer.
      if (l.size === null && p.sizes.length > 1) {
        const open = p.sizes.filter((s) => left(s.size, s.quantity) !== 0);
        if (open.length === 1) l.size = open[0].size;
      }
      const chosen = l.size === null ? null : sizeStock(p, l.size);
      // A size the code has in another colour only: none of it in this one.
      const none = chosen?.kind === 'unknown_size';
      const price = (chosen?.kind === 'ok' ? chosen.price : p.price) ?? 0;
      lines.set(l, {
        code: p.code,
        name: p.name,
        color: p.color,
        size: l.size ?? '',
        quantity: l.quantity,
        unit_price: price,
        line_total: money(price * l.quantity),
        sizes_available: p.sizes.filter((s) => left(s.size, s.quantity) !== 0).map((s) => s.size),
        available: chosen?.kind === 'ok' ? left(chosen.size, chosen.quantity) : none ? 0 : null,
      });
    }
    const unavailable = (l: CollectedLine) => {
      const a = lines.get(l)?.available;
      return a !== null && a !== undefined && a < l.quantity;
    };
    const draftLines = [...lines.values()];
    return {
      conversation_id: conversationId,
      intent: collected.intent,
      lines: draftLines,
      item_choices: collected.choices.flatMap((code) => {
        const p = byKey.get(codeKey(code));
        if (!p) return [];
        const pieces = collected.choiceQuantity ? { quantity: collected.choiceQuantity } : {};
        return [{ code: p.code, name: p.name, color: p.color, ...(p.price ? { price: p.price } : {}), ...pieces }];
      }),
      customer_name: collected.customerName,
      phone: collected.phone,
      delivery: collected.delivery,
      // Cash on delivery unless the customer chooses prepayment (docs/product.md §9.8): the summary
      // says so and the customer may change it, rather than one more question before it.
      payment: collected.payment ?? 'COD',
      total: money(draftLines.reduce((sum, l) => sum + l.line_total, 0)),
      missing: missingFields(collected, unavailable).filter((f) => f !== 'payment'),
    };
  }

  /** Reserved quantities of the account per code and size (the assistant's availability answers). */
  reservedFor(userId: string, codes: string[]): Promise<Map<string, number>> {
    return this.repo.reserved(
      this.repo.db,
      userId,
      codes.map((c) => codeKey(c)),
    );
  }

  /**
   * Every reservation of the account as a look-up (code, size) -> quantity held, and a stamp that
   * changes with any order: the assistant subtracts them from the stock file's quantities.
   */
  reservations(userId: string): Promise<{ stamp: string; held: (code: string, size: string) => number }> {
    // Once per draft (lib/draft-memo.ts); the sum over every open order only when an order changed.
    return draftMemo(`reservations:${userId}`, async () => {
      const stamp = await this.repo.stamp(userId);
      const hit = this.reserved.get(userId);
      this.reserved.delete(userId);
      // Read after the stamp: at least as new as it (a change in between makes the next stamp differ).
      const map = hit?.stamp === stamp ? hit.map : await this.repo.reserved(this.repo.db, userId, null);
      this.reserved.set(userId, { stamp, map });
      if (this.reserved.size > MAX_CACHED_CATALOGUES) this.reserved.delete(this.reserved.keys().next().value as string);
      return { stamp, held: (code, size) => map.get(stockKey(codeKey(code), sizeKey(size))) ?? 0 };
    });
  }

  /** Each account's reservations as of an orders stamp (most recent last). */
  private readonly reserved = new Map<string, { stamp: string; map: Map<string, number> }>();

  private async withDetails(rows: OrderRow[]): Promise<Order[]> {
    const ids = rows.map((r) => r.id);
    const [lines, history] = await Promise.all([this.repo.linesOf(ids), this.repo.historyOf(ids)]);
    return rows.map((r) => toOrder(r, lines.get(r.id) ?? [], history.get(r.id) ?? []));
  }

  private announce(
    userId: string,
    type: 'ORDER_CREATED' | 'ORDER_UPDATED',
    order: Order,
    previous?: OrderStatus,
  ): Promise<void> {
    return this.publisher.publish(userId, {
      type,
      data: {
        order_id: order.id,
        number: order.number,
        status: order.status,
        conversation_id: order.conversation_id,
        ...(previous ? { previous_status: previous } : {}),
      },
    });
  }
}

/** The same colour, as the file's products and the client's lines may write it (case, spaces). */
const colourKey = (colour: string) => colour.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The product of a code a line means (the stock file may have one code in several colours, one
 * product each, docs/product.md §9.4): the line's colour, else the code's first product that has
 * the size; 422 for a colour the code does not have.
 */
function inColour(products: Product[], input: { color?: string | null; size: string }): Product {
  if (!input.color)
    return products.find((p) => p.sizes.some((s) => sizeKey(s.size) === sizeKey(input.size))) ?? products[0];
  const found = products.find((p) => colourKey(p.color) === colourKey(input.color!));
  if (found) return found;
  throw new AppError(422, 'orders.unknown_colour', {
    code: products[0].code,
    color: input.color,
    colors: [...new Set(products.map((p) => p.color).filter(Boolean))].join(', ') || '—',
  });
}

/** The Nova Poshta refs of a delivery: only for a branch or locker, and only both together. */
function npRefs(d: OrderCreateRequest['delivery']): { np_city_ref: string | null; np_warehouse_ref: string | null } {
  const chosen = d.type !== 'COURIER' && d.city_ref && d.warehouse_ref;
  return { np_city_ref: chosen ? d.city_ref! : null, np_warehouse_ref: chosen ? d.warehouse_ref! : null };
}

function totalOf(lines: PricedLine[]): number {
  return money(lines.reduce((sum, l) => sum + l.line.unit_price * l.line.quantity, 0));
}

function filterOf(query: Omit<OrderListQuery, 'page' | 'size'>): OrderFilter {
  return {
    status: query.status,
    q: query.q || undefined,
    codeKey: query.q ? codeKey(query.q) || undefined : undefined,
    from: query.from,
    to: query.to,
    conversationId: query.conversation_id,
  };
}
