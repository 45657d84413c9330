import { GraphError } from './graph-error';

/**
 * The webhook fields Meta accepts in `subscribed_fields`, per object, as its reference pages list
 * them (developers.facebook.com/docs/graph-api/webhooks/reference/page and /instagram, and the
 * Messenger Platform's "Webhook Events Reference"). They differ: a Page reads receipts as
 * `message_reads` and edits as `message_edits`; Instagram as `messaging_seen` and `message_edit`,
 * and its echoes come with `messages` (no `message_echoes`).
 */
export const WEBHOOK_FIELDS = {
  page: [
    'feed',
    'inbox_labels',
    'mention',
    'message_deliveries',
    'message_echoes',
    'message_edits',
    'message_reactions',
    'message_reads',
    'messages',
    'messaging_account_linking',
    'messaging_customer_information',
    'messaging_game_plays',
    'messaging_handovers',
    'messaging_optins',
    'messaging_policy_enforcement',
    'messaging_postbacks',
    'messaging_referrals',
    'name',
    'picture',
    'standby',
  ],
  instagram: [
    'comments',
    'live_comments',
    'mentions',
    'message_edit',
    'message_reactions',
    'messages',
    'messaging_handover',
    'messaging_optins',
    'messaging_postbacks',
    'messaging_referral',
    'messaging_seen',
    'standby',
    'story_insights',
  ],
} as const;

export type SubscribedObject = keyof typeof WEBHOOK_FIELDS;

/**
 * `subscribed_fields` of `POST /{page-id}/subscribed_apps` (or Instagram's `/me/subscribed_apps`):
 * a comma-separated list (or a JSON array, as the SDKs send it); an unknown field is refused as
 * Meta refuses it, `(#100) Param subscribed_fields[n] must be one of {…} - got "…"`.
 */
export function parseSubscribedFields(object: SubscribedObject, value: unknown): string[] {
  if (value === undefined || value === null || value === '') {
    throw new GraphError('(#100) The parameter subscribed_fields is required', 100);
  }
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = value.trim().startsWith('[') ? JSON.parse(value) : value.split(',');
    } catch {
      list = value.split(',');
    }
  }
  if (!Array.isArray(list)) throw new GraphError('(#100) Param subscribed_fields must be an array', 100);
  const allowed: readonly string[] = WEBHOOK_FIELDS[object];
  return list.map((raw, i) => {
    const field = String(raw).trim();
    if (!allowed.includes(field)) {
      throw new GraphError(
        `(#100) Param subscribed_fields[${i}] must be one of {${allowed.join(', ')}} - got "${field.slice(0, 60)}"`,
        100,
      );
    }
    return field;
  });
}
