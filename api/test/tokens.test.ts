import { randomBytes, randomUUID } from 'node:crypto';
import { decodeProtectedHeader, SignJWT } from 'jose';
import { ConfigError, loadConfig } from '../src/config';
import { keyId, TokenService } from '../src/modules/auth/tokens';
import { createTestApp, ONE_DB_TARGET, signedInUser } from './helpers';

const secretA = 'a'.repeat(40);
const secretB = 'b'.repeat(40);

describe('access-token signing keys', () => {
  afterEach(() => jest.restoreAllMocks());

  it('production refuses to start without JWT_SECRET, naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: required in production/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: secretA }).production).toBe(true);
    // local use keeps the generated key
    expect(() => loadConfig({})).not.toThrow();
  });

  it('with JWT_SECRET (and TOKEN_ENCRYPTION_KEY) nothing is stored in the database; tokens name their key (kid)', async () => {
    const t = await createTestApp(ONE_DB_TARGET, { jwtSecret: secretA, tokenEncryptionKey: 'f'.repeat(64) });
    try {
      const u = await signedInUser(t.app);
      expect(decodeProtectedHeader(u.tokens.access_token)).toMatchObject({ alg: 'HS256', kid: keyId(secretA) });
      expect(keyId(secretA)).not.toContain(secretA.slice(0, 8));
      // No signing or encryption secret is kept (the Web Push key pair is, its private half encrypted).
      const kept = await t.app.db.selectFrom('app_settings').select('key').execute();
      expect(kept.map((r) => r.key).filter((k) => k !== 'vapid_keys')).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('rotation: the previous key is accepted for one access-token lifetime, then refused', async () => {
    const sid = randomUUID();
    const user = randomUUID();
    const before = await TokenService.create({ current: secretA }, 900);
    const old = await before.signAccess(user, sid);

    const rotated = await TokenService.create({ current: secretB, previous: secretA }, 900);
    const fresh = await rotated.signAccess(user, sid);
    expect(decodeProtectedHeader(fresh).kid).toBe(keyId(secretB));
    expect(await rotated.verifyAccess(old)).toMatchObject({ userId: user, sid });
    expect(await rotated.verifyAccess(fresh)).toMatchObject({ userId: user, sid });

    // Without the previous secret, its tokens are refused.
    expect(await (await TokenService.create({ current: secretB }, 900)).verifyAccess(old)).toBeNull();

    // A token of the old key made late (iat just before the window ends) stops working when the
    // window ends, although its own exp is later.
    const start = Date.now();
    const late = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256', kid: keyId(secretA) })
      .setSubject(user)
      .setIssuer('vitrina')
      .setAudience('vitrina-api')
      .setIssuedAt(Math.floor(start / 1000) + 800)
      .setExpirationTime(Math.floor(start / 1000) + 1700)
      .sign(new TextEncoder().encode(secretA));
    jest.spyOn(Date, 'now').mockReturnValue(start + 850_000);
    expect(await rotated.verifyAccess(late)).not.toBeNull();
    const after = await TokenService.create({ current: secretB, previous: secretA }, 900); // no cache
    const laterStill = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256', kid: keyId(secretA) })
      .setSubject(user)
      .setIssuer('vitrina')
      .setAudience('vitrina-api')
      .setIssuedAt(Math.floor(start / 1000) + 860)
      .setExpirationTime(Math.floor(start / 1000) + 1700)
      .sign(new TextEncoder().encode(secretA));
    jest.spyOn(Date, 'now').mockReturnValue(start + 950_000);
    expect(await rotated.verifyAccess(laterStill)).toBeNull();
    expect(await after.verifyAccess(laterStill)).not.toBeNull(); // its window started later
  });

  it('refuses an unknown kid and a token made to live longer than access tokens do', async () => {
    const tokens = await TokenService.create({ current: secretA }, 900);
    const key = new TextEncoder().encode(secretA);
    const now = Math.floor(Date.now() / 1000);
    const base = () =>
      new SignJWT({ sid: randomUUID() }).setSubject(randomUUID()).setIssuer('vitrina').setAudience('vitrina-api');
    const unknownKid = await base()
      .setProtectedHeader({ alg: 'HS256', kid: keyId(randomBytes(20).toString('hex')) })
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(key);
    const longLived = await base()
      .setProtectedHeader({ alg: 'HS256', kid: keyId(secretA) })
      .setIssuedAt(now - 1000)
      .setExpirationTime(now + 24 * 3600)
      .sign(key);
    const good = await base()
      .setProtectedHeader({ alg: 'HS256', kid: keyId(secretA) })
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(key);
    expect(await tokens.verifyAccess(unknownKid)).toBeNull();
    expect(await tokens.verifyAccess(longLived)).toBeNull();
    expect(await tokens.verifyAccess(good)).not.toBeNull();
  });
});
