// A prerendered public page (README "Public pages") is static HTML until the live app takes it
// over; what only the app does (a modal, a calculator) waits for that.
import type { Page } from 'playwright-core';

/** Waits until the live app has replaced the prerendered markup (a page that had none passes at once). */
export const tookOver = (page: Page) =>
  page.waitForFunction(
    () => !document.querySelector('body [data-prerendered]') && !document.getElementById('root')!.hidden,
    undefined,
    { timeout: 20_000 },
  );
