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
}

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
  sizes: ColumnType<Array<{ size: string; quantity: number | null }>, string, string>;
  quantity: number | null;
  /** numeric: text from pg, number from PGlite. */
  price: ColumnType<string | number | null, number | null, number | null>;
  material: string;
  lining: string;
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

export interface DB {
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
  knowledge_files: KnowledgeFilesTable;
  products: ProductsTable;
  publications: PublicationsTable;
  customer_questions: CustomerQuestionsTable;
  shop_answers: ShopAnswersTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type RefreshTokenRow = Selectable<RefreshTokensTable>;
export type MailRow = Selectable<MailOutboxTable>;
