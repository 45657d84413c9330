import type { Transaction } from 'kysely';
import type { DB } from '../../../db/schema';
import { afterInboundCommit, type AfterCommitDeps } from './after-commit';
import type { InboundApplier, InboundDelivery } from './applier';
import type { InboundEffects } from './effects';

/**
 * The conversations module's side of an inbound webhook, as the webhooks module uses it: `apply`
 * stores a batch's events inside the webhook's transaction, `afterCommit` runs what follows once it
 * committed (events, the AI hook, enrichment; inbound/after-commit.ts).
 */
export class InboundFlow {
  constructor(
    private readonly applier: InboundApplier,
    private readonly deps: AfterCommitDeps,
  ) {}

  apply(trx: Transaction<DB>, deliveries: InboundDelivery[]): Promise<InboundEffects> {
    return this.applier.apply(trx, deliveries);
  }

  afterCommit(effects: InboundEffects): Promise<void> {
    return afterInboundCommit(this.deps, effects);
  }
}
