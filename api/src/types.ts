import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/index';
import type { DB } from './db/schema';
import type { BackgroundTasks } from './lib/background';
import type { Limiter } from './lib/limiter';
import type { AuthService } from './modules/auth/service';
import type { TokenService } from './modules/auth/tokens';
import type { Mailer } from './modules/mail/mailer';
import type { RealtimeHub } from './modules/realtime/hub';
import type { UsersService } from './modules/users/service';
import type { GuestService } from './modules/guest/service';
import type { ChannelsRepository } from './modules/channels/repository';
import type { ChannelsService } from './modules/channels/service';
import type { InboxEvents } from './modules/conversations/events';
import type { ConversationsRepository } from './modules/conversations/repository';
import type { ConversationsService } from './modules/conversations/service';
import type { MetaGateway } from './modules/meta/gateway';
import type { JobQueue } from './modules/queue/plugin';
import type { WebhooksService } from './modules/webhooks/service';

export interface AuthUser {
  id: string;
  sid: string | null;
}

export type Hook = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Every registered route (method, url), in registration order. */
    routeList: Array<{ method: string; url: string }>;
    database: Database;
    db: Kysely<DB>;
    redis: Redis | null;
    limiter: Limiter;
    background: BackgroundTasks;
    tokens: TokenService;
    mailer: Mailer;
    realtime: RealtimeHub;
    authService: AuthService;
    usersService: UsersService;
    guestService: GuestService;
    // ---- channels (issue 11) ----
    meta: MetaGateway;
    queue: JobQueue;
    channelsRepository: ChannelsRepository;
    channelsService: ChannelsService;
    conversationsRepository: ConversationsRepository;
    conversationsService: ConversationsService;
    /** Hook point of the AI pipeline: `app.inboxEvents.onCustomerMessage(listener)`. */
    inboxEvents: InboxEvents;
    webhooks: WebhooksService;
    /** onRequest hook: 401 unless a valid bearer token; sets request.user. */
    authenticate: Hook;
    /** onRequest hook: sets request.user when a valid bearer token is present, 401 for an invalid one. */
    authenticateOptional: Hook;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}
