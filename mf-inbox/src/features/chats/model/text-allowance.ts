import { DIRECT_TEXT_LIMITS, directTextLength } from '@vitrina/shared/contracts/constants';
import type { DirectPlatform } from '../types';

/** A Cyrillic letter: what a Ukrainian shop writes while the box is still empty. */
const DEFAULT_LETTER_BYTES = 2;

/** The UTF-8 size of the text's last letter (Latin 1, Cyrillic 2), else a Cyrillic letter's. */
function letterBytes(text: string): number {
  const letters = text.match(/\p{L}/gu);
  const last = letters?.at(-1);
  return last ? new TextEncoder().encode(last).length : DEFAULT_LETTER_BYTES;
}

export interface TextAllowance {
  /** Characters that still fit. */
  left: number;
  /** Characters to remove before it fits (0 when it fits). */
  over: number;
  tooLong: boolean;
}

/**
 * What a direct reply has left, in characters, counted as Meta counts (docs/product.md §9.2):
 * Messenger counts characters; Instagram counts UTF-8 bytes, so what fits is told in letters of
 * the kind the text is written in (a Cyrillic letter takes the room of two Latin ones), never in
 * bytes (issue 47).
 */
export function textAllowance(platform: DirectPlatform, text: string): TextAllowance {
  const limit = DIRECT_TEXT_LIMITS[platform];
  const room = limit.max - directTextLength(platform, text);
  const per = limit.unit === 'bytes' ? letterBytes(text) : 1;
  return room >= 0
    ? { left: Math.floor(room / per), over: 0, tooLong: false }
    : { left: 0, over: Math.ceil(-room / per), tooLong: true };
}
