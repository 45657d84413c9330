import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Full trust learns from the owner (issue 48, docs/product.md §9.10): a topic goes out alone only
 * after the owner has sent enough of its drafts unchanged.
 *
 * - `agent_propositions.topics`: what each finished direct draft was about (the gate's topics),
 *   written in every reply mode, so the record builds while the owner still sends every draft;
 *   its outcome (migration 0018) is the owner's judgement;
 * - `autopilot_channels.learning_drafts`: drafts of a topic sent unchanged before it goes out
 *   alone (0: the rule is off). Channels already in full trust keep what they had (0); new ones
 *   start at the contract's default.
 * - an index for the record's look-up: an account's judged drafts, newest first.
 */
export const m0040_autopilot_learning: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table agent_propositions add column topics text[]`.execute(db);
    await sql`
      alter table autopilot_channels
        add column learning_drafts integer not null default 10 check (learning_drafts between 0 and 50)
    `.execute(db);
    await sql`update autopilot_channels set learning_drafts = 0`.execute(db);
    await sql`
      create index agent_propositions_judged_idx on agent_propositions (user_id, outcome_at desc)
        where topics is not null and outcome in ('UNCHANGED', 'EDITED', 'DISCARDED')
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index agent_propositions_judged_idx`.execute(db);
    await sql`alter table autopilot_channels drop column learning_drafts`.execute(db);
    await sql`alter table agent_propositions drop column topics`.execute(db);
  },
};
