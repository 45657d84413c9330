import type { FastifyBaseLogger } from 'fastify';
import type * as WebPush from 'web-push';
import type { PushDevice, PushPreferences, PushSubscribeRequest } from '@vitrina/shared/contracts';
import type { PushPayload, ServerEvent } from '@vitrina/shared/contracts/constants';
import { AppError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import type { TokenCipher } from '../../lib/token-cipher';
import { acceptedEndpoint } from './endpoints';
import { inQuietHours } from './quiet-hours';
import type { PushRepository, StoredSubscription } from './repository';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** `mailto:` or https address the push services may contact (RFC 8292 `sub`). */
  subject: string;
}

export interface PushOptions {
  extraHosts: string[];
  allowLoopback: boolean;
  /** The devices an owner may keep; adding one more drops the oldest (one account cannot fill the table). */
  maxDevices?: number;
  /** Milliseconds a push service has to answer. */
  timeoutMs?: number;
  /** Messages older than this (history imported) notify no one. */
  freshMs?: number;
  /**
   * Notifications of one owner being sent at once; past it new ones are dropped (a burst of one
   * shop's messages never holds the server's outgoing connections from the others).
   */
  maxInFlight?: number;
  now?: () => Date;
}

export const DEFAULT_PREFERENCES: PushPreferences = {
  new_message: true,
  handover: true,
  new_order: true,
  quiet_hours: null,
  time_zone: 'Europe/Kyiv',
};

/** A push service's answer to one message. */
export type Delivery = 'sent' | 'gone' | 'failed';

const BODY_MAX = 140;

/** web-push, loaded at the first notification sent (most apps never send one). */
let webpush: Promise<typeof WebPush> | null = null;
// A CommonJS module: its functions are `default`'s under node's ESM import (the compiled server).
const loadWebPush = () =>
  (webpush ??= import('web-push').then((m) => (m as { default?: typeof WebPush }).default ?? m));

/**
 * Web Push (issue 50, docs/product.md §9.13): the owner's devices and preferences, and the
 * notifications for a new customer message, a conversation handed over to the owner and a new
 * order. Each message is encrypted for the device per RFC 8291 (aes128gcm) and signed with the
 * server's VAPID key (RFC 8292) by `web-push`, then posted to the device's push service; a device
 * the service reports gone (404, 410) is deleted.
 */
export class PushService {
  private readonly maxDevices: number;
  private readonly timeoutMs: number;
  private readonly freshMs: number;
  private readonly now: () => Date;
  private readonly maxInFlight: number;
  private readonly inFlight = new Map<string, number>();

  constructor(
    private readonly repo: PushRepository,
    private readonly cipher: TokenCipher,
    private readonly vapid: VapidKeys,
    private readonly options: PushOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.maxDevices = options.maxDevices ?? 20;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.freshMs = options.freshMs ?? 15 * 60_000;
    this.now = options.now ?? (() => new Date());
    this.maxInFlight = options.maxInFlight ?? 10;
  }

  get publicKey(): string {
    return this.vapid.publicKey;
  }

  async subscribe(userId: string, body: PushSubscribeRequest): Promise<PushDevice> {
    if (!acceptedEndpoint(body.endpoint, this.options.extraHosts, this.options.allowLoopback)) {
      throw new AppError(422, 'push.endpoint_refused');
    }
    const keys = this.cipher.encrypt(JSON.stringify(body.keys));
    const row = await this.repo.upsert(userId, body.endpoint, keys, body.device ?? '');
    await this.repo.trim(userId, this.maxDevices);
    return toDevice(row);
  }

