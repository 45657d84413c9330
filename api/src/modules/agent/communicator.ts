/** COMMUNICATOR: the one interface every provider implements, and the provider chosen by config. */
import type { Language } from '@vitrina/shared/contracts';
import type { CatalogueTools } from './catalogue-tools';
import type { ProductFact } from './knowledge';
import type { Facts } from './retriever';

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
  tokens(userId: string, day: string): Promise<number>;
  add(userId: string, day: string, tokens: number): Promise<void>;
}

/** Today in UTC, `YYYY-MM-DD`. */
export function utcDay(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The daily budget of language-model tokens per account (issue 30): at or over it, the offline
 * provider drafts and the note says why; otherwise `primary` drafts and the tokens it used are added.
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
    const day = utcDay(this.now());
    const used = await this.usage.tokens(request.userId, day);
    if (used >= this.dailyTokens) {
      const draft = await this.offline.draft(request);
      return {
        ...draft,
        overBudget: true,
        note: `daily LLM token budget reached (${used} of ${this.dailyTokens} tokens used on ${day} UTC); ${this.offline.name} provider used`,
      };
    }
    const draft = await this.primary.draft(request);
    if (draft.tokens && draft.tokens > 0) await this.usage.add(request.userId, day, draft.tokens);
    return draft;
  }
}
