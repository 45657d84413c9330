// A prerendered public page (README "Public pages") is static HTML with islands until the visitor
// reaches for something only the live app does; then the app takes it over.
import type { BrowserContext, Page } from 'playwright-core';

/**
 * Reaches for the live app as a visitor would: a key pressed on the page's first field or button
 * that no island answers (nothing else happens). A page whose every part is an island (issue 53:
 * `/ua`, the auth pages) has none, so one is added to its markup, hidden, standing for such a part:
 * the take-over then replaces it with the rest. An expression, for page.evaluate and the bench's
 * DevTools protocol calls alike.
 */
export const REACH_FOR_APP = `(() => {
  const page = document.querySelector('body [data-prerendered]');
  let part = page?.querySelector(':is(button, input, select, textarea):not([data-island] *)');
  if (page && !part) {
    part = document.createElement('button');
    part.type = 'button';
    part.hidden = true;
    page.append(part);
  }
  part?.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
})()`;

/**
 * Reaches for the live app (REACH_FOR_APP), then waits until it has replaced the prerendered
 * markup (a page that had none passes at once).
 */
export async function tookOver(page: Page) {
  await page.evaluate(REACH_FOR_APP);
  await page.waitForFunction(
    () => !document.querySelector('body [data-prerendered]') && !document.getElementById('root')!.hidden,
    undefined,
    { timeout: 20_000 },
  );
}

/** Holds every request for `pattern` until the returned function is called. */
export async function holdRequests(context: BrowserContext, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await context.route(pattern, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}