  async devices(userId: string): Promise<PushDevice[]> {
    return (await this.repo.list(userId)).map(toDevice);
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!(await this.repo.remove(userId, id))) throw new AppError(404, 'push.not_found');
  }

  async preferences(userId: string): Promise<PushPreferences> {
    const row = await this.repo.preferences(userId);
    if (!row) return DEFAULT_PREFERENCES;
    return {
      new_message: row.new_message,
      handover: row.handover,
      new_order: row.new_order,
      quiet_hours: row.quiet_from && row.quiet_to ? { from: row.quiet_from, to: row.quiet_to } : null,
      time_zone: row.time_zone,
    };
  }

  async savePreferences(userId: string, p: PushPreferences): Promise<PushPreferences> {
    await this.repo.savePreferences(userId, {
      new_message: p.new_message,
      handover: p.handover,
      new_order: p.new_order,
      quiet_from: p.quiet_hours?.from ?? null,
      quiet_to: p.quiet_hours?.to ?? null,
      time_zone: p.time_zone,
    });
    return this.preferences(userId);
  }

  /** A test notification to every device of the owner (quiet hours aside: the owner asked for it). */
  async test(userId: string): Promise<{ sent: number; devices: number }> {
    const lng = await this.repo.language(userId);
    const payload: PushPayload = {
      kind: 'TEST',
      title: t(lng, 'push.test.title'),
      body: t(lng, 'push.test.body'),
      url: `/${lng}/settings`,
      tag: 'test',
    };
    const results = await this.send(userId, payload);
    return { sent: results.filter((r) => r === 'sent').length, devices: results.length };
  }

  /**
   * The notification an event of the live connection calls for, if any, sent to the owner's
   * devices unless the owner turned that kind off or it is their quiet hours. Resolves to what
   * each device's push service answered (empty when nothing was sent); never throws.
   */
  async notify(userId: string, event: ServerEvent): Promise<Delivery[]> {
    const kind = kindOf(event, this.now(), this.freshMs);
    if (!kind) return [];
    const running = this.inFlight.get(userId) ?? 0;
    if (running >= this.maxInFlight) return [];
    this.inFlight.set(userId, running + 1);
    try {
      // The devices first: most owners have none, and then a message costs this one read.
      const targets = await this.repo.targets(userId);
      if (targets.length === 0) return [];
      const [prefs, lng] = await Promise.all([this.preferences(userId), this.repo.language(userId)]);
      if (!prefs[kind]) return [];
      if (inQuietHours(this.now(), prefs.quiet_hours, prefs.time_zone)) return [];
      return await this.deliverAll(targets, payloadOf(event, lng)!);
    } catch (err) {
      this.log.warn({ err, userId }, 'push: notification not sent');
      return [];
    } finally {
      const left = (this.inFlight.get(userId) ?? 1) - 1;
      if (left > 0) this.inFlight.set(userId, left);
      else this.inFlight.delete(userId);
    }
  }

  private async send(userId: string, payload: PushPayload): Promise<Delivery[]> {
    return this.deliverAll(await this.repo.targets(userId), payload);
  }

  private deliverAll(targets: StoredSubscription[], payload: PushPayload): Promise<Delivery[]> {
    return Promise.all(targets.map((target) => this.deliver(target, payload)));
  }

  private async deliver(target: StoredSubscription, payload: PushPayload): Promise<Delivery> {
    try {
      const keys = JSON.parse(this.cipher.decrypt(target.keys)) as { p256dh: string; auth: string };
      const request = (await loadWebPush()).generateRequestDetails(
        { endpoint: target.endpoint, keys },
        JSON.stringify(payload),
        {
          vapidDetails: this.vapid,
          TTL: 24 * 60 * 60,
          urgency: payload.kind === 'NEW_MESSAGE' || payload.kind === 'HANDOVER' ? 'high' : 'normal',
          topic: topicOf(payload.tag),
        },
      );
      const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));
      const res = await fetch(request.endpoint, {
        method: 'POST',
        headers,
        body: request.body ? new Uint8Array(request.body) : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      await res.body?.cancel();
      if (res.status === 404 || res.status === 410) {
        await this.repo.drop(target.id);
        return 'gone';
      }
      if (res.status < 200 || res.status >= 300) {
        this.log.warn({ status: res.status, subscription: target.id }, 'push: the push service refused');
        return 'failed';
      }
      await this.repo.delivered(target.id);
      return 'sent';
    } catch (err) {
      this.log.warn({ err, subscription: target.id }, 'push: the push service could not be reached');
      return 'failed';
    }
  }
}

