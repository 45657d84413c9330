import { ConfigError, loadConfig } from '../src/config';
import { createTestApp, json, ONE_DB_TARGET, register, type TestApp } from './helpers';

const MAILBOX_URLS = ['/mailbox', '/api/v1/dev/mailbox'];

describe('local mailbox: off unless enabled, refused in production', () => {
  it('is off by default, with or without SMTP_URL', () => {
    expect(loadConfig({}).devMailbox).toBe(false);
    expect(loadConfig({ DEV_MAILBOX: '1' }).devMailbox).toBe(true);
  });

  it('refuses to start in production with the mailbox on, naming the setting', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_MAILBOX: 'true', JWT_SECRET: 's'.repeat(32) })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_MAILBOX: 'true', JWT_SECRET: 's'.repeat(32) })).toThrow(
      /DEV_MAILBOX: .*production/,
    );
  });
});

describe('local mailbox: loopback peers with a loopback Host only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(ONE_DB_TARGET, { devMailbox: true });
  });
  afterAll(() => t.close());

  const get = (url: string, remoteAddress: string, host: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, remoteAddress, headers: { host, ...headers } });

  it('answers a loopback peer that names a loopback host', async () => {
    for (const url of MAILBOX_URLS) {
      for (const [peer, host] of [
        ['127.0.0.1', 'localhost:8080'],
        ['127.0.0.1', 'localhost'],
        ['127.0.0.1', '127.0.0.1:8080'],
        ['::1', '[::1]:8080'],
        ['::ffff:127.0.0.1', '[::1]'],
      ]) {
        expect({ url, peer, host, status: (await get(url, peer, host)).statusCode }).toEqual({
          url,
          peer,
          host,
          status: 200,
        });
      }
    }
  });

  it('answers 404 to any other peer, any other Host (DNS rebinding) and proxied requests', async () => {
    for (const url of MAILBOX_URLS) {
      for (const [peer, host, headers] of [
        ['203.0.113.7', 'localhost:8080', {}],
        ['10.0.0.5', '127.0.0.1', {}],
        ['127.0.0.1', 'evil.example', {}],
        ['127.0.0.1', 'localhost.evil.example', {}],
        ['127.0.0.1', '127.0.0.1.nip.io:8080', {}],
        ['127.0.0.1', 'vitrina.example', {}],
        ['127.0.0.1', 'localhost:8080', { 'x-forwarded-for': '203.0.113.7' }],
        ['127.0.0.1', 'localhost:8080', { forwarded: 'for=203.0.113.7' }],
      ] as const) {
        const res = await get(url, peer, host, headers);
        expect({ url, peer, host, status: res.statusCode }).toEqual({ url, peer, host, status: 404 });
        expect(res.body).not.toContain('"data"');
      }
    }
  });

  it('does not trust X-Forwarded-For for the peer, even behind TRUST_PROXY', async () => {
    const proxied = await createTestApp(ONE_DB_TARGET, { devMailbox: true, trustProxy: true });
    try {
      const res = await proxied.app.inject({
        method: 'GET',
        url: '/api/v1/dev/mailbox',
        remoteAddress: '203.0.113.7',
        headers: { host: 'localhost', 'x-forwarded-for': '127.0.0.1' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await proxied.close();
    }
  });

  it('does not show the personal data of guest forms', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/guest/booking/request',
      payload: { name: 'Secret Person', phone: '+380509998877', time_slot: '12-15' },
    });
    expect(res.statusCode).toBe(201);
    await t.app.background.drain();
    const mails = json(await t.app.inject({ method: 'GET', url: '/api/v1/dev/mailbox?to=sales@vitrina.test' })).data;
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/Booking request/);
    expect(mails[0].text).toContain(json(res).data.id);
    const shown = JSON.stringify(mails) + (await t.app.inject({ method: 'GET', url: '/mailbox' })).body;
    expect(shown).not.toContain('Secret Person');
    expect(shown).not.toContain('9998877');
  });
});

// The mailbox off (the default): one app for both tests.
describe('mail without SMTP and without the local mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(ONE_DB_TARGET, { devMailbox: false });
  });
  afterAll(() => t.close());

  it('the local mailbox is not served', async () => {
    for (const url of MAILBOX_URLS) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('fails closed: nothing readable is stored', async () => {
    const u = await register(t.app);
    await t.app.inject({ method: 'POST', url: '/api/v1/users/resetPasswordRequest', payload: { email: u.email } });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/guest/consultation/request',
      payload: { name: 'Nobody Reads', phone: '+380501234567', time_slot: '09-12' },
    });
    await t.app.background.drain();
    const rows = await t.app.db.selectFrom('mail_outbox').selectAll().execute();
    expect(rows.map((r) => r.text_body + (r.html_body ?? '') + JSON.stringify(r.links))).not.toContainEqual(
      expect.stringMatching(/reset_pass|Nobody Reads/),
    );
  });
});
