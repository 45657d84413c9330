import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/index';
import type { DB } from './db/schema';
import type { BackgroundTasks } from './lib/background';
import type { Limiter } from './lib/limiter';
import type { RevokedSessions } from './lib/revoked-sessions';
import type { Sessions } from './modules/auth/sessions';
import type { AuthService } from './modules/auth/service';
import type { AccessClaims, TokenService } from './modules/auth/tokens';
import type { Mailer } from './modules/mail/mailer';
import type { RealtimeHub } from './modules/realtime/hub';
import type { PushService } from './modules/push';
import type { UsersService } from './modules/users/service';
import type { GuestService } from './modules/guest/service';
import type { AgentService } from './modules/agent/service';
import type { AutopilotService } from './modules/autopilot/service';
import type { KnowledgeService } from './modules/knowledge/service';
import type { PublicationsService } from './modules/publications/service';
import type { OrdersService } from './modules/orders/service';
import type { ShippingService } from './modules/shipping';
import type { PaymentsService } from './modules/payments';
import type { BillingSandboxClock, BillingService } from './modules/billing';
import type { ChannelsRepository } from './modules/channels/repository';
import type { InstagramTokenRefresh } from './modules/channels/token-refresh';
import type { ChannelsService } from './modules/channels/service';
import type { FacebookSignIn } from './modules/channels/facebook-sign-in';
import type { InboxEvents } from './modules/conversations/events';
import type { InboundFlow } from './modules/conversations/inbound/flow';
import type { HistoryImport } from './modules/conversations/inbound/history';
import type { InboxPublisher } from './modules/conversations/publisher';
import type { ConversationsRepository } from './modules/conversations/repository';
import type { ConversationsService } from './modules/conversations/service';
import type { MetaGateway } from './modules/meta/gateway';
import type { JobQueue } from './modules/queue/plugin';
import type { WebhooksService } from './modules/webhooks/service';
import type { PublicationsSync } from './modules/publications/jobs';
import type { Metrics } from './plugins/metrics';
import type { IdentityResolver } from './modules/team';
import type { TeamService } from './modules/team';
import type { TeamworkService } from './modules/teamwork';
import type { TeamRole } from '@vitrina/shared/contracts/constants';

export interface AuthUser {
  /** The shop: the owner's user id (the key of the shop's data), whoever of the team calls. */
  id: string;
  sid: string;
  /** The person who calls: the owner, or a teammate (docs/product.md §9.15). */
  actorId: string;
  role: TeamRole;
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
    /** Sessions ended before their access tokens expire (see lib/revoked-sessions.ts). */
    revokedSessions: RevokedSessions;
    /** The claims of a valid access token of a live session; null otherwise. */
    verifySession(token: string): Promise<AccessClaims | null>;
    /** A signed-in user's shop and role (modules/team/identity.ts). */
    identities: IdentityResolver;
    /** Teammates and invitations (issue 51). */
    teamService: TeamService;
    /** Assignment, status, notes, labels, saved replies, presence (issue 51). */
    teamwork: TeamworkService;
    /** Ends sessions: refresh tokens, access tokens and sockets (modules/auth/sessions.ts). */
    sessions: Sessions;
    mailer: Mailer;
    realtime: RealtimeHub;
    /** Web Push to the owner's devices (issue 50, modules/push). */
    push: PushService;
    /** Prometheus metrics of this instance (plugins/metrics.ts). */
    metrics: Metrics;
    /** True from SIGTERM (or app.close) on: /readyz answers 503 while the instance drains. */
    draining: boolean;
    authService: AuthService;
    usersService: UsersService;
    guestService: GuestService;
    /** The AI assistant (issue 12): pipeline, propositions, corrections. */
    agent: AgentService;
    /** Full trust (issue 48): the assistant sends alone where it is sure. */
    autopilot: AutopilotService;
    knowledgeService: KnowledgeService;
    publicationsService: PublicationsService;
    /** Orders taken from the chat (issue 31). */
    ordersService: OrdersService;
    /** Nova Poshta: settings, directory, waybills, tracking (issue 49). */
    shippingService: ShippingService;
    /** Payment links for prepaid orders (issue 49). */
    paymentsService: PaymentsService;
    /** Plans a shop buys (issue 52). */
    billingService: BillingService;
    /** Billing's sandbox clock (only with the payment sandbox). */
    billingSandboxClock?: BillingSandboxClock;
    /** Background media sync of the channels (publications/jobs.ts). */
    publicationsSync: PublicationsSync;
    // ---- channels (issue 11) ----
    meta: MetaGateway;
    queue: JobQueue;
    channelsRepository: ChannelsRepository;
    channelsService: ChannelsService;
    /** Signing in with Facebook (channels/facebook-sign-in.ts, POST /api/v1/users/fbLogin). */
    facebookSignIn: FacebookSignIn;
    /** Instagram Login's token refresh job (channels/token-refresh.ts). */
    instagramTokenRefresh: InstagramTokenRefresh;
    conversationsRepository: ConversationsRepository;
    conversationsService: ConversationsService;
    /** Hook point of the AI pipeline: `app.inboxEvents.onCustomerMessage(listener)`. */
    inboxEvents: InboxEvents;
    /** The one publisher of the inbox's live events, typed by `ServerEvent`. */
    inboxPublisher: InboxPublisher;
    /** Applies parsed webhook events in the webhook's transaction, then runs what follows (modules/conversations/inbound). */
    inbound: InboundFlow;
    /** The import of a channel's recent conversations on connect (modules/conversations/inbound/history.ts). */
    historyImport: HistoryImport;
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
