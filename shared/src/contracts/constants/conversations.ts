/** The longest text the shop can send in a message or reply; the composer's maxLength. */
export const MESSAGE_MAX_LENGTH = 2000;
/** The longest search of the conversation list (the `q` of GET …/conversations); the search box's maxLength. */
export const SEARCH_MAX_LENGTH = 200;

/**
 * The longest text Meta accepts in one direct message, counted as Meta counts it: Instagram
 * 1,000 bytes of UTF-8 (about 500 Cyrillic letters, 250 emoji), Messenger 2,000 characters
 * (developers.facebook.com/docs/messenger-platform/instagram/features/send-message and
 * .../messenger-platform/reference/send-api, read 2026-11-25).
 */
export const DIRECT_TEXT_LIMITS = {
  INSTAGRAM: { max: 1000, unit: 'bytes' },
  FACEBOOK: { max: 2000, unit: 'characters' },
} as const satisfies Record<'INSTAGRAM' | 'FACEBOOK', { max: number; unit: 'bytes' | 'characters' }>;

/** The length of `text` in the unit of the platform's limit (UTF-8 bytes, or characters: code points). */
export function directTextLength(platform: keyof typeof DIRECT_TEXT_LIMITS, text: string): number {
  return DIRECT_TEXT_LIMITS[platform].unit === 'bytes' ? new TextEncoder().encode(text).length : [...text].length;
}

/** True when Meta would refuse `text` as one direct message on `platform`. */
export function directTextTooLong(platform: keyof typeof DIRECT_TEXT_LIMITS, text: string): boolean {
  return directTextLength(platform, text) > DIRECT_TEXT_LIMITS[platform].max;
}
