/** How the assistant answers a comment under a post (spec §3 'Current user', settings tab). */
export const COMMENT_RESPONSE_SCENARIOS = ['COMMENT_ONLY', 'PRIVATE_REPLY_ONLY', 'PRIVATE_REPLY_WITH_COMMENT'] as const;
export type CommentResponseScenario = (typeof COMMENT_RESPONSE_SCENARIOS)[number];
/** Spec §9: the default scenario. */
export const DEFAULT_COMMENT_RESPONSE_SCENARIO: CommentResponseScenario = 'COMMENT_ONLY';
