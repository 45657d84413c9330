/** SQL of the agent module, always keyed by the caller's user id. */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import { AGENT_ROLES, type AgentRole, type Language } from '@vitrina/shared/contracts';
import type { AgentPropositionsTable, DB } from '../../db/schema';
import type { ContextItem, CorrectionFact, CorrectionsSource } from './retrieve/retriever';
import type { DraftInsight } from './pipeline';
import { wordOverlap, words } from './understand/text';
import { sharedMediaId } from './state/state-store';

/**
 * The roles' default instructions, seeded for an account on first use in the language its owner
 * registered in (users.lng; issue 47): the owner reads and edits them on /pipelines. The `key: value`
 * lines are the directives the code honours (directives.ts reads Ukrainian and English keys alike).
 */
export const DEFAULT_INSTRUCTIONS_BY_LANGUAGE: Record<Language, Record<AgentRole, string>> = {
  ua: {
    DB_RETRIEVER:
      'Знайди, що магазин знає про повідомлення клієнта: товари за артикулом, назвою, кольором і розміром, ' +
      'публікацію, на яку вказує надісланий допис чи коментар, відповіді магазину про доставку, оплату й ' +
      'повернення, відповіді власника на попередні запитання та його правки чернеток.\n' +
      'товарів: 3\n' +
      'правки: так',
    COMMUNICATOR:
      'Ти — менеджер магазину одягу в Instagram. Відповідай мовою клієнта, коротко й привітно, лише за фактами з бази. ' +
      'Якщо даних немає — чесно скажи, що уточниш у колеги.\n' +
      'тон: формальний',
    AUDITOR:
      'Звір кожну ціну, кількість, розмір і артикул у чернетці з фактами пошуку; чернетку з числом без джерела ' +
      'поверни на доопрацювання один раз, потім повідом про помилку.',
  },
  en: {
    DB_RETRIEVER:
      "Find what the shop knows about the customer's message: products by article code, name, colour and size, " +
      'the publication a shared post or a comment points to, the shop’s answers on delivery, payment and returns, ' +
      "the owner's answers to earlier questions and earlier corrections of drafts.\n" +
      'products: 3\n' +
      'corrections: on',
    COMMUNICATOR:
      "You are the manager of a clothing shop on Instagram. Answer in the customer's language, briefly and kindly, " +
      "only with facts from the shop's data. If the data is not there, say honestly that you will check with a colleague.\n" +
      'tone: formal',
    AUDITOR:
      "Check every price, quantity, size and article code in the draft against the retriever's facts; " +
      'send a draft with a figure that has no source back once, then report an error.',
  },
};

/** The defaults of an account whose language is not known: Ukrainian, the product's default language. */
export const DEFAULT_INSTRUCTIONS: Record<AgentRole, string> = DEFAULT_INSTRUCTIONS_BY_LANGUAGE.ua;

/** PostgreSQL text cannot hold NUL: customer texts keep a visible replacement character instead. */
export function storable(text: string): string {
  return text.replaceAll('\u0000', '\uFFFD');
}

export type PropositionRow = Selectable<AgentPropositionsTable>;

export interface StepLog {
  userId: string;
  requestId: string;
  role: AgentRole;
  userInput: string;
  output: string;
  durationMs: number;
}

