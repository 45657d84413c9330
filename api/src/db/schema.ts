import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type {
  AutopilotHours,
  AutopilotMode,
  AutoReplyCancel,
  AutoReplyStatus,
  HandoverReason,
} from '@vitrina/shared/contracts/constants';
import type { ConversationStatus, OrderStatus, TeamRole } from '@vitrina/shared/contracts/constants';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  name: Generated<string>;
  password_hash: string;
  bot_status: Generated<'ON' | 'OFF'>;
  comment_response_scenario: Generated<'COMMENT_ONLY' | 'PRIVATE_REPLY_ONLY' | 'PRIVATE_REPLY_WITH_COMMENT'>;
  private_reply_message: Generated<string>;
  plan: Generated<string>;
  trial_started_at: Timestamp;
  trial_ends_at: Timestamp;
  free_chats: Generated<number>;
  password_changed_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The language the owner registered in (0020_user_language): the assistant's defaults are in it. */
  lng: Generated<'ua' | 'en'>;
  /** The Facebook user (Graph's app-scoped id) who may sign in with Facebook Login. */
  facebook_user_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  user_id: string;
  family_id: string;
  token_hash: string;
  client_id: string;
  created_at: Timestamp;
  /** Absolute expiry of the family, inherited by every rotated token. */
  expires_at: Timestamp;
  rotated_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  revoked_reason: string | null;
}

export interface PasswordResetsTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface GuestRequestsTable {
  id: Generated<string>;
  kind: 'CONSULTATION' | 'BOOKING' | 'NEW_USER';
  name: string | null;
  phone: string;
  instagram: string | null;
  time_slot: string;
  user_id: string | null;
  lng: string | null;
  ip: string | null;
  created_at: Timestamp;
}

export interface MailOutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  links: ColumnType<string[], string, string>;
  /** local: kept for the dev mailbox; pending/sending/sent/failed: SMTP delivery. */
  status: 'local' | 'pending' | 'sending' | 'sent' | 'failed';
  attempts: Generated<number>;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
}

export interface AppSettingsTable {
  key: string;
  value: string;
  created_at: Timestamp;
}

// ---- AI agent (0006_agent) ----

export type AgentRoleCode = 'DB_RETRIEVER' | 'COMMUNICATOR' | 'AUDITOR';

export interface AgentPipelineSettingsTable {
  user_id: string;
  role: AgentRoleCode;
  assistant_id: string;
  instructions: string;
  updated_at: Timestamp;
}

export interface AgentStepLogsTable {
  id: Generated<string>;
  user_id: string;
  request_id: string;
  role: AgentRoleCode;
  user_input: string;
  output: string;
  duration_ms: number;
  created_at: Timestamp;
  /** Write order (migration 0009): breaks created_at ties; never selected (int8). */
  seq: Generated<string>;
}

