import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailboxMessage } from '@vitrina/shared/contracts';
import type { DB, MailRow } from '../../db/schema';
import type { BackgroundTasks } from '../../lib/background';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Links in the mail (the dev mailbox lists them); taken from the text when omitted. */
  links?: string[];
}

const MAX_ATTEMPTS = 5;

export function extractLinks(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"')]+/g) ?? [])];
}

/**
 * Every mail goes into the outbox table first. With SMTP_URL it is then delivered by nodemailer
 * (retried by a sweep on failure, claimed with SKIP LOCKED so several instances never send twice);
 * without it the row stays 'local' and the dev mailbox shows it.
 */
export class Mailer {
  private readonly transport: Transporter | null;
  private sweepTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Kysely<DB>,
    smtpUrl: string | undefined,
    private readonly from: string,
    private readonly background: BackgroundTasks,
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  get usesSmtp(): boolean {
    return this.transport !== null;
  }

  async send(mail: OutgoingMail): Promise<string> {
    const row = await this.db
      .insertInto('mail_outbox')
      .values({
        to_address: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html ?? null,
        links: JSON.stringify(mail.links ?? extractLinks(mail.text)),
        status: this.transport ? 'pending' : 'local',
        last_error: null,
        created_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (this.transport) this.background.run('mail-delivery', () => this.deliver(row.id));
    return row.id;
  }

  private async deliver(id: string): Promise<void> {
    if (!this.transport) return;
    const row = await this.db
      .updateTable('mail_outbox')
      .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('status', 'in', ['pending', 'failed'])
      .returningAll()
      .executeTakeFirst();
    if (!row) return;
    try {
      await this.transport.sendMail({
        from: this.from,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        ...(row.html_body ? { html: row.html_body } : {}),
      });
      await this.db
        .updateTable('mail_outbox')
        .set({ status: 'sent', sent_at: new Date(), last_error: null })
        .where('id', '=', id)
        .execute();
    } catch (err) {
      this.log.warn({ err, mail: id }, 'mail delivery failed');
      await this.db
        .updateTable('mail_outbox')
        .set({ status: 'failed', last_error: String((err as Error)?.message ?? err).slice(0, 500) })
        .where('id', '=', id)
        .execute();
    }
  }

  /** Retries failed and stuck deliveries; runs every `intervalMs` when SMTP is configured. */
  startSweeper(intervalMs = 60_000): void {
    if (!this.transport || this.sweepTimer) return;
    this.sweepTimer = setInterval(() => {
      this.background.run('mail-sweep', async () => {
        const stuck = new Date(Date.now() - 5 * 60_000);
        const ids = await this.db
          .selectFrom('mail_outbox')
          .select('id')
          .where((eb) =>
            eb.or([
              eb('status', 'in', ['pending', 'failed']),
              eb.and([eb('status', '=', 'sending'), eb('created_at', '<', stuck)]),
            ]),
          )
          .where('attempts', '<', MAX_ATTEMPTS)
          .orderBy('created_at')
          .limit(20)
          .execute();
        for (const { id } of ids) {
          await this.db
            .updateTable('mail_outbox')
            .set({ status: 'failed' })
            .where('id', '=', id)
            .where('status', '=', 'sending')
            .execute();
          await this.deliver(id);
        }
      });
    }, intervalMs);
    this.sweepTimer.unref();
  }

  stop(): void {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.sweepTimer = null;
    this.transport?.close();
  }

  async list(options: { to?: string; limit: number }): Promise<MailboxMessage[]> {
    let q = this.db
      .selectFrom('mail_outbox')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy(sql`id`, 'desc')
      .limit(options.limit);
    if (options.to) q = q.where((eb) => eb(eb.fn('lower', ['to_address']), '=', options.to!.trim().toLowerCase()));
    const rows: MailRow[] = await q.execute();
    return rows.map((r) => ({
      id: r.id,
      to: r.to_address,
      subject: r.subject,
      text: r.text_body,
      links: Array.isArray(r.links) ? r.links : [],
      created_at: r.created_at.toISOString(),
    }));
  }
}
