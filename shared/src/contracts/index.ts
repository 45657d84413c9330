export * from './auth';
export * from './realtime';
