// The meta module's public surface (api/README.md "Module boundaries"): what other modules may
// import. Everything else in this folder is the module's own.
export type { ManagedPage, MetaAccount, MetaAdapter, SendOptions } from './adapter';
export { GraphError } from './errors';
export type { MetaGateway } from './gateway';
export type * from './inbound/events';
export { objectOf, parseBody, parseDelivery } from './inbound/parse';
export { assetId } from './inbound/read';
export { INSTAGRAM_WEBHOOK_FIELDS, PAGE_WEBHOOK_FIELDS } from './webhook-fields';
