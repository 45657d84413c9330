import type {
  Language,
  NovaPoshtaSettings,
  NovaPoshtaSettingsRequest,
  NpCity,
  NpWarehouse,
  Order,
  OrderStatus,
  Shipment,
  WaybillRequest,
} from '@vitrina/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { ShipmentStage } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { TokenCipher } from '../../lib/token-cipher';
import type { OrdersService } from '../orders';
import { NpRefused, NpUnavailable, type NovaPoshtaClient } from './np-client';
import { FINAL_STAGES, TRACK_EVERY_MS, npDate, npPhone, recipientName, stageOf } from './np-stages';
import type { SettingsRow, ShipmentRow, ShippingRepository } from './repository';

/** A directory answer is kept this long (docs/product.md §9.11: cached per day). */
const DIRECTORY_TTL_MS = 24 * 3600_000;
const DIRECTORY_MAX = 2_000;
/**
 * The key a shop without its own uses while Nova Poshta is the local sandbox (docs/product.md
 * §9.11): the directory and waybills work from the first run; the sandbox takes any 32 hex digits.
 */
export const SANDBOX_SHOP_KEY = 'a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5';

export interface ShippingDeps {
  repo: ShippingRepository;
  client: NovaPoshtaClient;
  cipher: TokenCipher;
  orders: OrdersService;
  /** The shop's message in the customer's thread, idempotent by key, inside Meta's 24-hour window only. */
  send(
    userId: string,
    input: { channelId: string; conversationId: string; message: string; lastUserMessage: string; key: string },
  ): Promise<unknown>;
  /** The printing host (my.novaposhta.ua or the sandbox's), resolved when used. */
  printUrl(): string;
  fetchLabel(url: string): Promise<{ status: number; type: string; body: Buffer }>;
  sandbox: boolean;
  log: FastifyBaseLogger;
}

const num = (v: string | number | null) => (v === null ? null : Number(v));
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The order statuses a parcel's stage takes an order through (from CONFIRMED; empty: none). */
const ORDER_PATH: Record<ShipmentStage, readonly OrderStatus[]> = {
  CREATED: [],
  IN_TRANSIT: ['SHIPPED'],
  ARRIVED: ['SHIPPED'],
  RECEIVED: ['SHIPPED', 'DONE'],
  REFUSED: ['SHIPPED', 'RETURNING'],
  RETURNED: ['SHIPPED', 'RETURNING', 'RETURNED'],
  DELETED: [],
  UNKNOWN: [],
};

/** What the customer is told when the parcel ships and arrives (docs/product.md §9.11). */
const NOTICE_TEXT: Record<'SHIPPED' | 'ARRIVED', Record<Language, string>> = {
  SHIPPED: {
    ua: 'Ваше замовлення №{number} відправлено Новою поштою. Номер накладної (ТТН): {ttn}. Відстежити: {url}',
    en: 'Your order #{number} is on its way with Nova Poshta. Waybill number (TTN): {ttn}. Track it: {url}',
  },
  ARRIVED: {
    ua: 'Ваше замовлення №{number} вже чекає на вас: {branch}. ТТН {ttn}. Візьміть, будь ласка, паспорт або покажіть код у застосунку Нової пошти.',
    en: 'Your order #{number} is waiting for you: {branch}. TTN {ttn}. Please bring an ID or show the code in the Nova Poshta app.',
  },
};

const trackingUrl = (ttn: string) => `https://novaposhta.ua/tracking/?cargo_number=${encodeURIComponent(ttn)}`;

/**
 * Nova Poshta for a shop (issue 49, docs/product.md §9.11): its settings (the key encrypted at
 * rest), the directory searched as the owner types (cached a day, shared: it is public data), the
 * waybill made from a confirmed order in one call, the tracking that moves the order and tells the
 * customer, and the label fetched through this server (the key never reaches the browser).
 */
/** A waybill claim older than this is of a maker that died mid-call (Nova Poshta answers in seconds). */
const WAYBILL_CLAIM_STALE_MS = 5 * 60_000;

export class ShippingService {
  private readonly directory = new Map<string, { at: number; value: unknown }>();

