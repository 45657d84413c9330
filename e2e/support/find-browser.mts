// Which Chromium the e2e suite and the bench drive (README "Test it"), in this order:
//   1. CHROME_PATH, when set;
//   2. a system Chromium or Chrome (Debian's chromium, chromium-browser, google-chrome);
//   3. the headless Chromium from the lockfile (@sparticuz/chromium, linux/x64 only), unpacked
//      into the temp folder on first use: nothing is downloaded.
// E2E_BROWSER=lockfile skips 1 and 2 (CI uses it, so the newcomer's path is the tested one).
import { existsSync } from 'node:fs';
import path from 'node:path';

export interface FoundBrowser {
  path: string;
  source: 'CHROME_PATH' | 'system' | 'lockfile';
}

const SYSTEM_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

/** The first executable called one of `names` on `pathVar` (a PATH-style list). */
export function findOnPath(names: string[], pathVar = process.env.PATH ?? ''): string | null {
  for (const dir of pathVar.split(path.delimiter).filter(Boolean)) {
    for (const name of names) {
      const candidate = path.join(dir, name);
      if (existsSync(candidate)) return candidate;
    }
  }
  return null;
}

async function lockfileBrowser(): Promise<string> {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `No browser found: set CHROME_PATH or install Chromium (the bundled one is linux/x64 only, this is ${process.platform}/${process.arch}).`,
    );
  }
  const { default: Chromium } = await import('@sparticuz/chromium');
  Chromium.setGraphicsMode = false;
  return Chromium.executablePath();
}

export async function findBrowser(env: NodeJS.ProcessEnv = process.env): Promise<FoundBrowser> {
  if (env.E2E_BROWSER !== 'lockfile') {
    if (env.CHROME_PATH) return { path: env.CHROME_PATH, source: 'CHROME_PATH' };
    const system = findOnPath(SYSTEM_NAMES, env.PATH);
    if (system) return { path: system, source: 'system' };
  }
  return { path: await lockfileBrowser(), source: 'lockfile' };
}

/**
 * Every browser the bench compares (README "Measured"): the system one (CHROME_PATH or one on
 * PATH) and the lockfile's, each when present; an absent one is left out with the reason.
 */
export async function allBrowsers(
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ found: FoundBrowser[]; missing: { source: string; reason: string }[] }> {
  const found: FoundBrowser[] = [];
  const missing: { source: string; reason: string }[] = [];
  const system = env.CHROME_PATH ?? findOnPath(SYSTEM_NAMES, env.PATH);
  if (system) found.push({ path: system, source: env.CHROME_PATH ? 'CHROME_PATH' : 'system' });
  else missing.push({ source: 'system', reason: `none of ${SYSTEM_NAMES.join(', ')} on PATH` });
  try {
    found.push({ path: await lockfileBrowser(), source: 'lockfile' });
  } catch (error) {
    missing.push({ source: 'lockfile', reason: error instanceof Error ? error.message : String(error) });
  }
  return { found, missing };
}

let found: Promise<FoundBrowser> | null = null;

/**
 * The browser for this run: found and printed once by the entry script (run-e2e.mjs,
 * bench/run.mjs), which hands it to the test processes it starts through E2E_BROWSER_PATH.
 */
export function browserForRun(): Promise<FoundBrowser> {
  const inherited = process.env.E2E_BROWSER_PATH;
  if (inherited)
    return Promise.resolve({
      path: inherited,
      source: (process.env.E2E_BROWSER_SOURCE ?? 'CHROME_PATH') as FoundBrowser['source'],
    });
  found ??= findBrowser().then((browser) => {
    process.stderr.write(`[browser] ${browser.source}: ${browser.path}\n`);
    process.env.E2E_BROWSER_PATH = browser.path;
    process.env.E2E_BROWSER_SOURCE = browser.source;
    return browser;
  });
  return found;
}
