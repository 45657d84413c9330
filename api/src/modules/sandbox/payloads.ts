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
