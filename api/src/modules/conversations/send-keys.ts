import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Message } from '@vitrina/shared/contracts';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Executor } from './repository';

/** How long a repeat waits for the first send of its key to finish before answering 409. */
export const SEND_WAIT_MS = 10_000;
const POLL_MS = 50;
/** A claim whose send never finished (the process died mid-send) is given up after this. */
export const ABANDONED_CLAIM_MS = 5 * 60_000;
/** How long a key answers its repeats (a client retries within minutes; a tab keeps its key for its life). */
export const SEND_KEY_RETENTION_MS = 7 * 24 * 3600_000;

/** What a send that owns its key does once the platform accepted: stores the key with the message. */
export interface SendClaim {
  keep(ex: Executor, messageId: string): Promise<void>;
  /** The key of a send this one makes in turn (the auto-comment after a private reply). */
  readonly key: string;
}

const hashOf = (request: unknown) => createHash('sha256').update(JSON.stringify(request)).digest('base64url');

/**
 * Idempotent sends (issue 28, migration 0010). `once(user, key, request, send)`: the first call of
 * a key claims it (a row without a message) and sends; a repeat, even one arriving while the first
 * is still waiting for the platform, never calls the platform: it waits for the first to finish
 * and answers its message (409 `send_in_progress` if that takes over SEND_WAIT_MS). A send that
 * fails releases its key, so a retry sends. The same key with another request is a 422.
 */
export class SendKeys {
  /** `replay` reads back the message a key stored, for its user (what a repeat answers). */
  constructor(
    private readonly db: Kysely<DB>,
    private readonly replay: (userId: string, messageId: string) => Promise<Message>,
  ) {}

  async once(
    userId: string,
    key: string | undefined,
    request: unknown,
    send: (claim: SendClaim | null) => Promise<Message>,
  ): Promise<Message> {
    if (!key) return send(null);
    const hash = hashOf(request);
    const deadline = Date.now() + SEND_WAIT_MS;
    for (;;) {
      if (await this.claim(userId, key, hash)) return this.sendClaimed(userId, key, send);
      const row = await this.db
        .selectFrom('send_keys')
        .select(['request_hash', 'message_id'])
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row) continue; // the first send failed and released the key: this one sends
      if (row.request_hash !== hash) throw new AppError(422, 'conversations.send_key_reused');
      if (row.message_id) return this.replay(userId, row.message_id);
      if (Date.now() >= deadline) throw new AppError(409, 'conversations.send_in_progress');
      await sleep(POLL_MS);
    }
  }

  private async sendClaimed(userId: string, key: string, send: (claim: SendClaim) => Promise<Message>) {
    try {
      return await send({
        key,
        keep: async (ex, messageId) => {
          await ex
            .updateTable('send_keys')
            .set({ message_id: messageId })
            .where('user_id', '=', userId)
            .where('key', '=', key)
            .execute();
        },
      });
    } catch (err) {
      // Nothing was sent (or it was not stored): a retry of the key may send. A stored message keeps it.
      await this.db
        .deleteFrom('send_keys')
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .where('message_id', 'is', null)
        .execute();
      throw err;
    }
  }

  /** Forgets the keys older than the retention (an hourly task); returns how many went. */
  async purge(now = Date.now()): Promise<number> {
    const result = await this.db
      .deleteFrom('send_keys')
      .where('created_at', '<', new Date(now - SEND_KEY_RETENTION_MS))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Claims the key: a new row, or one abandoned mid-send long ago by a process that died. */
  private async claim(userId: string, key: string, hash: string): Promise<boolean> {
    const row = await this.db
      .insertInto('send_keys')
      .values({ user_id: userId, key, request_hash: hash, created_at: new Date() })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'key'])
          .doUpdateSet({ created_at: new Date() })
          .where('send_keys.message_id', 'is', null)
          .where('send_keys.request_hash', '=', hash)
          .where('send_keys.created_at', '<', new Date(Date.now() - ABANDONED_CLAIM_MS)),
      )
      .returning('key')
      .executeTakeFirst();
    return row !== undefined;
  }
}
