/**
 * Where a conversation's dialogue state is kept (table `dialogue_states`, migration 0019) and
 * brought up to a message: the messages after the stored watermark and before the message are
 * read in the thread's order (created_time, then arrival) and folded in; the result is saved with
 * the new watermark, so each message is read once however many drafts follow.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import type { CatalogueIndex } from '../retrieve/catalogue';
import { advance, emptyState, STATE_VERSION, type DialogueState } from './dialogue-state';
import { readTurn, type TurnMessage } from './read-turn';
import { fromLatinScript } from '../language/latin-script';

/** At most this many messages are folded in one catch-up (the newest of a long gap). */
export const MAX_FOLDED = 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface StateSources {
  catalogue(userId: string, channelId: string | null): Promise<CatalogueIndex | null>;
  /** The article code stored for a post (a comment's post, a shared post), or null. */
  postCode(userId: string, channelId: string | null, mediaId: string): Promise<string | null>;
}

/** Folds messages into a state against the shop's catalogue. */
export function foldMessages(catalogue: CatalogueIndex, state: DialogueState, messages: TurnMessage[]): DialogueState {
  const modelOf = modelKeyOf(catalogue);
  return messages.reduce((s, m) => advance(s, readTurn(catalogue, m, s), modelOf), state);
}

/** A product code's model key in the catalogue (null when the shop no longer has it). */
function modelKeyOf(catalogue: CatalogueIndex): (code: string) => string | null {
  return (code) => {
    const p = catalogue.byCodeText(code);
    return p ? (catalogue.modelOfProduct(p)?.key ?? p.code) : null;
  };
}

