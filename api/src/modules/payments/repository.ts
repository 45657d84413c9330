import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, PaymentsTable, PaymentStatus } from '../../db/schema';

export type PaymentRow = Selectable<PaymentsTable>;

/** Payment settings and invoices (SQL only; the webhook's look-up is by the provider's invoice id). */
export class PaymentsRepository {
  constructor(readonly db: Kysely<DB>) {}

  settings(userId: string) {
    return this.db.selectFrom('payment_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  async saveSettings(userId: string, tokenEnc: string, merchantName: string): Promise<void> {
    await this.db
      .insertInto('payment_settings')
      .values({ user_id: userId, provider: 'MONOBANK', token_enc: tokenEnc, merchant_name: merchantName })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({ token_enc: tokenEnc, merchant_name: merchantName, updated_at: new Date() }),
      )
      .execute();
  }

  latest(userId: string, orderId: string): Promise<PaymentRow | undefined> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('user_id', '=', userId)
      .where('order_id', '=', orderId)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  insert(row: Insertable<PaymentsTable>): Promise<PaymentRow> {
    return this.db.insertInto('payments').values(row).returningAll().executeTakeFirstOrThrow();
  }

  async markSent(id: string): Promise<void> {
    await this.db.updateTable('payments').set({ sent: true }).where('id', '=', id).execute();
  }

  byInvoice(provider: 'MONOBANK', invoiceId: string): Promise<PaymentRow | undefined> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('provider', '=', provider)
      .where('invoice_id', '=', invoiceId)
      .executeTakeFirst();
  }

  /** The webhook's state, unless a later one was applied already (deliveries may come out of order). */
  async applyOutcome(id: string, status: PaymentStatus, reason: string | null, at: Date): Promise<boolean> {
    const r = await this.db
      .updateTable('payments')
      .set({ status, failure_reason: reason, modified_at: at })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('modified_at', 'is', null), eb('modified_at', '<', at)]))
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }
}
