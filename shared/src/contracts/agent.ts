import { z } from 'zod';
import { languageSchema } from './common';
import { timestampFilter } from './dates';
import { AGENT_ROLES, type AgentRole } from './constants/agent';

export { AGENT_ROLES, type AgentRole } from './constants/agent';

/** Longest customer text the assistant answers (longer ones end in PROCESSING_ERROR, or 400 on /agent/test). */
export const AGENT_TEXT_MAX_LENGTH = 2000;
/** Longest instructions text per role. */
export const AGENT_INSTRUCTIONS_MAX_LENGTH = 4000;

export const agentRoleSchema = z.enum(AGENT_ROLES);

const byRole = <T extends z.ZodType>(value: T) =>
  z.object(Object.fromEntries(AGENT_ROLES.map((role) => [role, value])) as Record<AgentRole, T>);

// ---- pipelines (docs/product.md §9.6) ----

/** GET /api/v1/pipelines, data. */
export const pipelineConfigurationSchema = z.object({
  pipeline_info: z.object({
    assistant_ids: byRole(z.string()),
    instructions: byRole(z.string()),
  }),
});
export type PipelineConfiguration = z.infer<typeof pipelineConfigurationSchema>;

const instructionsText = z
  .string({ error: 'validation.invalid' })
  .max(AGENT_INSTRUCTIONS_MAX_LENGTH, { error: 'validation.agent.instructions.too_long' });

/** PUT /api/v1/pipelines/instructions: any of the three roles; the others stay as they are. */
export const updateInstructionsRequestSchema = z.object({
  instructions: z
    .object({
      DB_RETRIEVER: instructionsText.optional(),
      COMMUNICATOR: instructionsText.optional(),
      AUDITOR: instructionsText.optional(),
    })
    .strict()
    .refine((v) => Object.values(v).some((text) => text !== undefined), {
      error: 'validation.agent.instructions.empty',
    }),
});
export type UpdateInstructionsRequest = z.infer<typeof updateInstructionsRequestSchema>;

// ---- agent logs (docs/product.md §9.6) ----

export const agentLogEntrySchema = z.object({
  type: agentRoleSchema,
  user_input: z.string(),
  output: z.string(),
  duration_ms: z.number().int(),
  created_at: z.string(),
});
export type AgentLogEntry = z.infer<typeof agentLogEntrySchema>;

const isoDate = timestampFilter('validation.agent.date.invalid');

/** GET /api/v1/agent/logs/time query: ISO timestamps (default: the last 7 days), pages of request ids. */
export const agentLogsQuerySchema = z
  .object({
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
    page: z.coerce.number().int().min(0).max(100_000).default(0),
    size: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((q) => !q.startDate || !q.endDate || Date.parse(q.startDate) <= Date.parse(q.endDate), {
    error: 'validation.agent.date.range',
    path: ['startDate'],
  });
export type AgentLogsQuery = z.infer<typeof agentLogsQuerySchema>;

/** Requests newest first; each request's steps in the order they ran. */
export const agentLogsResponseSchema = z.object({
  logs_by_request_id: z.record(z.string(), z.array(agentLogEntrySchema)),
  page: z.number().int(),
  size: z.number().int(),
  total_elements: z.number().int(),
  total_pages: z.number().int(),
});
export type AgentLogsResponse = z.infer<typeof agentLogsResponseSchema>;

// ---- test call (knowledge base 'Test' tab, npm run eval) ----

/** POST /api/v1/agent/test body. */
export const agentTestRequestSchema = z.object({
  text: z
    .string({ error: 'validation.agent.text.required' })
    .trim()
    .min(1, { error: 'validation.agent.text.required', abort: true })
    .max(AGENT_TEXT_MAX_LENGTH, { error: 'validation.agent.text.too_long' }),
  lng: languageSchema.optional(),
});
export type AgentTestRequest = z.infer<typeof agentTestRequestSchema>;

export const agentStepSchema = agentLogEntrySchema.omit({ created_at: true });
export type AgentStep = z.infer<typeof agentStepSchema>;

/** POST /api/v1/agent/test data: the draft (null when the pipeline ended in an error, then `error`). */
/**
 * Why a draft was not written by the configured language model: `LLM_BUDGET`, the account's daily
 * budget of LLM tokens was spent and the offline provider drafted (issue 30).
 */
export const draftNoteSchema = z.enum(['LLM_BUDGET']);
export type DraftNote = z.infer<typeof draftNoteSchema>;

export const agentTestResponseSchema = z.object({
  answer: z.string().nullable(),
  error: z.string().nullable(),
  request_id: z.string(),
  steps: z.array(agentStepSchema),
  note: draftNoteSchema.optional(),
});
export type AgentTestResponse = z.infer<typeof agentTestResponseSchema>;

// ---- live events (docs/product.md §7.3) ----

/**
 * NEW_AI_PROPOSITION and NEW_AI_PROPOSITION_COMMENT data. `comment_id` (the comment's platform id)
 * is there when the draft answers a customer's comment: with NEW_AI_PROPOSITION_COMMENT it is the
 * comment to answer in public (reply-to-comment), with NEW_AI_PROPOSITION the comment to answer
 * with a private reply (send-message with `comment_id`).
 */
export const aiPropositionEventSchema = z.object({
  conversation_id: z.string(),
  ai_proposition: z.string(),
  comment_id: z.string().optional(),
  note: draftNoteSchema.optional(),
});
/** PROCESSING_ERROR data. */
export const processingErrorEventSchema = z.object({
  conversation_id: z.string(),
  message: z.string(),
});
