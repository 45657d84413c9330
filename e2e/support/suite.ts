// The set-up most suites share: the run's server (as production runs it) and its browser, both
// started once by run-e2e.mjs; each suite signs up owners of its own.
import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { sharedBrowser } from './browser';
import { sharedServer, type RunningServer } from './server';

/** Connects to the server and the browser before the file's tests; `use` receives both. */
export function serverAndBrowser(use: (server: RunningServer, browser: Browser) => void): void {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    server = await sharedServer();
    browser = await sharedBrowser();
    use(server, browser);
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });
}
