import type { ChannelRow, ConversationRow } from '../../../db/schema';
import type { CustomerMessageStored } from '../events';
import type { OwnerEvent } from '../publisher';

/** A channel a delivery names, with its owner's assistant switch (read with it, once per batch). */
export type AccountChannel = ChannelRow & { bot_status: 'ON' | 'OFF' };

/** What applying one delivery found, kept on its row. */
export interface ApplyOutcome {
  stored: number;
  updated: number;
  duplicates: number;
  skipped: string[];
  unknown: string[];
}

export const emptyOutcome = (): ApplyOutcome => ({ stored: 0, updated: 0, duplicates: 0, skipped: [], unknown: [] });

/** Posts of a channel, by channel id. */
export type PostsByChannel = Map<string, { channel: ChannelRow; ids: Set<string> }>;

/** Everything a batch leaves to do once its transaction committed (inbound/after-commit.ts). */
export interface InboundEffects {
  /** Message events for the owners, in the order they were stored. */
  events: OwnerEvent[];
  /** Customers' new messages and comments, for the AI hook. */
  customer: CustomerMessageStored[];
  /**
   * Conversations whose customer's name is read from Graph after the commit: new ones, and older ones
   * still without a name (the read failed or timed out then), each once per batch.
   */
  unnamed: Array<{ channel: ChannelRow; conversation: ConversationRow; created: boolean }>;
  /** Posts whose permalink is not known yet. */
  posts: PostsByChannel;
  /** Posts commented under or shared in a message (the publications' background sync). */
  commented: PostsByChannel;
}

export const newEffects = (): InboundEffects => ({
  events: [],
  customer: [],
  unnamed: [],
  posts: new Map(),
  commented: new Map(),
});

export function addPost(posts: PostsByChannel, channel: ChannelRow, postId: string): void {
  const entry = posts.get(channel.id) ?? { channel, ids: new Set<string>() };
  entry.ids.add(postId);
  posts.set(channel.id, entry);
}

/** Adds a conversation to `unnamed` when it is new or has no name yet, once per batch. */
export function addUnnamed(
  effects: InboundEffects,
  channel: ChannelRow,
  conversation: ConversationRow,
  created: boolean,
): void {
  if (!created && (conversation.participant_name || conversation.participant_username)) return;
  if (effects.unnamed.some((u) => u.conversation.id === conversation.id)) return;
  effects.unnamed.push({ channel, conversation, created });
}
