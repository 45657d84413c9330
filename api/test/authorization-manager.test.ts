import { type MatrixContext, AUTHORIZATION_MATRIX } from './authorization-matrix';
import { describeOneDb, type TestApp } from './helpers';
import { createMatrixApp } from './matrix/app';
import { settledOwnerState } from './matrix/owner-state';
import { account, keyOf, request } from './matrix/requests';
import { addManager } from './team-helpers';

// The matrix's manager pass, a file of its own so that it runs beside the owner's pass
// (authorization.test.ts) in another jest worker: each takes minutes.
describeOneDb('authorisation matrix: a manager of the shop', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createMatrixApp(target);
  });
  afterAll(() => t.close());

  // Each role on every route (docs/product.md §9.15): a manager of the owner's shop does what the
  // owner does, except the rows marked `manager: 'refused'` (403, nothing of the shop changes).
  const ownerRows = AUTHORIZATION_MATRIX.filter((r) => r.access === 'owner' && !r.route.includes('*'));
  it.each(ownerRows.map((r) => [r.route, r] as const))('%s: a manager of the shop', async (_, row) => {
    if (!t.app.routeList.some((r) => keyOf(r) === row.route)) return; // not registered in this configuration
    const owner = await account(t);
    const manager = await addManager(t.app, owner.accessToken);
    const params = row.setup ? await row.setup({ app: t.app, owner }) : {};
    // The manager acts on the owner's shop, with their own email, password and token.
    const ctx: MatrixContext = {
      app: t.app,
      owner: { id: owner.id, email: manager.email, password: manager.password, accessToken: manager.accessToken },
    };
    const writes = !row.route.startsWith('GET ');
    const before = row.manager === 'refused' && writes ? await settledOwnerState(t.app, owner.id) : '';
    const res = await t.app.inject(request(row, ctx, params, manager.accessToken));
    if (row.manager === 'refused') {
      expect({ route: row.route, status: res.statusCode }).toEqual({ route: row.route, status: 403 });
      if (writes) {
        const after = await settledOwnerState(t.app, owner.id);
        expect({ route: row.route, shopChanged: after !== before }).toEqual({ route: row.route, shopChanged: false });
      }
    } else {
      // A row's expected status may be a refusal of the request itself (409: the order is not ready).
      const expected = row.status ?? 200;
      expect({ route: row.route, status: res.statusCode, body: res.statusCode === expected ? '' : res.body }).toEqual({
        route: row.route,
        status: expected,
        body: '',
      });
    }
  });
});
