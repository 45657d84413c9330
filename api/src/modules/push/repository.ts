import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export interface StoredSubscription {
  id: string;
  endpoint: string;
  /** Encrypted `{"p256dh","auth"}`. */
  keys: string;
}

/** SQL of Web Push (migration 0030), keyed by the owner's user id. */
export class PushRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Adds a device, or takes it over when its endpoint is known (the same browser opted in again,
   * or signed in as another owner): one row per endpoint, the newest owner's.
   */
  async upsert(userId: string, endpoint: string, keys: string, device: string) {
    return this.db
      .insertInto('push_subscriptions')
      .values({ user_id: userId, endpoint, keys, device })
      .onConflict((oc) =>
        oc
          .column('endpoint')
          .doUpdateSet({ user_id: userId, keys, device, created_at: new Date(), last_sent_at: null }),
      )
      .returning(['id', 'device', 'created_at', 'last_sent_at'])
      .executeTakeFirstOrThrow();
  }

  list(userId: string) {
    return this.db
      .selectFrom('push_subscriptions')
      .select(['id', 'device', 'created_at', 'last_sent_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
  }

  targets(userId: string): Promise<StoredSubscription[]> {
    return this.db
      .selectFrom('push_subscriptions')
      .select(['id', 'endpoint', 'keys'])
      .where('user_id', '=', userId)
      .execute();
  }

  /** Deletes the owner's device; false when it is not theirs (or gone). */
  async remove(userId: string, id: string): Promise<boolean> {
    const r = await this.db
      .deleteFrom('push_subscriptions')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  /** A device the push service reported gone (404/410). */
  async drop(id: string): Promise<void> {
    await this.db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
  }

  /** Keeps the newest `keep` devices of an owner, deleting older ones. */
  async trim(userId: string, keep: number): Promise<void> {
    const old = await this.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .offset(keep)
      .limit(1000)
      .execute();
    if (old.length === 0) return;
    await this.db
      .deleteFrom('push_subscriptions')
      .where(
        'id',
        'in',
        old.map((r) => r.id),
      )
      .execute();
  }

  async delivered(id: string): Promise<void> {
    await this.db.updateTable('push_subscriptions').set({ last_sent_at: new Date() }).where('id', '=', id).execute();
  }

  preferences(userId: string) {
    return this.db.selectFrom('push_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  async savePreferences(
    userId: string,
    p: {
      new_message: boolean;
      handover: boolean;
      new_order: boolean;
      quiet_from: string | null;
      quiet_to: string | null;
      time_zone: string;
    },
  ): Promise<void> {
    await this.db
      .insertInto('push_preferences')
      .values({ user_id: userId, ...p })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...p, updated_at: new Date() }))
      .execute();
  }

  async language(userId: string): Promise<'ua' | 'en'> {
    const row = await this.db.selectFrom('users').select('lng').where('id', '=', userId).executeTakeFirst();
    return row?.lng ?? 'ua';
  }
}
