// @vitrina/shared/contracts/constants: the contracts' constants and types without zod, for code
// that must not load it (the shell's live connection, the pricing rules, the database schema).
// The zod schemas in ../ build on these; `@vitrina/shared/contracts` re-exports them all.
export * from './languages';
export * from './realtime';
export * from './users';
export * from './guest';
export * from './agent';
export * from './web-client';
export * from './passwords';
export * from './conversations';
export * from './orders';
export * from './knowledge-import';
export * from './support';
export * from './autopilot';
export * from './errors';
export * from './push';
export * from './team';
export * from './plans';
