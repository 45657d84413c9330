import type { OutgoingMail } from '../src/modules/mail/mailer';
import { createTestApp, describeOneDb, json, signedInUser, type TestApp } from './helpers';

describeOneDb('guest requests', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  /** What the mailer was asked to send to sales (the local mailbox leaves personal data out). */
  const salesMails: OutgoingMail[] = [];
  beforeEach(() => {
    const send = t.app.mailer.send.bind(t.app.mailer);
    jest.spyOn(t.app.mailer, 'send').mockImplementation(async (mail) => {
      if (mail.to === 'sales@vitrina.test') salesMails.push(mail);
      return send(mail);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  for (const [kind, url] of [
    ['CONSULTATION', '/api/v1/guest/consultation/request'],
    ['BOOKING', '/api/v1/guest/booking/request'],
  ] as const) {
    describe(url, () => {
      it('stores the request and mails the sales address', async () => {
        const name = `Client ${Math.random().toString(36).slice(2, 8)}`;
        const res = await post(
          url,
          { name: ` ${name} `, phone: '+38 (050) 123-45-67', time_slot: '12-15' },
          { 'accept-language': 'en' },
        );
        expect(res.statusCode).toBe(201);
        const data = json(res).data;
        expect(data).toMatchObject({ kind, message: 'Thank you! We will call you at the time you chose.' });
        const row = await t.app.db
          .selectFrom('guest_requests')
          .selectAll()
          .where('id', '=', data.id)
          .executeTakeFirstOrThrow();
        expect(row).toMatchObject({ kind, name, phone: '+38 (050) 123-45-67', time_slot: '12-15', user_id: null });
        const mail = salesMails.find((m) => m.text.includes(name))!;
        expect(mail.text).toContain('12:00–15:00');
        expect(mail.text).toContain('+38 (050) 123-45-67');
      });

      it('normalises the 9-12 reading of the first slot', async () => {
        const res = await post(url, { name: 'Iryna', phone: '0501234567', time_slot: '9-12' });
        expect(res.statusCode).toBe(201);
        const row = await t.app.db
          .selectFrom('guest_requests')
          .select('time_slot')
          .where('id', '=', json(res).data.id)
          .executeTakeFirstOrThrow();
        expect(row.time_slot).toBe('09-12');
      });

      it('validates with the rules and messages of docs/product.md §4.1', async () => {
        const en = { 'accept-language': 'en' };
        const ok = { name: 'Iryna', phone: '+380501234567', time_slot: '15-18' };
        const cases: Array<[unknown, string]> = [
          [{ ...ok, name: '   ' }, 'name: Enter your name'],
          [{ ...ok, name: undefined }, 'name: Enter your name'],
          [{ ...ok, phone: ' ' }, 'phone: Enter your phone number'],
          [{ ...ok, phone: '12345' }, 'phone: Invalid phone number format'],
          [{ ...ok, phone: '+380 50 123 45 67 89 0' }, 'phone: Invalid phone number format'], // > 20 characters
          [{ ...ok, phone: '1234567890123456' }, 'phone: Invalid phone number format'], // 16 digits
          [{ ...ok, phone: '050-123-45a7' }, 'phone: Invalid phone number format'],
          [{ ...ok, time_slot: '' }, 'time_slot: Please select a time for the call'],
          [{ ...ok, time_slot: '08-09' }, 'time_slot: Choose one of the offered call times'],
        ];
        for (const [body, message] of cases) {
          const res = await post(url, body, en);
          expect({ status: res.statusCode, body: json(res) }).toEqual({
            status: 400,
            body: { error_message: message },
          });
        }
        const ua = await post(url, { ...ok, phone: '1' });
        expect(json(ua).error_message).toBe('phone: Невірний формат номера телефону');
      });
    });
  }

  it('keeps requests for the retention period only', async () => {
    const res = await post('/api/v1/guest/booking/request', { name: 'Old', phone: '0501234567', time_slot: '09-12' });
    const id = json(res).data.id;
    await t.app.db
      .updateTable('guest_requests')
      .set({ created_at: new Date(Date.now() - 91 * 24 * 3600 * 1000) })
      .where('id', '=', id)
      .execute();
    const fresh = json(
      await post('/api/v1/guest/booking/request', { name: 'New', phone: '0501234567', time_slot: '09-12' }),
    ).data.id;
    await t.app.guestService.purge(new Date(), t.config.guestRequestRetentionDays);
    const ids = (await t.app.db.selectFrom('guest_requests').select('id').execute()).map((r) => r.id);
    expect(ids).not.toContain(id);
    expect(ids).toContain(fresh);
  });

  describe('/api/v1/guest/new-user/request', () => {
    const body = { phone: '+380501234567', instagram: '@my.shop', time_slot: '18-21' };

    it('works without a token', async () => {
      const res = await post('/api/v1/guest/new-user/request', body);
      expect(res.statusCode).toBe(201);
      const row = await t.app.db
        .selectFrom('guest_requests')
        .selectAll()
        .where('id', '=', json(res).data.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ kind: 'NEW_USER', instagram: '@my.shop', user_id: null, name: null });
    });

    it('links the request to the signed-in user and names the account in the mail', async () => {
      const u = await signedInUser(t.app);
      const res = await post('/api/v1/guest/new-user/request', { ...body, instagram: 'shop_of_user' }, u.auth);
      expect(res.statusCode).toBe(201);
      const row = await t.app.db
        .selectFrom('guest_requests')
        .select('user_id')
        .where('id', '=', json(res).data.id)
        .executeTakeFirstOrThrow();
      expect(row.user_id).toBe(u.id);
      const mail = salesMails.find((m) => m.text.includes('shop_of_user'))!;
      expect(mail.text).toContain(u.email);
    });

    it('refuses an invalid token instead of silently ignoring it', async () => {
      const res = await post('/api/v1/guest/new-user/request', body, { authorization: 'Bearer not-a-token' });
      expect(res.statusCode).toBe(401);
    });

    it('validates with the new-user messages', async () => {
      const en = { 'accept-language': 'en' };
      const cases: Array<[unknown, string]> = [
        [{ ...body, phone: '' }, 'phone: Please enter your phone number'],
        [{ ...body, phone: '12' }, 'phone: Invalid phone number format'],
        [{ ...body, instagram: ' ' }, 'instagram: Please enter the page name'],
        [{ ...body, time_slot: undefined }, 'time_slot: You need to select a time for the call'],
      ];
      for (const [b, message] of cases) {
        const res = await post('/api/v1/guest/new-user/request', b, en);
        expect(res.statusCode).toBe(400);
        expect(json(res).error_message).toBe(message);
      }
    });
  });
});
