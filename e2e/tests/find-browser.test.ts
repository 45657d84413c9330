// Issue 17: the browser is found in the order CHROME_PATH, system, lockfile.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { allBrowsers, findBrowser } from '../support/find-browser.mjs';

const bin = mkdtempSync(path.join(tmpdir(), 'vitrina-bin-'));
const fakeChromium = path.join(bin, 'chromium');
writeFileSync(fakeChromium, '#!/bin/sh\n');
chmodSync(fakeChromium, 0o755);
const empty = mkdtempSync(path.join(tmpdir(), 'vitrina-empty-'));
after(() => {
  rmSync(bin, { recursive: true, force: true });
  rmSync(empty, { recursive: true, force: true });
});

describe('findBrowser', () => {
  it('takes CHROME_PATH first', async () => {
    const found = await findBrowser({ CHROME_PATH: '/opt/my/chrome', PATH: bin });
    assert.deepEqual(found, { path: '/opt/my/chrome', source: 'CHROME_PATH' });
  });

  it('then a system Chromium on PATH', async () => {
    const found = await findBrowser({ PATH: `${empty}${path.delimiter}${bin}` });
    assert.deepEqual(found, { path: fakeChromium, source: 'system' });
  });

  it('then the lockfile browser, which also wins when forced', async () => {
    for (const env of [{ PATH: empty }, { E2E_BROWSER: 'lockfile', CHROME_PATH: '/opt/my/chrome', PATH: bin }]) {
      const found = await findBrowser(env);
      assert.equal(found.source, 'lockfile');
      assert.notEqual(found.path, fakeChromium);
    }
  });
});

// Issue 33: the bench measures on every browser present, and names the one it skips.
describe('allBrowsers', () => {
  it('lists the system Chromium and the lockfile one', async () => {
    const { found, missing } = await allBrowsers({ PATH: bin });
    assert.deepEqual(
      found.map((b) => b.source),
      ['system', 'lockfile'],
    );
    assert.equal(found[0]!.path, fakeChromium);
    assert.deepEqual(missing, []);
  });

  it('skips an absent system browser and says why', async () => {
    const { found, missing } = await allBrowsers({ PATH: empty });
    assert.deepEqual(
      found.map((b) => b.source),
      ['lockfile'],
    );
    assert.equal(missing[0]!.source, 'system');
    assert.match(missing[0]!.reason, /chromium/);
  });
});
