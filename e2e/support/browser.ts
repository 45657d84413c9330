// Chromium driven by playwright-core; which one is decided in find-browser.mts (no download).
import { chromium, type Browser, type BrowserContext, type BrowserServer } from 'playwright-core';
import { browserForRun } from './find-browser.mjs';

// The same flags whichever browser is found, so results do not depend on it.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  const { path } = await browserForRun();
  return chromium.launch({ executablePath: path, args: CHROMIUM_ARGS, headless: true });
}

/** The run's one browser (run-e2e.mjs), which the suites' processes connect to. */
export async function launchBrowserServer(): Promise<BrowserServer> {
  const { path } = await browserForRun();
  return chromium.launchServer({ executablePath: path, args: CHROMIUM_ARGS, headless: true });
}

/** Hands the run's browser to the suites' processes. */
export function sharedBrowserEnv(server: BrowserServer): Record<string, string> {
  return { E2E_BROWSER_WS: server.wsEndpoint() };
}

/**
 * A connection to the run's browser (E2E_BROWSER_WS); `close()` closes this suite's contexts and
 * leaves the browser to the next suite. A file run on its own launches a browser of its own.
 */
export async function sharedBrowser(): Promise<Browser> {
  const ws = process.env.E2E_BROWSER_WS;
  return ws ? chromium.connect(ws) : launchBrowser();
}

export const DESKTOP = { viewport: { width: 1280, height: 800 } };
export const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

/** A context whose browser language is `locale`, collecting page errors for assertions. */
export async function newContext(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  return browser.newContext({ locale: 'uk-UA', ...DESKTOP, ...options });
}
