import { SandboxClient } from '../src/modules/sandbox/customer';
import { describeOneDb, json, PASSWORD, randomIp, register, signedInUser, type TestApp } from './helpers';
import { registerCode } from './meta/helpers';
import { listeningSandboxApp, sandboxConsent } from './sandbox-helpers';

/**
 * Signing in with Facebook (POST /api/v1/users/fbLogin) through the sandbox's Facebook Login: the
 * dialog URL, the code exchanged on the server, `/me` for the person, the account they sign in to.
 */
describeOneDb('sign in with Facebook', (target) => {
  let t: TestApp;
  let sandbox: SandboxClient;
  let origin: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, origin, close } = await listeningSandboxApp(target));
    sandbox = new SandboxClient(origin);
  });
  afterAll(() => close());

  const dialog = async (lng: 'ua' | 'en' = 'ua') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/fbLogin/url?lng=${lng}`,
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(200);
    return json(res).data as { url: string; state: string; redirect_uri: string };
  };
  const fbLogin = (payload: object, lng: 'uk' | 'en' = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/users/fbLogin',
      remoteAddress: randomIp(),
      headers: { 'accept-language': lng },
      payload,
    });
  /** The dialog answered Continue for `account` (a sandbox account id, or a new one named so). */
  const signIn = async (account: { id?: string; name?: string }, lng: 'ua' | 'en' = 'ua') => {
    const d = await dialog(lng);
    const back = await sandboxConsent(origin, d.url, account);
    expect(back.state).toBe(d.state);
    return fbLogin({ code: back.code, state: back.state, lng });
  };
  const me = async (accessToken: string) =>
    json(
      await t.app.inject({ method: 'GET', url: '/api/v1/users', headers: { authorization: `Bearer ${accessToken}` } }),
    ).data;

  it('gives Facebook Login’s dialog asking for the public profile and email, returning to /{lng}/login', async () => {
    const d = await dialog('en');
    const url = new URL(d.url);
    expect(url.pathname).toBe('/sandbox/dialog/oauth');
    expect(url.searchParams.get('scope')).toBe('public_profile,email');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('state')).toBe(d.state);
    expect(d.redirect_uri).toMatch(/\/en\/login$/);
    expect(url.searchParams.get('redirect_uri')).toBe(d.redirect_uri);
  });

  it('a new person gets an account with Facebook’s email in the dialog’s language, then signs in to the same one', async () => {
    const first = await signIn({ name: 'FB Sign In Shop' }, 'en');
    expect(first.statusCode).toBe(200);
    const session = json(first).data;
    expect(session).toMatchObject({ token_type: 'bearer', created: true });
    const user = await me(session.access_token);
    const account = (await sandbox.accounts()).find((a) => a.name === 'FB Sign In Shop')!;
    expect(user.email).toBe(`${account.username}.owner@sandbox.test`);
    expect(user.name).toBe('FB Sign In Shop (owner)');
    // The account's language is the dialog's: the assistant's defaults are English.
    const pipelines = json(
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/pipelines',
        headers: { authorization: `Bearer ${session.access_token}` },
      }),
    ).data.pipeline_info;
    expect(pipelines.instructions.COMMUNICATOR).toMatch(/^You are the manager/);
    // The session refreshes as a password sign-in's does.
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: {
        authorization: `Basic ${Buffer.from('vitrina-web:vitrina-web-public').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: session.refresh_token }).toString(),
    });
    expect(refreshed.statusCode).toBe(200);

    const again = await signIn({ id: account.page_id });
    expect(again.statusCode).toBe(200);
    expect(json(again).data.created).toBe(false);
    expect((await me(json(again).data.access_token)).id).toBe(user.id);
  });

  it('an owner who connected a channel with Facebook Login signs in to their own account with that person', async () => {
    const owner = await signedInUser(t.app);
    const url = json(
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/channels/oauth-url?platform=INSTAGRAM&login=FACEBOOK&lng=ua',
        headers: owner.auth,
      }),
    ).data.url as string;
    const back = await sandboxConsent(origin, url, { name: 'FB Linked Shop' });
    const connected = await registerCode(t.app, owner.auth, { token: back.code, state: back.state });
    expect(connected.statusCode).toBe(200);
    const account = (await sandbox.accounts()).find((a) => a.name === 'FB Linked Shop')!;

    const res = await signIn({ id: account.page_id });
    expect(res.statusCode).toBe(200);
    expect(json(res).data.created).toBe(false);
    expect((await me(json(res).data.access_token)).id).toBe(owner.id);
  });

  it('refuses a password account of the same email that is not linked (409 naming it); nothing is created', async () => {
    const d = await dialog();
    const back = await sandboxConsent(origin, d.url, { name: 'FB Taken Shop' });
    const account = (await sandbox.accounts()).find((a) => a.name === 'FB Taken Shop')!;
    const email = `${account.username}.owner@sandbox.test`;
    const existing = await register(t.app, email, PASSWORD);
    const res = await fbLogin({ code: back.code, state: back.state, lng: 'ua' });
    expect(res.statusCode).toBe(409);
    expect(json(res).error_message).toBe(
      `An account with ${email} already exists: sign in with its password (connecting a channel with Facebook Login then links your Facebook to it)`,
    );
    const row = await t.app.db
      .selectFrom('users')
      .select(['id', 'facebook_user_id'])
      .where('email', '=', email)
      .execute();
    expect(row).toEqual([{ id: existing.id, facebook_user_id: null }]);
  });

  it.each([
    [{ state: 'x' }, 'code: The code of the Facebook window is missing: sign in with Facebook again'],
    [{ code: 'abc', state: '  ' }, 'state: The answer of the Facebook window is missing: sign in with Facebook again'],
  ])('answers %o with 400 and a clear message', async (payload, message) => {
    const res = await fbLogin(payload);
    expect(res.statusCode).toBe(400);
    expect(json(res).error_message).toBe(message);
  });

  it('refuses a state it did not issue, a used state, and a code Facebook does not know (400, clear messages)', async () => {
    const d = await dialog();
    const back = await sandboxConsent(origin, d.url, { name: 'FB Replay Shop' });
    const forged = await fbLogin({ code: back.code, state: 'forged-state-value' });
    expect(forged.statusCode).toBe(400);
    expect(json(forged).error_message).toBe(
      'The Facebook sign-in does not belong to this window or took too long: sign in with Facebook again',
    );
    expect((await fbLogin({ code: back.code, state: back.state })).statusCode).toBe(200);
    // The state was used up by that sign-in.
    expect((await fbLogin({ code: back.code, state: back.state })).statusCode).toBe(400);

    const fresh = await dialog();
    const unknown = await fbLogin({ code: 'not-a-code-facebook-issued', state: fresh.state }, 'uk');
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).error_message).toBe(
      'Facebook не прийняв код входу (він використаний або прострочений): увійдіть через Facebook знову',
    );
  });
});
