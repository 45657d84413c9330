import { json, eventually, signedInUser, type TestApp } from './helpers';

/**
 * The calls billing's API tests make (issue 52, docs/product.md §9.16) against the monobank
 * sandbox: the owner's requests, the sandbox's payment page, and waiting for a card charge's
 * webhook (the sandbox posts it as background work right after answering).
 */
export type Auth = { authorization: string };

export function billingHarness(t: () => TestApp) {
  const req = (method: 'GET' | 'POST', url: string, auth: Auth, payload?: object) =>
    t().app.inject({ method, url, headers: { ...auth, 'accept-language': 'en' }, payload });
  const billing = async (auth: Auth) => {
    const res = await req('GET', '/api/v1/billing', auth);
    expect(res.statusCode).toBe(200);
    return json(res).data;
  };
  /** The sandbox's payment page (or its 3-D Secure step): pays, declines, asks for 3-D Secure… */
  const pay = (pageUrl: string, outcome: string) =>
    t().app.inject({
      method: 'POST',
      url: new URL(pageUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `outcome=${outcome}`,
    });
  const sandbox = () => t().app.monobankSandbox!;

  /** An owner on `plan` (with `body`'s other fields), paid on the sandbox's page now. */
  async function subscribed(plan: string, outcome = 'success', body: object = {}) {
    const owner = await signedInUser(t().app);
    const res = await req('POST', '/api/v1/billing/subscribe', owner.auth, { plan, ...body });
    expect(res.statusCode).toBe(200);
    const { page_url: pageUrl } = json(res).data;
    expect((await pay(pageUrl, outcome)).statusCode).toBe(303);
    return { ...owner, pageUrl: pageUrl as string };
  }

  /** Waits until `count` invoices of `kind` are settled and announced, then reads the billing. */
  const settled = async (auth: Auth, kind: string, count = 1) => {
    await eventually(async () => {
      const b = await billing(auth);
      const done = b.invoices.filter(
        (i: { kind: string; status: string }) => i.kind === kind && i.status !== 'CREATED',
      );
      return done.length >= count ? b : undefined;
    });
    await t().app.background.drain();
    return billing(auth);
  };
  /** The newest invoice of a kind (the fixed clock gives several the same time). */
  const newest = (b: { invoices: Array<{ kind: string }> }, kind: string) => b.invoices.find((i) => i.kind === kind);
  /** The card a page's payment kept in the sandbox. */
  const cardOf = (pageUrl: string) => sandbox().invoices.get(pageUrl.split('/').pop()!)!.cardToken!;

  return { req, billing, pay, sandbox, subscribed, settled, newest, cardOf };
}
