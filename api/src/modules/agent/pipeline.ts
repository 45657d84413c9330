/**
 * The pipeline DB_RETRIEVER → COMMUNICATOR → AUDITOR for one customer text. Every step (request id,
 * role, input, output, duration) is logged when the run ends, all in one write (also when a step
 * throws: the steps done so far). A draft with an unsupported figure goes
 * back to the communicator once with the auditor's complaint; a second failure is an error.
 */
import { fromLatinScript } from './language/latin-script';
import { directLimitWords, fitDirectText, type DirectPlatform } from './answer/fit';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { AgentRole, AgentStep, DraftNote, Language, OrderDraft } from '@vitrina/shared/contracts';
import { audit, describeViolation, type Verdict } from './check/auditor';
import type { Communicator, Draft } from './communicator';
import { parseAuditorDirectives, parseRetrieverDirectives } from './directives';
import type { QuestionsSink } from './retrieve/knowledge';
import { factsSummary, openQuestions, type ContextItem, type Facts, type Retriever } from './retrieve/retriever';
import type { StepLog } from './repository';
import type { TextProblem } from './understand/query';
import type { DialogueState } from './state/dialogue-state';

export interface PipelineInput {
  userId: string;
  channelId: string | null;
  conversationId: string | null;
  text: string;
  /** Language of a text with no letters, and of error messages: the caller's. */
  fallbackLanguage: Language;
  mediaId?: string | null;
  code?: string | null;
  /** A picture the customer sent (photo recognition). */
  imageUrl?: string | null;
  /** A shared post's caption (retriever.ts `RetrievalInput.caption`). */
  caption?: string | null;
  /** The conversation so far, newest first (retriever.ts `ContextItem`). */
  context?: () => Promise<ContextItem[]>;
  /** The order forming in the conversation (docs/product.md §9.8), read after the retriever's facts. */
  order?: () => Promise<OrderDraft | null>;
  /** The conversation's dialogue state before this message (agent/state/); none for the test call. */
  state?: DialogueState;
  /** The account's instructions per role. */
  instructions: Record<AgentRole, string>;
  /** The channel's platform: the draft fits one of its direct messages (fit.ts); none for the test call without a channel. */
  platform?: DirectPlatform | null;
}

export type PipelineResult =
  | {
      ok: true;
      requestId: string;
      answer: string;
      steps: AgentStep[];
      note?: DraftNote;
      insight?: DraftInsight;
      /** What the draft was made from (full trust decides from it whether the draft may go out alone). */
      facts?: Facts;
    }
  | { ok: false; requestId: string; error: string; steps: AgentStep[] };

/**
 * What the draft tells analytics (docs/product.md §9.7): it left a question open ("I'll check"),
 * the article codes asked about, and `CODE SIZE` for each size asked for that is out of stock.
 */
export interface DraftInsight {
  stalled: boolean;
  codes: string[];
  missingSizes: string[];
}

export function draftInsight(facts: Facts): DraftInsight {
  const asked = new Set(facts.understanding.sizes);
  const codes = [...new Set([...facts.products.map((p) => p.code), ...facts.unknownCodes])].slice(0, 5);
  const missingSizes = facts.products.flatMap((p) =>
    p.sizes.filter((s) => asked.has(s.size) && s.quantity <= 0).map((s) => `${p.code} ${s.size}`),
  );
  return { stalled: openQuestions(facts).length > 0, codes, missingSizes: [...new Set(missingSizes)].slice(0, 5) };
}

export interface PipelineDeps {
  retriever: Retriever;
  communicator: Communicator;
  questions: QuestionsSink;
  /** Writes a run's steps, in order (one statement: issue 54). */
  log(steps: StepLog[]): Promise<void>;
}

const PROBLEM_MESSAGES: Record<Exclude<TextProblem, 'no_words'>, Record<Language, string>> = {
  empty: { en: 'The message has no text to answer', ua: 'У повідомленні немає тексту для відповіді' },
  too_long: {
    en: 'The message is too long for the assistant (over 2000 characters): answer it yourself',
    ua: 'Повідомлення задовге для асистента (понад 2000 символів): дайте відповідь самостійно',
  },
  unreadable: {
    en: 'The message looks like binary data, not text: answer it yourself',
    ua: 'Повідомлення схоже на двійкові дані, а не текст: дайте відповідь самостійно',
  },
};

const AUDIT_FAILED: Record<Language, { figures: string; rules: string; kind: string; end: string }> = {
  en: {
    figures: "The assistant's draft twice named figures that are not in the shop's data ({list})",
    rules: "The assistant's draft twice broke the AUDITOR instructions ({list})",
    kind: "The assistant's draft twice offered another kind of product than the customer asked for ({list})",
    end: ': answer this customer yourself',
  },
  ua: {
    figures: 'Чернетка асистента двічі містила дані, яких немає в базі магазину ({list})',
    rules: 'Чернетка асистента двічі порушила інструкції AUDITOR ({list})',
    kind: 'Чернетка асистента двічі пропонувала інший товар, ніж питав клієнт ({list})',
    end: ': дайте відповідь клієнту самостійно',
  },
};

/** The owner's error after a second rejected draft, naming what was wrong with it. */
function auditFailed(verdict: Verdict, language: Language): string {
  const m = AUDIT_FAILED[language];
  const figures = verdict.figures.filter((f) => !f.supported).map((f) => f.text);
  const parts: string[] = [];
  if (figures.length > 0) parts.push(m.figures.replace('{list}', figures.join(', ')));
  const rules = verdict.violations.filter((v) => v.kind !== 'other-kind');
  if (rules.length > 0) parts.push(m.rules.replace('{list}', rules.map(describeViolation).join(', ')));
  const kinds = verdict.violations.filter((v) => v.kind === 'other-kind');
  if (kinds.length > 0) parts.push(m.kind.replace('{list}', kinds.map(describeViolation).join(', ')));
  return `${parts.join('; ')}${m.end}`;
}

