import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

/** Saves a screenshot when E2E_SCREENSHOTS_DIR is set (a look at the layout, not an assertion). */
export async function screenshot(page: Page, name: string, { fullPage = false } = {}) {
  const dir = process.env.E2E_SCREENSHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}
