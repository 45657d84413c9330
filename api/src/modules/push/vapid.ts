import { createECDH } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { generatedSetting } from '../../lib/app-settings';
import type { TokenCipher } from '../../lib/token-cipher';

/**
 * A VAPID key pair as web-push's `generateVAPIDKeys` makes it (a P-256 pair: the uncompressed public
 * point and the private scalar padded to 32 bytes, both base64url), without loading web-push: every
 * app on a fresh database makes one at start, and most never send a notification.
 */
function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const curve = createECDH('prime256v1');
  curve.generateKeys();
  const privateKey = Buffer.alloc(32);
  const scalar = curve.getPrivateKey();
  scalar.copy(privateKey, 32 - scalar.length);
  return { publicKey: curve.getPublicKey().toString('base64url'), privateKey: privateKey.toString('base64url') };
}

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
    const keys = generateVapidKeys();
    return JSON.stringify({ publicKey: keys.publicKey, privateKey: cipher.encrypt(keys.privateKey) });
  });
  const { publicKey, privateKey } = JSON.parse(stored) as { publicKey: string; privateKey: string };
  return { publicKey, privateKey: cipher.decrypt(privateKey) };
}
