import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dataDirLockPath } from '../src/db/index';
import { createTestApp, dropSchema, json, ONE_DB_TARGET, randomSchema, signedInUser } from './helpers';

// Each app on a data folder of its own migrates it as production does (~10-40 s on the loaded
// 2 cores): the restart also takes over a stale lock, rather than a third folder migrated for it.
describe('storage: PGlite data folder', () => {
  it('creates the folder (and its parent), keeps data and the generated JWT secret across restarts, takes over a stale lock', async () => {
    const base = mkdtempSync(path.join(tmpdir(), 'vitrina-data-'));
    const dataDir = path.join(base, 'nested', 'db');
    try {
      const first = await createTestApp('pglite', { dataDir });
      const u = await signedInUser(first.app, 'Persisted');
      await first.close();

      writeFileSync(dataDirLockPath(dataDir), '999999'); // a stale lock: no such process
      const second = await createTestApp('pglite', { dataDir });
      try {
        expect(readFileSync(dataDirLockPath(dataDir), 'utf8')).toBe(String(process.pid));
        const res = await second.app.inject({ method: 'GET', url: '/api/v1/users', headers: u.auth });
        expect(res.statusCode).toBe(200); // same secret, same data
        expect(json(res).data.name).toBe('Persisted');
      } finally {
        await second.close();
      }
      expect(existsSync(dataDirLockPath(dataDir))).toBe(false);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });

  it('refuses a data folder that another live process holds', async () => {
    const base = mkdtempSync(path.join(tmpdir(), 'vitrina-data-'));
    try {
      writeFileSync(dataDirLockPath(path.join(base, 'busy')), String(process.ppid)); // a live process that is not us
      await expect(createTestApp('pglite', { dataDir: path.join(base, 'busy') })).rejects.toThrow(
        /DATA_DIR .* is in use by process/,
      );
      rmSync(dataDirLockPath(path.join(base, 'busy')), { force: true });
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });
});

const pgDescribe = process.env.DATABASE_URL ? describe : describe.skip;
pgDescribe('storage: several instances on one PostgreSQL', () => {
  it('migrate concurrently and share the generated JWT secret', async () => {
    const schema = randomSchema();
    try {
      const [a, b] = await Promise.all([
        createTestApp('postgres', { databaseSchema: schema }),
        createTestApp('postgres', { databaseSchema: schema }),
      ]);
      try {
        const u = await signedInUser(a.app);
        const res = await b.app.inject({ method: 'GET', url: '/api/v1/users', headers: u.auth });
        expect(res.statusCode).toBe(200);
        expect(json(res).data.id).toBe(u.id);
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    } finally {
      await dropSchema(schema);
    }
  });
});

/** A minimal SMTP server that accepts every mail and keeps the DATA. */
function fakeSmtp(): Promise<{ server: Server; port: number; mails: string[] }> {
  const mails: string[] = [];
  const server = createServer((socket) => {
    let inData = false;
    let data = '';
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let idx: number;
      while ((idx = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, idx);
        buffer = buffer.slice(idx + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            mails.push(data);
            data = '';
            socket.write('250 OK queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === 'EHLO' || cmd === 'HELO') socket.write('250-fake\r\n250 8BITMIME\r\n');
        else if (cmd === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (cmd === 'QUIT') {
          socket.write('221 bye\r\n');
          socket.end();
        } else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port, mails }));
  });
}

describe('mail over SMTP', () => {
  it('delivers through SMTP_URL, marks the outbox row sent, and hides the dev mailbox', async () => {
    const smtp = await fakeSmtp();
    const t = await createTestApp(ONE_DB_TARGET, { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, devMailbox: false });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/guest/consultation/request',
        payload: { name: 'Smtp Client', phone: '+380501234567', time_slot: '09-12' },
      });
      expect(res.statusCode).toBe(201);
      await t.app.background.drain();
      expect(smtp.mails).toHaveLength(1);
      expect(smtp.mails[0]).toContain('To: sales@vitrina.test');
      const row = await t.app.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
      expect(row.status).toBe('sent');
      // once sent, the outbox keeps no body (reset links, guest personal data)
      expect(row).toMatchObject({ text_body: '', html_body: null, links: [] });
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/dev/mailbox' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/mailbox' })).statusCode).toBe(404);
    } finally {
      await t.close();
      smtp.server.close();
    }
  });

  it('keeps a failed delivery in the outbox for retry', async () => {
    const t = await createTestApp(ONE_DB_TARGET, { smtpUrl: 'smtp://127.0.0.1:1', devMailbox: false });
    try {
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/guest/booking/request',
        payload: { name: 'Retry', phone: '+380501234567', time_slot: '09-12' },
      });
      await t.app.background.drain();
      const row = await t.app.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
      expect(row.status).toBe('failed');
      expect(row.attempts).toBe(1);
      expect(row.last_error).toBeTruthy();
    } finally {
      await t.close();
    }
  });
});

describe('local mailbox page', () => {
  it('keeps mail only for its retention period', async () => {
    const t = await createTestApp(ONE_DB_TARGET);
    try {
      await t.app.mailer.send({ to: 'old@example.com', subject: 'Old', text: 'old' });
      await t.app.mailer.send({ to: 'new@example.com', subject: 'New', text: 'new' });
      await t.app.db
        .updateTable('mail_outbox')
        .set({ created_at: new Date(Date.now() - 31 * 24 * 3600 * 1000) })
        .where('to_address', '=', 'old@example.com')
        .execute();
      await t.app.mailer.purge(new Date(), 30);
      const left = await t.app.db.selectFrom('mail_outbox').select('to_address').execute();
      expect(left).toEqual([{ to_address: 'new@example.com' }]);
    } finally {
      await t.close();
    }
  });

  it('lists mails newest first with their links, escaped', async () => {
    const t = await createTestApp(ONE_DB_TARGET);
    try {
      await t.app.mailer.send({
        to: 'a@example.com',
        subject: 'First <b>',
        text: 'see http://localhost:8080/ua/reset_pass/abc',
      });
      await new Promise((r) => setTimeout(r, 5));
      await t.app.mailer.send({ to: 'b@example.com', subject: 'Second', text: 'no links' });
      const list = json(await t.app.inject({ method: 'GET', url: '/api/v1/dev/mailbox' })).data;
      expect(list.map((m: { subject: string }) => m.subject)).toEqual(['Second', 'First <b>']);
      expect(list[1]).toMatchObject({ to: 'a@example.com', links: ['http://localhost:8080/ua/reset_pass/abc'] });
      expect(list[1].created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
      const page = await t.app.inject({ method: 'GET', url: '/mailbox' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('First &lt;b&gt;');
      expect(page.body).toContain('<a href="http://localhost:8080/ua/reset_pass/abc">');
      expect(page.body.indexOf('Second')).toBeLessThan(page.body.indexOf('First'));
    } finally {
      await t.close();
    }
  });
});
