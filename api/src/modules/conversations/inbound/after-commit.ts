import type { FastifyBaseLogger } from 'fastify';
import type { ChannelRow } from '../../../db/schema';
import type { InboxEvents } from '../events';
import { InboxPublisher, type OwnerEvent } from '../publisher';
import type { InboundEffects } from './effects';
import { LATE, timeBoxed, type InboundEnrichment } from './enrichment';

export interface AfterCommitDeps {
  publisher: InboxPublisher;
  hook: InboxEvents;
  enrichment: InboundEnrichment;
  /** Runs work that outlives the after-commit (the app's background tasks: logged, drained on close). */
  later: (name: string, task: () => Promise<unknown>) => void;
  /** Told the posts that comments arrived under (the publications' sync; looked up late, may be absent). */
  onCommentedPosts: (channel: ChannelRow, mediaIds: Set<string>) => Promise<void>;
  log: FastifyBaseLogger;
}

/**
 * What follows a committed batch, in this order (api/README.md "Webhooks"):
 * 1. the owners get NEW_MESSAGE, NEW_COMMENT, UPDATE_MESSAGE, MESSAGE_REMOVED at once;
 * 2. the AI hook fires for each customer message, none waiting for another's draft;
 * 3. enrichment (Graph, time-boxed) runs beside the drafts: a new customer's name and picture,
 *    then NEW_CONVERSATION (the inbox refetches its list); a name later than the time box is
 *    announced by a second NEW_CONVERSATION once stored (background work), else the list would show
 *    "Клієнт" until something else made it refetch; a read that failed for a passing reason (a
 *    timeout, an outage) is tried again twice in the background (enrichment.ts), and a name still
 *    not given is read again with the customer's next message, announced once stored; a post's
 *    permalink, then UPDATE_MESSAGE for the batch's messages under it;
 * 4. the publications' sync hears of the posts commented under.
 * Resolves when all of it is done (the drafts too; a late name is announced in the background); never throws.
 */
export async function afterInboundCommit(deps: AfterCommitDeps, effects: InboundEffects): Promise<void> {
  const { publisher, hook, enrichment, log } = deps;
  await publisher
    .publishAll(effects.events)
    .catch((err: unknown) => log.warn({ err }, 'inbound: events not published'));
  const drafts = effects.customer.map((event) => hook.emitCustomerMessage(event));
  const names = effects.unnamed.map(async ({ channel, conversation, created }) => {
    const announce = () =>
      publisher.publish(channel.user_id, InboxPublisher.conversationEvent(conversation.id, channel.id));
    // A new conversation is announced at once (its row appears), an older one's name only once stored.
    const profile = created
      ? enrichment.customer(channel, conversation)
      : enrichment.customerAgain(channel, conversation);
    if (!profile) return;
    const late = (await timeBoxed(profile, enrichment.timeoutMs)) === LATE;
    if (created || (!late && (await profile))) await announce();
    if (!late) return;
    log.info({ conversationId: conversation.id }, 'inbound: customer profile late, announced when stored');
    deps.later('inbound: late customer profile', async () => {
      if (await profile) await announce();
    });
  });
  const links = (async () => {
    if (effects.posts.size === 0) return;
    const resolved = await enrichment.permalinks(effects.posts);
    await publisher.publishAll(withPermalinks(effects.events, resolved));
  })();
  const commented = [...effects.commented.values()].map(({ channel, ids }) =>
    deps
      .onCommentedPosts(channel, ids)
      .catch((err: unknown) => log.warn({ err, channelId: channel.id }, 'inbound: publications sync not queued')),
  );
  const results = await Promise.allSettled([...drafts, ...names, links, ...commented]);
  for (const r of results) if (r.status === 'rejected') log.warn({ err: r.reason }, 'inbound: follow-up failed');
}

/** UPDATE_MESSAGE for each stored message whose post's permalink was just read. */
function withPermalinks(events: OwnerEvent[], resolved: Map<string, string>): OwnerEvent[] {
  return events.flatMap(({ userId, event }) => {
    if (event.type !== 'NEW_MESSAGE' && event.type !== 'NEW_COMMENT' && event.type !== 'UPDATE_MESSAGE') return [];
    const { post_id: postId, post_url: postUrl } = event.data;
    if (!postId || postUrl || !resolved.has(postId)) return [];
    return [
      { userId, event: { type: 'UPDATE_MESSAGE' as const, data: { ...event.data, post_url: resolved.get(postId)! } } },
    ];
  });
}
