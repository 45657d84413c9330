import type { CustomerMessageStored } from '../src/modules/conversations';
import { SandboxClient } from '../src/modules/sandbox/customer';
import { describeEachDb, json, signedInUser, type TestApp } from './helpers';
import { registerCode } from './meta/helpers';
import { instagramConsent, listeningSandboxApp, redeliver, type webhookReceiver } from './sandbox-helpers';

/**
 * History on connect (issue 29 item 8): a sandbox account whose customers wrote before the shop
 * connected it; connecting (Instagram Login, and Facebook Login for Messenger) queues the import,
 * which reads Meta's Conversations API at the pace Meta allows (the sandbox refuses a third call
 * within a second) and stores each message once, in order, through the webhooks' applier, with no
 * AI draft. A second run, or the webhook of a message already imported, adds nothing.
 */
describeEachDb('History import on connect', (target) => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
  let sandbox: SandboxClient;
  let origin: string;
  const hooked: CustomerMessageStored[] = [];

  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, receiver, origin, close } = await listeningSandboxApp(target, { historyImport: true }));
    t.app.inboxEvents.onCustomerMessage(async (event) => void hooked.push(event));
    sandbox = new SandboxClient(origin);
  });
  afterAll(() => close());

  /** A sandbox account whose first three customers wrote on `platform` before any channel existed. */
  async function accountWithHistory(name: string, platform: 'instagram' | 'messenger') {
    const account = await sandbox.createAccount(name);
    const { customers } = await sandbox.account(account.page_id);
    const script: Array<[number, string]> = [
      [0, 'Добрий день! Є сукня DR-1024?'],
      [1, 'Скільки коштує доставка?'],
      [0, 'А в розмірі M?'],
      [2, 'Hello, do you ship to Poland?'],
      [0, 'Дякую 🌿'],
    ];
    for (const [i, text] of script) await sandbox.sendText(account.page_id, customers[i].id, text, platform);
    return { account, customers, script };
  }

  async function waitForImport(channelId: string, auth: Record<string, string>) {
    for (let i = 0; i < 150; i += 1) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/channels/${channelId}`, headers: auth });
      const history = json(res).data.history;
      if (history?.status === 'DONE' || history?.status === 'FAILED') return history;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('the history import did not finish');
  }

  const messagesOf = (channelId: string) =>
    t.app.db
      .selectFrom('messages')
      .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
      .select(['messages.platform_id', 'messages.text', 'messages.from_shop', 'conversations.participant_id'])
      .where('messages.channel_id', '=', channelId)
      .orderBy('messages.created_time')
      .orderBy('messages.id')
      .execute();

  it('Instagram Login: the conversations appear once, messages in order, no drafts; a rerun and a late webhook add nothing', async () => {
    const { account, customers, script } = await accountWithHistory('History IG Shop', 'instagram');
    const owner = await signedInUser(t.app);
    const dialog = json(
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/channels/oauth-url?platform=INSTAGRAM&lng=ua',
        headers: owner.auth,
      }),
    ).data;
    const { code } = await instagramConsent(origin, dialog.url, { id: account.page_id });
    const res = await registerCode(t.app, owner.auth, { token: code, state: dialog.state });
    expect(res.statusCode).toBe(200);
    const channel = json(res).data;
    expect(channel.history).toEqual({ status: 'RUNNING', conversations: null });

    // Five calls (the list and three conversations' messages) at Meta's pace: never refused.
    expect(await waitForImport(channel.id, owner.auth)).toEqual({ status: 'DONE', conversations: 3 });
    const stored = await messagesOf(channel.id);
    // Each conversation's messages once, in the order they were written (Meta's times are to the second).
    for (const i of [0, 1, 2]) {
      expect(stored.filter((m) => m.participant_id === customers[i].id).map((m) => [m.text, m.from_shop])).toEqual(
        script.filter(([j]) => j === i).map(([, text]) => [text, false]),
      );
    }
    expect(stored).toHaveLength(script.length);
    const list = json(
      await t.app.inject({ method: 'GET', url: '/api/v1/channels/current/conversations', headers: owner.auth }),
    ).data;
    expect(list).toHaveLength(3);
    // Old messages are no customer writing now: the AI hook never fired.
    expect(hooked.filter((h) => h.channelId === channel.id)).toEqual([]);

    // A second run stores nothing; so does the webhook Meta delivered for one of those messages.
    expect(await t.app.historyImport.run(channel.id)).toEqual({ conversations: 3, stored: 0 });
    const late = receiver.received.find((d) => d.body.entry?.[0]?.id === account.ig_id)!;
    const replay = await redeliver(t.app, late);
    expect(replay.statusCode).toBe(200);
    await t.app.background.drain();
    expect(await messagesOf(channel.id)).toEqual(stored);
    expect(hooked.filter((h) => h.channelId === channel.id)).toEqual([]);
  }, 60_000);

  it('Facebook Login (a Messenger Page): imports its Messenger conversations by the Page-scoped ids', async () => {
    const { account, customers, script } = await accountWithHistory('History Page', 'messenger');
    const owner = await signedInUser(t.app);
    const { code } = await sandbox.authorize({
      redirectUri: 'http://localhost:8080/ua/chats',
      account: account.page_id,
    });
    const res = await registerCode(t.app, owner.auth, { token: code!, platform: 'FACEBOOK' });
    expect(res.statusCode).toBe(200);
    const channel = json(res).data;
    expect(channel.platform).toBe('FACEBOOK');
    expect(await waitForImport(channel.id, owner.auth)).toEqual({ status: 'DONE', conversations: 3 });
    const stored = await messagesOf(channel.id);
    for (const i of [0, 1, 2]) {
      expect(stored.filter((m) => m.participant_id === customers[i].psid).map((m) => m.text)).toEqual(
        script.filter(([j]) => j === i).map(([, text]) => text),
      );
    }
    expect(stored).toHaveLength(script.length);
    expect(hooked.filter((h) => h.channelId === channel.id)).toEqual([]);
  }, 60_000);

  it('waits while Meta reports the account busy, and when throttled (the row keeps saying importing); completes later', async () => {
    const { account } = await accountWithHistory('History Busy Page', 'messenger');
    // Meta's usage headers say 90 % on every answer: the connection works, the import waits.
    await sandbox.faults(account.page_id, { usage: 90 });
    const owner = await signedInUser(t.app);
    const runs = jest.spyOn(t.app.historyImport, 'run');
    const { code } = await sandbox.authorize({
      redirectUri: 'http://localhost:8080/ua/chats',
      account: account.page_id,
    });
    const channel = json(await registerCode(t.app, owner.auth, { token: code!, platform: 'FACEBOOK' })).data;
    const quiet = () =>
      t.app.meta.usage.record(
        new Headers({
          'x-app-usage': JSON.stringify({ call_count: 0 }),
          'x-business-use-case-usage': JSON.stringify({
            [account.page_id]: [{ call_count: 0 }],
            [account.ig_id]: [{ call_count: 0 }],
          }),
        }),
      );
    // The job the connection queued meets Meta's 90 % and is put off (600 s); so is a run now.
    for (let i = 0; i < 100 && runs.mock.calls.length === 0; i += 1) await new Promise((r) => setTimeout(r, 100));
    expect(await runs.mock.results[0].value).toBeNull();
    runs.mockRestore();
    expect(await t.app.historyImport.run(channel.id)).toBeNull();
    const history = async () =>
      json(await t.app.inject({ method: 'GET', url: `/api/v1/channels/${channel.id}`, headers: owner.auth })).data
        .history;
    expect(await history()).toEqual({ status: 'RUNNING', conversations: null });
    expect(await messagesOf(channel.id)).toEqual([]);

    // Calm again, but the next call meets the Page's rate limit (#32): deferred, nothing lost.
    await sandbox.faults(account.page_id, { usage: 0, code: 32, count: 1 });
    quiet();
    expect(await t.app.historyImport.run(channel.id)).toBeNull();
    expect(await history()).toEqual({ status: 'RUNNING', conversations: null });

    quiet();
    expect(await t.app.historyImport.run(channel.id)).toEqual({ conversations: 3, stored: 5 });
    expect(await history()).toEqual({ status: 'DONE', conversations: 3 });
  }, 60_000);
});
