import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { DB } from '../../db/schema';
import { generatedSetting } from '../../lib/app-settings';
import type { TokenCipher } from '../../lib/token-cipher';

/**
 * The server's VAPID key pair (RFC 8292), made once and kept in `app_settings` (the private key
 * encrypted with the token cipher), so every instance on the database signs with the same key and
 * the devices' subscriptions stay valid across restarts (docs/product.md §9.13).
 */
export async function vapidKeys(
  db: Kysely<DB>,
  cipher: TokenCipher,
): Promise<{ publicKey: string; privateKey: string }> {
  const stored = await generatedSetting(db, 'vapid_keys', () => {
    const keys = webpush.generateVAPIDKeys();
    return JSON.stringify({ publicKey: keys.publicKey, privateKey: cipher.encrypt(keys.privateKey) });
  });
  const { publicKey, privateKey } = JSON.parse(stored) as { publicKey: string; privateKey: string };
  return { publicKey, privateKey: cipher.decrypt(privateKey) };
}
