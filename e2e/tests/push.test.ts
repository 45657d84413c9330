// Issue 50: Web Push end to end in a real browser, through the real Push API. Firefox (support/firefox.ts)
// subscribes from Settings → Notifications against a local push service that stands in for Mozilla's
// (support/autopush.ts); a customer writes through the Meta sandbox; the server encrypts the
// notification (RFC 8291) and signs it (RFC 8292) for that push service, which checks both and
// hands the still-encrypted message to Firefox; Firefox decrypts it and the app's service worker
// shows the notification, which the test reads back with `getNotifications()`. A visible tab of the
// app shows nothing extra; with no tab of the app open, the notification names the customer and
// opens the conversation. In ua and en. (Chromium subscribes only through Google's FCM, which this
// machine cannot reach: README "Test it".) Without Firefox the suite is skipped, except under CI.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser as FirefoxBrowser, Page as FirefoxPage } from 'puppeteer-core';
import type { Browser } from 'playwright-core';
import { LocalAutopush } from '../support/autopush';
import { newContext } from '../support/browser';
import { findFirefox, launchFirefox } from '../support/firefox';
import {
  apiData,
  connectSandboxChannel,
  eventually,
  sandboxApi,
  signUp,
  type SandboxCustomer,
} from '../support/journeys';
import type { RunningServer } from '../support/server';
import { serverAndBrowser } from '../support/suite';

const TEXTS = {
  ua: { turnOn: 'Увімкнути сповіщення', lang: 'uk-UA,uk', writes: 'пише' },
  en: { turnOn: 'Turn on notifications', lang: 'en-US,en', writes: 'wrote' },
} as const;

interface Shown {
  title: string;
  body: string;
  tag: string;
  data: { url?: string } | null;
}

/** The notifications the app's service worker shows now, read from a page of the app's origin. */
function shownNotifications(page: FirefoxPage): Promise<Shown[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/');
    const list = registration ? await registration.getNotifications() : [];
    return list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as Shown['data'] }));
  });
}

const firefoxPath = findFirefox();
const skip =
  !firefoxPath && !process.env.CI ? 'Firefox is not installed (apt-get install firefox-esr; CI installs it)' : false;

let server: RunningServer;
let chromium: Browser;
serverAndBrowser((s, b) => {
  server = s;
  chromium = b;
});

