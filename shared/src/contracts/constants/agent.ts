/** The three roles of the AI pipeline, in the order they run (docs/product.md §9.6). */
export const AGENT_ROLES = ['DB_RETRIEVER', 'COMMUNICATOR', 'AUDITOR'] as const;
export type AgentRole = (typeof AGENT_ROLES)[number];
