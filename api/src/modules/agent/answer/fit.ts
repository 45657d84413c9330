import { DIRECT_TEXT_LIMITS, directTextLength } from '@vitrina/shared/contracts/constants';

export type DirectPlatform = keyof typeof DIRECT_TEXT_LIMITS;

/** The limit in words a language model follows: Instagram's bytes as Cyrillic letters, Messenger's characters. */
export function directLimitWords(platform: DirectPlatform): string {
  const { max, unit } = DIRECT_TEXT_LIMITS[platform];
  // A Cyrillic letter is 2 bytes of UTF-8: a Ukrainian reply of max/2 characters fits.
  return unit === 'bytes' ? `${Math.floor(max / 2)} characters` : `${max} characters`;
}

/** Sentences and line breaks, each kept with its own ending (". ", "!\n"…). */
function sentences(text: string): string[] {
  return text.match(/[^.!?…\n]*(?:[.!?…]+["»”')\]]*\s*|\n+|$)/g)?.filter((s) => s !== '') ?? [text];
}

/**
 * A draft as one direct message the platform accepts (issue 29 item 3): Instagram takes 1,000
 * bytes of UTF-8 (about 500 Cyrillic letters), Messenger 2,000 characters (DIRECT_TEXT_LIMITS),
 * and the API refuses a longer send with a 400 before any platform call, so a draft is never
 * longer. A longer draft keeps its whole first sentences that fit; a first sentence that alone is
 * too long is cut at a word and ends with "…". Shortening only removes text, so what the auditor
 * checked stays true.
 */
export function fitDirectText(text: string, platform: DirectPlatform): string {
  const { max } = DIRECT_TEXT_LIMITS[platform];
  const fits = (s: string) => directTextLength(platform, s) <= max;
  if (fits(text)) return text;
  let kept = '';
  for (const sentence of sentences(text)) {
    if (!fits(kept + sentence)) break;
    kept += sentence;
  }
  if (kept.trim() !== '') return kept.trimEnd();
  // One sentence longer than the limit: whole words, then an ellipsis.
  let cut = '';
  for (const word of text.split(/(?<=\s)/)) {
    if (!fits(`${cut}${word}`.trimEnd() + '…')) break;
    cut += word;
  }
  if (cut.trim() === '') {
    // A single word over the limit: code points while they fit.
    for (const ch of text) {
      if (!fits(`${cut}${ch}…`)) break;
      cut += ch;
    }
  }
  return `${cut.trimEnd()}…`;
}
