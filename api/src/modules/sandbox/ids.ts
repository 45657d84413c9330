import { randomBytes, randomInt } from 'node:crypto';

/** A numeric Graph id: `prefix` followed by random digits, `length` digits in all. */
export function numericId(prefix: string, length: number): string {
  let id = prefix;
  while (id.length < length) id += String(randomInt(0, 10));
  return id;
}

function opaque(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

/** Ids shaped like Meta's (numeric for objects, base64-looking for Instagram messages and threads). */
export const ids = {
  page: () => numericId('1', 15),
  instagramAccount: () => numericId('17841', 17),
  facebookUser: () => numericId('10', 16),
  igsid: () => numericId('9', 16),
  psid: () => numericId('2', 16),
  media: () => numericId('179', 17),
  comment: () => numericId('178', 17),
  message: (platform: 'instagram' | 'messenger') =>
    platform === 'instagram' ? `aWdfZAG1faXRlbToxOklHTWVzc2FnZAU${opaque(24)}` : `m_${opaque(24)}`,
  conversation: (platform: 'instagram' | 'messenger') =>
    platform === 'instagram' ? `aWdfZAG06MTpJR01lc3NhZA2VUaHJlYWQ6${opaque(18)}` : `t_${numericId('1', 16)}`,
  token: () => `EAAS${randomBytes(48).toString('hex')}`,
  code: () => `AQ${opaque(48)}`,
  fbtrace: () => opaque(8).replace(/[-_]/g, 'A'),
};

/** Graph's timestamp format: 2026-11-22T17:06:01+0000. */
export function graphTime(date: Date): string {
  return `${date.toISOString().slice(0, 19)}+0000`;
}
