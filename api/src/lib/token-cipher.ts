import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { generatedSetting } from './app-settings';

const PREFIX = 'v1';

/**
 * AES-256-GCM for platform tokens at rest: `v1.<iv>.<tag>.<ciphertext>` (base64url). A token
 * read from a copy of the database is useless without the key, and a tampered value fails the
 * authentication tag instead of decrypting to garbage.
 */
export class TokenCipher {
  private readonly key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('token encryption key must be 32 bytes');
    this.key = key;
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [PREFIX, iv, cipher.getAuthTag(), data]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  decrypt(stored: string): string {
    const [prefix, iv, tag, data] = stored.split('.');
    if (prefix !== PREFIX || !iv || !tag || data === undefined) throw new Error('not an encrypted token');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }
}

/** `TOKEN_ENCRYPTION_KEY`: 32 bytes as 64 hex characters or base64; any other text is hashed to 32 bytes. */
export function parseEncryptionKey(value: string): Buffer {
  const v = value.trim();
  if (/^[0-9a-f]{64}$/i.test(v)) return Buffer.from(v, 'hex');
  const b64 = Buffer.from(v, 'base64');
  if (b64.length === 32 && /^[A-Za-z0-9+/_-]+=*$/.test(v)) return b64;
  return createHash('sha256').update(v).digest();
}

/**
 * The configured key, or for development a key generated once and kept in `app_settings`
 * (instances on one database share it). Production refuses to start without a configured key
 * when a real Meta app is used (see config.ts).
 */
export async function resolveTokenCipher(db: Kysely<DB>, configured?: string): Promise<TokenCipher> {
  if (configured) return new TokenCipher(parseEncryptionKey(configured));
  const key = await generatedSetting(db, 'token_encryption_key', () => randomBytes(32).toString('hex'));
  return new TokenCipher(parseEncryptionKey(key));
}
