// Firefox for the one journey Chromium cannot make here: Web Push through the real Push API.
// Chromium subscribes only through Google's push service (FCM), which this closed machine cannot
// reach, and its headless shell has no push service at all. Firefox's push service address is a
// setting (`dom.push.serverURL`), so a local push service (support/autopush.ts) stands in for
// Mozilla's. Debian's firefox-esr, driven over WebDriver BiDi by puppeteer-core; nothing is
// downloaded. E2E_FIREFOX_PATH overrides the search.
import puppeteer, { type Browser } from 'puppeteer-core';
import { findOnPath } from './find-browser.mjs';

export function findFirefox(env: NodeJS.ProcessEnv = process.env): string | null {
  return env.E2E_FIREFOX_PATH || findOnPath(['firefox-esr', 'firefox']);
}

/** Headless Firefox whose push service is `pushServerUrl` (a ws:// address on this machine). */
export async function launchFirefox(executablePath: string, pushServerUrl: string, lang: string): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    defaultViewport: { width: 1280, height: 800 },
    extraPrefsFirefox: {
      'dom.push.serverURL': pushServerUrl,
      // ws:// rather than wss:// (Firefox's own tests allow it the same way).
      'dom.push.testing.allowInsecureServerURL': true,
      // WebDriver turns the push connection off unless asked (remote/RecommendedPreferences).
      'dom.push.connection.enabled': true,
      // The owner's "Allow" on the permission prompt, which headless Firefox cannot show.
      'permissions.default.desktop-notification': 1,
      // Headless Firefox has no system notification area: its own alert windows show them.
      'alerts.useSystemBackend': false,
      'intl.accept_languages': lang,
    },
  });
}
