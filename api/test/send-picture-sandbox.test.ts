import { SandboxClient } from '../src/modules/sandbox/customer';
import { describeOneDb, json, signedInUser, type TestApp } from './helpers';
import { registerCode } from './meta/helpers';
import { listeningSandboxApp, redeliver, sandboxConsent, type webhookReceiver } from './sandbox-helpers';

/**
 * A saved reply's picture through the sandbox as Meta (docs/product.md §9.15): the customer's
 * simulator thread holds the text and then the picture; a picture Meta could not fetch is refused.
 */
describeOneDb('a reply with a picture, through the Meta sandbox', (target) => {
  let t: TestApp;
  let sandbox: SandboxClient;
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
  let origin: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, receiver, origin, close } = await listeningSandboxApp(target));
    sandbox = new SandboxClient(origin);
  });
  afterAll(() => close());

  it('the customer receives the text, then the picture; an unfetchable picture is a 422 after the text', async () => {
    const owner = await signedInUser(t.app);
    const dialog = json(
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/channels/oauth-url?platform=INSTAGRAM&lng=ua',
        headers: owner.auth,
      }),
    ).data;
    const back = await sandboxConsent(origin, dialog.url, { name: 'Picture Shop' });
    expect((await registerCode(t.app, owner.auth, { token: back.code, state: back.state })).statusCode).toBe(200);
    const account = (await sandbox.accounts()).find((a) => a.name === 'Picture Shop')!;
    const [olena] = (await sandbox.account(account.ig_id)).customers;
    const seen = receiver.received.length;
    await sandbox.sendText(account.ig_id, olena.id, 'Яка у вас таблиця розмірів?');
    expect((await redeliver(t.app, await receiver.nth(seen + 1))).statusCode).toBe(200);
    await t.app.background.drain();

    const send = (message: string, image_url: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/channels/current/messages',
        headers: owner.auth,
        payload: {
          message,
          recipient_id: olena.id,
          image_url,
          idempotency_key: `picture-${message.length}-${image_url.length}`,
        },
      });
    const picture = `${t.app.config.publicUrl}/sandbox/media/photo-fabric.png`;
    expect((await send('Ось таблиця розмірів', picture)).statusCode).toBe(200);
    const refused = await send('І ще одна', `${t.app.config.publicUrl}/sandbox/media/no-such.svg`);
    expect(refused.statusCode).toBe(422);
    // An svg (the same drawing) is no picture Meta sends: png, jpeg and gif only.
    const svg = await send('І ця', `${t.app.config.publicUrl}/sandbox/media/photo-fabric.svg`);
    expect(svg.statusCode).toBe(422);
    const shop = (await sandbox.messages(account.ig_id, olena.id)).messages.filter((m) => m.from_shop);
    expect(shop.map((m) => [m.text, m.attachments])).toEqual([
      ['Ось таблиця розмірів', []],
      [null, [{ type: 'image', url: picture }]],
      ['І ще одна', []],
      ['І ця', []],
    ]);
  });
});
