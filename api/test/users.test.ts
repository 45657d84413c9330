import { DEFAULT_PRIVATE_REPLY_MESSAGE } from '@vitrina/shared/contracts';
import { passwordCost } from '../src/lib/passwords';
import {
  createTestApp,
  describeOneDb,
  eventually,
  json,
  login,
  mailbox,
  PASSWORD,
  register,
  signedInUser,
  tokenRequest,
  uniqueEmail,
  type TestApp,
} from './helpers';

describeOneDb('users', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { publicUrl: 'https://vitrina.example' });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  describe('POST /api/v1/users/registration', () => {
    it('creates the account with the defaults of the spec and the trial plan', async () => {
      const email = uniqueEmail();
      const res = await post('/api/v1/users/registration', { email, password: PASSWORD, name: '  Olena  ' });
      expect(res.statusCode).toBe(201);
      const user = json(res).data;
      expect(user).toMatchObject({
        email,
        name: 'Olena',
        bot_status: 'OFF',
        comment_response_scenario: 'COMMENT_ONLY',
        private_reply_message: DEFAULT_PRIVATE_REPLY_MESSAGE,
        plan: { code: 'TRIAL', free_chats: 50, active: true },
      });
      expect(user.password_hash).toBeUndefined();
      const started = new Date(user.plan.trial_started_at);
      const ends = new Date(user.plan.trial_ends_at);
      const months = (ends.getFullYear() - started.getFullYear()) * 12 + ends.getMonth() - started.getMonth();
      expect(months).toBe(2);
      const row = await t.app.db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      const { memoryCost, timeCost } = passwordCost();
      expect(row.password_hash).toMatch(new RegExp(`^\\$argon2id\\$v=19\\$m=${memoryCost},t=${timeCost},p=1\\$`));
    });

    it('works without a name (the spec form does not send it)', async () => {
      const res = await post('/api/v1/users/registration', { email: uniqueEmail(), password: PASSWORD });
      expect(res.statusCode).toBe(201);
      expect(json(res).data.name).toBe('');
    });

    it('rejects a taken email, whatever its case', async () => {
      const u = await register(t.app);
      const res = await post(
        '/api/v1/users/registration',
        { email: u.email.toUpperCase(), password: PASSWORD },
        { 'accept-language': 'en' },
      );
      expect(res.statusCode).toBe(409);
      expect(json(res)).toEqual({ error_message: 'An account with this email already exists' });
      const ua = await post('/api/v1/users/registration', { email: u.email, password: PASSWORD });
      expect(json(ua).error_message).toBe('Обліковий запис з таким email вже існує');
    });

    it('validates email, password and name, naming the field', async () => {
      const en = { 'accept-language': 'en-US,en;q=0.9' };
      const cases: Array<[unknown, string]> = [
        [{ email: 'not-an-email', password: PASSWORD }, 'email: Enter your email'],
        [{ email: 'a@b.c', password: PASSWORD }, 'email: Enter your email'],
        [{ password: PASSWORD }, 'email: Enter your email'],
        [{ email: uniqueEmail() }, 'password: Enter your password'],
        [{ email: uniqueEmail(), password: 'short' }, 'password: The password must be at least 8 characters long'],
        [
          { email: uniqueEmail(), password: 'x'.repeat(129) },
          'password: The password must be at most 128 characters long',
        ],
        [{ email: uniqueEmail(), password: PASSWORD, name: 'n'.repeat(101) }, 'name: The value is too long'],
      ];
      for (const [body, message] of cases) {
        const res = await post('/api/v1/users/registration', body, en);
        expect(res.statusCode).toBe(400);
        expect(json(res)).toEqual({ error_message: message });
      }
      const ua = await post('/api/v1/users/registration', { email: 'bad', password: PASSWORD });
      expect(json(ua).error_message).toBe('email: Введіть ваш email');
    });
  });

  describe('GET and PUT /api/v1/users', () => {
    it('reads the caller and changes name and bot_status', async () => {
      const u = await signedInUser(t.app, 'Ann');
      const put1 = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/users',
        headers: u.auth,
        payload: { bot_status: 'ON' },
      });
      expect(put1.statusCode).toBe(200);
      expect(json(put1).data).toMatchObject({ bot_status: 'ON', name: 'Ann' });
      const put2 = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/users',
        headers: u.auth,
        payload: { name: ' Bohdana ' },
      });
      expect(json(put2).data).toMatchObject({ bot_status: 'ON', name: 'Bohdana' });
      const get = await t.app.inject({ method: 'GET', url: '/api/v1/users', headers: u.auth });
      expect(json(get).data).toMatchObject({ id: u.id, email: u.email, name: 'Bohdana', bot_status: 'ON' });
    });

    it('rejects bad values and empty updates', async () => {
      const u = await signedInUser(t.app);
      const en = { ...u.auth, 'accept-language': 'en' };
      const bad = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/users',
        headers: en,
        payload: { bot_status: 'MAYBE' },
      });
      expect(bad.statusCode).toBe(400);
      expect(json(bad).error_message).toBe('bot_status: bot_status must be ON or OFF');
      const empty = await t.app.inject({ method: 'PUT', url: '/api/v1/users', headers: en, payload: {} });
      expect(json(empty).error_message).toBe('body: Nothing to update: send name or bot_status');
      const blank = await t.app.inject({ method: 'PUT', url: '/api/v1/users', headers: en, payload: { name: '   ' } });
      expect(json(blank).error_message).toBe('name: Enter your name');
    });

    it('PUT /api/v1/users/comment-settings stores scenario and auto-comment', async () => {
      const u = await signedInUser(t.app);
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/users/comment-settings',
        headers: u.auth,
        payload: {
          comment_response_scenario: 'PRIVATE_REPLY_WITH_COMMENT',
          private_reply_message: 'Відповіли в Direct',
        },
      });
      expect(res.statusCode).toBe(200);
      expect(json(res).data).toMatchObject({
        comment_response_scenario: 'PRIVATE_REPLY_WITH_COMMENT',
        private_reply_message: 'Відповіли в Direct',
      });
      const bad = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/users/comment-settings',
        headers: { ...u.auth, 'accept-language': 'en' },
        payload: { comment_response_scenario: 'SOMETIMES' },
      });
      expect(bad.statusCode).toBe(400);
      expect(json(bad).error_message).toBe('comment_response_scenario: Choose one of the comment response scenarios');
    });

    it('one account never sees or changes another', async () => {
      const a = await signedInUser(t.app, 'Alice');
      const b = await signedInUser(t.app, 'Bob');
      await t.app.inject({
        method: 'PUT',
        url: '/api/v1/users',
        headers: b.auth,
        payload: { name: 'Bobby', bot_status: 'ON' },
      });
      const aView = json(await t.app.inject({ method: 'GET', url: '/api/v1/users', headers: a.auth })).data;
      expect(aView).toMatchObject({ id: a.id, name: 'Alice', bot_status: 'OFF' });
      // an id in the body is not a way to address another account
      await t.app.inject({
        method: 'PUT',
        url: '/api/v1/users',
        headers: a.auth,
        payload: { id: b.id, name: 'Hacked' },
      });
      const bView = json(await t.app.inject({ method: 'GET', url: '/api/v1/users', headers: b.auth })).data;
      expect(bView).toMatchObject({ id: b.id, name: 'Bobby' });
    });

    it('answers 404 when the token names an account that no longer exists', async () => {
      const u = await signedInUser(t.app);
      await t.app.db.deleteFrom('users').where('id', '=', u.id).execute();
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/users', headers: u.auth });
      expect(res.statusCode).toBe(404);
      expect(json(res).error_message).toBeTruthy();
    });
  });

  describe('POST /api/v1/users/changePassword', () => {
    it('checks the old password', async () => {
      const u = await signedInUser(t.app);
      const res = await post(
        '/api/v1/users/changePassword',
        { old_password: 'wrong-password', new_password: 'new-password-2' },
        { ...u.auth, 'accept-language': 'en' },
      );
      expect(res.statusCode).toBe(400);
      expect(json(res)).toEqual({ error_message: 'The current password is incorrect' });
      await login(t.app, u.email, PASSWORD); // unchanged
    });

    it('requires a new password that differs from the old one', async () => {
      const u = await signedInUser(t.app);
      const same = await post(
        '/api/v1/users/changePassword',
        { old_password: PASSWORD, new_password: PASSWORD },
        { ...u.auth, 'accept-language': 'en' },
      );
      expect(same.statusCode).toBe(400);
      expect(json(same).error_message).toBe('new_password: The new password must differ from the current one');
      const missing = await post('/api/v1/users/changePassword', { old_password: PASSWORD }, u.auth);
      expect(json(missing).error_message).toBe('new_password: Введіть новий пароль');
    });

    it('changes the password and ends the other sessions, keeping this one', async () => {
      const u = await signedInUser(t.app);
      const other = await login(t.app, u.email);
      const res = await post(
        '/api/v1/users/changePassword',
        { old_password: PASSWORD, new_password: 'brand-new-pass' },
        u.auth,
      );
      expect(res.statusCode).toBe(200);
      expect(json(res).data.message).toBe('Пароль змінено');
      expect(
        (await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: other.refresh_token })).statusCode,
      ).toBe(400);
      expect(
        (await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: u.tokens.refresh_token })).statusCode,
      ).toBe(200);
      expect(
        (await tokenRequest(t.app, { grant_type: 'password', username: u.email, password: PASSWORD })).statusCode,
      ).toBe(400);
      await login(t.app, u.email, 'brand-new-pass');
    });
  });

  describe('password reset', () => {
    const requestReset = (email: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
      post('/api/v1/users/resetPasswordRequest', { email, ...extra }, headers);

    async function resetLink(email: string): Promise<string> {
      return eventually(async () => (await mailbox(t.app, email))[0]?.links[0]);
    }

    it('answers the same whether or not the email has an account', async () => {
      const u = await register(t.app);
      const known = await requestReset(u.email, {}, { 'accept-language': 'en' });
      const unknown = await requestReset(uniqueEmail(), {}, { 'accept-language': 'en' });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
      expect(json(known).data.message).toBe('If an account with this email exists, we have sent instructions to it.');
      await t.app.background.drain();
      expect(await mailbox(t.app, u.email)).toHaveLength(1);
    });

    it('mails a link to /{lng}/reset_pass/{token} on PUBLIC_URL; the token resets once', async () => {
      const u = await signedInUser(t.app);
      await requestReset(u.email.toUpperCase(), { lng: 'en' });
      const link = await resetLink(u.email);
      expect(link).toMatch(/^https:\/\/vitrina\.example\/en\/reset_pass\/[A-Za-z0-9_-]{43}$/);
      const mail = (await mailbox(t.app, u.email))[0];
      expect(mail.subject).toBe('Vitrina: reset your password');
      expect(mail.text).toContain(link);
      const token = link.split('/').pop()!;
      const stored = await t.app.db
        .selectFrom('password_resets')
        .select(['token_hash', 'expires_at', 'created_at'])
        .where('user_id', '=', u.id)
        .execute();
      expect(stored).toHaveLength(1);
      expect(stored[0].token_hash).not.toContain(token);
      expect(stored[0].expires_at.getTime() - stored[0].created_at.getTime()).toBeLessThanOrEqual(3600_000);

      const ok = await post(
        `/api/v1/users/resetPassword/${token}`,
        { password: 'after-reset-1' },
        { 'accept-language': 'en' },
      );
      expect(ok.statusCode).toBe(200);
      expect(json(ok).data.message).toBe('Password changed');
      await login(t.app, u.email, 'after-reset-1');
      // every earlier session is over
      expect(
        (await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: u.tokens.refresh_token })).statusCode,
      ).toBe(400);

      const again = await post(
        `/api/v1/users/resetPassword/${token}`,
        { password: 'second-try-22' },
        { 'accept-language': 'en' },
      );
      expect(again.statusCode).toBe(400);
      expect(json(again).error_message).toBe(
        'This password reset link is invalid, already used or expired. Request a new one.',
      );
      await login(t.app, u.email, 'after-reset-1');
    });

    it('uses ua when no lng is given', async () => {
      const u = await register(t.app);
      await requestReset(u.email);
      expect(await resetLink(u.email)).toMatch(/^https:\/\/vitrina\.example\/ua\/reset_pass\//);
      expect((await mailbox(t.app, u.email))[0].subject).toBe('Vitrina: зміна пароля');
    });

    it('refuses an expired token', async () => {
      const u = await register(t.app);
      await requestReset(u.email);
      const token = (await resetLink(u.email)).split('/').pop()!;
      await t.app.db
        .updateTable('password_resets')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('user_id', '=', u.id)
        .execute();
      const res = await post(`/api/v1/users/resetPassword/${token}`, { password: 'after-expiry-1' });
      expect(res.statusCode).toBe(400);
      expect(json(res).error_message).toBe(
        'Посилання для зміни пароля недійсне, вже використане або прострочене. Запросіть нове.',
      );
      await login(t.app, u.email, PASSWORD);
    });

    it('after one reset, the other outstanding links of the user stop working', async () => {
      const u = await register(t.app);
      await requestReset(u.email);
      await t.app.background.drain();
      await requestReset(u.email);
      await t.app.background.drain();
      const links = (await mailbox(t.app, u.email)).map((m) => m.links[0]);
      expect(links).toHaveLength(2);
      const [newer, older] = links.map((l) => l.split('/').pop()!);
      expect((await post(`/api/v1/users/resetPassword/${newer}`, { password: 'first-reset-11' })).statusCode).toBe(200);
      expect((await post(`/api/v1/users/resetPassword/${older}`, { password: 'second-reset-22' })).statusCode).toBe(
        400,
      );
    });

    it('validates the new password and an unknown token', async () => {
      const short = await post(
        '/api/v1/users/resetPassword/whatever',
        { password: 'abc' },
        { 'accept-language': 'en' },
      );
      expect(short.statusCode).toBe(400);
      expect(json(short).error_message).toBe('password: The password must be at least 8 characters long');
      const unknown = await post('/api/v1/users/resetPassword/whatever', { password: 'long-enough-1' });
      expect(unknown.statusCode).toBe(400);
    });
  });
});
