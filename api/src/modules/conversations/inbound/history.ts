import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ChannelRow, DB } from '../../../db/schema';
import { AppError, isChannelTokenExpired } from '../../../lib/errors';
import type { ChannelsRepository } from '../../channels';
import type { InboundEvent, MetaAccount, MetaGateway } from '../../meta';
import type { JobQueue } from '../../queue/plugin';
import type { InboundApplier } from './applier';
import { emptyOutcome, type AccountChannel, type InboundEffects } from './effects';

export const HISTORY_IMPORT_QUEUE = 'meta-history-import';

/** The most recent conversations an import brings (Meta lists them newest first). */
export const HISTORY_CONVERSATIONS = 50;
/** Messages read per conversation: Meta details only a conversation's 20 most recent messages. */
export const HISTORY_MESSAGES = 20;
/** Conversations asked for per page of the list. */
const CONVERSATIONS_PAGE = 25;
/**
 * The Conversations API allows 2 calls a second per Page or Instagram account
 * (developers.facebook.com/docs/messenger-platform/overview/rate-limiting): one call every 550 ms
 * keeps under it with a margin for timers.
 */
export const HISTORY_CALL_INTERVAL_MS = 550;
/** Meta's window for that allowance: CALLS_PER_WINDOW calls per WINDOW_MS. */
const CALLS_PER_WINDOW = 2;
const WINDOW_MS = 1000;
/** Meta's usage (its usage headers, meta/usage.ts) from which background reads wait, so the owner's sends are not hurt. */
const BUSY_PERCENT = 75;
/** How long a deferred import waits when Meta does not say. */
const BUSY_DELAY_SECONDS = 600;

interface Platform {
  id: string;
  name: string | null;
  username: string | null;
}

/**
 * History on connect (issue 29 item 8; api/README.md "History import"): when a channel is connected
 * its recent conversations and their last messages are read through Meta's Conversations API
 * (Instagram Login: graph.instagram.com/me/conversations?platform=instagram; Facebook Login: the
 * Page's /{page-id}/conversations?platform=instagram|messenger; then each conversation's messages),
 * paced to Meta's 2 calls a second per account, as a job on the queue. Each conversation's messages
 * go through the one applier the webhooks use, in a transaction of their own, so the inbox gets the
 * same live events; it is idempotent by the platform message id (`mid`): a second run, or a webhook
 * that delivered the same message, stores nothing twice. Old messages never start an AI draft (the
 * applier's customer-message effects are dropped). The channel's row tells the owner how it went.
 */
