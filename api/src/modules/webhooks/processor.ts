import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { emptyOutcome, type ApplyOutcome, type InboundEffects, type InboundFlow } from '../conversations';
import { objectOf, parseBody, parseDelivery, type ParsedDelivery } from '../meta';
import type { WebhookDeliveriesRepository } from './repository';

/** What processing one delivery found, kept on the delivery row. */
export interface Outcome extends ApplyOutcome {
  error?: string;
}

/** A delivery as it arrived: its id is chosen by the receiver, its body is the raw text Meta signed. */
export interface NewDelivery {
  id: string;
  body: string;
}

/** A delivery being applied: its body parsed by Meta's parsers, and what applying it found. */
interface Applying {
  id: string;
  receivedAt: Date;
  object: string | null;
  parsed: ParsedDelivery | null;
  outcome: Outcome;
}

function parsed(id: string, text: string, receivedAt: Date): Applying {
  const body = parseBody(text);
  const outcome: Outcome = body === null ? { ...emptyOutcome(), error: 'body is not JSON' } : emptyOutcome();
  return { id, receivedAt, object: objectOf(body), parsed: body && parseDelivery(body, receivedAt), outcome };
}

/**
 * The transaction around a batch of deliveries: parsed by the meta module's parsers, applied by
 * the conversations module (`InboundFlow`), stored with their outcomes. Two ways in: `receive`
 * applies new deliveries and stores them, processed, in one transaction (the instance that took
 * them; api/README.md "Webhooks"), `process` applies stored ones (the queue's safety net). The
 * after-commit work (events, AI hook, enrichment) is the conversations module's.
 */
export class WebhookProcessor {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly deliveries: WebhookDeliveriesRepository,
    private readonly inbound: Pick<InboundFlow, 'apply' | 'afterCommit'>,
    private readonly log: FastifyBaseLogger,
    /** Told the seconds from a delivery received to its content stored (the metrics). */
    private readonly observeLag: (seconds: number) => void = () => undefined,
  ) {}

  /**
   * Applies new deliveries and stores them, marked processed, in one transaction: once it
   * resolves they are durable and applied together (a burst costs six statements per batch).
   * Resolves to the after-commit work, for the caller to run without holding the answer. Throws
   * when the transaction fails: nothing of the batch is kept.
   */
  async receive(batch: NewDelivery[]): Promise<() => Promise<void>> {
    const receivedAt = new Date();
    const applying = batch.map((d) => parsed(d.id, d.body, receivedAt));
    const effects = await this.db.transaction().execute(async (trx) => {
      const done = await this.inbound.apply(trx, applying);
      await this.deliveries.insertMany(
        batch.map((d, i) => ({ ...d, object: applying[i].object, processed: { outcome: applying[i].outcome } })),
        trx,
        receivedAt,
      );
      return done;
    });
    return () => this.afterCommit(applying, effects);
  }

  /** Processes a stored delivery unless it is done or being processed by another worker. Throws to be retried. */
  async process(deliveryId: string): Promise<Outcome | null> {
    try {
      const [outcome] = await this.apply([deliveryId]);
      return outcome;
    } catch (err) {
      await this.deliveries.markFailed(deliveryId, (err as Error).message).catch(() => undefined);
      throw err;
    }
  }

  /**
   * Processes stored deliveries in one transaction. When the batch fails, each is applied on its
   * own, so one bad delivery holds back no other. Returns each delivery's error, undefined when it
   * is done.
   */
  async processMany(ids: string[]): Promise<Array<unknown>> {
    if (ids.length > 1) {
      try {
        await this.apply(ids);
        return ids.map(() => undefined);
      } catch (err) {
        this.log.warn({ err, deliveries: ids.length }, 'webhook: batch failed, applying each on its own');
      }
    }
    const errors: unknown[] = [];
    for (const id of ids)
      errors.push(
        await this.process(id).then(
          () => undefined,
          (err: unknown) => err,
        ),
      );
    return errors;
  }

  private async apply(ids: string[]): Promise<Array<Outcome | null>> {
    const { applied, effects } = await this.db.transaction().execute(async (trx) => {
      const claimed = (await this.deliveries.claim(trx, ids)).map((d) => parsed(d.id, d.body, d.received_at));
      const done = await this.inbound.apply(trx, claimed);
      await this.deliveries.markProcessed(trx, claimed);
      return { applied: claimed, effects: done };
    });
    await this.afterCommit(applied, effects);
    return ids.map((id) => applied.find((a) => a.id === id)?.outcome ?? null);
  }

  private async afterCommit(applied: Applying[], effects: InboundEffects): Promise<void> {
    for (const { id, receivedAt, outcome } of applied) {
      this.observeLag((Date.now() - receivedAt.getTime()) / 1000);
      if (outcome.unknown.length > 0 || outcome.error) {
        this.log.warn(
          { deliveryId: id, unknown: outcome.unknown, error: outcome.error },
          'webhook: stored without a known meaning',
        );
      }
    }
    await this.inbound.afterCommit(effects);
  }
}
