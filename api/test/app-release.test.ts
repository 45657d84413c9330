// A closed app is released: nothing process-wide (prom-client's default metrics once were) keeps
// it, or its embedded database (~200 MB each), alive after close().
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createTestApp } from './helpers';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Whether the object behind `ref` is gone after full collections (WeakRefs hold for the current job). */
async function collected(ref: WeakRef<object>): Promise<boolean> {
  for (let i = 0; i < 10 && ref.deref(); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    gc();
  }
  return ref.deref() === undefined;
}

it('an app, its database and its metrics are collected once closed', async () => {
  const refs = await (async () => {
    const t = await createTestApp('pglite');
    // a scrape runs the process's default metrics too
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).body).toContain('process_cpu_user_seconds_total');
    const held = {
      app: new WeakRef(t.app),
      database: new WeakRef(t.app.database.pglite!),
      metrics: new WeakRef(t.app.metrics),
    };
    await t.close();
    return held;
  })();
  expect({
    app: await collected(refs.app),
    database: await collected(refs.database),
    metrics: await collected(refs.metrics),
  }).toEqual({ app: true, database: true, metrics: true });
});