for (const lng of ['ua', 'en'] as const) {
  const text = TEXTS[lng];
  describe(`notifications through the real Push API (${lng})`, { skip }, () => {
    const autopush = new LocalAutopush();
    let firefox: FirefoxBrowser;
    let app: FirefoxPage;
    let account: string;
    let customer: SandboxCustomer;
    let tokens: { token: string; refresh: string };

    /** GET `path` of the API as the owner; the answer's `data`. */
    const ownerApi = async <T>(path: string): Promise<T> => {
      const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${tokens.token}` } });
      assert.equal(res.status, 200, `${path} answers 200`);
      return ((await res.json()) as { data: T }).data;
    };

    before(async () => {
      assert.ok(firefoxPath, 'CI installs Firefox ESR (.ci/run); E2E_FIREFOX_PATH names another');
      await autopush.start();
      // The owner signs up and connects the sandbox's Instagram account in Chromium, as elsewhere.
      const context = await newContext(chromium, { locale: lng === 'ua' ? 'uk-UA' : 'en-US' });
      const page = await context.newPage();
      await signUp(server, page, lng, 'push');
      await page.goto(`${server.url}/${lng}/chats`);
      await connectSandboxChannel(page, lng, `Push ${lng}`);
      const [channel] = await apiData<{ profile_id: string }[]>(server, page, '/api/v1/channels');
      account = channel!.profile_id;
      customer = (await sandboxApi<{ customers: SandboxCustomer[] }>(server, `/accounts/${account}`)).customers[0]!;
      tokens = await page.evaluate(() => ({
        token: localStorage.getItem('token') ?? '',
        refresh: localStorage.getItem('refreshToken') ?? '',
      }));
      await context.close();
      // The same owner on a second device: Firefox, signed in with the same tokens.
      firefox = await launchFirefox(firefoxPath!, autopush.websocketUrl, text.lang);
      app = await firefox.newPage();
      await app.goto(`${server.url}/${lng}`);
      await app.evaluate((t) => {
        localStorage.setItem('token', t.token);
        localStorage.setItem('refreshToken', t.refresh);
        localStorage.removeItem('newUser');
      }, tokens);
    });

    after(async () => {
      await firefox?.close();
      await autopush.stop();
    });

    const customerWrites = (message: string) =>
      sandboxApi(server, `/accounts/${account}/customers/${customer.id}/messages`, { text: message });

    /** Waits until Firefox answered `n` notifications in all; the last answer. */
    const answered = async (n: number) => {
      const outcomes = await eventually(
        async () => [...autopush.outcomes],
        (list) => list.length >= n,
        20_000,
      ).catch((err: Error) => {
        throw new Error(`${err.message}; the push service refused: ${autopush.refused.join('; ') || 'nothing'}`);
      });
      return outcomes[n - 1]!;
    };

    it('turns notifications on from Settings: Firefox subscribes with the server’s key and the device is listed', async () => {
      await app.goto(`${server.url}/${lng}/settings?tab=notifications`);
      // Puppeteer's ARIA queries need Chrome's accessibility tree; over BiDi, a button by its text.
      const turnOn = await app.waitForSelector(`xpath///button[normalize-space()="${text.turnOn}"]`);
      await turnOn!.click();
      const devices = await eventually(
        () => ownerApi<{ device: string }[]>('/api/v1/push/subscriptions'),
        (list) => list.length === 1,
      );
      assert.equal(devices[0]!.device, 'Firefox · Linux');
      const endpoint = await app.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.pushManager.getSubscription())?.endpoint ?? null;
      });
      assert.ok(endpoint?.startsWith(`${autopush.origin}/wpush/`), `subscribed at the local push service: ${endpoint}`);
    });

    it('with the app open and visible, a customer’s message reaches the worker but shows no notification', async () => {
      await customerWrites(lng === 'ua' ? 'Добрий день! Є сукня в чорному?' : 'Hi! Do you have the dress in black?');
      const outcome = await answered(1);
      assert.deepEqual([outcome.type, outcome.code], ['ack', 100], 'Firefox decrypted it and woke the worker');
      // The worker's handler runs after the ack; a failing handler would send a nack.
      await new Promise((r) => setTimeout(r, 1_000));
      assert.equal(autopush.outcomes.length, 1, `no nack: ${JSON.stringify(autopush.outcomes)}`);
      assert.deepEqual(await shownNotifications(app), []);
    });

    it('with no tab of the app open, the next message shows a notification that opens its conversation', async () => {
      await app.goto('about:blank');
      const message = lng === 'ua' ? 'А розмір M буде?' : 'Will there be a size M?';
      await customerWrites(message);
      const outcome = await answered(2);
      assert.deepEqual([outcome.type, outcome.code], ['ack', 100]);
      await new Promise((r) => setTimeout(r, 1_000));
      assert.equal(autopush.outcomes.length, 2, `no nack: ${JSON.stringify(autopush.outcomes)}`);
      // A page of the app's origin to read the worker's notifications from (opened after it showed them).
      await app.goto(`${server.url}/offline.html`);
      const shown = await shownNotifications(app);
      assert.equal(shown.length, 1, JSON.stringify(shown));
      const conversations = await ownerApi<{ id: string }[]>('/api/v1/channels/current/conversations');
      assert.equal(conversations.length, 1);
      assert.deepEqual(shown[0], {
        title: `${customer.name} ${text.writes}`,
        body: message,
        tag: `c-${conversations[0]!.id}`,
        data: { url: `/${lng}/chats?c=${encodeURIComponent(conversations[0]!.id)}` },
      });
    });
  });
}