function toDevice(row: { id: string; device: string; created_at: Date; last_sent_at: Date | null }): PushDevice {
  return {
    id: row.id,
    device: row.device,
    created_at: new Date(row.created_at).toISOString(),
    last_sent_at: row.last_sent_at ? new Date(row.last_sent_at).toISOString() : null,
  };
}

type PreferenceKind = 'new_message' | 'handover' | 'new_order';

/** Which preference an event falls under; null when it notifies no one. */
function kindOf(event: ServerEvent, now: Date, freshMs: number): PreferenceKind | null {
  switch (event.type) {
    case 'NEW_MESSAGE': {
      // The customer's own direct message, just received (not the shop's, not imported history).
      if (event.data.is_from_shop !== false) return null;
      const at = event.data.created_time ? Date.parse(event.data.created_time) : NaN;
      return Number.isFinite(at) && now.getTime() - at <= freshMs ? 'new_message' : null;
    }
    case 'CONVERSATION_ATTENTION':
      return 'handover';
    case 'ORDER_CREATED':
      return 'new_order';
    case 'ORDER_UPDATED':
      // An order just become RETURNING (its parcel refused or not collected) is the orders' news
      // too; previous_status is there only on a status change, so a later edit is not news again.
      return event.data.status === 'RETURNING' && event.data.previous_status ? 'new_order' : null;
    default:
      return null;
  }
}

/** The notification of an event in the owner's language (kindOf said it notifies). */
function payloadOf(event: ServerEvent, lng: 'ua' | 'en'): PushPayload | null {
  const chat = (id: string) => `/${lng}/chats?c=${encodeURIComponent(id)}`;
  switch (event.type) {
    case 'NEW_MESSAGE': {
      const d = event.data;
      const name = d.from_participant?.name || d.from || '…';
      const text = (d.message ?? '').trim();
      return {
        kind: 'NEW_MESSAGE',
        title: t(lng, 'push.new_message.title', { name }),
        body: text ? clip(text) : t(lng, 'push.new_message.attachment'),
        url: chat(d.conversation_id),
        tag: `c-${d.conversation_id}`,
      };
    }
    case 'CONVERSATION_ATTENTION':
      return {
        kind: 'HANDOVER',
        title: t(lng, 'push.handover.title'),
        body: t(lng, 'push.handover.body'),
        url: chat(event.data.conversation_id),
        tag: `c-${event.data.conversation_id}`,
      };
    case 'ORDER_CREATED':
      return {
        kind: 'NEW_ORDER',
        title: t(lng, 'push.new_order.title', { number: event.data.number }),
        body: t(lng, 'push.new_order.body'),
        url: `/${lng}/orders/${encodeURIComponent(event.data.order_id)}`,
        tag: `o-${event.data.order_id}`,
      };
    case 'ORDER_UPDATED':
      return {
        kind: 'ORDER_RETURNING',
        title: t(lng, 'push.order_returning.title', { number: event.data.number }),
        body: t(lng, 'push.order_returning.body'),
        url: `/${lng}/orders/${encodeURIComponent(event.data.order_id)}`,
        tag: `o-${event.data.order_id}`,
      };
    default:
      return null;
  }
}

const clip = (text: string) => (text.length > BODY_MAX ? `${text.slice(0, BODY_MAX - 1)}…` : text);

/** RFC 8030 Topic: at most 32 base64url characters; a newer message of the same topic replaces a waiting one. */
const topicOf = (tag: string) => tag.replace(/[^A-Za-z0-9_-]/g, '').slice(-32);