export interface NewCorrection {
  userId: string;
  channelId: string | null;
  conversationId: string | null;
  customerMessage: string;
  rejectedProposition: string;
  sentText: string;
  /** The teammate whose send made it (docs/product.md §9.15). */
  madeBy?: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** How far back a conversation is context for a follow-up. */
const CONTEXT_WINDOW_MS = 3 * 24 * 3600_000;

/** How long a worker may hold a customer message before another may take it over. */
export const PROPOSITION_LEASE_SECONDS = 120;

/** Corrections scored against a new text: the most recent ones this many are compared. */
const CORRECTIONS_SCANNED = 200;
const CORRECTION_MIN_SIMILARITY = 0.5;

export class AgentRepository implements CorrectionsSource {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * The messages before `messageId` in its conversation, newest first (at most `limit`, of the last
   * three days): the customer's earlier questions, shared posts and codes, and the shop's replies.
   */
  async conversationContext(conversationId: string, messageId: string, limit = 8): Promise<ContextItem[]> {
    if (!UUID.test(conversationId)) return [];
    const current = UUID.test(messageId)
      ? await this.db.selectFrom('messages').select('created_time').where('id', '=', messageId).executeTakeFirst()
      : undefined;
    const since = new Date(Date.now() - CONTEXT_WINDOW_MS);
    let query = this.db
      .selectFrom('messages')
      .select(['id', 'text', 'code', 'post_id', 'from_shop', 'attachments'])
      .where('conversation_id', '=', conversationId)
      .where('deleted_at', 'is', null)
      .where('created_time', '>=', since);
    if (current) query = query.where('created_time', '<=', current.created_time).where('id', '<>', messageId);
    const rows = await query.orderBy('created_time', 'desc').orderBy('created_at', 'desc').limit(limit).execute();
    // The assistant's own drafts for them count too (a photo's draft named the product it matched,
    // even if the owner has not sent it yet).
    const drafts = new Map<string, string>();
    const ids = rows.filter((r) => !r.from_shop).map((r) => r.id);
    if (ids.length > 0) {
      const done = await this.db
        .selectFrom('agent_propositions')
        .select(['message_id', 'text'])
        .where('conversation_id', '=', conversationId)
        .where('message_id', 'in', ids)
        .where('status', '=', 'DONE')
        .execute();
      for (const d of done) if (d.text) drafts.set(d.message_id, d.text);
    }
    return rows.flatMap((r): ContextItem[] => {
      const item = {
        text: r.text,
        code: r.code ?? r.attachments.find((a) => a.code)?.code ?? null,
        mediaId: r.post_id ?? sharedMediaId(r.attachments),
        fromShop: r.from_shop,
      };
      const draft = drafts.get(r.id);
      return draft ? [{ text: draft, code: null, mediaId: null, fromShop: true }, item] : [item];
    });
  }

  // ---- pipeline settings ----

  /**
   * The account's settings, seeding the defaults the first time (concurrent calls are harmless), in
   * the account's language (users.lng).
   */
  async settings(userId: string): Promise<Record<AgentRole, { assistantId: string; instructions: string }>> {
    let rows = await this.db.selectFrom('agent_pipeline_settings').selectAll().where('user_id', '=', userId).execute();
    if (rows.length < AGENT_ROLES.length) {
      const user = await this.db.selectFrom('users').select('lng').where('id', '=', userId).executeTakeFirst();
      const defaults = DEFAULT_INSTRUCTIONS_BY_LANGUAGE[user?.lng === 'en' ? 'en' : 'ua'];
      await this.db
        .insertInto('agent_pipeline_settings')
        .values(
          AGENT_ROLES.map((role) => ({
            user_id: userId,
            role,
            assistant_id: `asst_${randomBytes(12).toString('hex')}`,
            instructions: defaults[role],
          })),
        )
        .onConflict((oc) => oc.columns(['user_id', 'role']).doNothing())
        .execute();
      rows = await this.db.selectFrom('agent_pipeline_settings').selectAll().where('user_id', '=', userId).execute();
    }
    const out = {} as Record<AgentRole, { assistantId: string; instructions: string }>;
    for (const row of rows) out[row.role] = { assistantId: row.assistant_id, instructions: row.instructions };
    return out;
  }

  async updateInstructions(userId: string, instructions: Partial<Record<AgentRole, string>>): Promise<void> {
    await this.settings(userId);
    for (const role of AGENT_ROLES) {
      const text = instructions[role];
      if (text === undefined) continue;
      await this.db
        .updateTable('agent_pipeline_settings')
        .set({ instructions: storable(text), updated_at: new Date() })
        .where('user_id', '=', userId)
        .where('role', '=', role)
        .execute();
    }
  }

  /** The account's assistant switch (users.bot_status): customer messages are answered only when ON. */
  async botIsOn(userId: string): Promise<boolean> {
    const row = await this.db.selectFrom('users').select('bot_status').where('id', '=', userId).executeTakeFirst();
    return row?.bot_status === 'ON';
  }

  // ---- step logs ----

