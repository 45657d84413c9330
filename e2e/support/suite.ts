// The set-up most suites share: the real server (as `npm start` runs it) and one Chromium for the
// whole file, stopped after it.
import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';

/** Starts the server, then a browser, before the file's tests; `use` receives both. */
export function serverAndBrowser(use: (server: RunningServer, browser: Browser) => void): void {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    use(server, browser);
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });
}
