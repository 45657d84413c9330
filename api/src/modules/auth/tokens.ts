import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export const JWT_ISSUER = 'vitrina';
export const JWT_AUDIENCE = 'vitrina-api';

export interface AccessClaims {
  userId: string;
  /** Refresh-token family (session) the access token belongs to. */
  sid: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** Signing secrets: the current one, and the previous one while tokens it signed may still live. */
export interface JwtSecrets {
  current: string;
  previous?: string;
}

interface SigningKey {
  kid: string;
  key: CryptoKey;
  /** Tokens with this kid are accepted until then (ms); the current key has no end. */
  acceptedUntil: number;
}

/** A key id that names a secret without revealing it (a prefix of its SHA-256). */
export function keyId(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url').slice(0, 12);
}

async function importKey(secret: string): Promise<CryptoKey> {
  return (webcrypto.subtle as SubtleCrypto).importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
}

/**
 * Signs and verifies access tokens: HS256 only (pinned), `kid` names the key, issuer, audience and
 * a session id required, short expiry. Rotation: set the new JWT_SECRET and the old one as
 * JWT_PREVIOUS_SECRET; tokens of the old key are accepted for one access-token lifetime after start.
 */
export class TokenService {
  /**
   * Tokens that verified, until their expiry: a client sends the same token for minutes, and the
   * WebCrypto HMAC behind jose costs more than the rest of a simple request. Keyed by the whole
   * token, so the answer is exactly what a fresh verification would give until `exp` (session
   * revocation is checked apart, on every call).
   */
  private readonly verified = new Map<string, AccessClaims>();
  private static readonly CACHE_MAX = 10_000;

  private constructor(
    private readonly signing: SigningKey,
    private readonly keys: Map<string, SigningKey>,
    readonly accessTtl: number,
  ) {}

  static async create(secrets: JwtSecrets, accessTtl: number): Promise<TokenService> {
    const current: SigningKey = {
      kid: keyId(secrets.current),
      key: await importKey(secrets.current),
      acceptedUntil: Infinity,
    };
    const keys = new Map([[current.kid, current]]);
    if (secrets.previous && secrets.previous !== secrets.current) {
      const kid = keyId(secrets.previous);
      keys.set(kid, { kid, key: await importKey(secrets.previous), acceptedUntil: Date.now() + accessTtl * 1000 });
    }
    return new TokenService(current, keys, accessTtl);
  }

  /** The kid of the key that signs new tokens. */
  get kid(): string {
    return this.signing.kid;
  }

  async signAccess(userId: string, sid: string): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: this.signing.kid })
      .setSubject(userId)
      .setIssuer(JWT_ISSUER)
      .setAudience(JWT_AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + this.accessTtl)
      .sign(this.signing.key);
  }

  /** Returns the claims of a valid token, null for anything else (never throws). */
  async verifyAccess(token: string): Promise<AccessClaims | null> {
    if (token.length > 4096) return null;
    const cached = this.verified.get(token);
    if (cached) {
      if (cached.exp * 1000 > Date.now()) return cached;
      this.verified.delete(token);
    }
    const claims = await this.verifyWithJose(token);
    if (claims) {
      if (this.verified.size >= TokenService.CACHE_MAX) {
        // drop the oldest entry (Map keeps insertion order)
        this.verified.delete(this.verified.keys().next().value!);
      }
      this.verified.set(token, claims);
    }
    return claims;
  }

  private async verifyWithJose(token: string): Promise<AccessClaims | null> {
    try {
      const { kid } = decodeProtectedHeader(token);
      // No kid: a token of the current key (signed before key ids existed).
      const key = kid === undefined ? this.signing : this.keys.get(kid);
      if (!key || key.acceptedUntil <= Date.now()) return null;
      const { payload } = await jwtVerify(token, key.key, {
        algorithms: ['HS256'],
        issuer: JWT_ISSUER,
        audience: JWT_AUDIENCE,
        requiredClaims: ['sub', 'exp', 'iat', 'sid'],
        // Refuses a token made to live longer than any we issue, whatever its exp says.
        maxTokenAge: this.accessTtl,
        currentDate: new Date(Date.now()),
      });
      if (typeof payload.sub !== 'string' || !UUID.test(payload.sub)) return null;
      if (typeof payload.sid !== 'string' || payload.sid === '') return null;
      return { userId: payload.sub, sid: payload.sid, exp: payload.exp as number };
    } catch {
      return null;
    }
  }
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * JWT_SECRET (and JWT_PREVIOUS_SECRET) from the environment. Without them, for local use only
 * (production refuses to start, see config.ts): a secret generated once and kept in app_settings
 * so every instance on the same database signs with the same key.
 */
export async function resolveJwtSecrets(db: Kysely<DB>, configured?: string, previous?: string): Promise<JwtSecrets> {
  if (configured) return { current: configured, previous };
  await db
    .insertInto('app_settings')
    .values({ key: 'jwt_secret', value: randomBytes(48).toString('base64url'), created_at: sql`now()` as never })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', 'jwt_secret')
    .executeTakeFirstOrThrow();
  return { current: row.value };
}
