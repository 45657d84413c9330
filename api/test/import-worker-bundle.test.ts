// `node api/build.mjs --import-worker` (what `npm start` and jest's global set-up run): a bundle in
// a folder of its own, and the folders of callers that died without removing theirs removed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const CACHE = path.resolve(__dirname, '../../node_modules/.cache/vitrina');

it('bundles the worker into a new folder and removes only the folders of callers that are gone', () => {
  const gone = spawnSync(process.execPath, ['-e', '0']).pid;
  const stale = path.join(CACHE, `import-worker-${gone}-stale`);
  const live = path.join(CACHE, `import-worker-${process.pid}-live`);
  for (const folder of [stale, live]) mkdirSync(folder, { recursive: true });
  try {
    const built = spawnSync(process.execPath, [path.resolve(__dirname, '../build.mjs'), '--import-worker'], {
      encoding: 'utf8',
    });
    expect(built.status).toBe(0);
    const file = built.stdout.trim();
    expect(path.basename(path.dirname(file))).toMatch(new RegExp(`^import-worker-${process.pid}-[0-9a-f]+$`));
    expect(existsSync(file)).toBe(true);
    expect({ stale: existsSync(stale), live: existsSync(live) }).toEqual({ stale: false, live: true });
    rmSync(path.dirname(file), { recursive: true, force: true });
  } finally {
    for (const folder of [stale, live]) rmSync(folder, { recursive: true, force: true });
  }
});
