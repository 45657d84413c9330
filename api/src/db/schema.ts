import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

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
  kind: 'user' | 'page';
  expires_at: NullableTimestamp;
  invalidated_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface SandboxCodesTable {
  code: string;
  page_id: string;
  redirect_uri: string;
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

export interface DB {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  password_resets: PasswordResetsTable;
  guest_requests: GuestRequestsTable;
  mail_outbox: MailOutboxTable;
  app_settings: AppSettingsTable;
  sandbox_accounts: SandboxAccountsTable;
  sandbox_tokens: SandboxTokensTable;
  sandbox_codes: SandboxCodesTable;
  sandbox_customers: SandboxCustomersTable;
  sandbox_conversations: SandboxConversationsTable;
  sandbox_messages: SandboxMessagesTable;
  sandbox_media: SandboxMediaTable;
  sandbox_comments: SandboxCommentsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type RefreshTokenRow = Selectable<RefreshTokensTable>;
export type MailRow = Selectable<MailOutboxTable>;
