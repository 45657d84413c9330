import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../src/config';
import { listen, type DbTarget } from '../helpers';
import { connect, type TestSocket } from '../ws-client';
import {
  createChannelsApp,
  deliver,
  dm,
  igMessaging,
  nextMid,
  SAMPLE_STOCK,
  uploadStock,
  userWithChannel,
} from './helpers';
import { DOUBLE, startGraphDouble } from './graph-double';

/** An app on `target` with the Graph double as Meta; `close()` stops both. */
export async function startShopApp(target: DbTarget, overrides: Partial<Config> = {}) {
  const graph = await startGraphDouble();
  const t = await createChannelsApp(target, graph, overrides);
  const close = async () => {
    await t.close();
    await graph.close();
  };
  return { graph, t, close };
}

/**
 * Where every AI test starts: an app on `target` with the Graph double as Meta, one owner with a
 * connected channel, and `stock` (the sample stock by default) uploaded account-wide. `close()` stops
 * the app and the double.
 */
export async function startStockedShop(target: DbTarget, overrides: Partial<Config> = {}, stock = SAMPLE_STOCK) {
  const shop = await startShopApp(target, overrides);
  const owner = await userWithChannel(shop.t.app);
  await uploadStock(shop.t.app, owner.auth, stock);
  return { ...shop, owner };
}

/**
 * A stocked shop (`startStockedShop`) with the assistant ON and the owner's socket: where the
 * full-trust suites start. `close()` also closes the socket.
 */
export async function startAssistantShop(target: DbTarget) {
  const shop = await startStockedShop(target);
  const socket = await ownerSocket(shop.t.app, shop.owner);
  const on = await shop.t.app.inject({
    method: 'PUT',
    url: '/api/v1/users',
    headers: shop.owner.auth,
    payload: { bot_status: 'ON' },
  });
  if (on.statusCode !== 200) throw new Error(`assistant ON: ${on.statusCode} ${on.body}`);
  const close = async () => {
    socket.ws.terminate();
    await shop.close();
  };
  /** The owner's PUT of the channel's full-trust settings. */
  const putAutopilot = (payload: object) =>
    shop.t.app.inject({
      method: 'PUT',
      url: `/api/v1/channels/${shop.owner.channel.id}/autopilot`,
      headers: shop.owner.auth,
      payload,
    });
  return { ...shop, socket, close, putAutopilot };
}

/** A socket signed in as the owner, READY. */
export async function ownerSocket(app: FastifyInstance, owner: { auth: { authorization: string } }) {
  const socket = connect(`ws://${await listen(app)}/ws`);
  await socket.opened;
  socket.send({ access_token: owner.auth.authorization.replace(/^Bearer /, '') });
  await socket.next((m) => m.type === 'READY');
  return socket;
}

/**
 * A new customer of the double's Instagram account: each call sends one DM (signed webhook) and
 * resolves with the assistant's draft for it. The socket keeps every event, so each turn takes a
 * draft it has not taken before.
 */
export function chatAsCustomer(app: FastifyInstance, socket: TestSocket) {
  const id = `cust-${randomUUID()}`;
  const taken = new Set<unknown>();
  return async (message: { text?: string; attachments?: object[] }): Promise<string> => {
    const mid = nextMid();
    await deliver(app, igMessaging(DOUBLE.ig.id, [dm(DOUBLE.ig.id, id, { mid, ...message })]));
    const incoming = await socket.next((m) => m.type === 'NEW_MESSAGE' && m.data.platform_id === mid, 10_000);
    const draft = await socket.next(
      (m) =>
        m.type === 'NEW_AI_PROPOSITION' && m.data.conversation_id === incoming.data.conversation_id && !taken.has(m),
      15_000,
    );
    taken.add(draft);
    return draft.data.ai_proposition as string;
  };
}