export class Pipeline {
  constructor(private readonly deps: PipelineDeps) {}

  async run(original: PipelineInput): Promise<PipelineResult> {
    // Ukrainian typed in Latin letters is read in Cyrillic by every role ("beru" is «беру»).
    const readable = fromLatinScript(original.text);
    const input = readable ? { ...original, text: readable } : original;
    const requestId = randomUUID();
    const steps: AgentStep[] = [];
    try {
      return await this.steps(input, requestId, steps);
    } finally {
      if (steps.length > 0)
        await this.deps.log(
          steps.map((s) => ({
            userId: input.userId,
            requestId,
            role: s.type,
            userInput: s.user_input,
            output: s.output,
            durationMs: s.duration_ms,
          })),
        );
    }
  }

  private async steps(input: PipelineInput, requestId: string, steps: AgentStep[]): Promise<PipelineResult> {
    const step = async <T>(role: AgentRole, userInput: string, work: () => Promise<{ value: T; output: string }>) => {
      const started = performance.now();
      const { value, output } = await work();
      const durationMs = Math.round(performance.now() - started);
      steps.push({ type: role, user_input: userInput, output, duration_ms: durationMs });
      return value;
    };
    const clipped = input.text.length > 4000 ? `${input.text.slice(0, 4000)}…` : input.text;

    // The retriever's log entry names the picture; its output says which post matched (and how near).
    const retrieverInput = input.imageUrl ? `${clipped}\n[photo] ${input.imageUrl.slice(0, 500)}` : clipped;
    // docs/product.md §9.6: the DB_RETRIEVER and AUDITOR instructions' directives bind both providers.
    const facts = await step<Facts>('DB_RETRIEVER', retrieverInput, async () => {
      const value = await this.deps.retriever.retrieve({
        directives: parseRetrieverDirectives(input.instructions.DB_RETRIEVER),
        userId: input.userId,
        channelId: input.channelId,
        text: input.text,
        fallbackLanguage: input.fallbackLanguage,
        mediaId: input.mediaId,
        code: input.code,
        imageUrl: input.imageUrl,
        caption: input.caption,
        context: input.context,
        state: input.state,
      });
      // An order the customer said they want: what it holds so far and what is missing.
      const order = input.order ? await input.order().catch(() => null) : null;
      if (order?.intent) value.order = order;
      return { value, output: JSON.stringify(factsSummary(value)) };
    });

    const problem = facts.understanding.problem;
    if (problem && problem !== 'no_words') {
      return { ok: false, requestId, error: PROBLEM_MESSAGES[problem][input.fallbackLanguage], steps };
    }

    const language = facts.understanding.language;
    const tools = () => this.deps.retriever.tools(input.userId, input.channelId);
    const auditorRules = parseAuditorDirectives(input.instructions.AUDITOR, language);
    let complaint: string | null = null;
    for (let attempt = 1; ; attempt += 1) {
      const communicatorInput: string = complaint ? `${clipped}\n\n[auditor] ${complaint}` : clipped;
      const draft: Draft = await step<Draft>('COMMUNICATOR', communicatorInput, async () => {
        const value = await this.deps.communicator.draft({
          userId: input.userId,
          text: input.text,
          facts,
          language,
          instructions: input.instructions.COMMUNICATOR,
          otherInstructions: { DB_RETRIEVER: input.instructions.DB_RETRIEVER, AUDITOR: input.instructions.AUDITOR },
          complaint,
          tools,
          limit: input.platform ? directLimitWords(input.platform) : null,
        });
        const note = `[${value.provider}${value.note ? `: ${value.note}` : ''}]`;
        return { value, output: `${value.text}\n${note}` };
      });
      const verdict: Verdict = await step<Verdict>('AUDITOR', draft.text, async () => {
        // What the provider looked up through the tools is data of the shop too.
        const auditedFacts = draft.looked?.length
          ? { ...facts, otherColours: [...facts.otherColours, ...draft.looked] }
          : facts;
        const value = audit(draft.text, auditedFacts, input.text, auditorRules, input.instructions.COMMUNICATOR);
        const checked = value.figures.map((f) => `${f.text} (${f.kind}) ${f.supported ? 'ok' : 'NO SOURCE'}`);
        const output = value.ok
          ? `OK: ${checked.length > 0 ? checked.join('; ') : 'no figures'}`
          : `REJECTED: ${value.complaint}`;
        return { value, output };
      });
      if (verdict.ok) {
        await this.recordOpenQuestions(input, facts);
        // The owner is told when the daily token budget made the offline provider draft.
        return {
          ok: true,
          requestId,
          answer: input.platform ? fitDirectText(draft.text, input.platform) : draft.text,
          steps,
          insight: draftInsight(facts),
          facts,
          ...(draft.overBudget && { note: 'LLM_BUDGET' as const }),
        };
      }
      if (attempt === 2) return { ok: false, requestId, error: auditFailed(verdict, input.fallbackLanguage), steps };
      complaint = verdict.complaint;
    }
  }

  private async recordOpenQuestions(input: PipelineInput, facts: Facts): Promise<void> {
    for (const topic of openQuestions(facts)) {
      await this.deps.questions.record({
        userId: input.userId,
        channelId: input.channelId,
        conversationId: input.conversationId,
        text: input.text,
        topic,
      });
    }
  }
}
