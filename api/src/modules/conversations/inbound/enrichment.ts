import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../lib/errors';
import type { ChannelRow, ConversationRow } from '../../../db/schema';
import type { MetaGateway } from '../../meta';
import type { ConversationsRepository } from '../repository';
import type { PostsByChannel } from './effects';

/** How long the owner's follow-up events wait for a cosmetic Graph read. */
export const ENRICH_TIMEOUT_MS = 2000;

/** How long after a customer's name was read (or failed) a later message does not read it again. */
export const NAME_REREAD_GAP_MS = 5000;

/**
 * Pauses before a failed read of a customer's name is tried again (after the first try, after the
 * second). A read fails mostly when Graph or this process is slow for a moment (a 10 s timeout on
 * a loaded machine): waiting for the customer's next message left a customer who wrote everything
 * at once as "Клієнт" for good.
 */
export const NAME_RETRY_DELAYS_MS: readonly number[] = [2000, 8000];

/** What `timeBoxed` resolves to when the work did not end in time. */
export const LATE = Symbol('late');

/** Resolves to `work`'s value or, after `ms`, to LATE, whichever comes first (the work goes on unawaited). */
export function timeBoxed<T>(work: Promise<T>, ms: number): Promise<T | typeof LATE> {
  return Promise.race([work, new Promise<typeof LATE>((resolve) => setTimeout(() => resolve(LATE), ms).unref())]);
}

/**
 * The cosmetic part of an inbound message, read from Graph once the owner has the message: a new
 * customer's name and picture, and the permalink of a post commented under. Best effort: a failure
 * is logged and leaves the message as it was. A permalink is waited for ENRICH_TIMEOUT_MS; how long
 * the owner's events wait for a name is the caller's (after-commit.ts).
 */
export class InboundEnrichment {
  constructor(
    private readonly meta: MetaGateway,
    private readonly repo: ConversationsRepository,
    private readonly markTokenExpired: (channelId: string) => Promise<void>,
    private readonly log: FastifyBaseLogger,
    readonly timeoutMs = ENRICH_TIMEOUT_MS,
  ) {}

  /** Each post's permalink (read once, kept on its comments): post id → permalink, for those read in time. */
  async permalinks(posts: PostsByChannel): Promise<Map<string, string>> {
    const resolved = new Map<string, string>();
    await Promise.all(
      [...posts.values()].flatMap(({ channel, ids }) =>
        [...ids].map((postId) => timeBoxed(this.permalink(channel, postId, resolved), this.timeoutMs)),
      ),
    );
    return resolved;
  }

  /** Reads under way, by conversation: a customer's messages arriving together share one. */
  private readonly reading = new Map<string, Promise<boolean>>();
  /** When each conversation's last read ended (kept NAME_REREAD_GAP_MS): a batch just behind it reads none. */
  private readonly ended = new Map<string, number>();

  /**
   * A customer's name and picture, stored on the conversation: resolves true once stored, false
   * when Graph did not give them (logged). Not time-boxed: the caller decides how long to wait.
   */
  customer(channel: ChannelRow, conversation: ConversationRow): Promise<boolean> {
    const under = this.reading.get(conversation.id);
    if (under) return under;
    const read = this.profileWithRetries(channel, conversation).finally(() => {
      this.reading.delete(conversation.id);
      this.ended.set(conversation.id, Date.now());
    });
    this.reading.set(conversation.id, read);
    return read;
  }

  /**
   * The name of a conversation stored without one, read again with a later message: null when a
   * read is under way or has just ended (a batch that overtook the first one's commit would
   * otherwise read and announce it twice).
   */
  customerAgain(channel: ChannelRow, conversation: ConversationRow): Promise<boolean> | null {
    const now = Date.now();
    for (const [id, at] of this.ended) if (now - at > NAME_REREAD_GAP_MS) this.ended.delete(id);
    if (this.reading.has(conversation.id) || this.ended.has(conversation.id)) return null;
    return this.customer(channel, conversation);
  }

  private hooks(channel: ChannelRow) {
    return { onTokenExpired: () => this.markTokenExpired(channel.id) };
  }

  private async permalink(channel: ChannelRow, postId: string, resolved: Map<string, string>): Promise<void> {
    try {
      const media = await this.meta.call((a) => a.getMedia(this.meta.account(channel), postId), this.hooks(channel));
      if (!media.permalink) return;
      await this.repo.setPostUrl(channel.id, postId, media.permalink);
      resolved.set(postId, media.permalink);
    } catch (err) {
      this.log.warn({ err, postId }, 'inbound: post permalink not available');
    }
  }

  /** `profile`, tried again after each of NAME_RETRY_DELAYS_MS while the failure may pass (not a refusal). */
  private async profileWithRetries(channel: ChannelRow, conversation: ConversationRow): Promise<boolean> {
    for (let attempt = 0; ; attempt += 1) {
      const failure = await this.profile(channel, conversation);
      if (failure === null) return true;
      if (!mayPass(failure) || attempt >= NAME_RETRY_DELAYS_MS.length) return false;
      await this.pause(NAME_RETRY_DELAYS_MS[attempt]);
    }
  }

  /** A pause between reads (its own method, so a test can shorten it). */
  protected pause(ms: number): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, ms).unref());
  }

  /** Reads and stores the name and picture: null once stored, else the failure (logged). */
  private async profile(channel: ChannelRow, conversation: ConversationRow): Promise<unknown> {
    try {
      const profile = await this.meta.call(
        (a) => a.getCustomerProfile(this.meta.account(channel), conversation.participant_id),
        this.hooks(channel),
      );
      await this.repo.updateParticipant(conversation.id, {
        name: profile.name || conversation.participant_name,
        username: profile.username ?? conversation.participant_username,
        picture: profile.picture,
      });
      return null;
    } catch (err) {
      this.log.warn({ err, conversationId: conversation.id }, 'inbound: customer profile not available');
      return err ?? new Error('profile read failed');
    }
  }
}

/**
 * Whether a failed read may succeed later: a timeout or an outage (Graph did not answer), throttling,
 * a database hiccup; not Meta's answer to the request (an expired token, a customer who cannot be
 * reached, a bad or refused request), which a second read would only repeat.
 */
function mayPass(err: unknown): boolean {
  return !(err instanceof AppError) || PASSING.has(err.key);
}

const PASSING = new Set<string>(['channels.platform_unavailable', 'channels.platform_busy', 'channels.rate_limited']);
