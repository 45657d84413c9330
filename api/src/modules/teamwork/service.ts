import {
  LABELS_PER_SHOP_MAX,
  SAVED_REPLIES_PER_SHOP_MAX,
  type ConversationStatus,
  type Label,
  type LabelRequest,
  type Note,
  type PresenceState,
  type SavedReply,
  type ServerEvent,
} from '@vitrina/shared/contracts';
import { isUniqueViolation } from '../../db/index';
import { AppError, notFound } from '../../lib/errors';
import type { Identity } from '../team';
import type { TeamworkRepository } from './repository';

export interface EventSink {
  publish(shopId: string, event: ServerEvent): Promise<void>;
}

const SNOOZE_MAX_MS = 90 * 24 * 3600_000;

/**
 * The team's work on conversations (docs/product.md §9.15): who handles a conversation, whether
 * it is open, done or snoozed, the internal notes, the labels and the saved replies. Every change
 * reaches the teammates' open inboxes as a typed live event.
 */
export class TeamworkService {
  constructor(
    private readonly repo: TeamworkRepository,
    private readonly events: EventSink,
  ) {}

  private async conversation(who: Identity, conversationId: string) {
    const row = await this.repo.conversation(who.shopId, conversationId);
    if (!row) throw notFound();
    return row;
  }

  private async by(who: Identity) {
    return { id: who.actorId, name: await this.repo.nameOf(who.actorId) };
  }

  /** To a teammate (the owner or an active manager) or, with null, to nobody. */
  async assign(who: Identity, conversationId: string, assigneeId: string | null) {
    const conversation = await this.conversation(who, conversationId);
    if (assigneeId && !(await this.repo.isMember(who.shopId, assigneeId))) {
      throw new AppError(400, 'team.assignee_not_found');
    }
    await this.repo.assign(conversation.id, assigneeId);
    const assignee = assigneeId ? { id: assigneeId, name: await this.repo.nameOf(assigneeId) } : null;
    await this.events.publish(who.shopId, {
      type: 'CONVERSATION_UPDATED',
      data: { conversation_id: conversation.id, channel_id: conversation.channel_id, assignee, by: await this.by(who) },
    });
    return { assignee };
  }

  /** Open, done, or snoozed until a time in the future (at most 90 days ahead). */
  async setStatus(
    who: Identity,
    conversationId: string,
    input: { status: ConversationStatus; snoozed_until?: string | null },
    now = new Date(),
  ) {
    const conversation = await this.conversation(who, conversationId);
    let until: Date | null = null;
    if (input.status === 'SNOOZED') {
      until = new Date(input.snoozed_until ?? '');
      const ahead = until.getTime() - now.getTime();
      if (!(ahead > 0 && ahead <= SNOOZE_MAX_MS)) throw new AppError(400, 'team.snooze_invalid');
    }
    await this.repo.setStatus(conversation.id, input.status, until);
    const state = { status: input.status, snoozed_until: until?.toISOString() ?? null };
    await this.events.publish(who.shopId, {
      type: 'CONVERSATION_UPDATED',
      data: { conversation_id: conversation.id, channel_id: conversation.channel_id, ...state, by: await this.by(who) },
    });
    return state;
  }

  /** Opens the conversations whose snooze time came (the clock job; `now` is the clock's). */
  async wakeDue(now: Date): Promise<number> {
    const woken = await this.repo.wakeDue(now);
    for (const w of woken) {
      await this.events.publish(w.shopId, {
        type: 'CONVERSATION_UPDATED',
        data: { conversation_id: w.id, channel_id: w.channel_id, status: 'OPEN', snoozed_until: null, by: null },
      });
    }
    return woken.length;
  }

  // ---- notes ----

  async notes(who: Identity, conversationId: string): Promise<Note[]> {
    const conversation = await this.conversation(who, conversationId);
    const rows = await this.repo.notes(conversation.id);
    return rows.map((r) => ({
      id: r.id,
      conversation_id: r.conversation_id,
      text: r.text,
      author: r.author_id ? { id: r.author_id, name: r.author_name ?? '' } : null,
      created_at: r.created_at.toISOString(),
    }));
  }

  /** An internal note: stored and shown to the team, never sent to the customer. */
  async addNote(who: Identity, conversationId: string, text: string): Promise<Note> {
    const conversation = await this.conversation(who, conversationId);
    const row = await this.repo.addNote(conversation.id, who.actorId, text);
    const note: Note = {
      id: row.id,
      conversation_id: row.conversation_id,
      text: row.text,
      author: await this.by(who),
      created_at: row.created_at.toISOString(),
    };
    await this.events.publish(who.shopId, {
      type: 'CONVERSATION_NOTE',
      data: { conversation_id: conversation.id, note },
    });
    return note;
  }

  // ---- labels ----

  labels(who: Identity): Promise<Label[]> {
    return this.repo.labels(who.shopId);
  }