  /**
   * Reserves `tokens` of the account's usage of `day` if it is under `budget`: one statement, so
   * concurrent drafts on every instance each see the others' reservations (issue 47 item 11).
   */
  async reserveLlmTokens(
    userId: string,
    day: string,
    tokens: number,
    budget: number,
  ): Promise<{ reserved: boolean; used: number }> {
    const row = await this.db
      .insertInto('llm_usage')
      .values({ user_id: userId, day, tokens })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'day'])
          .doUpdateSet({ tokens: sql<number>`llm_usage.tokens + ${tokens}` })
          .where('llm_usage.tokens', '<', budget),
      )
      .returning('tokens')
      .executeTakeFirst();
    if (row) return { reserved: true, used: Number(row.tokens) - tokens };
    const spent = await this.db
      .selectFrom('llm_usage')
      .select('tokens')
      .where('user_id', '=', userId)
      .where('day', '=', day)
      .executeTakeFirst();
    return { reserved: false, used: spent ? Number(spent.tokens) : 0 };
  }

  /** Adds `tokens` to the account's usage of `day`, atomically (every instance shares the row). */
  async addLlmTokens(userId: string, day: string, tokens: number): Promise<void> {
    await this.db
      .insertInto('llm_usage')
      .values({ user_id: userId, day, tokens })
      .onConflict((oc) =>
        oc.columns(['user_id', 'day']).doUpdateSet({ tokens: sql<number>`llm_usage.tokens + ${tokens}` }),
      )
      .execute();
  }

  /** A run's steps in one statement; `seq` keeps their order. */
  async logSteps(steps: StepLog[]): Promise<void> {
    if (steps.length === 0) return;
    await this.db
      .insertInto('agent_step_logs')
      .values(
        steps.map((step) => ({
          user_id: step.userId,
          request_id: step.requestId,
          role: step.role,
          user_input: storable(step.userInput),
          output: storable(step.output),
          duration_ms: step.durationMs,
        })),
      )
      .execute();
  }

  /** One page of request ids in a time range, newest first, with all their steps in order. */
  async logsPage(userId: string, from: Date, to: Date, page: number, size: number) {
    const inRange = this.db
      .selectFrom('agent_step_logs')
      .where('user_id', '=', userId)
      .where('created_at', '>=', from)
      .where('created_at', '<=', to);
    const total = await inRange.select(sql<number>`count(distinct request_id)::int`.as('n')).executeTakeFirstOrThrow();
    const requests = await inRange
      .select(['request_id', sql<Date>`max(created_at)`.as('last')])
      .groupBy('request_id')
      .orderBy('last', 'desc')
      .orderBy('request_id')
      .limit(size)
      .offset(page * size)
      .execute();
    const ids = requests.map((r) => r.request_id);
    const steps =
      ids.length === 0
        ? []
        : await this.db
            .selectFrom('agent_step_logs')
            .select(['request_id', 'role', 'user_input', 'output', 'duration_ms', 'created_at'])
            .where('user_id', '=', userId)
            .where('request_id', 'in', ids)
            .orderBy('created_at')
            .orderBy('seq')
            .execute();
    return { total: Number(total.n), ids, steps };
  }

  // ---- corrections (learning from edits) ----

  async addCorrection(c: NewCorrection): Promise<void> {
    await this.db
      .insertInto('agent_corrections')
      .values({
        user_id: c.userId,
        channel_id: c.channelId,
        conversation_id: c.conversationId,
        customer_message: storable(c.customerMessage),
        rejected_proposition: storable(c.rejectedProposition),
        sent_text: storable(c.sentText),
        made_by: c.madeBy ?? null,
      })
      .execute();
  }

  /** The customer's name in a conversation (to keep it out of reusable corrections). */
  async customerName(conversationId: string | null): Promise<string | null> {
    if (!conversationId || !UUID.test(conversationId)) return null;
    const row = await this.db
      .selectFrom('conversations')
      .select(['participant_name', 'participant_username'])
      .where('id', '=', conversationId)
      .executeTakeFirst();
    return row ? [row.participant_name, row.participant_username].filter(Boolean).join(' ') : null;
  }

  /**
   * Corrections of drafts in the same channel (account-wide ones only where the call has no
   * channel): what one channel's customers were told is not proposed to another channel's.
   */
  async similar(userId: string, channelId: string | null, text: string): Promise<CorrectionFact[]> {
    const query = words(text);
    if (query.length === 0) return [];
    const rows = await this.db
      .selectFrom('agent_corrections')
      .select(['customer_message', 'sent_text'])
      .where('user_id', '=', userId)
      .where((eb) => (channelId === null ? eb('channel_id', 'is', null) : eb('channel_id', '=', channelId)))
      .orderBy('created_at', 'desc')
      .limit(CORRECTIONS_SCANNED)
      .execute();
    return rows
      .map((r) => {
        const theirs = words(r.customer_message);
        // Symmetric: a long old message does not match every short new one.
        const similarity = Math.min(wordOverlap(query, theirs), wordOverlap(theirs, query));
        return { customerMessage: r.customer_message, sentText: r.sent_text, similarity };
      })
      .filter((c) => c.similarity >= CORRECTION_MIN_SIMILARITY)
      .sort((a, b) => b.similarity - a.similarity)
      .slice(0, 3);
  }

  // ---- propositions ----

  /**
   * Claims the customer message for one worker: `claimed` with the row (a lease of
   * PROPOSITION_LEASE_SECONDS), `finished` when it was answered already, `busy` while another
   * worker holds an unexpired lease (after a crash the lease runs out and a retry takes it).
   */
  async claimProposition(p: {
    userId: string;
    messageId: string;
    conversationId: string;
    channelId: string | null;
    kind: 'DIRECT' | 'COMMENT';
  }): Promise<{ state: 'claimed'; row: PropositionRow } | { state: 'finished' | 'busy' }> {
    // One statement (issue 54): a new message's row is made leased; a known one is leased again
    // only while it is unanswered and its lease is free.
    const lease = sql<Date>`now() + make_interval(secs => ${PROPOSITION_LEASE_SECONDS})`;
    const row = await this.db
      .insertInto('agent_propositions')
      .values({
        user_id: p.userId,
        message_id: p.messageId,
        conversation_id: p.conversationId,
        channel_id: p.channelId,
        kind: p.kind,
        attempts: 1,
        locked_until: lease,
        updated_at: new Date(),
      })
      .onConflict((oc) =>
        oc
          .column('message_id')
          .doUpdateSet({
            attempts: sql<number>`agent_propositions.attempts + 1`,
            locked_until: lease,
            updated_at: new Date(),
          })
          .where('agent_propositions.user_id', '=', p.userId)
          .where('agent_propositions.status', '=', 'PENDING')
          .where((eb) =>
            eb.or([
              eb('agent_propositions.locked_until', 'is', null),
              eb('agent_propositions.locked_until', '<', sql<Date>`now()`),
            ]),
          ),
      )
      .returningAll()
      .executeTakeFirst();
    if (row) return { state: 'claimed', row };
    const existing = await this.db
      .selectFrom('agent_propositions')
      .select('status')
      .where('message_id', '=', p.messageId)
      .where('user_id', '=', p.userId)
      .executeTakeFirst();
    return { state: existing && existing.status !== 'PENDING' ? 'finished' : 'busy' };
  }

  /** Makes a finished message answerable again (the owner's request-AI-answer call). */
  async reopenProposition(userId: string, messageId: string): Promise<void> {
    await this.db
      .updateTable('agent_propositions')
      .set({ status: 'PENDING', locked_until: null, updated_at: new Date() })
      .where('user_id', '=', userId)
      .where('message_id', '=', messageId)
      .where('status', '<>', 'PENDING')
      .execute();
  }

  async finishProposition(
    id: string,
    result: {
      status: 'DONE' | 'ERROR';
      requestId: string;
      text: string | null;
      error: string | null;
      insight?: DraftInsight;
    },
  ): Promise<void> {
    await this.db
      .updateTable('agent_propositions')
      .set({
        status: result.status,
        request_id: result.requestId,
        text: result.text === null ? null : storable(result.text),
        error: result.error === null ? null : storable(result.error),
        ...(result.insight && {
          stalled: result.insight.stalled,
          codes: result.insight.codes,
          missing_sizes: result.insight.missingSizes,
        }),
        locked_until: null,
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .execute();
  }
}
