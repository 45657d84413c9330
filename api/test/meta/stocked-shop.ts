import type { Config } from '../../src/config';
import type { DbTarget } from '../helpers';
import { createChannelsApp, SAMPLE_STOCK, uploadStock, userWithChannel } from './helpers';
import { startGraphDouble } from './graph-double';

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
 * connected channel, and the sample stock uploaded account-wide. `close()` stops the app and the double.
 */
export async function startStockedShop(target: DbTarget, overrides: Partial<Config> = {}) {
  const shop = await startShopApp(target, overrides);
  const owner = await userWithChannel(shop.t.app);
  await uploadStock(shop.t.app, owner.auth, SAMPLE_STOCK);
  return { ...shop, owner };
}
