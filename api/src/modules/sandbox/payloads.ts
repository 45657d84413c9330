import type { AccountRow, CommentRow, CustomerRow, MediaRow, Platform } from './repository';

/** The webhook bodies Meta sends, built from sandbox rows (shapes as in Meta's webhook reference). */

/** What a body needs of an account and a customer: their ids (tests build bodies from the simulator's JSON too). */
type AccountIds = Pick<AccountRow, 'ig_id' | 'page_id'>;
type CustomerIds = Pick<CustomerRow, 'id' | 'psid'>;

export function accountIdOn(account: AccountIds, platform: Platform): string {
  return platform === 'instagram' ? account.ig_id : account.page_id;
}

export function customerIdOn(customer: CustomerIds, platform: Platform): string {
  return platform === 'instagram' ? customer.id : customer.psid;
}

/** One messaging event, wrapped in its entry: `{object, entry: [{id, time, messaging: [event]}]}`. */
export function messagingWebhook(account: AccountIds, platform: Platform, event: Record<string, unknown>) {
  return {
    object: platform === 'instagram' ? 'instagram' : 'page',
    entry: [{ id: accountIdOn(account, platform), time: Date.now(), messaging: [event] }],
  };
}

/** An event from the customer to the account (`sender` = customer). */
export function fromCustomer(
  account: AccountIds,
  customer: CustomerIds,
  platform: Platform,
  body: Record<string, unknown>,
) {
  return messagingWebhook(account, platform, {
    sender: { id: customerIdOn(customer, platform) },
    recipient: { id: accountIdOn(account, platform) },
    timestamp: Date.now(),
    ...body,
  });
}

/** The echo of a message the account sent (`sender` = account, `is_echo: true`). */
export function echo(
  account: AccountRow,
  customer: CustomerRow,
  platform: Platform,
  appId: string,
  message: Record<string, unknown>,
) {
  return messagingWebhook(account, platform, {
    sender: { id: accountIdOn(account, platform) },
    recipient: { id: customerIdOn(customer, platform) },
    timestamp: Date.now(),
    message: { ...message, is_echo: true, ...(platform === 'messenger' ? { app_id: Number(appId) || appId } : {}) },
  });
}

/** An Instagram comment (or reply, with parent_id) on one of the account's posts. */
export function commentWebhook(account: AccountRow, media: MediaRow, comment: CommentRow) {
  return {
    object: 'instagram',
    entry: [
      {
        id: account.ig_id,
        time: Math.floor(Date.now() / 1000),
        changes: [
          {
            field: 'comments',
            value: {
              from: { id: comment.from_id, username: comment.from_username },
              media: { id: media.id, media_product_type: 'FEED' },
              id: comment.id,
              ...(comment.parent_id ? { parent_id: comment.parent_id } : {}),
              text: comment.text,
            },
          },
        ],
      },
    ],
  };
}

// ---- shapes Meta sends today that the simulator emits on demand (webhook only, nothing stored) ----
// Each as documented: developers.facebook.com/docs/instagram-platform/webhooks/examples,
// .../messenger-platform/reference/webhook-events (message_reads, messaging_referrals, standby).

/** The kinds `customerEvent` emits. */
export const CUSTOMER_EVENTS = [
  'ig_post',
  'story_reply',
  'story_mention',
  'quick_reply',
  'referral',
  'standby',
  'read_watermark',
  'dashboard_test',
] as const;
export type CustomerEventKind = (typeof CUSTOMER_EVENTS)[number];

export interface CustomerEventInput {
  mid: string;
  text: string;
  /** ig_post: the shared post (ig_post_media_id), its caption and picture. */
  media?: { id: string; caption: string; url: string };
  /** story_reply / story_mention: the story's picture. */
  storyUrl?: string;
  /** read_watermark: messages sent up to this time (ms) are read. */
  watermark?: number;
}

/** A shared post as Instagram sends it since 2025-11 (`share` was removed on 2026-02-01). */
export function igPostAttachment(media: { id: string; caption: string; url: string }) {
  return { type: 'ig_post', payload: { ig_post_media_id: media.id, title: media.caption, url: media.url } };
}

export function igPostMessage(mid: string, media: { id: string; caption: string; url: string }) {
  return { mid, attachments: [igPostAttachment(media)] };
}

/**
 * The webhook of a customer event of `kind` (Instagram unless the kind is Messenger's own): a
 * shared post (`ig_post`), a story reply (`reply_to.story`), a story mention, a quick reply
 * (`quick_reply.payload`), a referral (ig.me link / ad, no message), a message delivered under
 * `standby` (another app owns the thread), a Messenger read receipt by `watermark`, or the App
 * Dashboard's "Test" payload (ids that belong to no account).
 */
export function customerEventWebhook(
  account: AccountIds,
  customer: CustomerIds,
  kind: CustomerEventKind,
  input: CustomerEventInput,
) {
  const story = { url: input.storyUrl ?? '', id: `${input.mid}.story` };
  switch (kind) {
    case 'ig_post':
      return fromCustomer(account, customer, 'instagram', { message: igPostMessage(input.mid, input.media!) });
    case 'story_reply':
      return fromCustomer(account, customer, 'instagram', {
        message: { mid: input.mid, text: input.text, reply_to: { story } },
      });
    case 'story_mention':
      return fromCustomer(account, customer, 'instagram', {
        message: { mid: input.mid, attachments: [{ type: 'story_mention', payload: { url: story.url } }] },
      });
    case 'quick_reply':
      return fromCustomer(account, customer, 'instagram', {
        message: { mid: input.mid, text: input.text, quick_reply: { payload: input.text.toUpperCase() } },
      });
    case 'referral':
      return fromCustomer(account, customer, 'instagram', {
        referral: { ref: 'vitrina-sandbox', source: 'SHORTLINK', type: 'OPEN_THREAD' },
      });
    case 'standby': {
      const body = fromCustomer(account, customer, 'instagram', { message: { mid: input.mid, text: input.text } });
      const [{ messaging, ...entry }] = body.entry;
      return { ...body, entry: [{ ...entry, standby: messaging }] };
    }
    case 'read_watermark':
      return fromCustomer(account, customer, 'messenger', { read: { watermark: input.watermark ?? Date.now() } });
    case 'dashboard_test':
      // What "Test" in the App Dashboard's webhook fields sends: no real account or person.
      return {
        object: 'instagram',
        entry: [
          {
            id: '0',
            time: Math.floor(Date.now() / 1000),
            messaging: [
              {
                sender: { id: '12334' },
                recipient: { id: '23245' },
                timestamp: '1527459824',
                message: { mid: 'random_mid', text: 'random_text' },
              },
            ],
          },
        ],
      };
  }
}
