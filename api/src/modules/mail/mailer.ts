import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
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
  /** What the local mailbox may show instead, when the mail carries personal data (guest forms). */
  mailboxCopy?: { subject: string; text: string };
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  /** DEV_MAILBOX: without SMTP, keep mails readable for the local mailbox. */
  localMailbox: boolean;
}

const MAX_ATTEMPTS = 5;

export function extractLinks(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"')]+/g) ?? [])];
}

/**
 * With SMTP_URL every mail goes into the outbox table first and is then delivered by nodemailer
 * (retried by a sweep on failure; a row is claimed by one update so several instances never send
 * twice); once sent, its bodies are dropped. Without SMTP_URL, the local mailbox on (DEV_MAILBOX)
 * keeps a 'local' row it shows, with guest personal data left out; with the mailbox off the mail
 * is not sent and nothing readable is stored (fail closed), which the log says.
 */
export class Mailer {
  private readonly smtpUrl: string | null;
  /** nodemailer's transport, built at the first delivery: an app that sends no mail never loads it. */
  private transport: Promise<Transporter> | null = null;
  private readonly from: string;
  private readonly localMailbox: boolean;
  private sweepTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Kysely<DB>,
    options: MailerOptions,
    private readonly background: BackgroundTasks,
    private readonly log: FastifyBaseLogger,
  ) {
    this.smtpUrl = options.smtpUrl || null;
    this.from = options.from;
    this.localMailbox = options.localMailbox;
  }

  get usesSmtp(): boolean {
    return this.smtpUrl !== null;
  }

  private smtp(smtpUrl: string): Promise<Transporter> {
    return (this.transport ??= import('nodemailer').then(({ createTransport }) => createTransport(smtpUrl)));
  }

  /** Queues (SMTP) or keeps (local mailbox) a mail; null when it could not be sent at all. */
  async send(mail: OutgoingMail): Promise<string | null> {
    if (!this.smtpUrl && !this.localMailbox) {
      this.log.warn({ to: mail.to }, 'mail not sent: SMTP_URL is not set (and the local mailbox is off)');
      return null;
    }
    const shown = this.smtpUrl ? mail : { ...mail, ...(mail.mailboxCopy ?? {}) };
    const row = await this.db
      .insertInto('mail_outbox')
      .values({
        to_address: mail.to,
        subject: shown.subject,
        text_body: shown.text,
        html_body: mail.mailboxCopy && !this.smtpUrl ? null : (mail.html ?? null),
        links: JSON.stringify(mail.links ?? extractLinks(shown.text)),
        status: this.smtpUrl ? 'pending' : 'local',
        last_error: null,
        created_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (this.smtpUrl) this.background.run('mail-delivery', () => this.deliver(row.id));
    return row.id;
  }

  /** Retention: drops outbox rows older than `days` (sent, local or given up). */
  async purge(now: Date, days: number): Promise<void> {
    const cutoff = new Date(now.getTime() - days * 24 * 3600 * 1000);
    await this.db.deleteFrom('mail_outbox').where('created_at', '<', cutoff).execute();
  }

  private async deliver(id: string): Promise<void> {
    if (!this.smtpUrl) return;
    const row = await this.db
      .updateTable('mail_outbox')
      .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('status', 'in', ['pending', 'failed'])
      .returningAll()
      .executeTakeFirst();
    if (!row) return;
    try {
      await (
        await this.smtp(this.smtpUrl)
      ).sendMail({
        from: this.from,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        ...(row.html_body ? { html: row.html_body } : {}),
      });
      await this.db
        .updateTable('mail_outbox')
        // Sent: the outbox keeps who and when, not what (reset links, guest personal data).
        .set({ status: 'sent', sent_at: new Date(), last_error: null, text_body: '', html_body: null, links: '[]' })
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
    if (!this.smtpUrl || this.sweepTimer) return;
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
    void this.transport?.then((transport) => transport.close());
  }

  async list(options: { to?: string; limit: number }): Promise<MailboxMessage[]> {
    let q = this.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('status', '=', 'local')
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
