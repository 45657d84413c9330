import type { ServerEvent } from '@vitrina/shared/contracts/constants';
import { createTestApp, describeEachDb, eventually, json, signedInUser, type TestApp } from './helpers';
import { matrixOrder, ownerFile } from './matrix/setups';
import { PushServiceDouble } from './push-service-double';

/**
 * Web Push (issue 50, docs/product.md §9.13) against a local push service that checks the VAPID
 * signature and decrypts each message with the device's keys (push-service-double.ts), as the
 * browser vendor's service and the browser do: the devices an owner adds, lists and removes; a
 * notification for a new customer message, a hand-over and a new order, with the address a tap
 * opens; the preferences and quiet hours; a device the service reports gone is dropped.
 */
describeEachDb('web push', (target) => {
  let t: TestApp;
  const push = new PushServiceDouble();
  beforeAll(async () => {
    await push.start();
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t.close();
    await push.stop();
  });

  const inject = (
    auth: Record<string, string>,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: { ...auth, 'accept-language': 'en' }, payload });

  async function ownerWithDevice(name = 'Olena') {
    const owner = await signedInUser(t.app, name);
    const device = push.device();
    const res = await inject(owner.auth, 'POST', '/api/v1/push/subscriptions', {
      ...device,
      device: 'Chrome on Android',
    });
    expect(res.statusCode).toBe(201);
    return { owner, device, id: json(res).data.id as string, deviceId: device.endpoint.split('/').pop()! };
  }

  const fromDevice = (deviceId: string) => push.received.filter((r) => r.device === deviceId).map((r) => r.payload);

  const customerMessage = (conversationId: string, text: string, minutesAgo = 0): ServerEvent => ({
    type: 'NEW_MESSAGE',
    data: {
      id: 'm1',
      conversation_id: conversationId,
      message: text,
      from: 'marko_buyer',
      from_participant: { name: 'Marko', profile_pic: null },
      is_from_shop: false,
      created_time: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    },
  });

  it('gives the VAPID public key, made once and kept with the private key encrypted', async () => {
    const owner = await signedInUser(t.app);
    const res = await inject(owner.auth, 'GET', '/api/v1/push/key');
    expect(res.statusCode).toBe(200);
    const key = json(res).data.public_key as string;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    const row = await t.app.db
      .selectFrom('app_settings')
      .select('value')
      .where('key', '=', 'vapid_keys')
      .executeTakeFirstOrThrow();
    const stored = JSON.parse(row.value) as { publicKey: string; privateKey: string };
    expect(stored.publicKey).toBe(key);
    expect(stored.privateKey).toMatch(/^v1\./);
  });

  it('lists the devices without their endpoints or keys; another owner cannot remove one; the owner can', async () => {
    const { owner, id, device } = await ownerWithDevice();
    const list = json(await inject(owner.auth, 'GET', '/api/v1/push/subscriptions')).data;
    expect(list).toEqual([{ id, device: 'Chrome on Android', created_at: expect.any(String), last_sent_at: null }]);
    const stored = await t.app.db
      .selectFrom('push_subscriptions')
      .select('keys')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.keys).not.toContain(device.keys.auth);
    const other = await signedInUser(t.app);
    expect((await inject(other.auth, 'DELETE', `/api/v1/push/subscriptions/${id}`)).statusCode).toBe(404);
    expect((await inject(owner.auth, 'DELETE', `/api/v1/push/subscriptions/${id}`)).statusCode).toBe(200);
    expect(json(await inject(owner.auth, 'GET', '/api/v1/push/subscriptions')).data).toEqual([]);
  });

  it('refuses keys of the wrong size (400) and an endpoint that is not a push service (422)', async () => {
    const owner = await signedInUser(t.app);
    const device = push.device();
    const short = await inject(owner.auth, 'POST', '/api/v1/push/subscriptions', {
      ...device,
      keys: { ...device.keys, auth: 'AAAA' },
    });
    expect(short.statusCode).toBe(400);
    expect(json(short).error_message).toMatch(/auth secret/);
    for (const endpoint of [
      'https://attacker.example/collect',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://10.0.0.1/x',
    ]) {
      const res = await inject(owner.auth, 'POST', '/api/v1/push/subscriptions', { ...device, endpoint });
      expect(res.statusCode).toBe(422);
      expect(json(res).error_message).toMatch(/push service/);
    }
  });

  it("a customer's new message reaches the device, encrypted for it, with the conversation to open", async () => {
    const { owner, deviceId } = await ownerWithDevice();
    await t.app.realtime.publish(owner.id, customerMessage('conv-1', 'Is the linen dress in size S?'));
    await eventually(async () => (fromDevice(deviceId).length > 0 ? true : undefined));
    expect(fromDevice(deviceId)).toEqual([
      {
        kind: 'NEW_MESSAGE',
        title: 'Marko пише',
        body: 'Is the linen dress in size S?',
        url: '/ua/chats?c=conv-1',
        tag: 'c-conv-1',
      },
    ]);
    const [request] = push.received.filter((r) => r.device === deviceId);
    expect(request!.headers.urgency).toBe('high');
    expect(Number(request!.headers.ttl)).toBeGreaterThan(0);
    // The device's last delivery is stamped after the push service answered (in the background).
    const stamped = await eventually(async () => {
      const [listed] = json(await inject(owner.auth, 'GET', '/api/v1/push/subscriptions')).data;
      return listed.last_sent_at ?? undefined;
    });
    expect(stamped).toEqual(expect.any(String));
  });

  it("the shop's own message, imported history and other events notify no one", async () => {
    const { owner } = await ownerWithDevice();
    const own = customerMessage('conv-2', 'Thanks!');
    expect(
      await t.app.push.notify(owner.id, { ...own, data: { ...own.data, is_from_shop: true } } as ServerEvent),
    ).toEqual([]);
    expect(await t.app.push.notify(owner.id, customerMessage('conv-2', 'old', 60 * 24))).toEqual([]);
    expect(
      await t.app.push.notify(owner.id, { type: 'MESSAGE_REMOVED', data: { conversation_id: 'c', message_id: 'm' } }),
    ).toEqual([]);
  });

  // PGlite runs every statement through one client, so they can be counted there.
  (target === 'pglite' ? it : it.skip)(
    "an owner with no devices: a customer's message costs one read, not the preferences and language too",
    async () => {
      const owner = await signedInUser(t.app);
      const pglite = t.app.database.pglite!;
      const statements: string[] = [];
      const query = pglite.query.bind(pglite);
      jest.spyOn(pglite, 'query').mockImplementation((text, params) => {
        statements.push(text);
        return query(text, params);
      });
      try {
        expect(await t.app.push.notify(owner.id, customerMessage('conv-9', 'Hi'))).toEqual([]);
        expect(statements).toHaveLength(1);
        expect(statements[0]).toMatch(/from "push_subscriptions"/);
      } finally {
        jest.restoreAllMocks();
      }
    },
  );

  it('a conversation handed over and a new order made through the API notify, in the owner language', async () => {
    const { owner, deviceId } = await ownerWithDevice();
    await t.app.db.updateTable('users').set({ lng: 'en' }).where('id', '=', owner.id).execute();
    expect(
      await t.app.push.notify(owner.id, {
        type: 'CONVERSATION_ATTENTION',
        data: { conversation_id: 'conv-3', channel_id: 'ch', reason: 'returns' },
      }),
    ).toEqual(['sent']);
    const ctx = { app: t.app, owner: { ...owner, accessToken: owner.tokens.access_token } };
    const { code } = await ownerFile(ctx);
    const created = await inject(owner.auth, 'POST', '/api/v1/orders', matrixOrder(code!));
    expect(created.statusCode).toBe(201);
    const order = json(created).data as { id: string; number: number };
    await eventually(async () => (fromDevice(deviceId).length === 2 ? true : undefined));
    expect(fromDevice(deviceId)).toEqual([
      {
        kind: 'HANDOVER',
        title: 'A conversation needs you',
        body: expect.stringContaining('handed the conversation over'),
        url: '/en/chats?c=conv-3',
        tag: 'c-conv-3',
      },
      {
        kind: 'NEW_ORDER',
        title: `New order #${order.number}`,
        body: expect.any(String),
        url: `/en/orders/${order.id}`,
        tag: `o-${order.id}`,
      },
    ]);
  });

  it('a parcel coming back tells the owner once (orders preference); other order changes notify no one', async () => {
    const { owner, deviceId } = await ownerWithDevice();
    await t.app.db.updateTable('users').set({ lng: 'ua' }).where('id', '=', owner.id).execute();
    const update = (status: 'SHIPPED' | 'RETURNING', previous?: 'SHIPPED' | 'RETURNING'): ServerEvent => ({
      type: 'ORDER_UPDATED',
      data: {
        order_id: 'o-7',
        number: 7,
        status,
        conversation_id: null,
        ...(previous ? { previous_status: previous } : {}),
      },
    });
    expect(await t.app.push.notify(owner.id, update('SHIPPED', 'SHIPPED'))).toEqual([]);
    // A note edited on a returning order (no status change) is not news again.
    expect(await t.app.push.notify(owner.id, update('RETURNING'))).toEqual([]);
    expect(await t.app.push.notify(owner.id, update('RETURNING', 'SHIPPED'))).toEqual(['sent']);
    await eventually(async () => (fromDevice(deviceId).length === 1 ? true : undefined));
    expect(fromDevice(deviceId)).toEqual([
      {
        kind: 'ORDER_RETURNING',
        title: 'Замовлення №7 повертається',
        body: expect.stringContaining('Нова пошта повертає посилку'),
        url: '/ua/orders/o-7',
        tag: 'o-o-7',
      },
    ]);
  });

  it('keeps the preferences: a kind turned off and the quiet hours send nothing; bad times are refused', async () => {
    const { owner } = await ownerWithDevice();
    const defaults = json(await inject(owner.auth, 'GET', '/api/v1/push/preferences')).data;
    expect(defaults).toEqual({
      new_message: true,
      handover: true,
      new_order: true,
      quiet_hours: null,
      time_zone: 'Europe/Kyiv',
    });
    const off = { ...defaults, new_message: false };
    expect(json(await inject(owner.auth, 'PUT', '/api/v1/push/preferences', off)).data).toEqual(off);
    expect(await t.app.push.notify(owner.id, customerMessage('conv-4', 'hi'))).toEqual([]);
    // Quiet from now until an hour later, in UTC: nothing; the same span an hour later: sent.
    const hhmm = (d: Date) => d.toISOString().slice(11, 16);
    const now = new Date();
    const quiet = { from: hhmm(now), to: hhmm(new Date(now.getTime() + 3600_000)) };
    await inject(owner.auth, 'PUT', '/api/v1/push/preferences', { ...defaults, quiet_hours: quiet, time_zone: 'UTC' });
    expect(await t.app.push.notify(owner.id, customerMessage('conv-4', 'hi'))).toEqual([]);
    const later = { from: hhmm(new Date(now.getTime() + 3600_000)), to: hhmm(new Date(now.getTime() + 7200_000)) };
    await inject(owner.auth, 'PUT', '/api/v1/push/preferences', { ...defaults, quiet_hours: later, time_zone: 'UTC' });
    expect(await t.app.push.notify(owner.id, customerMessage('conv-4', 'hi'))).toEqual(['sent']);
    for (const bad of [
      { ...defaults, quiet_hours: { from: '25:00', to: '08:00' } },
      { ...defaults, quiet_hours: { from: '08:00', to: '08:00' } },
      { ...defaults, time_zone: 'Mars/Olympus' },
    ]) {
      const res = await inject(owner.auth, 'PUT', '/api/v1/push/preferences', bad);
      expect(res.statusCode).toBe(400);
      expect(json(res).error_message).toBeTruthy();
    }
  });

  it('drops a device its push service reports gone (410) and keeps sending to the others', async () => {
    const { owner, deviceId } = await ownerWithDevice();
    const gone = await inject(owner.auth, 'POST', '/api/v1/push/subscriptions', push.goneDevice());
    expect(gone.statusCode).toBe(201);
    const res = await inject(owner.auth, 'POST', '/api/v1/push/test');
    expect(json(res).data).toEqual({ sent: 1, devices: 2 });
    expect(fromDevice(deviceId)).toContainEqual(expect.objectContaining({ kind: 'TEST', url: '/ua/settings' }));
    const list = json(await inject(owner.auth, 'GET', '/api/v1/push/subscriptions')).data as { id: string }[];
    expect(list.map((d) => d.id)).not.toContain(json(gone).data.id);
    expect(list).toHaveLength(1);
  });

  it('the same browser signing in as another owner moves its device to that owner', async () => {
    const { owner, device } = await ownerWithDevice();
    const other = await signedInUser(t.app);
    expect((await inject(other.auth, 'POST', '/api/v1/push/subscriptions', device)).statusCode).toBe(201);
    expect(json(await inject(owner.auth, 'GET', '/api/v1/push/subscriptions')).data).toEqual([]);
    expect(json(await inject(other.auth, 'GET', '/api/v1/push/subscriptions')).data).toHaveLength(1);
  });

  it("a burst of one owner's notifications never holds up another owner's", async () => {
    const busy = await signedInUser(t.app);
    expect((await inject(busy.auth, 'POST', '/api/v1/push/subscriptions', push.slowDevice())).statusCode).toBe(201);
    const { owner: calm } = await ownerWithDevice();
    const burst = Array.from({ length: 15 }, (_, i) => t.app.push.notify(busy.id, customerMessage(`b-${i}`, 'hi')));
    const other = await t.app.push.notify(calm.id, customerMessage('c-1', 'hello'));
    expect(other).toEqual(['sent']);
    const results = await Promise.all(burst);
    // Ten at once per owner (the rest dropped, not queued): the slow service held them all.
    expect(results.filter((r) => r.length === 1)).toHaveLength(10);
    expect(results.filter((r) => r.length === 0)).toHaveLength(5);
  });
});