export class HistoryImport {
  private queue: JobQueue | null = null;
  /** When each account may make its next Conversations API call (this process). */
  private readonly nextCallAt = new Map<string, number>();
  /** When each account's latest calls finished (the last CALLS_PER_WINDOW). */
  private readonly finishedAt = new Map<string, number[]>();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly meta: MetaGateway,
    private readonly channels: ChannelsRepository,
    private readonly applier: InboundApplier,
    private readonly afterCommit: (effects: InboundEffects) => Promise<void>,
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs = HISTORY_CALL_INTERVAL_MS,
  ) {}

  async start(queue: JobQueue): Promise<void> {
    this.queue = queue;
    await queue.work<{ channelId: string }>(HISTORY_IMPORT_QUEUE, async ({ channelId }) => {
      await this.run(channelId);
    });
  }

  /** Queues the import of a channel just connected (one job per channel a minute: a double connect imports once). */
  async enqueue(channel: ChannelRow): Promise<void> {
    if (!this.queue) return;
    await this.channels.setHistory(channel.id, 'RUNNING', null);
    await this.queue.send(
      HISTORY_IMPORT_QUEUE,
      { channelId: channel.id },
      { throttle: { key: channel.id, seconds: 60 } },
    );
  }

  /**
   * Waits for the account's turn: one Conversations API call per interval, and never a third call
   * within a second of the one two before it has finished. Meta counts a call when it arrives, which
   * is before its answer comes back, so this holds however late a request travels (intervals alone
   * left 100 ms of slack for three calls in a second).
   */
  private async paced<T>(accountId: string, call: () => Promise<T>): Promise<T> {
    const finished = this.finishedAt.get(accountId) ?? [];
    const now = Date.now();
    const twoBefore =
      finished.length >= CALLS_PER_WINDOW ? finished[finished.length - CALLS_PER_WINDOW] + WINDOW_MS : 0;
    const at = Math.max(now, this.nextCallAt.get(accountId) ?? 0, twoBefore);
    this.nextCallAt.set(accountId, at + this.intervalMs);
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
    try {
      return await call();
    } finally {
      const latest = this.finishedAt.get(accountId) ?? [];
      this.finishedAt.set(accountId, [...latest.slice(-(CALLS_PER_WINDOW - 1)), Date.now()]);
    }
  }

  /**
   * Imports one channel's recent conversations; answers how many conversations it read and how
   * many messages it stored. A channel gone or waiting for a new login is skipped. A throttled or
   * failing call marks the import FAILED and throws, so the queue retries it with backoff.
   */
  async run(channelId: string): Promise<{ conversations: number; stored: number } | null> {
    const channel = await this.channelById(channelId);
    if (!channel || channel.token_status === 'EXPIRED') return null;
    // Meta says the account is busy: the import waits (the row keeps saying it is under way).
    const accounts = [channel.profile_id, channel.page_id];
    if (this.meta.usage.pressure(accounts) >= BUSY_PERCENT) {
      await this.defer(channel.id, this.meta.usage.regainSeconds(accounts), 'meta usage high');
      return null;
    }
    await this.channels.setHistory(channel.id, 'RUNNING', null);
    const account = this.meta.account(channel);
    const pacingKey = channel.profile_id;
    const hooks = { onTokenExpired: () => this.channels.markTokenExpired(channel.id) };
    let conversations = 0;
    let stored = 0;
    try {
      let after: string | undefined;
      while (conversations < HISTORY_CONVERSATIONS) {
        const page = await this.paced(pacingKey, () =>
          this.meta.call((a) => a.listConversations(account, { limit: CONVERSATIONS_PAGE, after }), hooks),
        );
        for (const conversation of page.data.slice(0, HISTORY_CONVERSATIONS - conversations)) {
          conversations += 1;
          stored += await this.conversation(channel, account, conversation.id, conversation.participants, hooks);
        }
        if (!page.after || page.data.length === 0) break;
        after = page.after;
      }
    } catch (err) {
      // Throttled or Meta busy for a moment: again when Meta said (what was stored stays; a rerun skips it).
      if (err instanceof AppError && (err.statusCode === 429 || err.statusCode === 503) && this.queue) {
        await this.defer(channel.id, Number(err.params?.seconds) || 0, err.key);
        return null;
      }
      await this.channels.setHistory(channel.id, 'FAILED', conversations).catch(() => undefined);
      // A dead token marked the channel EXPIRED: nothing to retry until the owner logs in again.
      if (isChannelTokenExpired(err)) return null;
      this.log.warn({ err, channelId }, 'history import failed: retried by the queue');
      throw err;
    }
    await this.channels.setHistory(channel.id, 'DONE', conversations);
    return { conversations, stored };
  }

  private async defer(channelId: string, seconds: number, why: string): Promise<void> {
    const startAfter = Math.max(BUSY_DELAY_SECONDS, Math.ceil(seconds));
    await this.queue?.send(HISTORY_IMPORT_QUEUE, { channelId }, { startAfter });
    this.log.info({ channelId, startAfter, why }, 'history import deferred');
  }

  private async channelById(channelId: string): Promise<AccountChannel | undefined> {
    const row = await this.db
      .selectFrom('channels')
      .select('profile_id')
      .where('id', '=', channelId)
      .executeTakeFirst();
    if (!row) return undefined;
    return (await this.channels.findByAccounts([row.profile_id])).find((c) => c.id === channelId);
  }

  /** One conversation's latest messages, applied oldest first in one transaction; answers how many were new. */
  private async conversation(
    channel: AccountChannel,
    account: MetaAccount,
    conversationId: string,
    participants: Platform[],
    hooks: { onTokenExpired: () => Promise<void> },
  ): Promise<number> {
    const isShop = (p: Platform | undefined) =>
      !!p &&
      (p.id === channel.profile_id ||
        p.id === channel.page_id ||
        (channel.platform === 'INSTAGRAM' && !!p.username && p.username === channel.name));
    const customer = participants.find((p) => !isShop(p));
    if (!customer) return 0;
    const page = await this.paced(channel.profile_id, () =>
      this.meta.call((a) => a.listMessages(account, conversationId, { limit: HISTORY_MESSAGES }), hooks),
    );
    const events: InboundEvent[] = page.data
      .filter((m) => m.id && (m.text || m.attachments.length > 0))
      .map((m) => {
        const fromShop = isShop(m.from) || (m.from.id !== '' && m.from.id !== customer.id);
        return {
          kind: 'message' as const,
          mid: m.id,
          sender: fromShop ? channel.profile_id : customer.id,
          recipient: fromShop ? customer.id : channel.profile_id,
          echo: fromShop,
          at: new Date(m.createdTime),
          text: m.text,
          attachments: m.attachments.map((a, i) => ({
            type: a.type,
            url: a.url,
            title: null,
            asset_id: `${m.id}_${i}`,
          })),
          replyTo: null,
          payload: null,
          postId: null,
        };
      })
      .filter((e) => !Number.isNaN(e.at.getTime()))
      // Meta lists messages newest first; they are stored in the order they were written.
      .reverse();
    if (events.length === 0) return 0;
    // Meta's times are to the second: messages of the same second keep the list's order, 1 ms apart.
    for (let i = 1; i < events.length; i += 1) {
      const prev = (events[i - 1] as { at: Date }).at.getTime();
      const cur = events[i] as { at: Date };
      if (cur.at.getTime() <= prev) cur.at = new Date(prev + 1);
    }
    const outcome = emptyOutcome();
    const effects = await this.db.transaction().execute((trx) =>
      this.applier.apply(trx, [
        {
          parsed: { platform: channel.platform, entries: [{ accountId: channel.profile_id, events }], unknown: [] },
          outcome,
        },
      ]),
    );
    // History is not a customer writing now: no AI draft for it.
    effects.customer = [];
    await this.afterCommit(effects);
    return outcome.stored;
  }
}