  async createLabel(who: Identity, input: LabelRequest): Promise<Label> {
    if ((await this.repo.countLabels(who.shopId)) >= LABELS_PER_SHOP_MAX) {
      throw new AppError(409, 'team.labels_full', { max: LABELS_PER_SHOP_MAX });
    }
    const label = await this.uniqueLabel(() => this.repo.createLabel(who.shopId, input.name, input.color));
    await this.events.publish(who.shopId, { type: 'LABELS_CHANGED', data: {} });
    return label;
  }

  async updateLabel(who: Identity, id: string, input: LabelRequest): Promise<Label> {
    const label = await this.uniqueLabel(() => this.repo.updateLabel(who.shopId, id, input.name, input.color));
    if (!label) throw new AppError(404, 'team.label_not_found');
    await this.events.publish(who.shopId, { type: 'LABELS_CHANGED', data: {} });
    return label;
  }

  async deleteLabel(who: Identity, id: string): Promise<void> {
    if (!(await this.repo.deleteLabel(who.shopId, id))) throw new AppError(404, 'team.label_not_found');
    await this.events.publish(who.shopId, { type: 'LABELS_CHANGED', data: {} });
  }

  private async uniqueLabel<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(409, 'team.label_taken');
      throw err;
    }
  }

  /** Replaces a conversation's labels; every id must be one of the shop's labels. */
  async setConversationLabels(who: Identity, conversationId: string, labelIds: string[]): Promise<Label[]> {
    const conversation = await this.conversation(who, conversationId);
    const own = new Map((await this.repo.labels(who.shopId)).map((l) => [l.id, l]));
    const ids = [...new Set(labelIds)];
    if (ids.some((id) => !own.has(id))) throw new AppError(400, 'team.label_not_found');
    await this.repo.setLabels(conversation.id, ids);
    await this.events.publish(who.shopId, {
      type: 'CONVERSATION_UPDATED',
      data: {
        conversation_id: conversation.id,
        channel_id: conversation.channel_id,
        label_ids: ids,
        by: await this.by(who),
      },
    });
    return ids.map((id) => own.get(id)!);
  }

  // ---- saved replies ----

  async savedReplies(who: Identity): Promise<SavedReply[]> {
    const rows = await this.repo.savedReplies(who.shopId);
    return rows.map((r) => ({
      id: r.id,
      shortcut: r.shortcut,
      text: r.text,
      image_url: r.image_url,
      created_by: r.created_by ? { id: r.created_by, name: r.author_name ?? '' } : null,
      updated_at: r.updated_at.toISOString(),
    }));
  }

  /** A shop's saved replies' commands and texts (the assistant's standing answers, docs/product.md §9.15). */
  savedReplyTexts(shopId: string): Promise<Array<{ shortcut: string; text: string }>> {
    return this.repo.savedReplyTexts(shopId);
  }

  private async savedReply(who: Identity, id: string): Promise<SavedReply> {
    const found = (await this.savedReplies(who)).find((r) => r.id === id);
    if (!found) throw notFound();
    return found;
  }

  async createSavedReply(
    who: Identity,
    input: { shortcut: string; text: string; image_url?: string | null },
  ): Promise<SavedReply> {
    if ((await this.repo.countSavedReplies(who.shopId)) >= SAVED_REPLIES_PER_SHOP_MAX) {
      throw new AppError(409, 'team.saved_replies_full', { max: SAVED_REPLIES_PER_SHOP_MAX });
    }
    const id = await this.uniqueShortcut(() =>
      this.repo.createSavedReply(who.shopId, who.actorId, { ...input, image_url: input.image_url ?? null }),
    );
    await this.events.publish(who.shopId, { type: 'SAVED_REPLIES_CHANGED', data: {} });
    return this.savedReply(who, id);
  }

  async updateSavedReply(
    who: Identity,
    id: string,
    input: { shortcut: string; text: string; image_url?: string | null },
  ): Promise<SavedReply> {
    const done = await this.uniqueShortcut(() =>
      this.repo.updateSavedReply(who.shopId, id, { ...input, image_url: input.image_url ?? null }),
    );
    if (!done) throw notFound();
    await this.events.publish(who.shopId, { type: 'SAVED_REPLIES_CHANGED', data: {} });
    return this.savedReply(who, id);
  }

  async deleteSavedReply(who: Identity, id: string): Promise<void> {
    if (!(await this.repo.deleteSavedReply(who.shopId, id))) throw notFound();
    await this.events.publish(who.shopId, { type: 'SAVED_REPLIES_CHANGED', data: {} });
  }

  private async uniqueShortcut<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(409, 'team.shortcut_taken');
      throw err;
    }
  }

  // ---- presence (collision) ----

  /** Tells the teammates that the caller has the conversation open, is typing in it, or left it. */
  async presence(who: Identity, conversationId: string, state: PresenceState): Promise<void> {
    const conversation = await this.conversation(who, conversationId);
    await this.events.publish(who.shopId, {
      type: 'TEAM_PRESENCE',
      data: { conversation_id: conversation.id, user: await this.by(who), state },
    });
  }
}
