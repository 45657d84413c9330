import type { Language } from '@vitrina/shared/contracts/constants';
import { dateTimeFormat } from '@vitrina/shared/intl';
import type { Message } from '../types';

/** Dates follow the interface language: the Ukrainian locale for ua (docs/product.md §9.2), British English for en. */
const LOCALES: Record<Language, string> = { ua: 'uk-UA', en: 'en-GB' };

/** A message's time: the clock today, the date and clock before. */
export function formatMessageTime(iso: string, lng: Language, now = new Date()): string {
  const date = new Date(iso);
  const sameDay = date.toDateString() === now.toDateString();
  return dateTimeFormat(LOCALES[lng], {
    ...(sameDay ? {} : { day: 'numeric', month: 'short' }),
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/** The attachment kinds a message can show (docs/product.md §9.2). */
export type AttachmentKind = 'image' | 'video' | 'audio' | 'post' | 'story' | 'file';

export function attachmentKind(type: string): AttachmentKind {
  switch (type) {
    case 'image':
    case 'video':
    case 'audio':
      return type;
    case 'share':
    case 'ig_reel':
    case 'reel':
    case 'ig_post':
      return 'post';
    case 'story_mention':
      return 'story';
    default:
      return 'file';
  }
}

/** A customer's comment under a post (what comment-reply mode answers). */
export const isCustomerComment = (m: Message) => !m.is_from_shop && m.type !== 'STANDARD';

/** The article-code form goes under the customer's direct messages with an attachment. */
export const takesArticleCode = (m: Message) => !m.is_from_shop && m.type === 'STANDARD' && m.attachments.length > 0;
