import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB, NovaPoshtaSettingsTable, ShipmentsTable, ShipmentStage } from '../../db/schema';

export type SettingsRow = Selectable<NovaPoshtaSettingsTable>;
export type ShipmentRow = Selectable<ShipmentsTable>;

/** Nova Poshta's settings, waybills and their tracking (SQL only; every read keyed by the account). */
export class ShippingRepository {
  constructor(readonly db: Kysely<DB>) {}

  settings(userId: string): Promise<SettingsRow | undefined> {
    return this.db.selectFrom('nova_poshta_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  async saveSettings(userId: string, changes: Updateable<NovaPoshtaSettingsTable>): Promise<void> {
    await this.db
      .insertInto('nova_poshta_settings')
      .values({ ...(changes as Insertable<NovaPoshtaSettingsTable>), user_id: userId, updated_at: new Date() })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...changes, updated_at: new Date() }))
      .execute();
  }

  shipmentOf(userId: string, orderId: string): Promise<ShipmentRow | undefined> {
    return this.db
      .selectFrom('shipments')
      .selectAll()
      .where('user_id', '=', userId)
      .where('order_id', '=', orderId)
      .executeTakeFirst();
  }

  /**
   * Claims making the order's waybill (migration 0028): true for the one caller that got it, across
   * instances; a claim older than `staleMs` (its maker died mid-call) is taken over.
   */
  async claimWaybill(orderId: string, staleMs: number): Promise<boolean> {
    await this.db
      .deleteFrom('waybill_claims')
      .where('order_id', '=', orderId)
      .where('claimed_at', '<', new Date(Date.now() - staleMs))
      .execute();
    const claimed = await this.db
      .insertInto('waybill_claims')
      .values({ order_id: orderId })
      .onConflict((oc) => oc.column('order_id').doNothing())
      .returning('order_id')
      .executeTakeFirst();
    return claimed !== undefined;
  }

  async releaseWaybill(orderId: string): Promise<void> {
    await this.db.deleteFrom('waybill_claims').where('order_id', '=', orderId).execute();
  }

  shipment(id: string): Promise<ShipmentRow | undefined> {
    return this.db.selectFrom('shipments').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insertShipment(row: Insertable<ShipmentsTable>, statusText: string): Promise<ShipmentRow> {
    return this.db.transaction().execute(async (trx) => {
      const made = await trx.insertInto('shipments').values(row).returningAll().executeTakeFirstOrThrow();
      await trx
        .insertInto('shipment_events')
        .values({ shipment_id: made.id, stage: made.stage, status_code: made.status_code, status_text: statusText })
        .execute();
      return made;
    });
  }

  /** A new reading of Nova Poshta: the stage and text, an event when either changed, the next check. */
  async recordStatus(
    s: ShipmentRow,
    reading: { stage: ShipmentStage; code: string; text: string },
    nextCheckAt: Date | null,
  ): Promise<boolean> {
    const changed = reading.stage !== s.stage || reading.code !== s.status_code;
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('shipments')
        .set({
          stage: reading.stage,
          status_code: reading.code,
          status_text: reading.text,
          checked_at: new Date(),
          next_check_at: nextCheckAt,
        })
        .where('id', '=', s.id)
        .execute();
      if (changed)
        await trx
          .insertInto('shipment_events')
          .values({ shipment_id: s.id, stage: reading.stage, status_code: reading.code, status_text: reading.text })
          .execute();
    });
    return changed;
  }

  events(shipmentId: string) {
    return this.db
      .selectFrom('shipment_events')
      .select(['stage', 'status_text', 'at'])
      .where('shipment_id', '=', shipmentId)
      .orderBy('id')
      .execute();
  }

  notices(shipmentId: string) {
    return this.db
      .selectFrom('shipment_notices')
      .select(['stage', 'text', 'state', 'at'])
      .where('shipment_id', '=', shipmentId)
      .orderBy('at')
      .execute();
  }

  /** Claims a stage's customer message once (false: it was already claimed). */
  async claimNotice(shipmentId: string, stage: string, text: string): Promise<boolean> {
    const row = await this.db
      .insertInto('shipment_notices')
      .values({ shipment_id: shipmentId, stage, text, state: 'OWNER' })
      .onConflict((oc) => oc.columns(['shipment_id', 'stage']).doNothing())
      .returning('stage')
      .executeTakeFirst();
    return row !== undefined;
  }

  async markNoticeSent(shipmentId: string, stage: string): Promise<void> {
    await this.db
      .updateTable('shipment_notices')
      .set({ state: 'SENT', at: new Date() })
      .where('shipment_id', '=', shipmentId)
      .where('stage', '=', stage)
      .execute();
  }

  /** Parcels due for a reading, oldest due first, at most `limit`. */
  due(now: Date, limit: number): Promise<ShipmentRow[]> {
    return this.db
      .selectFrom('shipments')
      .selectAll()
      .where('next_check_at', '<=', now)
      .orderBy('next_check_at')
      .limit(limit)
      .execute();
  }

  /** A due parcel is not handed to the queue again for a while (the queue retries it itself). */
  async postpone(ids: string[], until: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.db.updateTable('shipments').set({ next_check_at: until }).where('id', 'in', ids).execute();
  }

  conversationOf(conversationId: string) {
    return this.db
      .selectFrom('conversations')
      .select(['id', 'channel_id'])
      .where('id', '=', conversationId)
      .executeTakeFirst();
  }
}
