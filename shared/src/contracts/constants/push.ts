/** Where the service worker is served (scope /; docs/product.md §9.14). */
export const SERVICE_WORKER_URL = '/sw.js';

/** What a notification is about (docs/product.md §9.13). */
export const PUSH_KINDS = ['NEW_MESSAGE', 'HANDOVER', 'NEW_ORDER', 'ORDER_RETURNING', 'TEST'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/**
 * The decrypted payload of a Web Push message, as the service worker reads it: the title and text
 * in the owner's language, the app address a tap opens, and a tag (one notification per
 * conversation or order, the newest replacing the older).
 */
export interface PushPayload {
  kind: PushKind;
  title: string;
  body: string;
  url: string;
  tag: string;
}
