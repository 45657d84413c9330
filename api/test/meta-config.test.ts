import { randomBytes } from 'node:crypto';
import { ConfigError, GRAPH_VERSION, loadConfig, SANDBOX_META } from '../src/config';
import { parseEncryptionKey, TokenCipher } from '../src/lib/token-cipher';
import { checkSignature, signBody } from '../src/modules/webhooks/signature';

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    return (err as ConfigError).problems;
  }
};

describe('Meta configuration', () => {
  it('with no Meta app, the sandbox is the platform with the agreed local defaults', () => {
    const c = loadConfig({ PORT: '9090' });
    expect(c.metaSandbox).toBe(true);
    expect(c.meta).toEqual({
      appId: SANDBOX_META.appId,
      appSecret: 'sandbox-app-secret',
      verifyToken: 'sandbox-verify-token',
      graphUrl: 'http://127.0.0.1:9090/sandbox/graph',
      graphVersion: 'v26.0',
      dialogUrl: 'http://localhost:9090/sandbox/dialog/oauth',
      // Instagram Login's stand-ins: the default way to connect an Instagram account.
      instagramLogin: {
        appId: 'sandbox-instagram-app',
        appSecret: 'sandbox-instagram-app-secret',
        dialogUrl: 'http://localhost:9090/sandbox/instagram/oauth/authorize',
        apiUrl: 'http://127.0.0.1:9090/sandbox/instagram-api',
        graphUrl: 'http://127.0.0.1:9090/sandbox/instagram-graph',
      },
      usesSandbox: true,
      facebookPages: true,
    });
    expect(loadConfig({ META_FACEBOOK_PAGES: 'false' }).meta!.facebookPages).toBe(false);
  });

  it('production never turns the sandbox on, and refuses it when asked', () => {
    const c = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's'.repeat(32) });
    expect([c.metaSandbox, c.meta]).toEqual([false, null]);
    expect(() => loadConfig({ NODE_ENV: 'production', META_SANDBOX: 'true', JWT_SECRET: 's'.repeat(32) })).toThrow(
      /META_SANDBOX:/,
    );
  });

  it('a real app needs its secret and verify token, and in production a token key', () => {
    expect(problems({ META_APP_ID: '123' })).toEqual([
      'META_APP_SECRET: required when META_APP_ID is set',
      'META_VERIFY_TOKEN: required when META_APP_ID is set',
    ]);
    const app = { META_APP_ID: '123', META_APP_SECRET: 'secret-123456', META_VERIFY_TOKEN: 'verify-123456' };
    expect(problems({ ...app, NODE_ENV: 'production' })).toEqual(['TOKEN_ENCRYPTION_KEY: required in production']);
    const c = loadConfig({ ...app, META_GRAPH_VERSION: 'v21.0' });
    expect(c.meta).toMatchObject({
      graphUrl: 'https://graph.facebook.com',
      dialogUrl: 'https://www.facebook.com/v21.0/dialog/oauth',
      usesSandbox: false,
      // Messenger needs pages_messaging from App Review: Facebook Pages are offered once it is granted.
      facebookPages: false,
    });
    expect(loadConfig({ ...app, META_FACEBOOK_PAGES: 'true' }).meta!.facebookPages).toBe(true);
    expect(c.metaSandbox).toBe(false);
    // v20.0 expired on 2026-09-24 (Meta serves it silently as v21.0): refused, as is anything older.
    expect(problems({ META_GRAPH_VERSION: 'v20.0' })).toEqual([
      'META_GRAPH_VERSION: must be v21.0 or later (older versions have expired)',
    ]);
    expect(problems({ META_LOGIN_CONFIG_ID: 'abc' })).toEqual([
      'META_LOGIN_CONFIG_ID: must be the numeric configuration id of Facebook Login for Business',
    ]);
  });

  it('defaults to the one current Graph version for the Graph and the dialog; keeps a login configuration', () => {
    const app = { META_APP_ID: '123', META_APP_SECRET: 'secret-123456', META_VERIFY_TOKEN: 'verify-123456' };
    expect(GRAPH_VERSION).toBe('v26.0');
    const c = loadConfig({ ...app, META_LOGIN_CONFIG_ID: '987654321' });
    expect(c.meta).toMatchObject({
      graphVersion: GRAPH_VERSION,
      dialogUrl: `https://www.facebook.com/${GRAPH_VERSION}/dialog/oauth`,
      loginConfigId: '987654321',
    });
    expect(loadConfig(app).meta!.loginConfigId).toBeUndefined();
  });

  it('a real app has Instagram Login once its Instagram app id and secret are set', () => {
    const app = { META_APP_ID: '123', META_APP_SECRET: 'secret-123456', META_VERIFY_TOKEN: 'verify-123456' };
    expect(loadConfig(app).meta!.instagramLogin).toBeNull();
    expect(problems({ ...app, META_INSTAGRAM_APP_ID: '987' })).toEqual([
      'META_INSTAGRAM_APP_SECRET: required when META_INSTAGRAM_APP_ID is set',
    ]);
    expect(
      loadConfig({ ...app, META_INSTAGRAM_APP_ID: '987', META_INSTAGRAM_APP_SECRET: 'ig-secret-1' }).meta!
        .instagramLogin,
    ).toEqual({
      appId: '987',
      appSecret: 'ig-secret-1',
      dialogUrl: 'https://www.instagram.com/oauth/authorize',
      apiUrl: 'https://api.instagram.com',
      graphUrl: 'https://graph.instagram.com',
    });
  });
});

describe('token cipher', () => {
  const cipher = new TokenCipher(randomBytes(32));

  it('round-trips, never repeats a ciphertext, and refuses tampering or another key', () => {
    const a = cipher.encrypt('EAAG-page-token');
    expect(a).not.toContain('EAAG');
    expect(cipher.encrypt('EAAG-page-token')).not.toBe(a);
    expect(cipher.decrypt(a)).toBe('EAAG-page-token');
    const [v, iv, tag, data] = a.split('.');
    const bytes = Buffer.from(data, 'base64url');
    bytes[0] ^= 1; // one bit of the ciphertext changed
    const flipped = `${v}.${iv}.${tag}.${bytes.toString('base64url')}`;
    expect(() => cipher.decrypt(flipped)).toThrow();
    expect(() => new TokenCipher(randomBytes(32)).decrypt(a)).toThrow();
  });

  it('reads hex and base64 keys; hashes other text', () => {
    const key = randomBytes(32);
    expect(parseEncryptionKey(key.toString('hex')).equals(key)).toBe(true);
    expect(parseEncryptionKey(key.toString('base64')).equals(key)).toBe(true);
    expect(parseEncryptionKey('a passphrase that is long enough to use')).toHaveLength(32);
  });
});

describe('webhook signature', () => {
  it('is the HMAC of the exact bytes', () => {
    const body = Buffer.from('{"object":"instagram","entry":[]}');
    expect(checkSignature(body, signBody(body, 's3cret'), 's3cret')).toBe('ok');
    expect(checkSignature(body, signBody(body, 'other'), 's3cret')).toBe('invalid');
    expect(checkSignature(Buffer.from(`${body} `), signBody(body, 's3cret'), 's3cret')).toBe('invalid');
    expect(checkSignature(body, undefined, 's3cret')).toBe('missing');
    expect(checkSignature(body, 'sha1=abc', 's3cret')).toBe('invalid');
  });
});
