import { createTestApp, type DbTarget, type TestApp } from '../helpers';
import { startGraphDouble } from '../meta/graph-double';
import { metaConfig } from '../meta/helpers';
import { webhookReceiver } from '../sandbox-helpers';

/**
 * The authorisation matrix's app: Meta calls go to the Graph double (so a row's setup can connect
 * a channel and deliver signed webhooks), the sandbox stays on with its webhooks posted to a
 * receiver that only records them.
 */
export async function createMatrixApp(target: DbTarget): Promise<TestApp> {
  const graph = await startGraphDouble();
  const receiver = await webhookReceiver();
  const t = await createTestApp(target, {
    meta: metaConfig(graph),
    metaSandbox: true,
    metaSandboxWebhookUrl: receiver.url,
  });
  return {
    ...t,
    async close() {
      await t.close();
      await graph.close();
      await receiver.close();
    },
  };
}