  constructor(private readonly deps: ShippingDeps) {}

  // ---- settings ----

  async settings(userId: string): Promise<NovaPoshtaSettings> {
    return this.toSettings(await this.deps.repo.settings(userId));
  }

  private toSettings(row: SettingsRow | undefined): NovaPoshtaSettings {
    const key = row?.api_key_enc ? this.deps.cipher.decrypt(row.api_key_enc) : null;
    const hasSender = !!(row?.sender_ref && row.contact_ref && row.sender_phone);
    return {
      has_api_key: key !== null,
      api_key_hint: key ? key.slice(-4) : null,
      sender_name: row?.sender_name ?? null,
      sender_phone: row?.sender_phone ?? null,
      city_ref: row?.city_ref ?? null,
      city_name: row?.city_name ?? null,
      warehouse_ref: row?.warehouse_ref ?? null,
      warehouse_name: row?.warehouse_name ?? null,
      weight: row ? Number(row.weight) : 1,
      declared_value: num(row?.declared_value ?? null),
      description: row?.description ?? 'Одяг',
      ready:
        (key !== null || this.deps.sandbox) &&
        !!(row?.city_ref && row.warehouse_ref) &&
        (hasSender || this.deps.sandbox),
      sandbox: this.deps.sandbox,
    };
  }

  /** A new key is checked with Nova Poshta first (its sender and contact are read with it). */
  async saveSettings(userId: string, body: NovaPoshtaSettingsRequest): Promise<NovaPoshtaSettings> {
    const changes: Parameters<ShippingRepository['saveSettings']>[1] = {};
    if (body.api_key) {
      const key = body.api_key.toLowerCase();
      const { sender, contact } = await this.deps.client.sender(key);
      changes.api_key_enc = this.deps.cipher.encrypt(key);
      changes.sender_ref = sender.Ref;
      changes.sender_name = contact?.Description ?? sender.Description;
      changes.contact_ref = contact?.Ref ?? null;
      changes.sender_phone = contact?.Phones ? npPhone(contact.Phones) : null;
    }
    if (body.city_ref !== undefined) {
      changes.city_ref = body.city_ref;
      changes.city_name = body.city_name ?? null;
    }
    if (body.warehouse_ref !== undefined) {
      changes.warehouse_ref = body.warehouse_ref;
      changes.warehouse_name = body.warehouse_name ?? null;
    }
    if (body.weight !== undefined) changes.weight = body.weight;
    if (body.declared_value !== undefined) changes.declared_value = body.declared_value;
    if (body.description !== undefined) changes.description = body.description;
    await this.deps.repo.saveSettings(userId, changes);
    return this.settings(userId);
  }

  /** The shop's key (decrypted), the sandbox's when the shop has none there; 422 without one. */
  private async keyOf(userId: string, row?: SettingsRow): Promise<string> {
    const settings = row ?? (await this.deps.repo.settings(userId));
    if (settings?.api_key_enc) return this.deps.cipher.decrypt(settings.api_key_enc);
    if (this.deps.sandbox) return SANDBOX_SHOP_KEY;
    throw new AppError(422, 'shipping.no_api_key');
  }

  // ---- directory ----

