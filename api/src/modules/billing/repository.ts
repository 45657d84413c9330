import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { BillingInvoicesTable, BillingSubscriptionsTable, DB, PaymentStatus } from '../../db/schema';

export type SubscriptionRow = Selectable<BillingSubscriptionsTable>;
export type InvoiceRow = Selectable<BillingInvoicesTable>;
type Executor = Kysely<DB> | Transaction<DB>;

/** How many invoices the settings list shows. */
const INVOICES_SHOWN = 24;

/** Billing's SQL (docs/product.md §9.16): a shop's subscription and invoices, by the shop's id. */
export class BillingRepository {
  constructor(readonly db: Kysely<DB>) {}

  account(userId: string) {
    return this.db
      .selectFrom('users')
      .select(['id', 'email', 'lng', 'plan', 'trial_ends_at', 'free_chats'])
      .where('id', '=', userId)
      .executeTakeFirst();
  }

  subscription(userId: string, ex: Executor = this.db): Promise<SubscriptionRow | undefined> {
    return ex.selectFrom('billing_subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  async setPlan(userId: string, plan: string, ex: Executor): Promise<void> {
    await ex.updateTable('users').set({ plan, updated_at: new Date() }).where('id', '=', userId).execute();
  }

  async saveSubscription(row: Insertable<BillingSubscriptionsTable>, ex: Executor): Promise<void> {
    const { user_id: _id, ...rest } = row;
    await ex
      .insertInto('billing_subscriptions')
      .values(row)
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...rest, updated_at: new Date() }))
      .execute();
  }

  async updateSubscription(
    userId: string,
    patch: Updateable<BillingSubscriptionsTable>,
    ex: Executor = this.db,
  ): Promise<void> {
    await ex
      .updateTable('billing_subscriptions')
      .set({ ...patch, updated_at: new Date() })
      .where('user_id', '=', userId)
      .execute();
  }

  /** Marks a charge under way unless one is: true when this caller holds it. */
  async claimCharge(userId: string, invoiceId: string): Promise<boolean> {
    const r = await this.db
      .updateTable('billing_subscriptions')
      .set({ charging_invoice: invoiceId, updated_at: new Date() })
      .where('user_id', '=', userId)
      .where('charging_invoice', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async releaseCharge(userId: string, invoiceId: string, ex: Executor = this.db): Promise<void> {
    await ex
      .updateTable('billing_subscriptions')
      .set({ charging_invoice: null })
      .where('user_id', '=', userId)
      .where('charging_invoice', '=', invoiceId)
      .execute();
  }

  /** Subscriptions whose period ended (or whose failed renewal is due again) and with no charge under way. */
  due(now: Date): Promise<SubscriptionRow[]> {
    return this.db
      .selectFrom('billing_subscriptions')
      .selectAll()
      .where('charging_invoice', 'is', null)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', 'in', ['ACTIVE', 'CANCELLED']), eb('period_end', '<=', now)]),
          eb.and([eb('status', '=', 'PAST_DUE'), eb('next_retry_at', '<=', now)]),
        ]),
      )
      .orderBy('period_end')
      .limit(200)
      .execute();
  }

  /** Charges of a kept card still waiting for the owner's 3-D Secure confirmation, made before `cutoff`. */
  unconfirmedBefore(cutoff: Date): Promise<InvoiceRow[]> {
    return this.db
      .selectFrom('billing_invoices')
      .selectAll()
      .where('status', '=', 'CREATED')
      .where('tds_url', 'is not', null)
      .where('created_at', '<', cutoff)
      .orderBy('created_at')
      .limit(200)
      .execute();
  }

  insertInvoice(row: Insertable<BillingInvoicesTable>): Promise<InvoiceRow> {
    return this.db.insertInto('billing_invoices').values(row).returningAll().executeTakeFirstOrThrow();
  }

  async setProviderInvoice(
    id: string,
    providerInvoiceId: string,
    pageUrl: string | null,
    tdsUrl: string | null = null,
  ): Promise<void> {
    await this.db
      .updateTable('billing_invoices')
      .set({ provider_invoice_id: providerInvoiceId, page_url: pageUrl, tds_url: tdsUrl })
      .where('id', '=', id)
      .execute();
  }

  invoice(id: string): Promise<InvoiceRow | undefined> {
    return this.db.selectFrom('billing_invoices').selectAll().where('id', '=', id).executeTakeFirst();
  }

  byProviderInvoice(providerInvoiceId: string): Promise<InvoiceRow | undefined> {
    return this.db
      .selectFrom('billing_invoices')
      .selectAll()
      .where('provider_invoice_id', '=', providerInvoiceId)
      .executeTakeFirst();
  }

  /** Settles a CREATED invoice; false when it was settled already (a repeated webhook). */
  async settle(id: string, status: PaymentStatus, reason: string | null, at: Date, ex: Executor): Promise<boolean> {
    const r = await ex
      .updateTable('billing_invoices')
      .set({ status, failure_reason: reason, settled_at: at })
      .where('id', '=', id)
      .where('status', '=', 'CREATED')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  invoices(userId: string): Promise<InvoiceRow[]> {
    return this.db
      .selectFrom('billing_invoices')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(INVOICES_SHOWN)
      .execute();
  }

  /** Chats bought as top-ups and paid at or after `since` (the current period's). */
  async topUpChats(userId: string, since: Date, until?: Date): Promise<number> {
    let q = this.db
      .selectFrom('billing_invoices')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('top_up_chats'), eb.lit(0)).as('chats'))
      .where('user_id', '=', userId)
      .where('kind', '=', 'TOP_UP')
      .where('status', '=', 'PAID')
      .where('settled_at', '>=', since);
    if (until) q = q.where('settled_at', '<', until);
    const row = await q.executeTakeFirst();
    return Number(row?.chats ?? 0);
  }

  /** The last renewal invoice of a period (a failed one is tried again for the same amount). */
  lastRenewal(userId: string, periodStart: Date): Promise<InvoiceRow | undefined> {
    return this.db
      .selectFrom('billing_invoices')
      .selectAll()
      .where('user_id', '=', userId)
      .where('kind', '=', 'RENEWAL')
      .where('period_start', '=', periodStart)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }
}