export interface AgentCorrectionsTable {
  id: Generated<string>;
  user_id: string;
  channel_id: string | null;
  conversation_id: string | null;
  customer_message: string;
  rejected_proposition: string;
  sent_text: string;
  created_at: Timestamp;
  /** The teammate whose send made the correction (0035_team). */
  made_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AgentPropositionsTable {
  id: Generated<string>;
  user_id: string;
  /** The customer message answered: at most one proposition each. */
  message_id: string;
  conversation_id: string;
  channel_id: string | null;
  kind: 'DIRECT' | 'COMMENT';
  status: Generated<'PENDING' | 'DONE' | 'ERROR'>;
  request_id: string | null;
  text: string | null;
  error: string | null;
  attempts: Generated<number>;
  /** The lease of the worker drafting it (null when free). */
  locked_until: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Analytics (0018): what became of the draft, set when the shop next answered (a trigger). */
  outcome: ColumnType<DraftOutcomeCode | 'SUPERSEDED' | null, never, never>;
  outcome_at: ColumnType<Date | null, never, never>;
  /** The draft left a question open ("I'll check"). */
  stalled: Generated<boolean>;
  /** Article codes the customer asked about; `CODE SIZE` asked for while out of stock. */
  codes: Generated<string[]>;
  missing_sizes: Generated<string[]>;
  /** Full trust's topics of a finished direct draft (0040): its outcome is the owner's judgement of them. */
  topics: string[] | null;
}

/** What the shop's answer did with the assistant's draft (0018_analytics). */
export type DraftOutcomeCode = 'UNCHANGED' | 'EDITED' | 'DISCARDED' | 'NO_DRAFT';

// ---- knowledge (0005_knowledge) ----

export interface KnowledgeFilesTable {
  id: Generated<string>;
  user_id: string;
  channel_id: string | null;
  name: string;
  type: 'xls' | 'xlsx' | 'csv';
  status: 'PROCESSING' | 'READY';
  size_bytes: Generated<number>;
  rows: Generated<number>;
  products: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

// ---- stock import previews (0017_import_previews) ----

export interface KnowledgeImportPreviewsTable {
  id: Generated<string>;
  user_id: string;
  channel_id: string | null;
  name: string;
  created_at: Timestamp;
  expires_at: Date;
}

/** A kept file's bytes in parts, in order (0021_import_preview_parts). */
export interface KnowledgeImportPreviewPartsTable {
  preview_id: string;
  part: number;
  bytes: Buffer;
}

type TextArray = ColumnType<string[], string[] | undefined, string[]>;

export interface ProductsTable {
  id: ColumnType<number, never, never>;
  user_id: string;
  channel_id: string | null;
  file_id: string;
  code: string;
  code_key: string;
  name: string;
  color: string;
  sizes: ColumnType<
    Array<{ size: string; quantity: number | null; sku?: string; toOrder?: true; price?: number }>,
    string,
    string
  >;
  quantity: number | null;
  /** numeric: text from pg, number from PGlite. */
  price: ColumnType<string | number | null, number | null, number | null>;
  material: string;
  lining: string;
  category: Generated<string>;
  audience: Generated<string>;
  description: string;
  linked_codes: TextArray;
  lining_codes: TextArray;
  search_text: string;
  updated_at: Timestamp;
}

export interface PublicationsTable {
  id: Generated<string>;
  user_id: string;
  channel_id: string | null;
  media_id: string;
  platform_type: 'INSTAGRAM' | 'FACEBOOK';
  publication_type: string;
  title: string;
  username: string;
  media_url: string;
  thumbnail_url: string | null;
  permalink: string;
  link: string | null;
  code: string | null;
  linked_codes: TextArray;
  /** Perceptual hashes of the post's image (lib/image-hash.ts); null until read. */
  image_hashes: ColumnType<string[] | null, string[] | null | undefined, string[] | null>;
  active: Generated<boolean>;
  published_at: Timestamp;
  deleted_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CustomerQuestionsTable {
  id: Generated<string>;
  user_id: string;
  channel_id: string | null;
  conversation_id: string | null;
  question: string;
  answer: string | null;
  answered_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface ShopAnswersTable {
  id: Generated<string>;
  user_id: string;
  channel_id: string | null;
  delivery: Generated<string>;
  payment: Generated<string>;
  returns: Generated<string>;
  contacts: Generated<string>;
  updated_at: Timestamp;
}

// ---- channels (0003_channels) ----

export type PlatformCode = 'INSTAGRAM' | 'FACEBOOK';
export type TokenStatusCode = 'VALID' | 'EXPIRED';
type Json<T> = ColumnType<T, string, string>;

export interface MetaAuthorizationsTable {
  user_id: string;
  meta_user_id: string | null;
  /** The long-lived Meta user token, encrypted (lib/token-cipher). */
  access_token_enc: string;
  expires_at: NullableTimestamp;
  token_status: Generated<TokenStatusCode>;
  updated_at: Timestamp;
}

export interface ChannelsTable {
  id: Generated<string>;
  user_id: string;
  platform: PlatformCode;
  type: 'INSTAGRAM_BUSINESS' | 'FACEBOOK_PAGE';
  channel_name: string;
  name: Generated<string>;
  picture: string | null;
  profile_id: string;
  page_id: string;
  /** The Page access token, encrypted (lib/token-cipher). */
  access_token_enc: string;
  token_status: Generated<TokenStatusCode>;
  /** How the channel was connected: Facebook Login (a Page's token) or Instagram Login (the account's own token). */
  login: Generated<MetaLoginCode>;
  /** When the channel's token was issued or last refreshed (Instagram Login's refresh job). */
  token_issued_at: NullableTimestamp;
  /** When the channel's token expires (Instagram Login: 60 days after issue); null when it does not. */
  token_expires_at: NullableTimestamp;
  /** The import of recent conversations on connect (channels/history-import.ts); null before any. */
  history_status: HistoryStatusCode | null;
  history_conversations: number | null;
  history_updated_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type HistoryStatusCode = 'RUNNING' | 'DONE' | 'FAILED';

export type MetaLoginCode = 'FACEBOOK' | 'INSTAGRAM';

/** An OAuth `state` the server issued for a consent dialog: bound to its user, used once. */
export interface OAuthStatesTable {
  state: string;
  /** Null for a sign-in with Facebook (a guest's dialog, 0020_user_language). */
  user_id: string | null;
  platform: PlatformCode;
  login: MetaLoginCode;
  /** The app's origin the dialog returns to, when not PUBLIC_URL's. */
  origin: string | null;
  expires_at: Timestamp;
}

export interface CurrentChannelsTable {
  user_id: string;
  channel_id: string;
  updated_at: Timestamp;
}

export interface ConversationsTable {
  id: Generated<string>;
  channel_id: string;
  participant_id: string;
  participant_name: Generated<string>;
  participant_username: string | null;
  participant_picture: string | null;
  last_inbound_at: NullableTimestamp;
  blocked_at: NullableTimestamp;
  customer_read_at: NullableTimestamp;
  unread_count: Generated<number>;
  updated_time: Timestamp;
  created_at: Timestamp;
  /** "Потрібна ваша відповідь" (0023_autopilot): why the assistant handed it over; cleared when the shop answers by hand. */
  attention_reason: ColumnType<HandoverReason | null, HandoverReason | null | undefined, HandoverReason | null>;
  attention_at: NullableTimestamp;
  /** The teammate who handles it (0035_team); null: unassigned. */
  assignee_id: ColumnType<string | null, string | null | undefined, string | null>;
  status: ColumnType<ConversationStatus, ConversationStatus | undefined, ConversationStatus>;
  snoozed_until: NullableTimestamp;
}

export interface StoredAttachment {
  type: string;
  url: string | null;
  title?: string | null;
  asset_id: string;
  code: string | null;
}

export interface StoredReaction {
  emoji: string;
  by_shop: boolean;
}

export interface MessagesTable {
  id: Generated<string>;
  conversation_id: string;
  channel_id: string;
  platform_id: string;
  type: 'STANDARD' | 'REPLY_TO_POST' | 'COMMENT_REPLY';
  from_shop: Generated<boolean>;
  sender_id: string | null;
  sender_name: string | null;
  text: Generated<string>;
  attachments: Json<StoredAttachment[]>;
  code: string | null;
  post_id: string | null;
  post_url: string | null;
  parent_id: string | null;
  reply_to: ColumnType<{ mid: string | null; story_url: string | null } | null, string | null, string | null>;
  reactions: Json<StoredReaction[]>;
  payload: string | null;
  is_live: Generated<boolean>;
  edit_count: Generated<number>;
  is_placeholder: Generated<boolean>;
  is_read: Generated<boolean>;
  deleted_at: NullableTimestamp;
  last_user_message: string | null;
  rejected_ai_proposition: string | null;
  created_time: Timestamp;
  created_at: Timestamp;
  /** Analytics (0018), set by the database when the row is stored: never written by the app. */
  chat_start: ColumnType<'NEW' | 'RETURNING' | null, never, never>;
  awaited_since: ColumnType<Date | null, never, never>;
  draft_outcome: ColumnType<DraftOutcomeCode | null, never, never>;
  /** Sent by the assistant alone (0023_autopilot). */
  by_assistant: Generated<boolean>;
  /** The teammate who sent it from the inbox (0035_team). */
  sent_by: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A send's idempotency key (migration 0010): claimed before the platform call, its message stored after. */
export interface SendKeysTable {
  user_id: string;
  key: string;
  request_hash: string;
  message_id: string | null;
  created_at: Timestamp;
}

export interface WebhookDeliveriesTable {
  id: Generated<string>;
  body: string;
  object: string | null;
  received_at: Timestamp;
  processed_at: NullableTimestamp;
  attempts: Generated<number>;
  last_error: string | null;
  outcome: ColumnType<unknown, string | null, string | null>;
}

export interface SandboxAccountsTable {
  page_id: string;
  ig_id: string;
  fb_user_id: string;
  name: string;
  username: string;
  created_at: Timestamp;
}

export interface SandboxTokensTable {
  token: string;
  page_id: string;
  /** A Facebook user or Page token, or an Instagram Login token (graph.instagram.com's). */
  kind: 'user' | 'page' | 'instagram';
  expires_at: NullableTimestamp;
  invalidated_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface SandboxCodesTable {
  code: string;
  page_id: string;
  redirect_uri: string;
  /** Which login's dialog issued it: a code is exchanged only where it came from. */
  login: Generated<'facebook' | 'instagram'>;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface SandboxCustomersTable {
  /** Instagram-scoped id (IGSID); `psid` is the Page-scoped id for Messenger. */
  id: string;
  psid: string;
  page_id: string;
  name: string;
  username: string;
  avatar: number;
  blocked: Generated<boolean>;
  created_at: Timestamp;
}

export interface SandboxConversationsTable {
  id: string;
  page_id: string;
  customer_id: string;
  platform: 'instagram' | 'messenger';
  updated_at: Timestamp;
}

export interface SandboxAttachment {
  type: 'image' | 'share' | 'video' | 'audio' | 'file';
  url: string;
  /** A shared post: its media id and caption (Instagram's `ig_post` payload). */
  media_id?: string;
  title?: string;
}

export interface SandboxMessagesTable {
  id: string;
  conversation_id: string;
  from_shop: boolean;
  text: string | null;
  attachments: ColumnType<SandboxAttachment[], string | undefined, string>;
  reply_to: string | null;
  num_edit: Generated<number>;
  deleted: Generated<boolean>;
  reaction: string | null;
  tag: string | null;
  read_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface SandboxMediaTable {
  id: string;
  page_id: string;
  caption: string;
  image: string;
  created_at: Timestamp;
}

export interface SandboxCommentsTable {
  id: string;
  media_id: string;
  parent_id: string | null;
  from_id: string;
  from_username: string;
  from_shop: boolean;
  text: string;
  private_reply_mid: string | null;
  created_at: Timestamp;
}

/** The language model's tokens an account used on a UTC day (the daily budget). */
export interface LlmUsageTable {
  user_id: string;
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  tokens: ColumnType<string | number, number, number>;
}

/** Each channel's analytics totals per UTC hour (0018_analytics), kept by the database's triggers. */
export interface AnalyticsHourlyTable {
  channel_id: string;
  hour: Timestamp;
  chats: number;
  new_customers: number;
  returning_customers: number;
  direct: number;
  comments: number;
  unchanged: number;
  edited: number;
  discarded: number;
  by_hand: number;
  stalled: number;
  answered: number;
}

/** Orders taken from the chat (migration 0016, docs/product.md §9.8). */
export interface OrdersTable {
  id: Generated<string>;
  user_id: string;
  number: number;
  channel_id: string | null;
  conversation_id: string | null;
  customer_name: string;
  phone: string;
  phone_digits: string;
  delivery_type: 'NOVA_POSHTA_BRANCH' | 'NOVA_POSHTA_LOCKER' | 'COURIER';
  city: string;
  branch: string | null;
  address: string | null;
  payment: 'COD' | 'PREPAID';
  note: Generated<string>;
  status: OrderStatus;
  /** numeric: text from pg, number from PGlite. */
  total: ColumnType<string | number, number, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The recipient's city and branch refs chosen from Nova Poshta's directory (0026); null: typed by hand. */
  np_city_ref: ColumnType<string | null, string | null | undefined, string | null>;
  np_warehouse_ref: ColumnType<string | null, string | null | undefined, string | null>;
  /** The create's idempotency key and its request's hash (migration 0025); null for older orders. */
  idempotency_key: ColumnType<string | null, string | null | undefined, string | null>;
  request_hash: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OrderLinesTable {
  id: ColumnType<string | number, never, never>;
  order_id: string;
  position: number;
  code: string;
  code_key: string;
  name: string;
  color: string;
  size: string;
  size_key: string;
  quantity: number;
  unit_price: ColumnType<string | number, number, number>;
}

export interface OrderStatusChangesTable {
  id: ColumnType<string | number, never, never>;
  order_id: string;
  status: string;
  changed_by: string | null;
  changed_at: Timestamp;
}

// ---- Nova Poshta (0026_nova_poshta, issue 49) ----

type Num = ColumnType<string | number, number | undefined, number>;
type NullableNum = ColumnType<string | number | null, number | null | undefined, number | null>;
type NullableText = ColumnType<string | null, string | null | undefined, string | null>;

export interface NovaPoshtaSettingsTable {
  user_id: string;
  /** The shop's API key, TokenCipher-encrypted like the Meta tokens. */
  api_key_enc: NullableText;
  sender_ref: NullableText;
  sender_name: NullableText;
  contact_ref: NullableText;
  sender_phone: NullableText;
  city_ref: NullableText;
  city_name: NullableText;
  warehouse_ref: NullableText;
  warehouse_name: NullableText;
  weight: Num;
  declared_value: NullableNum;
  description: Generated<string>;
  updated_at: Generated<Date>;
}

export type ShipmentStage =
  'CREATED' | 'IN_TRANSIT' | 'ARRIVED' | 'RECEIVED' | 'REFUSED' | 'RETURNED' | 'DELETED' | 'UNKNOWN';

/** An order whose waybill is being made (0028): a second maker gets a 409. */
export interface WaybillClaimsTable {
  order_id: string;
  claimed_at: Generated<Date>;
}

export interface ShipmentsTable {
  id: Generated<string>;
  order_id: string;
  user_id: string;
  ttn: string;
  np_ref: string;
  weight: Num;
  declared_value: Num;
  cod_amount: NullableNum;
  cost: NullableNum;
  estimated_delivery: NullableText;
  stage: ShipmentStage;
  status_code: NullableText;
  status_text: NullableText;
  checked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  next_check_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Generated<Date>;
}

export interface ShipmentEventsTable {
  id: ColumnType<string | number, never, never>;
  shipment_id: string;
  stage: ShipmentStage;
  status_code: NullableText;
  status_text: string;
  at: Generated<Date>;
}

export interface ShipmentNoticesTable {
  shipment_id: string;
  stage: string;
  text: string;
  state: 'SENT' | 'OWNER';
  at: Generated<Date>;
}

// ---- payment links (0027_payments, issue 49) ----

export interface PaymentSettingsTable {
  user_id: string;
  provider: 'MONOBANK';
  token_enc: string;
  merchant_name: NullableText;
  updated_at: Generated<Date>;
}

export type PaymentStatus = 'CREATED' | 'PAID' | 'FAILED' | 'EXPIRED';

export interface PaymentsTable {
  id: Generated<string>;
  order_id: string;
  user_id: string;
  provider: 'MONOBANK';
  invoice_id: string;
  page_url: string;
  amount: Num;
  status: PaymentStatus;
  failure_reason: NullableText;
  sent: Generated<boolean>;
  modified_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Generated<Date>;
}

// ---- plans that can be bought (0036_billing, issue 52) ----

export type PaidPlanCode = 'STARTER' | 'PLUS' | 'PRO' | 'PREMIUM';
export type SubscriptionStatus = 'ACTIVE' | 'PAST_DUE' | 'CANCELLED' | 'ENDED';
export type BillingInvoiceKind = 'SUBSCRIBE' | 'RENEWAL' | 'UPGRADE' | 'TOP_UP';
export type BillingPeriodCode = 'MONTH' | 'YEAR';

export interface BillingSubscriptionsTable {
  user_id: string;
  status: SubscriptionStatus;
  period_start: Timestamp;
  period_end: Timestamp;
  next_plan: ColumnType<PaidPlanCode | null, PaidPlanCode | null | undefined, PaidPlanCode | null>;
  /** A month or a year paid at once (0038), and a switch waiting for the next period. */
  period: ColumnType<BillingPeriodCode, BillingPeriodCode | undefined, BillingPeriodCode>;
  next_period: ColumnType<BillingPeriodCode | null, BillingPeriodCode | null | undefined, BillingPeriodCode | null>;
  card_token_enc: NullableText;
  card_mask: NullableText;
  retries: Generated<number>;
  next_retry_at: NullableTimestamp;
  charging_invoice: NullableText;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface BillingInvoicesTable {
  id: string;
  user_id: string;
  kind: BillingInvoiceKind;
  plan: string;
  /** The period it buys (0038). */
  period: ColumnType<BillingPeriodCode, BillingPeriodCode | undefined, BillingPeriodCode>;
  /** What is charged, in `ccy`'s minor units (kopiykas since 0039). */
  amount_cents: number;
  ccy: number;
  /** The plan's dollar price and the hryvnias per dollar it was converted at when made (0039). */
  usd_cents: ColumnType<number | null, number | null | undefined, number | null>;
  usd_rate: ColumnType<number | null, number | null | undefined, number | null>;
  provider: Generated<'MONOBANK'>;
  provider_invoice_id: NullableText;
  page_url: NullableText;
  /** The 3-D Secure page a charge of the kept card waits on (0037). */
  tds_url: NullableText;
  status: Generated<PaymentStatus>;
  failure_reason: NullableText;
  top_up_chats: Generated<number>;
  extra_chats: Generated<number>;
  period_start: NullableTimestamp;
  period_end: NullableTimestamp;
  created_at: Timestamp;
  settled_at: NullableTimestamp;
}

/** A conversation's dialogue state (0019; its shape is agent/state/dialogue-state.ts): folded up to the watermark. */
export interface DialogueStatesTable {
  conversation_id: string;
  user_id: string;
  state: Json<Record<string, unknown>>;
  last_time: Timestamp;
  last_at: Timestamp;
  updated_at: Generated<Date>;
}

// ---- full trust (0023_autopilot, issue 48) ----

export interface AutopilotChannelsTable {
  channel_id: string;
  user_id: string;
  mode: AutopilotMode;
  topics: TextArray;
  hours: AutopilotHours;
  work_days: ColumnType<number[], number[], number[]>;
  work_from: string;
  work_to: string;
  time_zone: string;
  undo_seconds: number;
  hourly_cap: number;
  /** Drafts of a topic sent unchanged before it goes out alone (0040). */
  learning_drafts: Generated<number>;
  assistant_line: string;
  /** Create the order when the customer confirms its summary to an automatic reply (0024). */
  auto_orders: Generated<boolean>;
  updated_at: Timestamp;
}

export interface AutopilotAccountsTable {
  user_id: string;
  stopped: boolean;
  updated_at: Timestamp;
}

export interface AutopilotRepliesTable {
  id: Generated<string>;
  user_id: string;
  channel_id: string;
  conversation_id: string;
  /** The customer message answered: one automatic reply each at most. */
  customer_message_id: string;
  recipient_id: string;
  text: string;
  last_user_message: Generated<string>;
  status: Generated<AutoReplyStatus>;
  send_at: Timestamp;
  created_at: Timestamp;
  claimed_at: NullableTimestamp;
  message_id: string | null;
  cancel_reason: AutoReplyCancel | null;
  error: string | null;
  /** It answered the customer's confirmation of the order's summary (0024). */
  confirms_order: Generated<boolean>;
  /** The order it made: claimed once, then created, skipped (the owner's came first) or failed. */
  order_state: 'CREATING' | 'CREATED' | 'SKIPPED' | 'FAILED' | null;
  order_id: string | null;
}

export interface AutopilotHandoversTable {
  id: ColumnType<string | number, never, never>;
  user_id: string;
  channel_id: string;
  conversation_id: string;
  reason: HandoverReason;
  at: Timestamp;
}

/** A device that opted in to Web Push (migration 0030, docs/product.md §9.13). */
export interface PushSubscriptionsTable {
  id: Generated<string>;
  user_id: string;
  endpoint: string;
  /** `{"p256dh","auth"}` encrypted with the token cipher. */
  keys: string;
  device: Generated<string>;
  created_at: Generated<Date>;
  last_sent_at: NullableTimestamp;
}

/** Which events notify an owner and the quiet hours (migration 0030). */
export interface PushPreferencesTable {
  user_id: string;
  new_message: Generated<boolean>;
  handover: Generated<boolean>;
  new_order: Generated<boolean>;
  quiet_from: string | null;
  quiet_to: string | null;
  time_zone: Generated<string>;
  updated_at: Generated<Date>;
}

export interface DB {
  push_subscriptions: PushSubscriptionsTable;
  push_preferences: PushPreferencesTable;
  autopilot_handovers: AutopilotHandoversTable;
  autopilot_channels: AutopilotChannelsTable;
  autopilot_accounts: AutopilotAccountsTable;
  autopilot_replies: AutopilotRepliesTable;
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  password_resets: PasswordResetsTable;
  guest_requests: GuestRequestsTable;
  mail_outbox: MailOutboxTable;
  app_settings: AppSettingsTable;
  agent_pipeline_settings: AgentPipelineSettingsTable;
  agent_step_logs: AgentStepLogsTable;
  agent_corrections: AgentCorrectionsTable;
  agent_propositions: AgentPropositionsTable;
  dialogue_states: DialogueStatesTable;
  knowledge_files: KnowledgeFilesTable;
  knowledge_import_previews: KnowledgeImportPreviewsTable;
  knowledge_import_preview_parts: KnowledgeImportPreviewPartsTable;
  products: ProductsTable;
  publications: PublicationsTable;
  customer_questions: CustomerQuestionsTable;
  shop_answers: ShopAnswersTable;
  meta_authorizations: MetaAuthorizationsTable;
  channels: ChannelsTable;
  oauth_states: OAuthStatesTable;
  llm_usage: LlmUsageTable;
  analytics_hourly: AnalyticsHourlyTable;
  current_channels: CurrentChannelsTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  send_keys: SendKeysTable;
  webhook_deliveries: WebhookDeliveriesTable;
  sandbox_accounts: SandboxAccountsTable;
  sandbox_tokens: SandboxTokensTable;
  sandbox_codes: SandboxCodesTable;
  sandbox_customers: SandboxCustomersTable;
  sandbox_conversations: SandboxConversationsTable;
  sandbox_messages: SandboxMessagesTable;
  sandbox_media: SandboxMediaTable;
  sandbox_comments: SandboxCommentsTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_status_changes: OrderStatusChangesTable;
  nova_poshta_settings: NovaPoshtaSettingsTable;
  shipments: ShipmentsTable;
  waybill_claims: WaybillClaimsTable;
  shipment_events: ShipmentEventsTable;
  shipment_notices: ShipmentNoticesTable;
  payment_settings: PaymentSettingsTable;
  payments: PaymentsTable;
  billing_subscriptions: BillingSubscriptionsTable;
  billing_invoices: BillingInvoicesTable;
  team_members: TeamMembersTable;
  team_invitations: TeamInvitationsTable;
  conversation_notes: ConversationNotesTable;
  labels: LabelsTable;
  conversation_labels: ConversationLabelsTable;
  saved_replies: SavedRepliesTable;
}

/** A shop's teammate (0035_team): their own user row, the shop (owner's user id), the role. */
export interface TeamMembersTable {
  user_id: string;
  shop_id: string;
  role: ColumnType<TeamRole, TeamRole | undefined, TeamRole>;
  created_at: Generated<Date>;
  removed_at: NullableTimestamp;
}

export interface TeamInvitationsTable {
  id: Generated<string>;
  shop_id: string;
  email: string;
  role: ColumnType<TeamRole, TeamRole | undefined, TeamRole>;
  token_hash: string;
  invited_by: string | null;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  accepted_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

export interface ConversationNotesTable {
  id: Generated<string>;
  conversation_id: string;
  author_id: string | null;
  text: string;
  created_at: Generated<Date>;
}

export interface LabelsTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  color: string;
  created_at: Generated<Date>;
}

export interface ConversationLabelsTable {
  conversation_id: string;
  label_id: string;
}

export interface SavedRepliesTable {
  id: Generated<string>;
  user_id: string;
  shortcut: string;
  text: string;
  image_url: string | null;
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type RefreshTokenRow = Selectable<RefreshTokensTable>;
export type MailRow = Selectable<MailOutboxTable>;
export type ChannelRow = Selectable<ChannelsTable>;
export type ConversationRow = Selectable<ConversationsTable>;
export type MessageRow = Selectable<MessagesTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;
