/** COMMUNICATOR: the one interface every provider implements, and the provider chosen by config. */
import type { Language } from '@vitrina/shared/contracts';
import type { CatalogueTools } from './catalogue-tools';
import type { ProductFact } from './knowledge';
import type { Facts } from './retriever';

export interface DraftRequest {
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
      };
    }
  }
}
