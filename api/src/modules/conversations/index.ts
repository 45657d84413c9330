// The conversations module's public surface (api/README.md "Module boundaries").
export type { CustomerMessageStored, EditedDraftSent, InboxEvents } from './events';
export { emptyOutcome } from './inbound/effects';
export type { AccountChannel, ApplyOutcome, InboundEffects } from './inbound/effects';
export type { InboundDelivery } from './inbound/applier';
export type { InboundFlow } from './inbound/flow';
export type { EventTransport, InboxPublisher, OwnerEvent } from './publisher';
export type { ConversationsRepository } from './repository';
export type { CommentAnswer, CommentSettings, ConversationsService } from './service';