  private async cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.directory.get(key);
    if (hit && Date.now() - hit.at < DIRECTORY_TTL_MS) return hit.value as T;
    const value = await load();
    this.directory.delete(key);
    this.directory.set(key, { at: Date.now(), value });
    if (this.directory.size > DIRECTORY_MAX) this.directory.delete(this.directory.keys().next().value as string);
    return value;
  }

  async cities(userId: string, q: string): Promise<NpCity[]> {
    const apiKey = await this.keyOf(userId);
    const name = q.trim().toLowerCase();
    return this.cached(`cities:${name}`, async () =>
      (await this.deps.client.searchSettlements(apiKey, name)).map((s) => ({
        ref: s.DeliveryCity,
        name: s.MainDescription,
        present: s.Present,
        warehouses: Number(s.Warehouses) || 0,
      })),
    );
  }

  async warehouses(userId: string, cityRef: string, q: string, kind?: 'BRANCH' | 'LOCKER'): Promise<NpWarehouse[]> {
    const apiKey = await this.keyOf(userId);
    const all = await this.cached(`warehouses:${cityRef}:${q.trim().toLowerCase()}`, async () =>
      (await this.deps.client.getWarehouses(apiKey, cityRef, q.trim())).map((w): NpWarehouse => ({
        ref: w.Ref,
        number: w.Number,
        name: w.Description,
        kind: w.CategoryOfWarehouse === 'Postomat' ? 'LOCKER' : 'BRANCH',
        working: w.WarehouseStatus === 'Working',
        max_weight: Number(w.PlaceMaxWeightAllowed) > 0 ? Number(w.PlaceMaxWeightAllowed) : null,
      })),
    );
    return kind ? all.filter((w) => w.kind === kind) : all;
  }

  // ---- the waybill ----

  /**
   * The waybill of a confirmed Nova Poshta order in one call (docs/product.md §9.11): the
   * recipient made from the order's name and phone, the parcel from the shop's defaults or the
   * owner's figures, cash on delivery for COD. A refusal of Nova Poshta is a 422 with its reason
   * and leaves the order as it was.
   */
  async createWaybill(userId: string, orderId: string, body: WaybillRequest): Promise<Shipment> {
    const order = await this.deps.orders.get(userId, orderId);
    const existing = await this.deps.repo.shipmentOf(userId, orderId);
    if (existing) throw new AppError(409, 'shipping.waybill_exists', { ttn: existing.ttn });
    if (order.delivery.type === 'COURIER') throw new AppError(422, 'shipping.not_nova_poshta');
    if (order.status !== 'CONFIRMED') throw new AppError(409, 'shipping.order_not_ready', { status: order.status });
    if (!order.delivery.city_ref || !order.delivery.warehouse_ref)
      throw new AppError(422, 'shipping.branch_not_chosen');
    const settings = await this.deps.repo.settings(userId);
    const apiKey = await this.keyOf(userId, settings);
    if (!settings?.city_ref || !settings.warehouse_ref) throw new AppError(422, 'shipping.settings_incomplete');
    // One maker per order across instances (a second click, a retry: 409), claimed in the database.
    if (!(await this.deps.repo.claimWaybill(orderId, WAYBILL_CLAIM_STALE_MS)))
      throw new AppError(409, 'shipping.waybill_in_progress');
    try {
      // A maker that finished between the check above and the claim (it released its claim): its waybill stands.
      const made = await this.deps.repo.shipmentOf(userId, orderId);
      if (made) throw new AppError(409, 'shipping.waybill_exists', { ttn: made.ttn });
      const sender = settings.sender_ref
        ? { sender: settings.sender_ref, contact: settings.contact_ref, phone: settings.sender_phone }
        : await this.sandboxSender(apiKey);
      if (!sender.contact || !sender.phone) throw new AppError(422, 'shipping.settings_incomplete');
      const recipient = await this.deps.client.saveRecipient(
        apiKey,
        recipientName(order.customer_name),
        npPhone(order.phone),
      );
      const weight = body.weight ?? Number(settings.weight);
      const declared = body.declared_value ?? (num(settings.declared_value) || Math.max(1, Math.ceil(order.total)));
      const cod = order.payment === 'COD' ? order.total : null;
      const doc = await this.deps.client.saveDocument(apiKey, {
        PayerType: 'Recipient',
        PaymentMethod: 'Cash',
        DateTime: npDate(),
        CargoType: 'Parcel',
        Weight: String(weight),
        ServiceType: 'WarehouseWarehouse',
        SeatsAmount: '1',
        Description: body.description ?? settings.description,
        Cost: String(declared),
        CitySender: settings.city_ref,
        Sender: sender.sender,
        SenderAddress: settings.warehouse_ref,
        ContactSender: sender.contact,
        SendersPhone: sender.phone,
        CityRecipient: order.delivery.city_ref,
        Recipient: recipient.ref,
        RecipientAddress: order.delivery.warehouse_ref,
        ContactRecipient: recipient.contactRef,
        RecipientsPhone: npPhone(order.phone),
        InfoRegClientBarcodes: `#${order.number}`,
        ...(cod !== null
          ? { BackwardDeliveryData: [{ PayerType: 'Recipient', CargoType: 'Money', RedeliveryString: String(cod) }] }
          : {}),
      });
      await this.deps.repo.insertShipment(
        {
          order_id: orderId,
          user_id: userId,
          ttn: doc.IntDocNumber,
          np_ref: doc.Ref,
          weight,
          declared_value: declared,
          cod_amount: cod,
          cost: Number(doc.CostOnSite) || null,
          estimated_delivery: doc.EstimatedDeliveryDate || null,
          stage: 'CREATED',
          status_code: '1',
          status_text: null,
          next_check_at: new Date(Date.now() + TRACK_EVERY_MS),
        },
        'Накладну створено',
      );
      await this.deps.orders.announceUpdate(userId, orderId);
      return this.shipment(userId, orderId);
    } finally {
      await this.deps.repo.releaseWaybill(orderId);
    }
  }

  /** The sandbox's sender for a shop without its own key (its settings name only the place). */
  private async sandboxSender(apiKey: string) {
    const { sender, contact } = await this.deps.client.sender(apiKey);
    return {
      sender: sender.Ref,
      contact: contact?.Ref ?? null,
      phone: contact?.Phones ? npPhone(contact.Phones) : null,
    };
  }

  async shipment(userId: string, orderId: string): Promise<Shipment> {
    const s = await this.deps.repo.shipmentOf(userId, orderId);
    if (!s) throw new AppError(404, 'shipping.no_waybill');
    const [events, notices] = await Promise.all([this.deps.repo.events(s.id), this.deps.repo.notices(s.id)]);
    return {
      ttn: s.ttn,
      stage: s.stage,
      status_text: s.status_text,
      weight: Number(s.weight),
      declared_value: Number(s.declared_value),
      cod_amount: num(s.cod_amount),
      cost: num(s.cost),
      estimated_delivery: s.estimated_delivery,
      checked_at: iso(s.checked_at),
      label_url: `/api/v1/orders/${orderId}/waybill/label`,
      tracking_url: trackingUrl(s.ttn),
      history: events.map((e) => ({ stage: e.stage, status_text: e.status_text, at: iso(e.at)! })),
      notices: notices.map((n) => ({ stage: n.stage, text: n.text, state: n.state, at: iso(n.at)! })),
    };
  }

  /** The label's PDF from Nova Poshta's printing host, with the shop's key added here. */
  async label(userId: string, orderId: string): Promise<Buffer> {
    const s = await this.deps.repo.shipmentOf(userId, orderId);
    if (!s) throw new AppError(404, 'shipping.no_waybill');
    const apiKey = await this.keyOf(userId);
    const url = `${this.deps.printUrl()}/orders/printMarking85x85/orders[]/${encodeURIComponent(s.np_ref)}/type/pdf8/apiKey/${apiKey}`;
    let res: Awaited<ReturnType<ShippingDeps['fetchLabel']>>;
    try {
      res = await this.deps.fetchLabel(url);
    } catch {
      throw new NpUnavailable();
    }
    if (res.status !== 200 || !res.type.includes('pdf')) throw new NpUnavailable();
    return res.body;
  }

  // ---- tracking ----

  /** The owner's "check now": read at once (502 when Nova Poshta does not answer). */
  async trackNow(userId: string, orderId: string): Promise<Shipment> {
    const s = await this.deps.repo.shipmentOf(userId, orderId);
    if (!s) throw new AppError(404, 'shipping.no_waybill');
    await this.track(s);
    return this.shipment(userId, orderId);
  }

  /** The parcels due for a reading; the queue reads each (and retries one Nova Poshta did not answer). */
  async due(limit = 200): Promise<string[]> {
    const rows = await this.deps.repo.due(new Date(), limit);
    // Not handed out again until the next round: the queue's job retries it meanwhile.
    await this.deps.repo.postpone(
      rows.map((r) => r.id),
      new Date(Date.now() + TRACK_EVERY_MS),
    );
    return rows.map((r) => r.id);
  }

  /** One parcel's reading (the queue's job); throws when Nova Poshta is down, so the job is retried. */
  async trackById(shipmentId: string): Promise<void> {
    const s = await this.deps.repo.shipment(shipmentId);
    if (s) await this.track(s);
  }

  private async track(s: ShipmentRow): Promise<void> {
    const settings = await this.deps.repo.settings(s.user_id);
    const apiKey = await this.keyOf(s.user_id, settings);
    const phone = settings?.sender_phone ?? '';
    const [status] = await this.deps.client.statuses(apiKey, [{ number: s.ttn, phone }]);
    if (!status) throw new NpRefused(['No status for this waybill']);
    let reading = { stage: stageOf(status.StatusCode), code: String(status.StatusCode), text: status.Status };
    // A refused parcel comes back on a return waybill of its own: received by the sender, it is back.
    const returnTtn = status.LastCreatedOnTheBasisNumber;
    if (reading.stage === 'REFUSED' && returnTtn) {
      const [back] = await this.deps.client.statuses(apiKey, [{ number: returnTtn, phone }]);
      if (back && stageOf(back.StatusCode) === 'RECEIVED')
        reading = { stage: 'RETURNED', code: String(back.StatusCode), text: `${returnTtn}: ${back.Status}` };
    }
    const next = FINAL_STAGES.includes(reading.stage) ? null : new Date(Date.now() + TRACK_EVERY_MS);
    const changed = await this.deps.repo.recordStatus(s, reading, next);
    if (!changed) return;
    await this.moveOrder(s, reading.stage);
    await this.deps.orders.announceUpdate(s.user_id, s.order_id);
  }

  /**
   * The order follows its parcel, through every step it skipped: on the way or arrived → SHIPPED;
   * received → DONE; refused or not collected → RETURNING (its items still held); back at the
   * sender → RETURNED (they are the shop's again). The owner hears of a return by push (orders).
   */
  private async moveOrder(s: ShipmentRow, stage: ShipmentStage): Promise<void> {
    const order = await this.deps.orders.get(s.user_id, s.order_id);
    const path = ORDER_PATH[stage];
    const at = path.indexOf(order.status);
    // Past the path's start: the steps after where it is; elsewhere (cancelled, done): none.
    const steps = at >= 0 ? path.slice(at + 1) : order.status === 'CONFIRMED' ? path : [];
    for (const status of steps) {
      try {
        await this.deps.orders.update(s.user_id, s.order_id, { status }, null);
      } catch (err) {
        // Changed by the owner meanwhile (cancelled): the parcel's history still shows it.
        this.deps.log.warn({ err, order: s.order_id, status }, 'order not moved by its parcel');
      }
    }
    if (stage === 'IN_TRANSIT') await this.notify(s, order, 'SHIPPED');
    if (stage === 'ARRIVED') await this.notify(s, order, 'ARRIVED');
  }

  /**
   * The customer's message of a step, once: sent in the thread inside Meta's 24-hour window; else
   * (or when it cannot be sent) kept for the owner, whose order page shows it to send another way.
   */
  private async notify(s: ShipmentRow, order: Order, stage: 'SHIPPED' | 'ARRIVED'): Promise<void> {
    const lng = await this.deps.orders.languageOf(s.user_id);
    const text = NOTICE_TEXT[stage][lng]
      .replace('{number}', String(order.number))
      .replace('{ttn}', s.ttn)
      .replace('{url}', trackingUrl(s.ttn))
      .replace('{branch}', order.delivery.branch ?? order.delivery.city);
    if (!(await this.deps.repo.claimNotice(s.id, stage, text))) return;
    if (!order.conversation_id || !order.channel_id) return;
    try {
      await this.deps.send(s.user_id, {
        channelId: order.channel_id,
        conversationId: order.conversation_id,
        message: text,
        lastUserMessage: '',
        key: `np:${s.id}:${stage}`,
      });
      await this.deps.repo.markNoticeSent(s.id, stage);
    } catch (err) {
      // Outside the 24-hour window, the customer gone, the platform down: the owner sends it.
      this.deps.log.info({ err, order: s.order_id, stage }, 'parcel message left to the owner');
    }
  }
}
