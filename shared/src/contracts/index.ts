export * from './messages';
export * from './common';
export * from './auth';
export * from './users';
export * from './guest';
export * from './mailbox';
export * from './realtime';
export * from './knowledge';