export class DialogueStateStore {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly sources: StateSources,
  ) {}

  /** The state after every message of the conversation before `messageId` (saved as the new watermark). */
  async before(
    userId: string,
    channelId: string | null,
    conversationId: string,
    messageId: string,
  ): Promise<DialogueState> {
    if (!UUID.test(conversationId) || !UUID.test(messageId)) return emptyState();
    const current = await this.db
      .selectFrom('messages')
      .select(['created_time', 'created_at'])
      .where('id', '=', messageId)
      .where('conversation_id', '=', conversationId)
      .executeTakeFirst();
    if (!current) return emptyState();
    return this.upTo(userId, channelId, conversationId, { ...current, id: messageId });
  }

  /**
   * The state with `messageId` itself folded in when it names no product of its own: what that
   * message is about ("тогда черный беру" after the burgundy one: the black one), with its text.
   * Not saved.
   */
  async through(
    userId: string,
    channelId: string | null,
    conversationId: string,
    messageId: string,
  ): Promise<{ state: DialogueState; text: string }> {
    const state = await this.before(userId, channelId, conversationId, messageId);
    const row = await this.rowsOf(conversationId).where('id', '=', messageId).executeTakeFirst();
    const catalogue = row ? await this.sources.catalogue(userId, channelId) : null;
    if (!row || !catalogue) return { state, text: row?.text ?? '' };
    const message = await this.turnOf(userId, channelId, row);
    // A message naming products of its own is read by the order's words path; what it says of the
    // item before ("тоді беру 110, і ще футболку") is about the item in focus before it.
    const turn = readTurn(catalogue, message, state);
    if (turn.products.length > 0) return { state, text: message.text };
    return { state: advance(state, turn, modelKeyOf(catalogue)), text: message.text };
  }

  /** The state after every message of the conversation so far (the order panel reads it). */
  async latest(userId: string, channelId: string | null, conversationId: string): Promise<DialogueState> {
    if (!UUID.test(conversationId)) return emptyState();
    return this.upTo(userId, channelId, conversationId, null);
  }

  private async upTo(
    userId: string,
    channelId: string | null,
    conversationId: string,
    current: { id: string; created_time: Date; created_at: Date } | null,
  ): Promise<DialogueState> {
    const catalogue = await this.sources.catalogue(userId, channelId);
    if (!catalogue) return emptyState();
    const stored = await this.db
      .selectFrom('dialogue_states')
      .select(['state', 'last_time', 'last_at'])
      .where('conversation_id', '=', conversationId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    // A state stored in an older shape (before STATE_VERSION) is read again from the start and
    // replaced; a draft asked again for an older message reads from the start (and saves nothing).
    const outdated = stored !== undefined && (stored.state as { v?: number } | null)?.v !== STATE_VERSION;
    const usable = stored && !outdated && (!current || tupleBefore(stored, current)) ? stored : null;
    let query = this.rowsOf(conversationId);
    if (current) {
      query = query
        .where('id', '<>', current.id)
        .where(sql<boolean>`(created_time, created_at) < (${current.created_time}, ${current.created_at})`);
    }
    if (usable)
      query = query.where(sql<boolean>`(created_time, created_at) > (${usable.last_time}, ${usable.last_at})`);
    const rows = (
      await query.orderBy('created_time', 'desc').orderBy('created_at', 'desc').limit(MAX_FOLDED).execute()
    ).reverse();
    const start = usable ? (usable.state as unknown as DialogueState) : emptyState();
    if (rows.length === 0) return start;
    const messages: TurnMessage[] = [];
    for (const r of rows) messages.push(await this.turnOf(userId, channelId, r));
    const state = foldMessages(catalogue, start, messages);
    if (stored && !usable && !outdated) return state;
    const last = rows[rows.length - 1];
    await this.db
      .insertInto('dialogue_states')
      .values({
        conversation_id: conversationId,
        user_id: userId,
        state: JSON.stringify(state),
        last_time: last.created_time,
        last_at: last.created_at,
      })
      .onConflict((oc) =>
        oc
          .column('conversation_id')
          .doUpdateSet({
            state: sql`excluded.state`,
            last_time: sql`excluded.last_time`,
            last_at: sql`excluded.last_at`,
            updated_at: sql`now()`,
          })
          // Two drafts at once: the one that read further wins; a state of an older shape is replaced.
          .where(
            sql<boolean>`(excluded.last_time, excluded.last_at) > (dialogue_states.last_time, dialogue_states.last_at)
              or (dialogue_states.state->>'v') is distinct from ${String(STATE_VERSION)}`,
          ),
      )
      .execute();
    return state;
  }

  /** A conversation's messages as the state reads them. */
  private rowsOf(conversationId: string) {
    return this.db
      .selectFrom('messages')
      .select(['id', 'text', 'code', 'post_id', 'attachments', 'from_shop', 'created_time', 'created_at'])
      .where('conversation_id', '=', conversationId)
      .where('deleted_at', 'is', null);
  }

  /** One stored message as a turn: its text, side, and the article code it carries (its post's). */
  private async turnOf(
    userId: string,
    channelId: string | null,
    r: {
      text: string | null;
      code: string | null;
      post_id: string | null;
      attachments: Array<{ code?: string | null }>;
      from_shop: boolean;
    },
  ): Promise<TurnMessage> {
    const media = r.post_id ?? sharedMediaId(r.attachments);
    const code =
      r.code ??
      r.attachments.find((a) => a.code)?.code ??
      (media ? await this.sources.postCode(userId, channelId, media) : null);
    // The customer's Ukrainian typed in Latin letters is read in Cyrillic ("beru" is «беру»).
    const text = r.text ?? '';
    return { text: r.from_shop ? text : (fromLatinScript(text) ?? text), fromShop: r.from_shop, code };
  }
}

function tupleBefore(a: { last_time: Date; last_at: Date }, b: { created_time: Date; created_at: Date }): boolean {
  const t = a.last_time.getTime() - b.created_time.getTime();
  return t < 0 || (t === 0 && a.last_at.getTime() < b.created_at.getTime());
}

/** A shared post's media id, where the inbound parser stored one on the attachment. */
export function sharedMediaId(attachments: unknown[]): string | null {
  for (const a of attachments as Array<Record<string, unknown>>) {
    const id = a.ig_post_media_id ?? a.media_id;
    if (typeof id === 'string' && id) return id;
  }
  return null;
}
