import path from 'node:path';
import { ConfigError, findRepoRoot, loadConfig } from '../src/config';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    const root = findRepoRoot();
    expect(c).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.join(root, '.data'),
      accessTokenTtl: 900,
      refreshTokenTtl: 30 * 24 * 3600,
      publicUrl: 'http://localhost:8080',
      staticRoot: root,
      devMailbox: false,
      corsOrigins: [],
    });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.redisUrl).toBeUndefined();
    expect(c.jwtSecret).toBeUndefined();
  });

  it('reads the environment', () => {
    const c = loadConfig({
      PORT: '9090',
      HOST: '127.0.0.1',
      DATA_DIR: 'memory',
      DATABASE_URL: 'postgres://u@db:5432/app',
      REDIS_URL: 'redis://cache:6379',
      JWT_SECRET: 's'.repeat(32),
      ACCESS_TOKEN_TTL: '60',
      REFRESH_TOKEN_TTL: '86400',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Shop <shop@example.com>',
      SALES_EMAIL: 'sales@example.com',
      LOG_LEVEL: 'warn',
      STATIC_ROOT: '/srv/www',
      RATE_LIMIT_MULTIPLIER: '2',
    });
    expect(c).toMatchObject({
      port: 9090,
      host: '127.0.0.1',
      dataDir: 'memory',
      databaseUrl: 'postgres://u@db:5432/app',
      redisUrl: 'redis://cache:6379',
      accessTokenTtl: 60,
      refreshTokenTtl: 86400,
      corsOrigins: ['https://a.example', 'https://b.example'],
      smtpUrl: 'smtp://mail:25',
      devMailbox: false,
      publicUrl: 'http://localhost:9090',
      logLevel: 'warn',
      staticRoot: '/srv/www',
    });
    expect(c.rateLimits.loginPerIp.max).toBe(60);
  });

  it('takes a prebuilt import worker only where a file is', () => {
    expect(loadConfig({}).importWorker).toBeUndefined();
    const here = path.relative(findRepoRoot(), __filename);
    expect(loadConfig({ IMPORT_WORKER: here }).importWorker).toBe(__filename);
    expect(() => loadConfig({ IMPORT_WORKER: 'no/such/worker.mjs' })).toThrow(
      `IMPORT_WORKER: no file at ${path.join(findRepoRoot(), 'no/such/worker.mjs')}`,
    );
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }).port).toBe(8080);
  });

  it('names every bad variable with a clear message', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        ACCESS_TOKEN_TTL: '3600',
        REFRESH_TOKEN_TTL: String(31 * 24 * 3600),
        JWT_SECRET: 'short',
        DATABASE_URL: 'mysql://x',
        CORS_ORIGINS: 'https://ok.example,not an origin',
        LOG_LEVEL: 'loud',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT: must be a whole number between 0 and 65535');
    expect(message).toContain('ACCESS_TOKEN_TTL: must be at most 900');
    expect(message).toContain('REFRESH_TOKEN_TTL: must be at most 2592000');
    expect(message).toContain('JWT_SECRET: must be at least 32 characters');
    expect(message).toContain('DATABASE_URL: must be a URL starting with postgres:// or postgresql://');
    expect(message).toContain('CORS_ORIGINS: must be a comma-separated list of origins');
    expect(message).toContain('LOG_LEVEL: must be one of');
  });
});
