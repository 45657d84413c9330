import {
  AGENT_INSTRUCTIONS_MAX_LENGTH,
  AGENT_ROLES,
  agentLogsQuerySchema,
  agentTestRequestSchema,
  aiPropositionEventSchema,
  pipelineConfigurationSchema,
  updateInstructionsRequestSchema,
} from '../src/contracts';

describe('agent contracts', () => {
  it('keys the pipeline configuration by the three roles', () => {
    const byRole = Object.fromEntries(AGENT_ROLES.map((r) => [r, `${r} text`]));
    expect(
      pipelineConfigurationSchema.parse({ pipeline_info: { assistant_ids: byRole, instructions: byRole } }),
    ).toBeTruthy();
    expect(
      pipelineConfigurationSchema.safeParse({ pipeline_info: { assistant_ids: {}, instructions: byRole } }).success,
    ).toBe(false);
  });

  it('accepts instructions for some roles, within the limit, and nothing else', () => {
    expect(updateInstructionsRequestSchema.safeParse({ instructions: { AUDITOR: '' } }).success).toBe(true);
    const long = 'x'.repeat(AGENT_INSTRUCTIONS_MAX_LENGTH + 1);
    const tooLong = updateInstructionsRequestSchema.safeParse({ instructions: { COMMUNICATOR: long } });
    expect(tooLong.error?.issues[0].message).toBe('validation.agent.instructions.too_long');
    const empty = updateInstructionsRequestSchema.safeParse({ instructions: {} });
    expect(empty.error?.issues[0].message).toBe('validation.agent.instructions.empty');
    expect(updateInstructionsRequestSchema.safeParse({ instructions: { OTHER: 'x' } }).success).toBe(false);
  });

  it('pages logs by default and refuses a reversed range', () => {
    expect(agentLogsQuerySchema.parse({})).toEqual({ page: 0, size: 20 });
    const reversed = agentLogsQuerySchema.safeParse({ startDate: '2026-02-01', endDate: '2026-01-01' });
    expect(reversed.error?.issues[0].message).toBe('validation.agent.date.range');
    expect(agentLogsQuerySchema.safeParse({ startDate: 'soon' }).success).toBe(false);
  });

  it('trims the test text and bounds it', () => {
    expect(agentTestRequestSchema.parse({ text: '  DR-1024?  ', lng: 'en' })).toEqual({ text: 'DR-1024?', lng: 'en' });
    expect(agentTestRequestSchema.safeParse({ text: '   ' }).error?.issues[0].message).toBe(
      'validation.agent.text.required',
    );
    expect(agentTestRequestSchema.safeParse({ text: 'x'.repeat(2001) }).success).toBe(false);
  });

  it('describes the proposition event', () => {
    expect(aiPropositionEventSchema.parse({ conversation_id: 'c', ai_proposition: 'Вітаємо!' })).toBeTruthy();
    // Past the account's daily LLM token budget: the offline provider drafted, and the owner is told.
    const over = { conversation_id: 'c', ai_proposition: 'Вітаємо!', note: 'LLM_BUDGET' };
    expect(aiPropositionEventSchema.parse(over)).toEqual(over);
    expect(aiPropositionEventSchema.safeParse({ ...over, note: 'SOMETHING' }).success).toBe(false);
  });
});
