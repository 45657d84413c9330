export const BOT_STATUSES = ['ON', 'OFF'] as const;
export type BotStatus = (typeof BOT_STATUSES)[number];

/** All three scenarios (settings tab); the inbox offers the first two. */
export const COMMENT_RESPONSE_SCENARIOS = ['COMMENT_ONLY', 'PRIVATE_REPLY_ONLY', 'PRIVATE_REPLY_WITH_COMMENT'] as const;
export type CommentResponseScenario = (typeof COMMENT_RESPONSE_SCENARIOS)[number];

/** docs/product.md §9.4: default scenario and the short 'replied in direct' auto-comment. */
export const DEFAULT_COMMENT_RESPONSE_SCENARIO: CommentResponseScenario = 'COMMENT_ONLY';
export const DEFAULT_PRIVATE_REPLY_MESSAGE = 'Ми написали вам у Direct 📩';
export const PRIVATE_REPLY_MESSAGE_MAX_LENGTH = 1000;

/** docs/product.md §6: the trial (first 2 months free on any plan) and the free chats of the test plan. */
export const TRIAL_MONTHS = 2;
export const FREE_CHATS = 50;
export const PLANS = ['TRIAL', 'FREE', 'STARTER', 'PLUS', 'PRO', 'PREMIUM'] as const;
export type PlanCode = (typeof PLANS)[number];
