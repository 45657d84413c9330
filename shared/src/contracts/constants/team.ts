/**
 * A shop of several people (issue 51, docs/product.md §9.15): roles, conversation statuses,
 * label colours, limits and the live events' payloads. Zod-free (the database schema and the
 * shell's live connection read these).
 */

/** OWNER: the account that registered the shop; MANAGER: an invited teammate. */
export const TEAM_ROLES = ['OWNER', 'MANAGER'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** A conversation is open, done, or snoozed until a time (then open again). */
export const CONVERSATION_STATUSES = ['OPEN', 'DONE', 'SNOOZED'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/** The label colours a shop picks from (readable with dark text on a light tint). */
export const LABEL_COLORS = [
  '#e5484d',
  '#f76b15',
  '#e2a336',
  '#30a46c',
  '#12a594',
  '#0090ff',
  '#6e56cf',
  '#8d8d8d',
] as const;
export type LabelColor = (typeof LABEL_COLORS)[number];

export const NOTE_MAX_LENGTH = 2000;
export const LABEL_NAME_MAX_LENGTH = 30;
export const LABELS_PER_SHOP_MAX = 50;
export const SAVED_REPLY_MAX_LENGTH = 1000;
export const SAVED_REPLIES_PER_SHOP_MAX = 200;
export const SHORTCUT_MAX_LENGTH = 30;
/** A saved reply's shortcut: letters, digits, `_` and `-` (typed after `/` in the composer). */
export const SHORTCUT_PATTERN = /^[\p{L}\p{N}_-]+$/u;
/** Placeholders a saved reply may hold, filled in the composer. */
export const SAVED_REPLY_PLACEHOLDERS = ['{name}', '{product}'] as const;
/** Invitations last a week, and a shop holds at most this many teammates and open invitations. */
export const INVITATION_TTL_DAYS = 7;
export const TEAM_SIZE_MAX = 10;
/** A reply sent this soon after a teammate's reply in the same conversation asks first (collision). */
export const COLLISION_WINDOW_SECONDS = 30;
/** A presence ("is typing", "has it open") is shown this long after its last signal. */
export const PRESENCE_TTL_SECONDS = 20;

export const PRESENCE_STATES = ['VIEWING', 'TYPING', 'LEFT'] as const;
export type PresenceState = (typeof PRESENCE_STATES)[number];

export interface TeammateRef {
  id: string;
  name: string;
}

/** CONVERSATION_UPDATED: assignment, status or labels changed (by a teammate or the snooze clock). */
export interface ConversationUpdatedData {
  conversation_id: string;
  channel_id?: string;
  assignee?: TeammateRef | null;
  status?: ConversationStatus;
  snoozed_until?: string | null;
  label_ids?: string[];
  /** Who changed it; null: the snooze time came. */
  by?: TeammateRef | null;
}

/** CONVERSATION_NOTE: an internal note was added. */
export interface ConversationNoteData {
  conversation_id: string;
  note: { id: string; text: string; author: TeammateRef | null; created_at: string };
}

/** TEAM_PRESENCE: a teammate has the conversation open, is typing in it, or left it. */
export interface TeamPresenceData {
  conversation_id: string;
  user: TeammateRef;
  state: PresenceState;
}

/** TEAM_CHANGED, LABELS_CHANGED, SAVED_REPLIES_CHANGED: reload that list. */
export type ListChangedData = Record<string, never>;
