import { randomBytes, webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export const JWT_ISSUER = 'vitrina';
export const JWT_AUDIENCE = 'vitrina-api';

export interface AccessClaims {
  userId: string;
  /** Refresh-token family (session) the access token belongs to. */
  sid: string | null;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** Signs and verifies access tokens: HS256 only (pinned), issuer and audience checked, short expiry. */
export class TokenService {
  /**
   * Tokens that verified, until their expiry: a client sends the same token for minutes, and the
   * WebCrypto HMAC behind jose costs more than the rest of a simple request. Keyed by the whole
   * token, so the answer is exactly what a fresh verification would give until `exp`.
   */
  private readonly verified = new Map<string, AccessClaims>();
  private static readonly CACHE_MAX = 10_000;

  private constructor(
    private readonly key: CryptoKey,
    readonly accessTtl: number,
  ) {}

  static async create(secret: string, accessTtl: number): Promise<TokenService> {
    const key = await (webcrypto.subtle as SubtleCrypto).importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    return new TokenService(key, accessTtl);
  }

  async signAccess(userId: string, sid: string | null): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(sid ? { sid } : {})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuer(JWT_ISSUER)
      .setAudience(JWT_AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + this.accessTtl)
      .sign(this.key);
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
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: JWT_ISSUER,
        audience: JWT_AUDIENCE,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      if (typeof payload.sub !== 'string' || !UUID.test(payload.sub)) return null;
      return {
        userId: payload.sub,
        sid: typeof payload.sid === 'string' ? payload.sid : null,
        exp: payload.exp as number,
      };
    } catch {
      return null;
    }
  }
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * JWT_SECRET from the environment, or a secret generated once and kept in app_settings so every
 * instance on the same database signs with the same key.
 */
export async function resolveJwtSecret(db: Kysely<DB>, configured?: string): Promise<string> {
  if (configured) return configured;
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
  return row.value;
}
