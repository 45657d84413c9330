import { SandboxClient, SandboxClientError } from '../src/modules/sandbox/customer';
import { createTestApp, describeOneDb, listen, type TestApp } from './helpers';
import { REDIRECT_URI, sandboxMeta, webhookReceiver } from './sandbox-helpers';

describeOneDb('Meta sandbox: the programmatic customer client over HTTP', (target) => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
  let sandbox: SandboxClient;
  beforeAll(async () => {
    receiver = await webhookReceiver();
    t = await createTestApp(target, sandboxMeta(receiver.url));
    sandbox = new SandboxClient(`http://${await listen(t.app)}`);
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('authorizes, then acts as customers; every action is a delivered webhook', async () => {
    const consent = await sandbox.authorize({ redirectUri: REDIRECT_URI, state: 'st', name: 'Client Shop' });
    expect(consent).toMatchObject({ code: expect.stringMatching(/^AQ/), state: 'st' });
    expect(await sandbox.authorize({ redirectUri: REDIRECT_URI, cancel: true })).toMatchObject({
      error: 'access_denied',
    });
    const account = (await sandbox.accounts()).find((a) => a.name === 'Client Shop')!;
    const { customers, media, photos } = await sandbox.account(account.ig_id);
    expect(customers).toHaveLength(5);
    expect(media).toHaveLength(6);
    expect(photos.length).toBeGreaterThan(0);
    const [olena, max] = customers;

    const hello = await sandbox.sendText(account.ig_id, olena.id, 'Привіт!');
    await sandbox.send(account.ig_id, olena.id, { image: photos[0].name, reply_to: hello.mid });
    await sandbox.edit(account.ig_id, olena.id, hello.mid, 'Привіт! Є M?');
    await sandbox.react(account.ig_id, olena.id, hello.mid);
    expect(await sandbox.read(account.ig_id, olena.id)).toEqual({ mid: null });
    const comment = await sandbox.comment(account.ig_id, max.id, media[0].id, 'Ціна?');
    await sandbox.comment(account.ig_id, olena.id, media[0].id, '+1', comment.id);
    await sandbox.unsend(account.ig_id, olena.id, hello.mid);
    await sandbox.block(account.ig_id, max.id);
    await expect(sandbox.sendText(account.ig_id, max.id, 'x')).rejects.toThrow(SandboxClientError);
    await sandbox.block(account.ig_id, max.id, false);

    const thread = await sandbox.messages(account.ig_id, olena.id);
    expect(thread.messages.map((m) => m.attachments[0]?.type ?? m.text)).toEqual(['image']);
    expect((await sandbox.account(account.ig_id)).media[0].comments[0].replies).toHaveLength(1);
    await receiver.nth(7); // the read receipt had no shop message to point at
    await t.app.sandbox!.webhooks.idle();
    const deliveries = await sandbox.deliveries();
    expect(deliveries.slice(0, 7).every((d) => d.status === 'delivered')).toBe(true);

    expect(await sandbox.timeTravel(account.ig_id, 1)).toEqual({ hours: 1 });
    expect((await sandbox.expireTokens(account.ig_id)).expired).toBeGreaterThanOrEqual(0);
    expect((await sandbox.createAccount('Second')).name).toBe('Second');
  });

  it('delivers bursts, each message signed and delivered exactly once', async () => {
    const account = await sandbox.createAccount('Burst');
    const { customers } = await sandbox.account(account.ig_id);
    let before = receiver.received.length;
    const sent = await Promise.all(
      Array.from({ length: 100 }, (_, i) => sandbox.sendText(account.ig_id, customers[i % 5].id, `повідомлення ${i}`)),
    );
    await receiver.nth(before + 100, 20_000);
    const mids = () => receiver.received.slice(before).map((w) => w.body.entry[0].messaging[0].message.mid);
    expect(mids().sort()).toEqual(sent.map((m) => m.mid).sort());

    before = receiver.received.length;
    const burst = await sandbox.burst(account.ig_id, 1000, 'Замовлення');
    expect(burst.mids).toHaveLength(1000);
    await receiver.nth(before + 1000, 30_000);
    expect(mids().sort()).toEqual([...burst.mids].sort());
    expect(receiver.received[before].body.entry[0].messaging[0].message.text).toMatch(/^Замовлення \d+$/);
    const { messages } = await sandbox.messages(account.ig_id, customers[0].id);
    expect(messages.slice(-2).map((m) => m.text)).toEqual(['Замовлення 991', 'Замовлення 996']);
    await expect(sandbox.burst(account.ig_id, 0)).rejects.toThrow('count: 1 to 5000');
  });
});
