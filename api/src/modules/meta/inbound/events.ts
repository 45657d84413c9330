/**
 * What a Meta webhook says, as typed inbound events (DESIGN §3 "Inbound messages flow one way"):
 * the platform parsers (instagram.ts, page.ts) make them from Meta's JSON, the conversations
 * module's applier stores them. Nothing here knows a channel: which side a party is on is decided
 * by the applier against the channel's own ids.
 */

export type InboundPlatform = 'INSTAGRAM' | 'FACEBOOK';

/** An attachment as the platform described it; `asset_id` is stable per message and position. */
export interface InboundAttachment {
  type: string;
  url: string | null;
  title: string | null;
  asset_id: string;
}

/** Who sent a messaging item to whom; `echo`: Meta says the shop sent it (`is_echo`). */
export interface MessagingParties {
  sender: string | null;
  recipient: string | null;
  echo: boolean;
  at: Date;
}

/** A direct message (text, attachments, quick reply, reply to a message or a story). */
export interface InboundMessage extends MessagingParties {
  kind: 'message';
  mid: string;
  text: string;
  attachments: InboundAttachment[];
  replyTo: { mid: string | null; story_url: string | null } | null;
  /** A quick reply's payload. */
  payload: string | null;
  /** The media id of a post the customer shared (`ig_post`). */
  postId: string | null;
}

export type MessagingEvent =
  | InboundMessage
  /** A button tapped: stored as a message with the button's title and payload. */
  | (MessagingParties & { kind: 'postback'; mid: string | null; title: string; payload: string | null })
  | (MessagingParties & { kind: 'unsend'; mid: string })
  | (MessagingParties & { kind: 'edit'; mid: string; text: string; editCount: number })
  | (MessagingParties & { kind: 'reaction'; mid: string | null; emoji: string; removed: boolean })
  | (MessagingParties & { kind: 'read' })
  /** Something that cannot be stored (`skipped`) or is not understood (`unknown`), kept on the delivery's outcome. */
  | (MessagingParties & { kind: 'skipped' | 'unknown'; note: string });

/** A comment under a post or a live video (Instagram), or on a Page's feed. */
export interface InboundComment {
  kind: 'comment';
  id: string;
  fromId: string | null;
  fromName: string | null;
  text: string;
  postId: string | null;
  postUrl: string | null;
  /** The comment it answers (null for a comment on the post itself). */
  parentId: string | null;
  isLive: boolean;
  verb: 'add' | 'edited' | 'remove';
  at: Date;
  /** Orders edits (Page comment edits carry no counter: the delivery's time). */
  editCount: number;
  attachments: InboundAttachment[];
}

/** A change that cannot be stored or is not understood (kept on the outcome). */
export interface ChangeNote {
  kind: 'skipped' | 'unknown';
  note: string;
}

export type InboundEvent = MessagingEvent | InboundComment | ChangeNote;

/** One `entry` of a delivery: the account it is for and its events in order. */
export interface InboundEntry {
  accountId: string | null;
  events: InboundEvent[];
}

/** A delivery parsed: its platform (null for an object we do not handle) and entries. */
export interface ParsedDelivery {
  platform: InboundPlatform | null;
  entries: InboundEntry[];
  /** Notes about the whole delivery (`object:whatsapp_business_account`). */
  unknown: string[];
}
