/**
 * Webhook fields Vitrina subscribes a connected account to, named as Meta names them (they differ
 * per object: developers.facebook.com/docs/graph-api/webhooks/reference/page and /instagram).
 * The app-level subscription in the App Dashboard must list the same fields (api/README.md,
 * "Connecting a real Meta app"): Meta delivers only fields subscribed at both levels.
 */

/**
 * A Facebook Page (`POST /{page-id}/subscribed_apps`): Messenger, Page comments, and, under
 * Facebook Login, the Page subscription Instagram's webhooks need too. `message_echoes` brings the
 * replies typed in Meta Business Suite; `standby` the messages another app (an inbox routing
 * tool) owns; read receipts are `message_reads` (Instagram's `messaging_seen` is refused here).
 */
export const PAGE_WEBHOOK_FIELDS = [
  'messages',
  'messaging_postbacks',
  'message_echoes',
  'message_reads',
  'message_reactions',
  'message_edits',
  'messaging_referrals',
  'standby',
  'feed',
] as const;

/**
 * An Instagram professional account under Instagram Login (`POST /me/subscribed_apps` at
 * graph.instagram.com): its echoes come with `messages`; edits are `message_edit`.
 */
export const INSTAGRAM_WEBHOOK_FIELDS = [
  'messages',
  'messaging_postbacks',
  'messaging_seen',
  'message_reactions',
  'message_edit',
  'messaging_referral',
  'standby',
  'comments',
] as const;
