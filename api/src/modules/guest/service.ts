import type { Kysely } from 'kysely';
import type { GuestRequestKind, GuestRequestResult, Language } from '@vitrina/shared/contracts';
import type { Config } from '../../config';
import type { DB } from '../../db/schema';
import { guestRequestMail, type Mailer } from '../mail';

export interface GuestInput {
  kind: GuestRequestKind;
  name?: string;
  phone: string;
  instagram?: string;
  time_slot: string;
  userId: string | null;
  lng: Language;
  ip: string;
}

/** Consultation, booking and new-user requests: stored, then mailed to the sales address. */
export class GuestService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly mailer: Mailer,
    private readonly config: Config,
  ) {}

  async create(input: GuestInput): Promise<Omit<GuestRequestResult, 'message'>> {
    const row = await this.db
      .insertInto('guest_requests')
      .values({
        kind: input.kind,
        name: input.name ?? null,
        phone: input.phone,
        instagram: input.instagram ?? null,
        time_slot: input.time_slot,
        user_id: input.userId,
        lng: input.lng,
        ip: input.ip,
        created_at: new Date(),
      })
      .returning(['id', 'kind', 'created_at'])
      .executeTakeFirstOrThrow();
    let accountEmail: string | null = null;
    if (input.userId) {
      const user = await this.db.selectFrom('users').select('email').where('id', '=', input.userId).executeTakeFirst();
      accountEmail = user?.email ?? null;
    }
    await this.mailer.send(
      guestRequestMail(this.config.salesEmail, { ...input, id: row.id, accountEmail, createdAt: row.created_at }),
    );
    return { id: row.id, kind: row.kind, created_at: row.created_at.toISOString() };
  }

  /** Retention: requests older than `days` are deleted (sales got them by mail). */
  async purge(now: Date, days: number): Promise<void> {
    const cutoff = new Date(now.getTime() - days * 24 * 3600 * 1000);
    await this.db.deleteFrom('guest_requests').where('created_at', '<', cutoff).execute();
  }
}
