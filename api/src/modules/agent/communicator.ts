/** COMMUNICATOR: the one interface every provider implements, and the provider chosen by config. */
import type { Language } from '@vitrina/shared/contracts';
import type { CatalogueTools } from './retrieve/catalogue-tools';
import type { ProductFact } from './retrieve/knowledge';
import type { Facts } from './retrieve/retriever';

export interface DraftRequest {
  /** The account drafted for: its daily budget of language-model tokens. */
  userId?: string;
  /** The customer's text. */
  text: string;
  facts: Facts;
  language: Language;
  /** The COMMUNICATOR role's instructions of this account. */
  instructions: string;
  /**
   * The other roles' instructions: a language model is told by which rules the facts were gathered
   * and the draft will be checked (both roles are code and honour their directives themselves).
   */
  otherInstructions?: Partial<Record<'DB_RETRIEVER' | 'AUDITOR', string>>;
  /** Set on the second attempt: what the auditor found wrong with the first draft. */
  complaint: string | null;
  /** The channel's limit on one direct message, as the model is told it (fit.ts cuts a longer draft). */
  limit?: string | null;
  /** The shop's catalogue as tools (a language model may look further than the facts); made when asked for. */
  tools?: () => Promise<CatalogueTools | null>;
}

export interface Draft {
  text: string;
  /** The provider that wrote it: `offline`, `openai`. */
  provider: string;
  /** E.g. why the language model was not used (the step log shows it). */
  note: string | null;
  /** Products the provider looked up through the tools: facts for the auditor too. */
  looked?: ProductFact[];
  /** The language model's tokens this draft used (`usage.total_tokens` over every round). */
  tokens?: number;
  /** Set when the account's daily token budget was spent and the offline provider drafted instead. */
  overBudget?: boolean;
}

/** Tokens spent by a provider call that then failed: counted all the same. */
export function tokensOf(err: unknown): number {
  const tokens = (err as { tokens?: unknown } | null)?.tokens;
  return typeof tokens === 'number' ? tokens : 0;
}

export interface Communicator {
  readonly name: string;
  draft(request: DraftRequest): Promise<Draft>;
  /** The language-model tokens a draft is expected to cost (the daily budget reserves them first); none: free. */
  expectedTokens?(request: DraftRequest): number;
}

/** Tries `primary`; on any error (HTTP, timeout, empty answer) the fallback drafts and the note says why. */
export class FallbackCommunicator implements Communicator {
  readonly name: string;

  constructor(
    private readonly primary: Communicator,
    private readonly fallback: Communicator,
  ) {
    this.name = primary.name;
  }

  expectedTokens(request: DraftRequest): number {
    return this.primary.expectedTokens?.(request) ?? 0;
  }

  async draft(request: DraftRequest): Promise<Draft> {
    try {
      return await this.primary.draft(request);
    } catch (err) {
      const draft = await this.fallback.draft(request);
      const reason = err instanceof Error ? err.message : String(err);
      return {
        ...draft,
        note: `${this.primary.name} provider failed (${reason}); ${this.fallback.name} provider used`,
        tokens: (draft.tokens ?? 0) + tokensOf(err),
      };
    }
  }
}

/** Where each account's tokens per UTC day are counted (the `llm_usage` table). */
export interface LlmUsage {
  /**
   * Adds `tokens` to the day's count if the count (spent and reserved) is under `budget`, in one
   * atomic step shared by every instance; answers the count before, and whether they were added.
   */
  reserve(userId: string, day: string, tokens: number, budget: number): Promise<{ reserved: boolean; used: number }>;
  /** Adds to the day's count; a negative number gives back the unspent part of a reservation. */
  add(userId: string, day: string, tokens: number): Promise<void>;
}

/** Reserved for a draft whose provider gives no estimate. */
const DEFAULT_RESERVATION = 1000;

/** Today in UTC, `YYYY-MM-DD`. */
export function utcDay(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The daily budget of language-model tokens per account (issue 30): at or over it, the offline
 * provider drafts and the note says why. Otherwise the draft's expected tokens are reserved before
 * the call and the count is settled to what it used after (issue 47 item 11): concurrent drafts
 * each see the others' reservations, so together they cross the budget by one draft at most, not
 * by one per draft in flight (20 at once used 16× a 1,000-token budget when it was checked before
 * and charged after).
 */
export class BudgetCommunicator implements Communicator {
  readonly name: string;

  constructor(
    private readonly primary: Communicator,
    private readonly offline: Communicator,
    private readonly usage: LlmUsage,
    private readonly dailyTokens: number,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.name = primary.name;
  }

  async draft(request: DraftRequest): Promise<Draft> {
    if (!request.userId) return this.primary.draft(request);
    const userId = request.userId;
    const day = utcDay(this.now());
    const expected = Math.max(1, Math.ceil(this.primary.expectedTokens?.(request) ?? DEFAULT_RESERVATION));
    // A budget of 0 keeps the account on the offline provider (no row is reserved into).
    const { reserved, used } =
      this.dailyTokens > 0
        ? await this.usage.reserve(userId, day, expected, this.dailyTokens)
        : { reserved: false, used: 0 };
    if (!reserved) {
      const draft = await this.offline.draft(request);
      return {
        ...draft,
        overBudget: true,
        note: `daily LLM token budget reached (${used} of ${this.dailyTokens} tokens used on ${day} UTC); ${this.offline.name} provider used`,
      };
    }
    let spent = 0;
    try {
      const draft = await this.primary.draft(request);
      spent = draft.tokens ?? 0;
      return draft;
    } catch (err) {
      spent = tokensOf(err);
      throw err;
    } finally {
      // Settled on the day reserved, whatever the clock says now.
      if (spent !== expected) await this.usage.add(userId, day, spent - expected);
    }
  }
}
